extension GoalSolver {
    /// The spec's `min`/`max` (index into `model.extrema`) that `forms` read, directly or
    /// through the values the solver made, whose arguments are not all known yet: an unknown
    /// they read is still open. A goal whose answer reads one would be decided with that value
    /// taken as fixed, while the unknown it reads can still move (LANGUAGE.md §7.2 would let
    /// the goal move it), so the answer could differ from the optimum; it is an error instead.
    func extremumWithOpenArguments(in forms: [LinearForm]) -> Int? {
        var seenValues = Set<Int>()
        var seenExtrema = Set<Int>()
        var pending = forms
        while let form = pending.popLast() {
            for term in form.symbols {
                switch term.key {
                case .soft(let k) where seenValues.insert(k).inserted:
                    switch runtime.values[k] {
                    case .minimum(let arguments), .maximum(let arguments): pending += arguments
                    case .measured: break
                    }
                case .extremum(let j) where seenExtrema.insert(j).inserted:
                    for argument in model.extrema[j].arguments(rightToLeft: rightToLeft) {
                        let reduced = basis.reduce(argument).form
                        guard reduced.isKnown else { return j }
                        pending.append(reduced)
                    }
                default: break
                }
            }
        }
        return nil
    }

    /// Reports goal `k` (`expression ⋈ target`, bounded as `projection` says) reading a
    /// `min`/`max` whose arguments are still open; true if it does.
    func reportsExtremumNeededEarly(_ k: Int, expression: LinearForm, target: LinearForm, projection: Projection) -> Bool {
        guard !model.extrema.isEmpty else { return false }
        let forms =
            [expression, target] + projection.lower.map(\.value) + projection.upper.map(\.value)
            + projection.conditions.map(\.form)
        guard let j = extremumWithOpenArguments(in: forms) else { return false }
        let extremum = model.extrema[j]
        let function = extremum.isMinimum ? "min" : "max"
        let goal = goals[k]
        var notes: [DiagnosticNote] = []
        if goal.range != extremum.range { notes.append(DiagnosticNote("needed here", at: goal.range)) }
        diagnostics.error(.extremumNeededEarly(function), at: extremum.range, notes: notes)
        return true
    }
}
