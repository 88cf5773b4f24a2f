import LayoutGenAlgebra
import LayoutGenDiagnostics

/// The solved form of one spec file: per layout, the straight-line program that computes
/// every frame. Inert and `Equatable`; the emitter and the interpreter both read it, so
/// generated code and `eval` agree to the last bit.
public struct Plan: Equatable, Sendable {
    /// The spec file's name (`ProfileCell.layout`).
    public var fileName: String
    /// One entry per `layout` block, in source order.
    public var layouts: [LayoutPlan]

    package init(fileName: String, layouts: [LayoutPlan]) {
        self.fileName = fileName
        self.layouts = layouts
    }
}

/// One layout's generated type.
public struct LayoutPlan: Equatable, Sendable {
    /// The type's name.
    public var name: String
    /// Views and guides in declaration order: the stored properties and `Element` cases.
    public var elements: [PlanElement]
    /// The line of the spec that declares the layout.
    public var line = 0
    /// Run-time parameters in declaration order.
    public var inputs: [PlanInput]
    /// The programs: per combination of `when` branches and hidden views, one per layout
    /// direction or a single one valid in both.
    public var variants: [Variant]
    /// Whether the function takes `safeAreaInsets`.
    public var usesSafeArea: Bool
    /// Whether a constraint reads a baseline, so the measure callback answers a size and its
    /// baselines (`MeasuredText`) instead of a size.
    public var readsBaselines = false
    /// The programs of `sizeThatFits` (GENERATED.md §1): per combination of fitting axes
    /// (height, width, both), programs like `variants` that compute only the size.
    public var fittings: [Fitting] = []
    /// Why `sizeThatFits(fittingWidth: true)` keeps the given width (its programs are those of
    /// `fittingWidth: false`): the problem that fitting the width exactly meets, and its line;
    /// nil when the width fits.
    public var widthKept: String?
    /// `mirrored when …`: while it holds, `rightToLeft` is read flipped.
    public var mirrored: PlanCondition?
    /// The constraints of folded `when`s (branches that differ only in numbers): where the
    /// first branch writes each, with where every branch does, so that a value it decides cites
    /// them all.
    public var foldedSources: [FoldedSource] = []

    package init(
        name: String,
        elements: [PlanElement],
        inputs: [PlanInput],
        variants: [Variant],
        usesSafeArea: Bool,
        fittings: [Fitting] = [],
        widthKept: String? = nil,
        mirrored: PlanCondition? = nil,
        foldedSources: [FoldedSource] = []
    ) {
        self.name = name
        self.elements = elements
        self.inputs = inputs
        self.variants = variants
        self.usesSafeArea = usesSafeArea
        self.fittings = fittings
        self.widthKept = widthKept
        self.mirrored = mirrored
        self.foldedSources = foldedSources
    }

    /// Where the other branches of a folded `when` write the constraint at `range` (empty: it
    /// is not one).
    public func otherBranches(of range: SourceRange) -> [SourceRange] {
        foldedSources.first { $0.range == range }.map { Array($0.branches.dropFirst()) } ?? []
    }

    /// The measured views, in declaration order (the `Measured` cases).
    public var measured: [PlanElement] { elements.filter(\.isMeasured) }

    /// Whether a program rounds to the pixel grid, and so reads `scale` before the frames are
    /// placed.
    public var readsScale: Bool {
        anyProgram { variant in
            for k in 0..<variant.steps.count {
                if case .rounded(_, let rounding) = variant.steps[k].operation, rounding.toPixel { return true }
            }
            return false
        }
    }

    /// Each program: `layout(in:)`'s variants, then the fittings', read in place.
    package func forEachProgram(_ body: (Variant) -> Void) {
        for variant in variants { body(variant) }
        for fitting in fittings { for variant in fitting.variants { body(variant) } }
    }

    /// Whether some program (`forEachProgram`) satisfies `predicate`.
    package func anyProgram(_ predicate: (Variant) -> Bool) -> Bool {
        variants.contains(where: predicate) || fittings.contains { $0.variants.contains(where: predicate) }
    }
    /// The optional views, in declaration order (the `Hidden` options).
    public var optional: [PlanElement] { elements.filter(\.isOptional) }

