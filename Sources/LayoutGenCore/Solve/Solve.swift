/// Solves every layout of a file: one program per layout, or two (one per direction) when a
/// horizontal constraint reads differently in right-to-left layout. Returns nil when any
/// layout has errors (all of them are reported).
public func solveSpec(_ models: [LayoutModel], file: SourceFile, diagnostics: DiagnosticCollector) -> Plan? {
    solveSpec(models, file: file, diagnostics: diagnostics, reversingTies: false)?.plan
}

/// `solveSpec`, and with `reversingTies` each layout solved with the soft constraints of each
/// priority met in reverse order as well, for the analysis's ties (LANGUAGE.md §12): nil for a
/// layout where that order does not solve.
func solveSpec(_ models: [LayoutModel], file: SourceFile, diagnostics: DiagnosticCollector, reversingTies: Bool)
    -> (plan: Plan, reversed: [LayoutPlan?])?
{
    var layouts: [LayoutPlan] = []
    var reversed: [LayoutPlan?] = []
    var failed = false
    for model in models {
        if let solved = solveLayout(model, file: file, diagnostics: diagnostics, reversingTies: reversingTies) {
            layouts.append(solved.plan)
            reversed.append(solved.reversed)
        } else {
            failed = true
        }
    }
    return failed ? nil : (Plan(fileName: file.commentSafeFileName, layouts: layouts), reversed)
}

/// Solves one layout: each variant (combination of `when` branches and hidden views) in the
/// directions it needs, for `layout(in:)` and for each combination of fitting axes of
/// `sizeThatFits`. Every variant is checked; problems found in several are reported once.
/// With `reversingTies`, also the layout with ties reversed (`solveSpec`): each program where a
/// goal was bounded by another of its priority solved again in the reverse order (the others
/// are the same in either order).
func solveLayout(_ model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector, reversingTies: Bool = false)
    -> (plan: LayoutPlan, reversed: LayoutPlan?)?
{
    guard !model.variants.isEmpty else { return nil }
    let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
    var variants: [Variant] = []
    var fittings = FitAxes.fittingCombinations.map { Fitting(axes: $0, variants: []) }
    /// With ties reversed: the programs of `layout(in:)` and of fitting the height (nil: one
    /// does not solve).
    var reversedVariants: [Variant]? = []
    var reversedHeights: [Variant]? = []
    var failed = false
    /// Why fitting the width could not be solved, where it could not (the width stays as given).
    var widthNotFitted: Diagnostic?
    /// Each variant's problems, reported once all are solved (with where they hold).
    var found = VariantDiagnostics()
    for (v, modelVariant) in model.variants.enumerated() {
        let condition = VariantCondition.make(modelVariant, model: model)
        for direction in directions {
            let key = VariantKey(variant: v, direction: direction)
            let local = DiagnosticCollector()
            let solved = solveVariant(
                model, modelVariant, direction: direction, fitting: [], forkingTies: reversingTies, file: file,
                diagnostics: local)
            found.add(local.diagnostics, in: key)
            guard let (solvedVariant, fixed, reversed) = solved else {
                failed = true
                continue
            }
            let variant = solvedVariant.with(condition)
            variants.append(variant)
            var reversedPrograms: [FitAxes: Variant?] = [[]: reversed.map { $0.with(condition) }]
            // Fitting an axis the required constraints fix changes nothing; the others are
            // solved once per distinct combination. Only their errors are reported: warnings
            // would repeat those of `layout(in:)`.
            var programs: [FitAxes: Variant] = [[]: variant]
            for k in fittings.indices {
                let axes = fittings[k].axes.subtracting(fixed)
                if programs[axes] == nil {
                    let fitting = DiagnosticCollector()
                    let result = solveVariant(
                        model, modelVariant, direction: direction, fitting: axes,
                        forkingTies: reversingTies && axes == FitAxes.height.subtracting(fixed), file: file,
                        diagnostics: fitting)
                    if let result {
                        programs[axes] = result.variant.with(condition)
                        reversedPrograms[axes] = result.reversed.map { $0.with(condition) }
                    } else if axes.contains(.width), let kept = programs[axes.subtracting(.width)] {
                        // Fitting the width too cannot be solved exactly: the width stays as given.
                        programs[axes] = kept
                        reversedPrograms[axes] = reversedPrograms[axes.subtracting(.width)] ?? nil
                        widthNotFitted = widthNotFitted ?? fitting.diagnostics.first { $0.severity == .error }
                    } else {
                        found.add(fitting.diagnostics.filter { $0.severity == .error }, in: key)
                        failed = true
                        break
                    }
                }
                fittings[k].variants.append(programs[axes]!.sizeOnly())
                if fittings[k].axes == .height {
                    let program = reversedPrograms[axes] ?? nil
                    reversedHeights = program.flatMap { program in reversedHeights.map { $0 + [program.sizeOnly()] } }
                }
            }
            reversedVariants = reversed.flatMap { program in reversedVariants.map { $0 + [program.with(condition)] } }
        }
    }
    let all = model.variants.indices.flatMap { v in directions.map { VariantKey(variant: v, direction: $0) } }
    found.report(into: diagnostics, among: all, model: model, file: file)
    if failed { return nil }
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
        fittings: fittings, widthKept: widthNotFitted.map { "\($0.message) (line \($0.range.start.line))" },
        mirrored: model.mirrored.map { VariantCondition.convert($0, model: model) })
    plan.readsBaselines = !model.baselinesRead.isEmpty
    guard reversingTies, let reversedVariants, let reversedHeights else { return (plan, nil) }
    var reversed = plan
    reversed.variants = reversedVariants
    if let height = plan.fittings.firstIndex(where: { $0.axes == .height }) {
        reversed.fittings[height].variants = reversedHeights
    }
    return (plan, reversed)
}

