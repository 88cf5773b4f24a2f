import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// Binds names and lowers every statement of each layout to a `LayoutModel`.
///
/// STEP 1: collect declarations (items, inputs, lets) of the whole layout, nested blocks
///         included, so constraints may name items declared later.
/// STEP 2: lower each constraint statement, once per layout direction, to primitive
///         `Constraint`s over the unknowns.
/// Problems are reported to the collector and the statement is skipped; the rest goes on.
public func resolveSpec(
    _ syntax: SyntaxFile, file: SourceFile, diagnostics: DiagnosticCollector, foldingWhens: Bool = true
) -> [LayoutModel] {
    var seen: [String: SourceRange] = [:]
    var models: [LayoutModel] = []
    for layout in syntax.layouts {
        if let first = seen[layout.name.text] {
            diagnostics.error(
                .duplicateName(layout.name.text), at: layout.name.range,
                notes: [DiagnosticNote("first declared here", at: first)])
            continue
        }
        seen[layout.name.text] = layout.name.range
        var resolver = Resolver(file: file, diagnostics: diagnostics)
        resolver.foldsWhens = foldingWhens
        models.append(resolver.resolve(layout))
    }
    return models
}

/// What a name stands for in a layout.
package enum NameEntry {
    case item(Int)
    case input(Int)
    case letBinding(LetDecl)
}

/// The rectangle `super` stands for in a block.
package enum SuperRef: Equatable {
    /// The layout's container.
    case container
    /// Inside `view a { … }`: `a`, in its own coordinates.
    case view(Int)
    /// Inside `guide g { … }`: the guide itself.
    case guide(Int)
}

/// A constraint or sequence waiting for every declaration to be known.
package struct PendingStatement {
    package enum Kind {
        case constraint(ConstraintStmt)
        case sequence(SequenceStmt)
    }
    package var kind: Kind
    /// What `super` is in its block.
    package var superRef: SuperRef
    /// The `when` branch it is in, if any.
    package var requires: [VariantLiteral]
}