    /// The width an element's frame is mirrored in, in right-to-left layout.
    public func mirrorSpace(of element: Int) -> MirrorSpace {
        guard let parent = elements[element].parent else { return .container }
        return elements[parent].isScroll ? .content(of: parent) : .frame(of: parent)
    }
}

/// The width a frame is mirrored in, as reported (never below 0): the rule the generated
/// `place(_:rightToLeft:scale:)` and `eval` share.
public enum MirrorSpace: Hashable, Sendable {
    /// The container's width.
    case container
    /// The width of this element's frame (its parent view).
    case frame(of: Int)
    /// The content width of this scroll view (its parent).
    case content(of: Int)

    /// The parent view whose width it is, or nil for the container.
    public var parent: Int? {
        switch self {
        case .container: nil
        case .frame(let parent), .content(let parent): parent
        }
    }
}

/// A constraint of a folded `when`: where its first branch writes it (the source the plan's
/// steps cite), and where each branch does, in order.
public struct FoldedSource: Equatable, Sendable {
    public var range: SourceRange
    public var branches: [SourceRange]

    package init(range: SourceRange, branches: [SourceRange]) {
        self.range = range
        self.branches = branches
    }

    /// `lines 17, 19 in the other branches` (`line 17 in the other branch`), or nil for none.
    public static func lines(_ others: [SourceRange]) -> String? {
        guard !others.isEmpty else { return nil }
        let numbers = others.map { String($0.start.line) }.joined(separator: ", ")
        return others.count == 1 ? "line \(numbers) in the other branch" : "lines \(numbers) in the other branches"
    }
}

/// The axes whose extent `sizeThatFits` fits: aimed at the given extent only at priority 50
/// (UIKit's `fittingSizeLevel`) instead of met as `layout(in:)` meets it.
public struct FitAxes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let width = FitAxes(rawValue: 1)
    public static let height = FitAxes(rawValue: 2)
    public static let both: FitAxes = [.width, .height]
    /// The combinations `sizeThatFits` offers, in the order of its programs.
    public static let fittingCombinations: [FitAxes] = [.height, .width, .both]
}

/// The programs computing the fitting size for one combination of fitting axes: one per
/// variant of the layout, in the same order and under the same conditions; their frames
/// are empty.
public struct Fitting: Equatable, Sendable {
    public var axes: FitAxes
    public var variants: [Variant]

    package init(axes: FitAxes, variants: [Variant]) {
        self.axes = axes
        self.variants = variants
    }
}

/// A view or guide of the output.
public struct PlanElement: Equatable, Sendable {
    public var name: String
    public var isGuide: Bool
    /// The container view (an index into `elements`) whose coordinates the frame is in.
    public var parent: Int?
    public var isMeasured: Bool
    public var isOptional: Bool
    /// Whether it is a scroll view (the output then has `<name>ContentSize`).
    public var isScroll: Bool
    /// The line of the spec that declares it (where the generated code stores its frame).
    public var line: Int

    package init(
        name: String,
        isGuide: Bool,
        parent: Int? = nil,
        isMeasured: Bool,
        isOptional: Bool,
        isScroll: Bool,
        line: Int
    ) {
        self.name = name
        self.isGuide = isGuide
        self.parent = parent
        self.isMeasured = isMeasured
        self.isOptional = isOptional
        self.isScroll = isScroll
        self.line = line
    }
}

/// A run-time parameter.
public struct PlanInput: Equatable, Sendable {
    public var name: String
    public var isBool: Bool
    /// The default, if the spec gives one.
    public var defaultValue: Double?

    package init(name: String, isBool: Bool, defaultValue: Double? = nil) {
        self.name = name
        self.isBool = isBool
        self.defaultValue = defaultValue
    }
}

/// The layout direction a variant is for.
public enum Direction: String, Equatable, Sendable {
    case leftToRight, rightToLeft
}

