import LayoutGenAlgebra

/// Linear programs over the analysis's domain: rows `f(y) <= 0` over its unknowns `y`, each
/// within its bounds, solved exactly (`ExactSimplex`, after shifting each `y` by its lower bound).
package final class DomainProgram {
    package let domain: CheckDomain
    /// Shared by every program of one layout: the pivots and the time left.
    package let budget: AnalysisBudget

    package init(domain: CheckDomain, budget: AnalysisBudget) {
        self.domain = domain
        self.budget = budget
    }

    /// A point of the domain where every row holds, or nil when there is none (or the budget
    /// ran out: `budget.exhausted` then says so).
    func feasiblePoint(_ rows: [AffineForm]) -> [Rational]? {
        if let known = budget.feasible[rows] { return known }
        var point: [Rational]?
        if case .optimal(_, let found) = solve(rows, slacks: nil) { point = found }
        if !budget.exhausted { budget.feasible[rows] = point }
        return point
    }

    /// The largest `t >= 0` with `t <= s` for every slack `s`, where every row holds, with a
    /// point that reaches it; nil when no point has every slack at least 0.
    func largestSlack(_ rows: [AffineForm], _ slacks: [AffineForm]) -> (value: Rational, point: [Rational])? {
        if case .optimal(let value, let point) = solve(rows, slacks: slacks) { return (value, point) }
        return nil
    }

    /// A point where every row holds and `objective` is as large as it can be, or nil.
    package func best(_ rows: [AffineForm], maximizing objective: AffineForm) -> [Rational]? {
        if case .optimal(_, let point) = solve(rows, slacks: nil, objective: objective) { return point }
        return nil
    }

    /// The largest value `form` takes over the domain's box, ignoring every row: where it is at
    /// most 0, no point of a path has it above 0.
    func boxMaximum(_ form: AffineForm) -> Rational {
        var value = form.constant
        for term in form.terms {
            let c = term.coefficient
            value = value + c * (c < .zero ? domain.lower[term.key] : domain.upper[term.key])
        }
        return value
    }

    /// The smallest and the largest value `form` takes over the domain's box, in one pass.
    func boxBounds(_ form: AffineForm) -> (min: Rational, max: Rational) {
        var (low, high) = (form.constant, form.constant)
        for term in form.terms {
            let (c, j) = (term.coefficient, term.key)
            let (a, b) = (c * domain.lower[j], c * domain.upper[j])
            if a < b {
                low = low + a
                high = high + b
            } else {
                low = low + b
                high = high + a
            }
        }
        return (low, high)
    }

    /// Solves over the unknowns the rows and slacks read (the others stay at their lower
    /// bounds: nothing constrains them), shifted to start at 0, each below its upper bound.
    private func solve(_ rows: [AffineForm], slacks: [AffineForm]?, objective: AffineForm? = nil)
        -> ExactSimplex.Outcome
    {
        guard !budget.exhausted else { return .gaveUp }
        let forms = rows + (slacks ?? []) + [objective].compactMap { $0 }
        // Each unknown read, in order, and its column.
        var column = [Int](repeating: -1, count: domain.count)
        for form in forms {
            for term in form.terms { column[term.key] = 0 }
        }
        var used: [Int] = []
        for j in column.indices where column[j] == 0 {
            column[j] = used.count
            used.append(j)
        }
        let extra = slacks == nil ? 0 : 1
        var lp = ExactSimplex(count: used.count + extra)
        // f(y) <= 0 with y = x + lo: Σ cⱼ·xⱼ <= -(constant + Σ cⱼ·loⱼ).
        func add(_ form: AffineForm, t: Rational) {
            var bound = -form.constant
            var coefficients = [Rational](repeating: .zero, count: used.count + extra)
            for term in form.terms {
                bound = bound - term.coefficient * domain.lower[term.key]
                coefficients[column[term.key]] = term.coefficient
            }
            if extra == 1 { coefficients[used.count] = t }
            lp.add(coefficients, atMost: bound)
        }
        for row in rows { add(row, t: .zero) }
        for (k, j) in used.enumerated() {
            var coefficients = [Rational](repeating: .zero, count: used.count + extra)
            coefficients[k] = .one
            lp.add(coefficients, atMost: domain.upper[j] - domain.lower[j])
        }
        // t - s(y) <= 0.
        for slack in slacks ?? [] { add(-slack, t: .one) }
        if lp.rows.contains(where: { $0.bound.isOverflow || $0.coefficients.contains(where: \.isOverflow) }) {
            budget.gaveUp()
            return .gaveUp
        }
        var goal: [Rational]?
        if extra == 1 {
            goal = [Rational](repeating: .zero, count: used.count + 1)
            goal![used.count] = .one
        } else if let objective {
            goal = used.map { objective.coefficient($0) }
        }
        budget.programs += 1
        guard budget.spend(AnalysisBudget.programCost) else { return .gaveUp }
        let outcome = lp.maximize(goal)
        switch outcome {
        case .optimal(let value, let x):
            var y = domain.lower
            for (k, j) in used.enumerated() { y[j] = x[k] + domain.lower[j] }
            if y.contains(where: \.isOverflow) {
                budget.gaveUp()
                return .gaveUp
            }
            return .optimal(value: value, point: y)
        case .gaveUp:
            budget.gaveUp()
            return .gaveUp
        case .infeasible, .unbounded:
            return outcome
        }
    }
}
