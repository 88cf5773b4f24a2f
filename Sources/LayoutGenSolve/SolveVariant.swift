import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve

/// Solves one variant in one direction (LANGUAGE.md §7: `GoalSolver`); also answers which
/// extents the required constraints fix, and with `forkingTies` the variant solved with ties
/// reversed (nil where that does not solve). A layout whose stronger goal needs a `min`/`max`
/// before its arguments are decided is solved once per argument (`GoalSolver+Branches`): the
/// program is then its branches, compared at run time.
func solveVariant(
    _ model: LayoutModel, _ variant: ModelVariant, direction: Direction?, fitting: FitAxes, forkingTies: Bool,
    diagnostics: DiagnosticCollector
) -> (variant: [SolvedVariant], fixed: FitAxes, reversed: SolvedLayout.ReversedSolve)? {
    var branches = BranchSolve(
        model: model, variant: variant, direction: direction, fitting: fitting, forkingTies: forkingTies)
    let found = DiagnosticCollector()
    guard var solved = branches.solve(choices: [:], diagnostics: found) else {
        for diagnostic in found.diagnostics { diagnostics.report(diagnostic) }
        return nil
    }
    // One branch left (the others have no solution) is the answer: nothing to compare.
    if solved.count == 1 {
        solved[0].solver.branchErrors = []
        if case .solved(var fork) = solved[0].fork {
            fork.branchErrors = []
            solved[0].fork = .solved(fork)
        }
    }
    // A warning stands where every branch has it (one branch's own rows may cause others).
    for diagnostic in solved[0].found where solved.allSatisfy({ $0.found.contains(diagnostic) }) {
        diagnostics.report(diagnostic)
    }
    // Branches that fix an extent to different values leave it to the goals: which branch is
    // the answer depends on it.
    var fixed = solved.map(\.solver.extentsFixedByRequired).reduce(FitAxes.both) { $0.intersection($1) }
    for (axis, extent) in [(FitAxes.width, Variable.containerWidth), (.height, .containerHeight)]
    where Set(solved.map { $0.solver.substitute(LinearForm(extent)) }).count > 1 {
        fixed.remove(axis)
    }
    var reversed: [SolvedVariant] = []
    var same = true
    for branch in solved {
        switch branch.fork {
        case .none: reversed.append(branch.solver.solved)
        case .failed: return (solved.map(\.solver.solved), fixed, .unsolved)
        case .solved(let fork):
            reversed.append(fork.solved)
            same = false
        }
    }
    return (solved.map(\.solver.solved), fixed, same ? .same : .solved(reversed))
}

/// The solves of one variant: the whole layout, or its branches.
private struct BranchSolve {
    let model: LayoutModel
    let variant: ModelVariant
    let direction: Direction?
    let fitting: FitAxes
    let forkingTies: Bool
    /// The most branches one program may have: each is a copy of the layout's arithmetic.
    static let branches = 4
    /// How many more branches may be made: every `min`/`max` split multiplies the program.
    var budget = branches

    struct Solved {
        package var solver: GoalSolver
        package var found: [Diagnostic]
        var fork: GoalSolver.TieFork
    }

    /// The solves of the layout with `choices` made, split further where a goal needs another
    /// `min`/`max` early; nil (with the problems in `diagnostics`) where it does not solve.
    mutating func solve(choices: [Int: Int], diagnostics: DiagnosticCollector) -> [Solved]? {
        let found = DiagnosticCollector()
        var solver = GoalSolver(
            model: model, variant: variant, rightToLeft: direction == .rightToLeft, fitting: fitting, choices: choices,
            diagnostics: found)
        let (solved, fork) = solver.solve(forkingTies: forkingTies)
        if solved { return [Solved(solver: solver, found: found.diagnostics, fork: fork)] }
        guard let j = solver.neededEarly, choices[j] == nil else {
            if !solver.branchIsEmpty { for d in found.diagnostics { diagnostics.report(d) } }
            return nil
        }
        // One solve per argument of a `min`/`max`: a rounding or a product has one value.
        let count = model.extrema[j].isMinOrMax ? solver.arguments(of: j).count : 1
        guard count > 1, budget >= count else {
            for var d in found.diagnostics {
                if case .extremumNeededEarly = d.problem, count > 1 {
                    d.notes.append(
                        DiagnosticNote(
                            "solving the layout once per argument of each such min/max would make more than "
                                + "\(Self.branches) branches", at: model.extrema[j].range))
                }
                diagnostics.report(d)
            }
            return nil
        }
        budget -= count - 1
        var result: [Solved] = []
        var firstFailure: [Diagnostic]?
        for i in 0..<count {
            var branch = choices
            branch[j] = i
            let branchFound = DiagnosticCollector()
            if let solves = solve(choices: branch, diagnostics: branchFound) {
                result += solves
            } else if !branchFound.diagnostics.allSatisfy(Self.emptiesBranch) {
                // A branch that fails for another reason than having no solution: the spec
                // is rejected with that branch's problems, or, where the value reads itself,
                // with that (the branch's problems come of the cycle).
                let readsItself = found.diagnostics.contains { if case .cycle = $0.problem { true } else { false } }
                for d in readsItself ? found.diagnostics : branchFound.diagnostics { diagnostics.report(d) }
                return nil
            } else if firstFailure == nil {
                firstFailure = branchFound.diagnostics
            }
        }
        guard !result.isEmpty else {
            // No argument can be the value: required constraints conflict in every branch.
            for d in firstFailure.flatMap({ $0.isEmpty ? nil : $0 }) ?? found.diagnostics { diagnostics.report(d) }
            return nil
        }
        return result
    }

    /// Whether a problem only says that a branch has no solution (its chosen argument cannot
    /// be the value where the required constraints hold).
    private static func emptiesBranch(_ diagnostic: Diagnostic) -> Bool {
        if case .conflict = diagnostic.problem { true } else { diagnostic.severity != .error }
    }
}
