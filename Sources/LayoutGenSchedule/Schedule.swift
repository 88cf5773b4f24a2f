import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve
import LayoutGenSolve

/// Schedule (ARCHITECTURE.md): a solved layout's programs written as straight-line steps
/// (`GoalPlanBuilder`), each once, and assembled into the layout's plan. Returns nil when a
/// program cannot be written (a `min`/`max` that reads itself, reported).
///
/// The programs with ties reversed are for the analysis only: written plainly
/// (`StepWriter.plain`), and where one cannot be written, that plan is nil and nothing is
/// reported.
package func scheduleLayout(_ solved: SolvedLayout, model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector)
    -> (plan: LayoutPlan, reversed: LayoutPlan?)?
{
    var written = [(variant: Variant?, problems: [Diagnostic])?](repeating: nil, count: solved.programs.count)
    let problems = DiagnosticCollector()
    /// Program `k`, written once (nil: it cannot be), and the problems writing it found.
    func write(_ k: Int, _ direction: Direction?, forAnalysis: Bool = false) -> (variant: Variant?, problems: [Diagnostic]) {
        if let known = written[k] { return known }
        let found = DiagnosticCollector()
        var branches: [(variant: Variant, errors: [Operand])] = []
        for branch in solved.programs[k] {
            var builder = GoalPlanBuilder(branch, model: model, file: file, direction: direction, plain: forAnalysis)
            guard var built = builder.build(diagnostics: found) else { break }
            built.variant.competitions = branch.competitions
            branches.append(built)
        }
        let variant =
            branches.count < solved.programs[k].count
            ? nil
            : Variant.choosing(
                branches, at: solved.programs[k][0].branchOf ?? model.nameRange,
                reason: "the branch of \(solved.programs[k][0].branchOf.map(file.text) ?? "min/max") whose constraints are met best")
        written[k] = (variant, found.diagnostics)
        return (variant, found.diagnostics)
    }
    /// Program `k`, its problems reported.
    func program(_ k: Int, _ direction: Direction?) -> Variant? {
        let (variant, found) = write(k, direction)
        for diagnostic in found { problems.report(diagnostic) }
        return variant
    }
    var variants: [Variant] = []
    var fittings = FitAxes.fittingCombinations.map { Fitting(axes: $0, variants: []) }
    var widthKept = solved.widthKept
    for entry in solved.entries {
        guard let variant = program(entry.program, entry.direction) else { continue }
        variants.append(variant.with(entry.condition))
        for (k, p) in entry.fittings.enumerated() {
            var fitted: Variant?
            if let kept = entry.keepingWidth[k] {
                // Where fitting the width cannot be written, the width stays as given.
                let (variant, found) = write(p, entry.direction)
                fitted = variant
                if variant == nil, let error = found.first(where: { $0.severity == .error }) {
                    fitted = program(kept, entry.direction)
                    widthKept = widthKept ?? "\(error.message) (line \(error.range.start.line))"
                }
            } else {
                fitted = program(p, entry.direction)
            }
            guard let fitted else { continue }
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
            isOptional: $0.isOptional, isScroll: $0.isScroll, line: $0.range.start.line)
    }
    let inputs = model.inputs.map {
        PlanInput(name: $0.name, isBool: $0.type == .bool, defaultValue: $0.defaultValue?.doubleValue)
    }
    var plan = LayoutPlan(
        name: model.name, elements: elements, inputs: inputs, variants: variants, usesSafeArea: model.usesSafeArea,
        fittings: fittings, widthKept: widthKept,
        mirrored: model.mirrored.map { VariantCondition.convert($0, model: model) })
    plan.line = model.nameRange.start.line
    plan.readsBaselines = !model.baselinesRead.isEmpty
    plan.foldedSources = model.constraints.filter { !$0.branchRanges.isEmpty }.map {
        FoldedSource(range: $0.range, branches: $0.branchRanges)
    }
    guard let reversedPrograms = solved.reversed else { return (plan, nil) }
    var reversed = plan
    reversed.variants = []
    var heights: [Variant] = []
    for (entry, programs) in zip(solved.entries, reversedPrograms) {
        guard let variant = write(programs.program, entry.direction, forAnalysis: true).variant else { return (plan, nil) }
        reversed.variants.append(variant.with(entry.condition))
        guard let k = programs.height else { continue }
        guard let height = write(k, entry.direction, forAnalysis: true).variant else { return (plan, nil) }
        heights.append(height.with(entry.condition).sizeOnly())
    }
    // Without them (a `domain super.height` gives the heights), the analysis reads no fitting.
    if heights.count == reversed.variants.count, let height = plan.fittings.firstIndex(where: { $0.axes == .height }) {
        reversed.fittings[height].variants = heights
    }
    return (plan, reversed)
}

extension Variant {
    /// The program with its condition.
    package func with(_ condition: PlanCondition) -> Variant {
        var result = self
        result.condition = condition
        return result
    }
}
