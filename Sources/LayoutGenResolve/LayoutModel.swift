import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// One layout with every name bound and every piece of sugar lowered to primitive linear
/// constraints over the unknowns (see `Variable`). Inert; the solver's input.
public struct LayoutModel: Equatable, Sendable {
    /// The generated type's name.
    public var name: String
    /// Where the layout's name is written.
    public var nameRange: SourceRange
    /// The spec file's name (for `// File.layout:LINE` comments).
    public var fileName: String
    /// Views and guides in declaration order (depth first); an item's index is its id.
    public var items: [Item]
    /// Run-time parameters, in declaration order.
    public var inputs: [Input]
    /// The `min`/`max` values the constraints use (`Symbol.extremum(i)`).
    public var extrema: [Extremum]
    /// Every lowered constraint, in source order; each holds in the variants its
    /// `requires` literals match.
    public var constraints: [Constraint]
    /// The flexible unit `F` of each lowered sequence that has flexible parts.
    public var flexibleUnits: [FlexibleUnit]
    /// The conditions of each `when` statement's branches, in order (an `else` adds none).
    public var whens: [WhenModel]
    /// The variants to solve: one per combination of `when` branches and hidden states of
    /// the views whose hiding changes the layout.
    public var variants: [ModelVariant]
    /// Whether a constraint names `safe` (the function then takes `safeAreaInsets`).
    public var usesSafeArea: Bool
    /// The measured views whose baselines a constraint or sequence reads
    /// (`Symbol.firstBaseline`, `Symbol.lastBaselineDepth`).
    public var baselinesRead: Set<Int> = []
    /// The numbers folded `when`s choose by their branch (`Symbol.branchConstant`).
    public var branchConstants: [BranchConstant] = []
    /// `mirrored when …`: while it holds, the layout reads its horizontal direction flipped
    /// (left to right as right to left and the reverse).
    public var mirrored: ConditionModel? = nil
    /// `domain` and `allow` statements (LANGUAGE.md §12).
    public var checks = CheckStatements()
    /// Whether some horizontal constraint reads differently in right-to-left layout, so each
    /// direction must be solved on its own.
    public var isDirectionDependent: Bool {
        constraints.contains { $0.rightToLeftForm != nil }
            || extrema.contains { $0.rightToLeftArguments != nil }
    }
}

/// A view or guide.
public struct Item: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case view, guide
    }
    /// Its name (unique in the layout).
    public var name: String
    /// View or guide.
    public var kind: Kind
    /// Where it is declared.
    public var range: SourceRange
    /// The container view whose coordinates its frame is in (nil: the layout's container).
    public var parent: Int?
    /// Whether it is a container view with a block of its own (children relative to it).
    public var isContainer: Bool
    /// The priority of its measured size (nil when not measured): `measured @P`, its
    /// compression resistance on both axes unless `measured( … )` says otherwise.
    public var measuredPriority: Int?
    /// A measured view's content hugging, `size <= measured` at this priority, per axis
    /// (UIKit's default, 250).
    public var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// Whether it may be hidden at run time.
    public var isOptional: Bool
    /// For a scroll view: whether its content scrolls horizontally / vertically (its
    /// children are then laid out in content coordinates, extent set by the content).
    public var scrollsHorizontally = false
    public var scrollsVertically = false

    /// Whether it is a scroll view.
    public var isScroll: Bool { scrollsHorizontally || scrollsVertically }

    /// Whether a measure callback sizes it.
    public var isMeasured: Bool { measuredPriority != nil }

    /// A measured view's compression resistance, `size >= measured` at this priority, per
    /// axis (UIKit's default, 750; `measured @P` sets both).
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    /// How a measured view's answer is rounded before the layout uses it
    /// (`measured(rounded: up, pixel)`), if it is.
    public var measuredRounding: Rounding?
}

/// A priority per axis (1...1000).
public struct AxisPriorities: Equatable, Sendable {
    public var horizontal: Int
    public var vertical: Int