/// The problems found in the variants of one layout, each once, with the variants it was
/// found in.
private struct VariantDiagnostics {
    private var diagnostics: [Diagnostic] = []
    private var keys: [Set<VariantKey>] = []

    mutating func add(_ found: [Diagnostic], in key: VariantKey) {
        for d in found {
            if let i = diagnostics.firstIndex(of: d) {
                keys[i].insert(key)
            } else {
                diagnostics.append(d)
                keys.append([key])
            }
        }
    }

    /// Reports each problem not reported yet; one found in some variants only says where.
    func report(into collector: DiagnosticCollector, among all: [VariantKey], model: LayoutModel, file: SourceFile) {
        for (d, found) in zip(diagnostics, keys) where !collector.diagnostics.contains(d) {
            var diagnostic = d
            if let note = VariantNote.note(found: found, among: all, model: model, file: file) {
                diagnostic.notes.append(note)
            }
            collector.report(diagnostic)
        }
    }
}

/// Solves resolved models. A `when` whose branches differ only in numbers was folded into one
/// program (`Resolver.foldWhens`); where that solve fails — the numbers are then run-time
/// values, about which the solver may prove less than each branch's numbers show — the spec is
/// resolved and solved again with each branch a variant of its own, and that is the answer
/// (its diagnostics are the ones reported).
func solveFolded(
    _ models: [LayoutModel], syntax: SyntaxFile, file: SourceFile, diagnostics: DiagnosticCollector,
    reversingTies: Bool = false
) -> (models: [LayoutModel], solved: (plan: Plan, reversed: [LayoutPlan?])?) {
    let attempt = DiagnosticCollector()
    let solved = solveSpec(models, file: file, diagnostics: attempt, reversingTies: reversingTies)
    if attempt.hasErrors, models.contains(where: { $0.whens.contains(where: \.isFolded) }) {
        let again = DiagnosticCollector()
        let unfolded = resolveSpec(syntax, file: file, diagnostics: again, foldingWhens: false)
        let second = again.hasErrors ? nil : solveSpec(unfolded, file: file, diagnostics: again, reversingTies: reversingTies)
        if second != nil, !again.hasErrors {
            for diagnostic in again.diagnostics { diagnostics.report(diagnostic) }
            return (unfolded, second)
        }
    }
    for diagnostic in attempt.diagnostics { diagnostics.report(diagnostic) }
    return (models, solved)
}

/// Solves one variant in one direction (LANGUAGE.md §7: `GoalSolver`) and writes its program;
/// also answers which extents the required constraints fix.
private func solveVariant(
    _ model: LayoutModel, _ variant: ModelVariant, direction: Direction?, fitting: FitAxes, forkingTies: Bool,
    file: SourceFile, diagnostics: DiagnosticCollector
) -> (variant: Variant, fixed: FitAxes, reversed: Variant?)? {
    func attempt(measuredSizesLast: Bool) -> (GoalSolver, solved: Bool, DiagnosticCollector, GoalSolver.TieFork) {
        let found = DiagnosticCollector()
        var solver = GoalSolver(
            model: model, variant: variant, rightToLeft: direction == .rightToLeft, fitting: fitting,
            measuredSizesLast: measuredSizesLast, diagnostics: found)
        let (solved, fork) = solver.solve(forkingTies: forkingTies)
        return (solver, solved, found, fork)
    }
    var (solver, solved, found, fork) = attempt(measuredSizesLast: false)
    // A `min`/`max` needed before its arguments are decided may be an artefact of which unknown
    // each equation was solved for (a measured size written as a difference of positions that
    // read it back): solved again with measured sizes as unknowns of their own, the answer no
    // longer depends on declaration order (LANGUAGE.md §7.3).
    if !solved, found.diagnostics.contains(where: { if case .extremumNeededEarly = $0.problem { true } else { false } }) {
        let again = attempt(measuredSizesLast: true)
        if again.solved { (solver, solved, found, fork) = again }
    }
    for diagnostic in found.diagnostics { diagnostics.report(diagnostic) }
    guard solved else { return nil }
    var builder = GoalPlanBuilder(solver: solver, file: file, direction: direction)
    guard var program = builder.build(diagnostics: diagnostics) else { return nil }
    program.competitions = solver.competitions.map { pair in
        Competition(
            first: solver.goals[pair.earlier].range, second: solver.goals[pair.later].range,
            priority: solver.goals[pair.later].strength.priority ?? 0)
    }
    switch fork {
    case .none: return (program, solver.extentsFixedByRequired, program)
    case .failed: return (program, solver.extentsFixedByRequired, nil)
    case .solved(let reversed):
        var reversedBuilder = GoalPlanBuilder(solver: reversed, file: file, direction: direction)
        return (program, solver.extentsFixedByRequired, reversedBuilder.build(diagnostics: DiagnosticCollector()))
    }
}

extension Variant {
    /// The program with its condition.
    func with(_ condition: PlanCondition) -> Variant {
        var result = self
        result.condition = condition
        return result
    }
}
