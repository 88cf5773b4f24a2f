/// Solves every layout of a file: one program per layout, or two (one per direction) when a
/// horizontal constraint reads differently in right-to-left layout. Returns nil when any
/// layout has errors (all of them are reported).
public func solveSpec(_ models: [LayoutModel], file: SourceFile, diagnostics: DiagnosticCollector) -> Plan? {
    var layouts: [LayoutPlan] = []
    var failed = false
    for model in models {
        if let plan = solveLayout(model, file: file, diagnostics: diagnostics) {
            layouts.append(plan)
        } else {
            failed = true
        }
    }
    return failed ? nil : Plan(fileName: file.commentSafeFileName, layouts: layouts)
}

/// Solves one layout: each variant (combination of `when` branches and hidden views) in the
/// directions it needs. Every variant is checked; problems found in several are reported once.
func solveLayout(_ model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector) -> LayoutPlan? {
    guard !model.variants.isEmpty else { return nil }
    let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
    var variants: [Variant] = []
    var failed = false
    for modelVariant in model.variants {
        let condition = VariantCondition.make(modelVariant, model: model)
        for direction in directions {
            let local = DiagnosticCollector()
            let variant = solveVariant(model, modelVariant, direction: direction, file: file, diagnostics: local)
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
/// sequence's fill constraint required, finds the value each unit takes; the second replaces
/// the fill constraints by `F = max(0, that value)`, so an overflowing sequence keeps its items
/// at their leading-side positions and its trailing end yields (`F` = that value when the
/// sequence is `unbounded`).
///
/// A sequence with shrinking parts (`b - s*`) also has a shrink unit `S`. The first solve holds
/// `S = 0` when the sequence has an `F`, so `F₀ = D / ΣF weights` for the free space `D`; then
/// `S = -D / ΣS weights = -(ΣF/ΣS)·F₀`, clamped to `[0, b/s]` for every shrinking part, and
/// `F = F₀ + (ΣS/ΣF)·S`: what the shrinking parts cannot absorb is left to `F`. Without an `F`,
/// the first solve finds `S` directly.
private func solveVariant(
    _ model: LayoutModel, _ variant: ModelVariant, direction: Direction?, file: SourceFile,
    diagnostics: DiagnosticCollector
) -> Variant? {
    let rightToLeft = direction == .rightToLeft
    var solver = LayoutSolver(model: model, variant: variant, rightToLeft: rightToLeft, diagnostics: diagnostics)
    let units = solver.activeUnits
    if !units.isEmpty {
        guard solver.solveStructure() else { return nil }
        // The second solve inserts one soft source per unit: later soft symbols move on.
        let first = solver.firstFlexibleSoft
        func value(_ unit: Int) -> LinearForm {
            shiftingSoftSymbols(solver.values[.flexible(unit)]!, from: first, by: units.count)
        }
        let values = units.map { unit -> (unit: Int, value: LinearForm) in
            let u = model.flexibleUnits[unit]
            guard u.isShrink, let partner = u.partner, units.contains(partner) else { return (unit, value(unit)) }
            guard !u.totalWeight.isZero else { return (unit, LinearForm()) }
            return (unit, value(partner) * (-(model.flexibleUnits[partner].totalWeight / u.totalWeight)))
        }
        solver = LayoutSolver(
            model: model, variant: variant, rightToLeft: rightToLeft, diagnostics: diagnostics, flexibleValues: values)
    }
    guard solver.solve() else { return nil }
    var builder = PlanBuilder(solver: solver, file: file, direction: direction)
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
