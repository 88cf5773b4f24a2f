import LayoutGenAlgebra
import LayoutGenResolve

/// A branch of a layout (LANGUAGE.md §7.2, docs/language.md, "Clamps: inequalities and min/max"): where a stronger
/// goal needs a spec's `min`/`max` before its arguments are decided, the layout is solved once
/// per argument, that argument being the value and the least (for `max`, the greatest) of
/// them: `x == min(a, b)` holds exactly where `x == a, a <= b` or `x == b, b <= a` does. Each
/// branch is the lexicographic optimum of its part; the answer is the branch whose errors are
/// the least, compared at run time (`SolvedVariant.errors`).
extension GoalSolver {
    /// A constraint's form with each chosen `min`/`max` replaced by its chosen argument.
    package func form(of constraint: Constraint) -> LinearForm {
        choosing(constraint.form(rightToLeft: rightToLeft))
    }

    /// `form` with each chosen `min`/`max` replaced by its chosen argument (whose own chosen
    /// ones are replaced too).
    package func choosing(_ form: LinearForm) -> LinearForm {
        guard !choices.isEmpty else { return form }
        var result = form
        for term in form.symbols {
            guard case .extremum(let j) = term.key, let i = choices[j] else { continue }
            let argument = model.extrema[j].arguments(rightToLeft: rightToLeft, hidden: hiddenItems)[i]
            result = result.replacing(term, by: choosing(argument))
        }
        return result
    }

    /// STEP 2 for a branch: the chosen argument is the least (`min`) or the greatest (`max`):
    /// required rows, from the first constraint that reads the value. A row the equalities
    /// make false for every value leaves the branch without a solution (`branchIsEmpty`); one
    /// that is a condition on run-time values only is checked at run time (`errors`).
    mutating func addChoiceRows() {
        for (j, i) in choices.sorted(by: { $0.key < $1.key }) {
            let source = active.first { model.constraints[$0].form(rightToLeft: rightToLeft).coefficient(of: .extremum(j)) != .zero }
            var provenance = SourceSet()
            if let source { provenance.insert(source) }
            for row in choiceRows(j, i) {
                for expanded in expandingExtrema(row) {
                    let (reduced, used) = basis.reduce(expanded)
                    guard reduced.isKnown else {
                        rows.append(InequalityRow(form: reduced, provenance: provenance.union(used)))
                        continue
                    }
                    if reduced.isConstant && reduced.constant > .zero { branchIsEmpty = true }
                }
            }
        }
    }

    /// `chosen - other <= 0` for a `min` (`other - chosen` for a `max`), per other argument.
    func choiceRows(_ j: Int, _ i: Int) -> [LinearForm] {
        let arguments = arguments(of: j)
        return arguments.indices.filter { $0 != i }.map {
            model.extrema[j].isMinimum ? arguments[i] - arguments[$0] : arguments[$0] - arguments[i]
        }
    }

    /// After STEP 4, for a branch: how much it misses, in the order the branches are compared
    /// in: first how far its chosen arguments are from being the least (greatest), summed,
    /// which is 0 wherever the branch holds, then each goal's error, strongest first
    /// (LANGUAGE.md §7.2).
    mutating func makeBranchErrors() -> Bool {
        guard !choices.isEmpty else { return true }
        // One sum, so that branches split on different `min`/`max`s compare alike.
        var miss = LinearForm()
        for (j, i) in choices.sorted(by: { $0.key < $1.key }) {
            for row in choiceRows(j, i) { miss = miss + runtime.maximum([LinearForm(), substitute(row)])! }
        }
        var errors = [miss]
        for goal in goals {
            guard let target = goal.target else {
                errors.append(LinearForm())
                continue
            }
            let difference = substitute(goal.expression) - target
            let error: LinearForm =
                switch goal.relation {
                case .equal: runtime.maximum([difference, difference * -.one])!
                case .lessOrEqual: runtime.maximum([LinearForm(), difference])!
                case .greaterOrEqual: runtime.maximum([LinearForm(), difference * -.one])!
                }
            errors.append(error)
        }
        branchErrors = errors
        return !errors.contains { $0.hasOverflow }
    }
}