/// The state of resolving one layout.
package struct Resolver {
    package let file: SourceFile
    package let diagnostics: DiagnosticCollector
    /// Views and guides so far.
    package var items: [Item] = []
    package var inputs: [Input] = []
    package var extrema: [Extremum] = []
    package var constraints: [Constraint] = []
    /// Every declared name, with the range of its declaration.
    package var names: [String: (entry: NameEntry, range: SourceRange)] = [:]
    /// Lowered values of `let`s, computed on first use.
    var letValues: [String: LinearForm] = [:]
    /// `let`s being lowered (to catch a `let` that refers to itself).
    var letsInProgress: Set<String> = []
    /// Constraints and sequences with the `super` of their block and the `when` branch they
    /// are in, lowered after all declarations.
    package var pending: [PendingStatement] = []
    /// `when` statements, their conditions lowered after all declarations.
    var whenStatements: [WhenStmt] = []
    /// The layout's `mirrored when`, if it has one.
    var mirroredStatement: MirroredStmt?
    /// Its `domain` and `allow` statements, resolved after all declarations.
    var checkStatements: [Statement] = []
    package var flexibleUnits: [FlexibleUnit] = []
    package var usesSafeArea = false
    package var baselinesRead: Set<Int> = []
    /// The optional views whose hiding changes only numbers (`shownItems`).
    package var shown: Set<Int> = []
    /// The numbers folded `when`s choose by their branch (`foldWhens`).
    package var branchConstants: [BranchConstant] = []
    /// Whether `when`s whose branches differ only in numbers are folded.
    var foldsWhens = true
    /// The placement of every item, made once all are declared (lowering reads them often).
    var itemPlacements: [Placement] = []

    package init(file: SourceFile, diagnostics: DiagnosticCollector) {
        self.file = file
        self.diagnostics = diagnostics
    }

    package mutating func resolve(_ layout: LayoutDecl) -> LayoutModel {
        checkTypeName(layout.name)
        collect(layout.body, superRef: .container, parent: nil, requires: [])
        itemPlacements = items.indices.map(makePlacement(ofItem:))
        shown = shownItems()
        for statement in pending {
            let before = (constraints: constraints.count, units: flexibleUnits.count, errors: diagnostics.errorCount)
            switch statement.kind {
            case .constraint(let stmt):
                lowerConstraint(stmt, superRef: statement.superRef, requires: statement.requires)
            case .sequence(let stmt):
                lowerSequence(stmt, superRef: statement.superRef, requires: statement.requires)
            }
            // A statement with an error is left out whole (what it lowered before the error
            // too), so that the rest can still be solved for its own problems (`Pipeline`).
            if diagnostics.errorCount > before.errors {
                constraints.removeSubrange(before.constraints...)
                flexibleUnits.removeSubrange(before.units...)
            }
        }
        checkContentSizeNames()
        var whens: [WhenModel] = []
        for stmt in whenStatements { whens.append(lowerWhen(stmt)) }
        if foldsWhens { foldWhens(&whens) }
        let variants = enumerateVariants(whens: whens, layout: layout)
        let mirrored = mirroredStatement.flatMap { lowerCondition($0.condition) }
        var model = LayoutModel(
            name: layout.name.text, nameRange: layout.name.range, fileName: file.commentSafeFileName,
            items: items, inputs: inputs, extrema: extrema, constraints: constraints,
            flexibleUnits: flexibleUnits, whens: whens, variants: variants, usesSafeArea: usesSafeArea,
            mirrored: mirrored)
        model.checks = resolveChecks(checkStatements)
        model.baselinesRead = baselinesRead
        model.branchConstants = branchConstants
        return model
    }

    /// The container view whose coordinates `superRef`'s block lives in (nil: the layout's).
    package func space(of superRef: SuperRef) -> Int? {
        switch superRef {
        case .container: nil
        case .view(let a): a
        case .guide(let g): items[g].parent
        }
    }

    /// The unknowns that place item `i`.
    func placement(ofItem i: Int) -> Placement {
        i < itemPlacements.count ? itemPlacements[i] : makePlacement(ofItem: i)
    }

    private func makePlacement(ofItem i: Int) -> Placement {
        Placement(
            leading: LinearForm(.leading(i)), width: LinearForm(.width(i)),
            top: LinearForm(.top(i)), height: LinearForm(.height(i)),
            spaceWidth: spaceWidth(items[i].parent),
            baselines: items[i].isMeasured
                ? (LinearForm(symbol: .firstBaseline(i)), LinearForm(symbol: .lastBaselineDepth(i))) : nil)
    }

    /// The rectangle `super` stands for, in the block's own coordinates.
    func placement(of superRef: SuperRef) -> Placement {
        switch superRef {
        case .container:
            let w = LinearForm(.containerWidth)
            return Placement(
                leading: LinearForm(), width: w, top: LinearForm(),
                height: LinearForm(.containerHeight), spaceWidth: w)
        case .view(let a):
            // A scroll view's children are laid out in its content, whose extent along a
            // scroll axis is an unknown of its own.
            let w = LinearForm(items[a].scrollsHorizontally ? .contentWidth(a) : .width(a))
            let h = LinearForm(items[a].scrollsVertically ? .contentHeight(a) : .height(a))
            return Placement(leading: LinearForm(), width: w, top: LinearForm(), height: h, spaceWidth: w)
        case .guide(let g):
            return placement(ofItem: g)
        }
    }

    /// `safe`: the layout's container inset by `safeAreaInsets` (top, leading, bottom, trailing).
    var safePlacement: Placement {
        let inset = (0..<4).map { LinearForm(symbol: .safeArea($0)) }
        let width = LinearForm(.containerWidth)
        return Placement(
            leading: inset[1], width: width - inset[1] - inset[3], top: inset[0],
            height: LinearForm(.containerHeight) - inset[0] - inset[2], spaceWidth: width)
    }

    private func spaceWidth(_ container: Int?) -> LinearForm {
        guard let a = container else { return LinearForm(.containerWidth) }
        return LinearForm(items[a].scrollsHorizontally ? .contentWidth(a) : .width(a))
    }

    /// Names that may be suggested for a misspelling.
    var declaredNames: [String] {
        names.sorted { $0.value.range.start < $1.value.range.start }.map(\.key)
    }
}