/// A straight-line program: steps in order, then the frames read from their values.
public struct Variant: Equatable, Sendable {
    /// When it applies (`when` branches, hidden views); the first variant whose condition and
    /// direction hold is run.
    public var condition: PlanCondition = .constant(true)
    /// nil: valid in both directions (the frames are mirrored at the end in right-to-left).
    public var direction: Direction?
    /// The computations, in dependency order.
    public var steps: [Step]
    /// Per element, in `LayoutPlan.elements` order.
    public var frames: [FrameOutput]
    /// The container's size as used (the fitting extent on self-sizing axes).
    public var width: Operand
    public var height: Operand
    /// The content size of each scroll view, in element order.
    public var contentSizes: [ContentSizeOutput] = []
    /// What decides `width` and `height`, for `explain` (the emitter ignores it).
    public var sizeSources: [SourceRange] = []
    /// Soft constraints of one priority where the later one was bounded by what the earlier
    /// decided: where declaration order may decide the frames (LANGUAGE.md §7.2), which the
    /// analysis searches for an input that shows it (the emitter ignores it).
    public var competitions: [Competition] = []

    package init(
        condition: PlanCondition = .constant(true),
        direction: Direction? = nil,
        steps: [Step],
        frames: [FrameOutput],
        width: Operand,
        height: Operand,
        contentSizes: [ContentSizeOutput] = [],
        sizeSources: [SourceRange] = [],
        competitions: [Competition] = []
    ) {
        self.condition = condition
        self.direction = direction
        self.steps = steps
        self.frames = frames
        self.width = width
        self.height = height
        self.contentSizes = contentSizes
        self.sizeSources = sizeSources
        self.competitions = competitions
    }
}

/// Two soft constraints of one priority where the one taken second (in declaration order) was
/// bounded by what the first decided.
public struct Competition: Equatable, Sendable {
    /// Where each is written (a measured view's declaration for its size).
    public var first: SourceRange
    public var second: SourceRange
    /// Their priority.
    public var priority: Int

    package init(first: SourceRange, second: SourceRange, priority: Int) {
        self.first = first
        self.second = second
        self.priority = priority
    }
}

/// The content size of a scroll view.
public struct ContentSizeOutput: Equatable, Sendable {
    /// The scroll view (index into `LayoutPlan.elements`).
    public var element: Int
    public var width: Operand
    public var height: Operand

    package init(element: Int, width: Operand, height: Operand) {
        self.element = element
        self.width = width
        self.height = height
    }
}

/// Where one element's frame comes from. `leading` is measured from its coordinate space's
/// leading edge; the frame's `x` is `leading` in left-to-right layout and
/// `spaceWidth - leading - width` in right-to-left layout, the space's width being its
/// parent's reported width (a scroll view's content width), or the container's.
public struct FrameOutput: Equatable, Sendable {
    public var leading: Operand
    public var top: Operand
    public var width: Operand
    public var height: Operand
    /// What decides leading, top, width and height, in that order, for `explain` (the
    /// emitter ignores it).
    public var sources: [SourceRange] = []

    package init(leading: Operand, top: Operand, width: Operand, height: Operand, sources: [SourceRange] = []) {
        self.leading = leading
        self.top = top
        self.width = width
        self.height = height
        self.sources = sources
    }
}

/// A value the program reads.
public enum Operand: Equatable, Hashable, Sendable {
    /// A number folded at generation time.
    case constant(Double)
    /// The value of the step at this index (for a measure step, see `measured`).
    case value(Int)
    /// One component of a measure step's answer.
    case measured(Int, isWidth: Bool)
    /// The first or last baseline of a measure step's answer, as an offset from its top (a
    /// layout that reads baselines: `LayoutPlan.readsBaselines`).
    case baseline(Int, isFirst: Bool)
    /// A parameter of the layout function.
    case parameter(Parameter)
    /// `.greatestFiniteMagnitude`: an unbounded proposal.
    case unbounded
}

/// The parameters steps read.
public enum Parameter: Equatable, Hashable, Sendable {
    /// `size.width` / `size.height` of `layout(in:)`.
    case width, height
    /// The input at this index of `LayoutPlan.inputs`.
    case input(Int)
    /// `safeAreaInsets`: 0 top, 1 leading, 2 bottom, 3 trailing.
    case safeArea(Int)
}

