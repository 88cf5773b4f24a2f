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
    return failed ? nil : Plan(fileName: file.fileName, layouts: layouts)
}

/// Solves one layout in the directions it needs.
func solveLayout(_ model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector) -> LayoutPlan? {
    let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
    var variants: [Variant] = []
    for direction in directions {
        // The second direction's problems are mostly the first's again: keep only new ones.
        let local = DiagnosticCollector()
        var solver = LayoutSolver(model: model, rightToLeft: direction == .rightToLeft, diagnostics: local)
        var variant: Variant?
        if solver.solve() {
            var builder = PlanBuilder(solver: solver, file: file, direction: direction)
            variant = builder.build(diagnostics: local)
        }
        for d in local.diagnostics where !diagnostics.diagnostics.contains(d) {
            diagnostics.report(d)
        }
        guard let solved = variant else { return nil }
        variants.append(solved)
    }
    let elements = model.items.map {
        PlanElement(
            name: $0.name, isGuide: $0.kind == .guide, parent: $0.parent, isMeasured: $0.isMeasured,
            isOptional: $0.isOptional)
    }
    let inputs = model.inputs.map {
        PlanInput(name: $0.name, isBool: $0.type == .bool, defaultValue: $0.defaultValue?.doubleValue)
    }
    return LayoutPlan(name: model.name, elements: elements, inputs: inputs, variants: variants)
}
