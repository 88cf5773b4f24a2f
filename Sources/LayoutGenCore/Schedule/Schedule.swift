/// Schedule (ARCHITECTURE.md): a solved layout's programs written as straight-line steps
/// (`GoalPlanBuilder`), each once, and assembled into the layout's plan. Returns nil when a
/// program cannot be written (a `min`/`max` that reads itself, reported).
///
/// The programs with ties reversed are for the analysis only: written plainly
/// (`StepWriter.plain`), and where one cannot be written, that plan is nil and nothing is
/// reported.
func scheduleLayout(_ solved: SolvedLayout, model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector)
    -> (plan: LayoutPlan, reversed: LayoutPlan?)?
{
    var written = [Variant??](repeating: nil, count: solved.programs.count)
    let problems = DiagnosticCollector()
    /// Program `k`, written once (nil: it cannot be).
    func program(_ k: Int, _ direction: Direction?, forAnalysis: Bool = false) -> Variant? {
        if let known = written[k] { return known }
        var builder = GoalPlanBuilder(solved.programs[k], model: model, file: file, direction: direction, plain: forAnalysis)
        var variant = builder.build(diagnostics: forAnalysis ? DiagnosticCollector() : problems)
        variant?.competitions = solved.programs[k].competitions
        written[k] = variant
        return variant
    }
    var variants: [Variant] = []
    var fittings = FitAxes.fittingCombinations.map { Fitting(axes: $0, variants: []) }
    for entry in solved.entries {
        guard let variant = program(entry.program, entry.direction) else { continue }
        variants.append(variant.with(entry.condition))
        for (k, p) in entry.fittings.enumerated() {
            guard let fitted = program(p, entry.direction) else { continue }
            fittings[k].variants.append(fitted.with(entry.condition).sizeOnly())
        }
    }
    for diagnostic in problems.diagnostics where !diagnostics.diagnostics.contains(diagnostic) {
        diagnostics.report(diagnostic)
    }
    if problems.hasErrors { return nil }
    let elements = model.items.map {
        PlanElement(
            name: $0.name, isGuide: $0.kind == .guide, parent: $0.parent, isMeasured: $0.isMeasured,
            isOptional: $0.isOptional, isScroll: $0.isScroll)
    }
    let inputs = model.inputs.map {
        PlanInput(name: $0.name, isBool: $0.type == .bool, defaultValue: $0.defaultValue?.doubleValue)
    }
    var plan = LayoutPlan(
        name: model.name, elements: elements, inputs: inputs, variants: variants, usesSafeArea: model.usesSafeArea,
        fittings: fittings, widthKept: solved.widthKept,
        mirrored: model.mirrored.map { VariantCondition.convert($0, model: model) })
    plan.readsBaselines = !model.baselinesRead.isEmpty
    guard let reversedPrograms = solved.reversed else { return (plan, nil) }
    var reversed = plan
    reversed.variants = []
    var heights: [Variant] = []
    for (entry, programs) in zip(solved.entries, reversedPrograms) {
        guard let variant = program(programs.program, entry.direction, forAnalysis: true),
            let height = program(programs.height, entry.direction, forAnalysis: true)
        else { return (plan, nil) }
        reversed.variants.append(variant.with(entry.condition))
        heights.append(height.with(entry.condition).sizeOnly())
    }
    if let height = plan.fittings.firstIndex(where: { $0.axes == .height }) {
        reversed.fittings[height].variants = heights
    }
    return (plan, reversed)
}

extension Variant {
    /// The program with its condition.
    func with(_ condition: PlanCondition) -> Variant {
        var result = self
        result.condition = condition
        return result
    }
}
