import LayoutGenAlgebra
import LayoutGenPlan

/// The hand-off to Schedule: the solve's result as inert data.
extension GoalSolver {
    /// What the solve decided (call it once `solve()` succeeded).
    package var solved: SolvedVariant {
        var decisions = OrdinalMap<Variable, SolvedVariant.Decision>()
        for variable in outputUnknowns() {
            guard let id = basis.decidedBy[variable] else { continue }
            decisions[variable] =
                switch sources.source(id) {
                case .constraint(let c): SolvedVariant.Decision(range: model.constraints[c].range, strength: nil)
                case .goal(let k): SolvedVariant.Decision(range: goals[k].range, strength: goals[k].strength)
                }
        }
        return SolvedVariant(
            values: values, runtimeValues: runtime.values, valueRoles: valueRoles, measurements: measurements,
            extremumArguments: model.extrema.indices.map { arguments(of: $0).map(substitute) }, decisions: decisions,
            hiddenItems: hiddenItems, rightToLeft: rightToLeft,
            competitions: competitions.map { pair in
                Competition(
                    first: goals[pair.earlier].range, second: goals[pair.later].range,
                    priority: goals[pair.later].strength.priority ?? 0)
            }, errors: branchErrors,
            branchOf: choices.keys.min().map { model.extrema[$0].range })
    }
}
