import Foundation

/// Solves every layout of a file: one program per layout, or two (one per direction) when a
/// horizontal constraint reads differently in right-to-left layout. Returns nil when any
/// layout has errors (all of them are reported).
public func solveSpec(
    _ models: [LayoutModel], file: SourceFile, diagnostics: DiagnosticCollector,
    semantics: SolverSemantics = .standard
) -> Plan? {
    var layouts: [LayoutPlan] = []
    var failed = false
    for model in models {
        if let plan = solveLayout(model, file: file, diagnostics: diagnostics, semantics: semantics) {
            layouts.append(plan)
        } else {
            failed = true
        }
    }
    return failed ? nil : Plan(fileName: file.commentSafeFileName, layouts: layouts)
}

/// Solves one layout: each variant (combination of `when` branches and hidden views) in the
/// directions it needs. Every variant is checked; problems found in several are reported once.
func solveLayout(
    _ model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector, semantics: SolverSemantics = .standard
) -> LayoutPlan? {
    guard !model.variants.isEmpty else { return nil }
    let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
    var variants: [Variant] = []
    var failed = false
    for modelVariant in model.variants {
        let condition = VariantCondition.make(modelVariant, model: model)
        for direction in directions {
            let local = DiagnosticCollector()
            let variant =
                semantics == .autoLayout
                ? solveGoals(model, modelVariant, direction: direction, file: file, diagnostics: local)
                : solveVariant(model, modelVariant, direction: direction, file: file, diagnostics: local)
            for d in local.diagnostics where !diagnostics.diagnostics.contains(d) {
                diagnostics.report(d)
            }
            guard var solved = variant else {
                failed = true
                continue
            }
            solved.condition = condition
            variants.append(solved)
        }
    }
    if failed { return nil }
    let elements = model.items.map {
        PlanElement(
            name: $0.name, isGuide: $0.kind == .guide, parent: $0.parent, isMeasured: $0.isMeasured,
            isOptional: $0.isOptional, isScroll: $0.isScroll)
    }
    let inputs = model.inputs.map {
        PlanInput(name: $0.name, isBool: $0.type == .bool, defaultValue: $0.defaultValue?.doubleValue)
    }
    return LayoutPlan(
        name: model.name, elements: elements, inputs: inputs, variants: variants, usesSafeArea: model.usesSafeArea)
}

/// Solves one variant in one direction. Flexible units need two solves: the first, with every
/// sequence's fill constraint required, checks that the fills determine the units (and reports
/// conflicts with them); the second replaces the fill constraints by soft values `F = max(0,
/// value)`, the value being what makes the sequence fill its container once the units it
/// depends on are settled (`LayoutSolver.settleFlexibleValues`), so an overflowing sequence
/// keeps its items at their leading-side positions and its trailing end yields (`F` = that
/// value when the sequence is `unbounded`), and a sequence in a container view sized by
/// another sequence fills what that container is once the other sequence has yielded.
///
/// A sequence with shrinking parts (`b - s*`) also has a shrink unit `S`. The first solve holds
/// `S = 0` when the sequence has an `F`; the second finds `F₀`, the value of `F` when nothing
/// shrinks, then `S = -(ΣF/ΣS)·F₀`, clamped to `[0, b/s]` for every shrinking part, and
/// `F = F₀ + (ΣS/ΣF)·S`: what the shrinking parts cannot absorb is left to `F`. Without an `F`,
/// `S` is what the fill gives.
private func solveVariant(
    _ model: LayoutModel, _ variant: ModelVariant, direction: Direction?, file: SourceFile,
    diagnostics: DiagnosticCollector
) -> Variant? {
    let rightToLeft = direction == .rightToLeft
    var solver = LayoutSolver(model: model, variant: variant, rightToLeft: rightToLeft, diagnostics: diagnostics)
    let units = solver.activeUnits
    var firstSolve = FirstSolve()
    if !units.isEmpty {
        guard solver.solveStructure() else { return nil }
        firstSolve.accepted = solver.acceptedSofts
        // The second solve inserts one soft source per unit: later soft symbols move on.
        for unit in units {
            firstSolve.values[unit] = shiftingSoftSymbols(
                solver.values[.flexible(unit)]!, from: solver.firstFlexibleSoft, by: units.count)
        }
        solver = LayoutSolver(
            model: model, variant: variant, rightToLeft: rightToLeft, diagnostics: diagnostics, softUnits: units)
    }
    guard solver.solve(firstSolve: firstSolve) else { return nil }
    var builder = PlanBuilder(solver: solver, file: file, direction: direction)
    return builder.build(diagnostics: diagnostics)
}

/// Which meaning the solver gives a spec while the Auto Layout semantics (LANGUAGE.md §7, revised)
/// replaces the first version's.
public enum SolverSemantics: Equatable, Sendable {
    /// The first version's rules.
    case firstVersion
    /// Auto Layout's meaning (`GoalSolver`).
    case autoLayout

    /// What the pipeline uses: the first version's, unless `LAYOUTGEN_SEMANTICS=autolayout`.
    public static var standard: SolverSemantics {
        guard let value = getenv("LAYOUTGEN_SEMANTICS") else { return .firstVersion }
        return String(cString: value) == "autolayout" ? .autoLayout : .firstVersion
    }
}

/// Solves one variant in one direction with Auto Layout's meaning.
private func solveGoals(
    _ model: LayoutModel, _ variant: ModelVariant, direction: Direction?, file: SourceFile,
    diagnostics: DiagnosticCollector
) -> Variant? {
    var solver = GoalSolver(
        model: model, variant: variant, rightToLeft: direction == .rightToLeft, diagnostics: diagnostics)
    guard solver.solve() else { return nil }
    var builder = GoalPlanBuilder(solver: solver, file: file, direction: direction)
    return builder.build(diagnostics: diagnostics)
}

/// The form with every soft symbol `.soft(k)`, `k >= offset`, renamed `.soft(k + shift)`.
private func shiftingSoftSymbols(_ form: LinearForm, from offset: Int, by shift: Int) -> LinearForm {
    var result = LinearForm(constant: form.constant)
    for term in form.terms { result.add(term.key, term.coefficient) }
    for symbol in form.symbols {
        if case .soft(let k) = symbol.key, k >= offset {
            result.add(.soft(k + shift), symbol.coefficient)
        } else {
            result.add(symbol.key, symbol.coefficient)
        }
    }
    return result
}