    /// The priority along one axis.
    public subscript(isWidth isWidth: Bool) -> Int {
        get { isWidth ? horizontal : vertical }
        set {
            if isWidth { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// A run-time parameter of the generated function.
public struct Input: Equatable, Sendable {
    /// The parameter's name and label.
    public var name: String
    /// `CGFloat` or `Bool`.
    public var type: InputDecl.InputType
    /// The default as a number (Bool: 0 or 1), if the spec gives one.
    public var defaultValue: Rational?
    /// Where it is declared.
    public var range: SourceRange
}

/// A value the generated code computes at run time from affine forms once they are known:
/// `min(a, b, …)`, `max(a, b, …)`, `floor(x)`/`ceil(x)`/`round(x)`, or a product `x · f` of a
/// form and a factor read at run time (`progress * track.width`).
public struct Extremum: Equatable, Sendable {
    /// What the value is of its arguments.
    public enum Function: Equatable, Sendable {
        case minimum, maximum
        /// `floor`, `ceil` or `round` of the one argument.
        case rounded(Rounding)
        /// The first argument times the second, which reads only inputs and `when` numbers.
        case product
    }

    public var function: Function
    /// The arguments, in order, in left-to-right layout.
    public var arguments: [LinearForm]
    /// The arguments in right-to-left layout, when they differ.
    public var rightToLeftArguments: [LinearForm]?
    /// Where the call (or the product) is written.
    public var range: SourceRange

    /// Whether it is `min` (not `max`, a rounding or a product).
    public var isMinimum: Bool { function == .minimum }

    /// The rounding, where it is one.
    public var rounding: Rounding? { if case .rounded(let rounding) = function { rounding } else { nil } }

    /// The function's name in the spec.
    public var name: String {
        switch function {
        case .minimum: "min"
        case .maximum: "max"
        case .rounded(let rounding): rounding.name
        case .product: "product"
        }
    }

    /// How a diagnostic cites it: `min(…) at line 12`, `the product at line 9`.
    public var citation: String {
        (function == .product ? "the product" : name + "(…)") + " at line \(range.start.line)"
    }

    /// Whether it is `min` or `max` (not a rounding or a product): a bound on it from the right
    /// side splits, and an argument may be chosen as its value.
    public var isMinOrMax: Bool { function == .minimum || function == .maximum }

    /// The arguments in the given direction.
    public func arguments(rightToLeft: Bool) -> [LinearForm] {
        rightToLeft ? (rightToLeftArguments ?? arguments) : arguments
    }

    /// The arguments in the given direction with the views in `hidden` hidden: an argument
    /// that reads a hidden view drops out (NetNewsWire's cell height is the `max` of three
    /// bottoms, without the icon's when there is none). When every argument reads one, none
    /// drops out: the value is then as if the views were visible, each where its constraints
    /// put it. (Of a `min` or `max` only: a rounding's or a product's arguments all stay.)
    public func arguments(rightToLeft: Bool, hidden: Set<Int>) -> [LinearForm] {
        let all = arguments(rightToLeft: rightToLeft)
        guard !hidden.isEmpty, isMinOrMax else { return all }
        let shown = all.filter { argument in !argument.terms.contains { $0.key.item.map(hidden.contains) ?? false } }
        return shown.isEmpty ? all : shown
    }
}

/// A lowered constraint: `form == 0` (required or preferred) or `form <= 0` / `form >= 0`.
public struct Constraint: Equatable, Sendable {
    /// How a constraint takes part in the solve.
    public enum Kind: Equatable, Sendable {
        /// A required equality.
        case required
        /// A non-required equality with its priority (1...999).
        case preference(Int)
        /// A required inequality `form <= 0` (`isUpper`) or `form >= 0` (ARCHITECTURE.md's
        /// "clamp").
        case inequality(isUpper: Bool)
        /// A non-required inequality with its priority (1...999): met as far as it can be.
        case softInequality(isUpper: Bool, priority: Int)
    }
    /// Required, preference or inequality.
    public var kind: Kind
    /// `lhs - rhs` in left-to-right layout.
    public var form: LinearForm
    /// `lhs - rhs` in right-to-left layout, when it differs from `form`.
    public var rightToLeftForm: LinearForm?
    /// The source text's span (the whole relation, for chains the pair).
    public var range: SourceRange
    /// The items the constraint names, in textual order (for tie-breaking and hints).
    public var mentions: [Mention]
    /// The variant literals under which it holds (none: always).
    public var requires: [VariantLiteral] = []
    /// For the zero extent of a hidden item along its sequence: that item.
    public var collapsedItem: Int?
    /// For a constraint of a folded `when` (`Resolver.foldWhens`): its branch. The first
    /// branch's constraint, reading `Symbol.branchConstant`, is solved for every branch; the
    /// others keep their branch in `requires` (no variant admits it) and are what the verifier
    /// and the editor check where their branch holds.
    public var foldedBranch: VariantLiteral?
    /// For the first branch's constraint of a folded `when`: its forms as written, before its
    /// numbers were replaced by the branch's (what the verifier checks where that branch holds).
    public var writtenForms: [LinearForm?]?
    /// For the first branch's constraint of a folded `when`: where each branch writes it, in
    /// order (the first is `range`), for the generated comments and `explain` to cite.
    public var branchRanges: [SourceRange] = []

    /// The form in the given direction.
    public func form(rightToLeft: Bool) -> LinearForm {
        rightToLeft ? (rightToLeftForm ?? form) : form
    }

    /// The form in the given direction as the spec writes it (a folded `when`'s numbers its
    /// own branch's).
    public func writtenForm(rightToLeft: Bool) -> LinearForm {
        guard let written = writtenForms else { return form(rightToLeft: rightToLeft) }
        return rightToLeft ? (written[1] ?? written[0]!) : written[0]!
    }
}

/// An attribute of an item named by a constraint.
public struct Mention: Equatable, Sendable {
    /// The item's index.
    public var item: Int
    /// The attribute as written (`leading`, `size`, …).
    public var attribute: String

    /// `logoWidth` for `logo.width`: a name for a generated value.
    package func name(in items: [Item]) -> String {
        items[item].name + attribute.prefix(1).uppercased() + attribute.dropFirst()
    }
}

/// One fact a variant fixes.
public enum VariantLiteral: Equatable, Hashable, Sendable {
    /// The `when` statement at this index takes this branch (its branch count: no branch).
    case branch(when: Int, branch: Int)
    /// The optional view at this item index is hidden (or visible).
    case hidden(item: Int, isHidden: Bool)
}

/// A sequence's flexible unit: `F`, shared by the parts that grow with the free space, or the
/// shrink unit `S` of the parts that give up space when the sequence overflows (`- w*`).
///
/// A part `b + g* - s*` is `b + g·F - s·S`. `F` fills the free space (never below 0 unless the
/// sequence is `unbounded`); `S` is 0 until the fixed parts overflow, then takes the overflow
/// in proportion to the shrink weights, each shrinking part stopping at 0.
public struct FlexibleUnit: Equatable, Sendable {
    /// The sequence.
    public var range: SourceRange
    /// The constraint that makes the sequence fill its container; it yields when the fixed
    /// parts overflow (F would go below 0).
    public var fillConstraint: Int
    /// The variant literals under which the lowering holds.
    public var requires: [VariantLiteral]
    /// Whether this is the shrink unit `S` (else the flexible unit `F`).
    public var isShrink = false
    /// The sum of the weights of the parts that use it.
    public var totalWeight: Rational = .zero
    /// The other unit of the same lowering (`S` for `F`, `F` for `S`), if it has one.
    public var partner: Int?
    /// For `F`: whether it may go below 0 (`unbounded`).
    public var isUnbounded = false
}

/// A `when` statement: the condition of each `when`/`else when` branch.
public struct WhenModel: Equatable, Sendable {
    public var conditions: [ConditionModel]
    public var range: SourceRange
    /// Where each branch's condition is written.
    public var conditionRanges: [SourceRange] = []
    /// The number of choices (each branch, plus the implicit or written `else`).
    public var choices: Int { conditions.count + 1 }
    /// Whether its branches differ only in numbers, which the constraints read by the branch
    /// that holds: it makes no variants (`Resolver.foldWhens`).
    public var isFolded = false
}

/// A condition known before layout: Bool inputs, hidden views, comparisons of inputs and the
/// given container size.
public indirect enum ConditionModel: Equatable, Sendable {
    case constant(Bool)
    case input(Int)
    case hidden(item: Int)
    case not(ConditionModel)
    case and(ConditionModel, ConditionModel)
    case or(ConditionModel, ConditionModel)
    /// `form ⋈ 0` with a form over inputs and `Symbol.givenWidth`/`givenHeight`.
    case compare(LinearForm, BinaryOperator)
}

/// One combination of `when` branches and hidden views.
public struct ModelVariant: Equatable, Sendable {
    /// The literals that select it.
    public var literals: [VariantLiteral]

    /// Whether a constraint (or unit) with these requirements holds in this variant.
    public func admits(_ requires: [VariantLiteral]) -> Bool {
        requires.allSatisfy(literals.contains)
    }

    /// The items hidden in this variant.
    public var hiddenItems: Set<Int> {
        Set(literals.compactMap { if case .hidden(let i, true) = $0 { i } else { nil } })
    }
}
