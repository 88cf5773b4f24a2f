import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan

/// Baselines (LANGUAGE.md §4): a measured view's first baseline is its top plus the offset its
/// measurement answers; its last baseline is its bottom less the depth of the last one (its
/// answered height less that baseline's offset), as Auto Layout places a label's baselines.
extension GoalPlanBuilder {
    /// STEP 2 for `Symbol.firstBaseline(i)` and `Symbol.lastBaselineDepth(i)`: from the
    /// measurement the solver made; a view it did not measure because both its sizes are fixed
    /// is measured at them; a hidden view, which is not measured, has both at 0 (a view inside a
    /// hidden container view is measured as usual).
    mutating func ensureBaselines(of i: Int, diagnostics: DiagnosticCollector) {
        guard writer.symbolOperands[.firstBaseline(i)] == nil, !failed else { return }
        if let m = solved.measurements.firstIndex(where: { $0.item == i }) {
            emitMeasurement(m, diagnostics: diagnostics)
            return
        }
        if let step = measureSteps[i] {
            bindBaselines(of: i, step: step)
            return
        }
        guard !solved.hiddenItems.contains(i) else {
            writer.bind(.firstBaseline(i), toConstant: .zero)
            writer.bind(.lastBaselineDepth(i), toConstant: .zero)
            return
        }
        let item = model.items[i]
        var proposals: [Operand] = []
        for (variable, suffix) in [(Variable.width(i), "Width"), (.height(i), "Height")] {
            proposals.append(
                proposal(solved.values[variable]!, name: item.name + suffix, range: source(of: variable), diagnostics: diagnostics))
        }
        guard !failed else { return }
        let index = writer.append(
            item.name + "Measured", .measure(element: i, width: proposals[0], height: proposals[1]), item.range,
            reason: "measure(\(item.name)) for its baselines", subject: .measurement(element: i))
        measureSteps[i] = index
        bindBaselines(of: i, step: index)
    }

    /// Binds item `i`'s baseline symbols to the answer of its measure step `step`.
    mutating func bindBaselines(of i: Int, step: Int) {
        guard writer.symbolOperands[.firstBaseline(i)] == nil else { return }
        let item = model.items[i]
        writer.bind(.firstBaseline(i), to: .baseline(step, isFirst: true))
        let depth = writer.append(
            item.name + "LastBaselineDepth",
            .affine(
                [AffineTerm(.measured(step, isWidth: false), .one), AffineTerm(.baseline(step, isFirst: false), -.one)],
                constant: 0),
            item.range, reason: "\(item.name)'s measured height less its last baseline")
        writer.bind(.lastBaselineDepth(i), to: .value(depth))
    }

    /// The operand of a measure call's proposal along one axis: unbounded where it reads a
    /// baseline (the measurement gives the baselines, so it cannot wait for one).
    package mutating func proposal(_ form: LinearForm, name: String, range: SourceRange, diagnostics: DiagnosticCollector) -> Operand {
        if !model.baselinesRead.isEmpty, readsBaseline(form) { return .unbounded }
        for term in form.symbols { ensureSymbol(term.key, diagnostics: diagnostics) }
        guard !failed else { return .constant(0) }
        return writer.operand(for: form, name: name, source: range)
    }

    /// Whether `form` reads a baseline, directly or through a `min`/`max`.
    private func readsBaseline(_ form: LinearForm, depth: Int = 0) -> Bool {
        guard depth < 64 else { return true }
        return form.symbols.contains { term in
            switch term.key {
            case .firstBaseline, .lastBaselineDepth:
                return true
            case .soft(let k):
                switch solved.runtimeValues[k] {
                case .minimum(let arguments), .maximum(let arguments):
                    return arguments.contains { readsBaseline($0, depth: depth + 1) }
                case .measured: return false
                }
            case .extremum(let j):
                return arguments(ofExtremum: j).contains { readsBaseline($0, depth: depth + 1) }
            case .input, .givenWidth, .givenHeight, .safeArea, .shown, .branchConstant:
                return false
            }
        }
    }
}