/// One `let` of the generated function.
public struct Step: Equatable, Sendable {
    /// A readable name (`titleLeading`); the emitter makes it unique.
    public var name: String
    /// What it computes.
    public var operation: Operation
    /// The spec text it comes from (its line goes in the trailing comment).
    public var source: SourceRange
    /// What decided it, for `explain` (`"title.leading == icon.trailing + 10"`, `"measured"`).
    public var reason: String
    /// What the value is in the spec's terms, for `explain` (the emitter ignores it).
    public var subject: StepSubject = .intermediate
    /// For a value bounded by inequalities of the spec (a goal met as far as they allow): where
    /// they are written, for `explain` ("it yields to …").
    public var boundSources: [SourceRange] = []

    package init(
        name: String,
        operation: Operation,
        source: SourceRange,
        reason: String,
        subject: StepSubject = .intermediate,
        boundSources: [SourceRange] = []
    ) {
        self.name = name
        self.operation = operation
        self.source = source
        self.reason = reason
        self.subject = subject
        self.boundSources = boundSources
    }
}

/// What a step's value is in the spec's terms: how `explain` names it.
public enum StepSubject: Equatable, Sendable {
    /// A part of another value (a bound, a `min`/`max` argument, a long sum split in two):
    /// explained where it is used.
    case intermediate
    /// An attribute of an element (index into `LayoutPlan.elements`).
    case attribute(element: Int, ElementAttribute)
    /// The container's extent as reported: a clamped given extent or a fitting one.
    case container(isWidth: Bool)
    /// A measured view's measurement.
    case measurement(element: Int)
    /// A sequence's flexible unit `F`, clamped at 0 (unless the sequence is `unbounded`).
    case flexibleUnit
    /// A sequence's shrink unit `S`: 0 until the sequence overflows, at most where a shrinking
    /// part reaches 0.
    case shrinkUnit
    /// A value set only by a non-required equality (or a hidden view's collapsed size), clamped;
    /// with where that equality is written.
    case preferred(SourceRange)
    /// A `min(…)` or `max(…)` written in the spec.
    case extremum
}

/// The attributes a step can be the value of.
public enum ElementAttribute: String, Equatable, Sendable {
    case leading, top, width, height
    /// A scroll view's content extents.
    case contentWidth, contentHeight
}

/// What a step computes.
public enum Operation: Equatable, Sendable {
    /// `Σ cᵢ·operandᵢ + constant`, at most six terms.
    case affine([AffineTerm], constant: Double)
    /// `measure(.item, CGSize(width: max(0, w), height: max(0, h)))` (unbounded stays so; no
    /// `max` where `NonNegativeValues` knows the proposal is at least 0).
    case measure(element: Int, width: Operand, height: Operand)
    /// `min(…)` or `max(…)`.
    case extremum(isMinimum: Bool, [Operand])
    /// `floor(x)`, `ceil(x)`, `round(x)`, to points or to the pixel grid of the run-time
    /// `scale` (`Rounding`).
    case rounded(Operand, Rounding)
    /// `a · b`: a value times a factor read at run time (`progress * track.width`).
    case product(Operand, Operand)
    /// 1 while the optional element is shown, 0 while it is hidden: `hidden.contains(.v) ? 0 : 1`
    /// (an optional view whose hiding changes only numbers, LANGUAGE.md §6).
    case shown(element: Int)
    /// The value of the first condition that holds, else the last value: `c₀ ? v₀ : c₁ ? v₁ : v₂`
    /// (a number a `when` whose branches differ only in numbers chooses, docs/language.md).
    case choice(conditions: [PlanCondition], values: [Double])
    /// The index (0, 1, …) of the first list of errors that is lexicographically least, two
    /// errors being equal where they differ by at most `Operation.errorTolerance` times the
    /// larger of 1 and their magnitudes: which branch of a layout is the answer (a layout solved
    /// once per argument of a `min`/`max` that a stronger goal needs before its arguments are
    /// decided, docs/language.md, "Clamps: inequalities and min/max").
    case leastErrors([[Operand]])
    /// The operand at the index a `leastErrors` step gives: an output of the branch chosen.
    case select(Operand, [Operand])

    /// How close two errors of `leastErrors` are when they count as equal, relative to the
    /// larger of 1 and their magnitudes.
    public static let errorTolerance = 1e-9
}

/// `operand · numerator / denominator`, evaluated as the emitter writes it.
public struct AffineTerm: Equatable, Sendable {
    public var operand: Operand
    /// The exact coefficient.
    public var numerator: Int64
    public var denominator: Int64
}
