/// Linear programs over the analysis's domain: rows `f(y) <= 0` over its unknowns `y`, each
/// within its bounds, solved exactly (`ExactSimplex`, after shifting each `y` by its lower bound).
struct DomainProgram {
    let domain: CheckDomain
    /// Shared by every program of one layout: the pivots and the time left.
    let budget: AnalysisBudget

    /// A point of the domain where every row holds, or nil when there is none (or the budget
    /// ran out: `budget.exhausted` then says so).
    func feasiblePoint(_ rows: [DenseAffine]) -> [Rational]? {
        if case .optimal(_, let point) = solve(rows, slacks: nil) { return point }
        return nil
    }

    /// The largest `t >= 0` with `t <= s` for every slack `s`, where every row holds, with a
    /// point that reaches it; nil when no point has every slack at least 0.
    func largestSlack(_ rows: [DenseAffine], _ slacks: [DenseAffine]) -> (value: Rational, point: [Rational])? {
        if case .optimal(let value, let point) = solve(rows, slacks: slacks) { return (value, point) }
        return nil
    }

    private func solve(_ rows: [DenseAffine], slacks: [DenseAffine]?) -> ExactSimplex.Outcome {
        guard !budget.exhausted else { return .gaveUp }
        let n = domain.count
        let extra = slacks == nil ? 0 : 1
        var lp = ExactSimplex(count: n + extra)
        // f(y) <= 0 with y = x + lo: Σ cⱼ·xⱼ <= -(constant + Σ cⱼ·loⱼ).
        func add(_ form: DenseAffine, t: Rational) {
            var bound = -form.constant
            for (j, c) in form.coefficients.enumerated() where !c.isZero { bound = bound - c * domain.lower[j] }
            var coefficients = form.coefficients
            if extra == 1 { coefficients.append(t) }
            lp.add(coefficients, atMost: bound)
        }
        for row in rows { add(row, t: .zero) }
        for j in 0..<n {
            var coefficients = [Rational](repeating: .zero, count: n + extra)
            coefficients[j] = .one
            lp.add(coefficients, atMost: domain.upper[j] - domain.lower[j])
        }
        // t - s(y) <= 0.
        for slack in slacks ?? [] { add(-slack, t: .one) }
        if lp.rows.contains(where: { $0.bound.isOverflow || $0.coefficients.contains(where: \.isOverflow) }) {
            budget.gaveUp()
            return .gaveUp
        }
        var objective: [Rational]?
        if extra == 1 {
            objective = [Rational](repeating: .zero, count: n + 1)
            objective![n] = .one
        }
        budget.programs += 1
        let outcome = lp.maximize(objective)
        switch outcome {
        case .optimal(let value, let x):
            let y = zip(x.prefix(n), domain.lower).map { $0 + $1 }
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

/// What one layout's analysis may spend, shared by all its searches: a deadline and a count of
/// the linear programs solved; once spent, searches stop and the report says so.
final class AnalysisBudget {
    /// When the searches must stop.
    let deadline: ContinuousClock.Instant
    /// The linear programs solved so far.
    var programs = 0
    /// Whether a search stopped early (time, or an exact value beyond 64-bit rationals).
    private(set) var exhausted = false
    /// Whether the deadline ended a search (else a value's size did).
    private(set) var timedOut = false

    init(time: Duration) {
        deadline = ContinuousClock.now.advanced(by: time)
    }

    /// Records that a search could not go on.
    func gaveUp() { exhausted = true }

    /// Whether time is left; marks the budget spent when it is not.
    func hasTime() -> Bool {
        if exhausted { return false }
        if ContinuousClock.now >= deadline {
            exhausted = true
            timedOut = true
        }
        return !exhausted
    }
}
