import LayoutGenAlgebra

/// What one layout's analysis may spend, shared by all its searches: a number of steps (each
/// step of a program followed on a path, each linear program counted as `programCost`), so that
/// what is searched is the same on every machine and under any load; and, as a guard against
/// a step far slower than usual, a deadline. Once spent, searches stop and the report says so.
package final class AnalysisBudget {
    /// The steps left.
    private var steps: Int
    /// The steps spent.
    private(set) var spent = 0
    /// A linear program counts as this many steps.
    static let programCost = 20
    /// When the searches must stop whatever steps are left.
    package let deadline: ContinuousClock.Instant
    /// The linear programs solved so far.
    package var programs = 0
    /// The feasibility of the paths searched so far (searches share their first choices).
    package var feasible = FormsTable<[Rational]?>()
    /// The plan's numbers as rationals, converted once (`Rational.exactly` reads their decimal
    /// spelling), by their bits (an `Int` key: `FormsTable` says why).
    private var numbers: [Int: Rational?] = [:]
    /// Whether a search stopped early (steps, time, or an exact value beyond 64-bit rationals).
    private(set) var exhausted = false
    /// Why, when the budget ended it.
    private(set) var ranOut: String?

    package init(steps: Int, time: Duration) {
        self.steps = steps
        deadline = ContinuousClock.now.advanced(by: time)
    }

    /// `Rational.exactly(value)`, remembered.
    package func exactly(_ value: Double) -> Rational? {
        // An integer needs no spelling (most of a plan's numbers are).
        if value == value.rounded(.towardZero), abs(value) < 0x1p53 { return Rational(Int(value)) }
        let bits = Int(truncatingIfNeeded: value.bitPattern)
        if let known = numbers[bits] { return known }
        let converted = Rational.exactly(value)
        numbers[bits] = converted
        return converted
    }

    /// What else stopped a search, when something did.
    private(set) var stoppedBy: String?

    /// Records that a search could not go on, and why.
    package func gaveUp(_ reason: String = "numbers beyond 64-bit exact rationals") {
        exhausted = true
        stoppedBy = stoppedBy ?? reason
    }

    /// Spends `cost` steps; false (and the budget marked spent) when none are left.
    func spend(_ cost: Int = 1) -> Bool {
        if exhausted { return false }
        steps -= cost
        spent += cost
        if steps < 0 {
            exhausted = true
            ranOut = "the step budget"
        } else if spent % 1024 < cost, ContinuousClock.now >= deadline {
            exhausted = true
            ranOut = "the time budget"
        }
        return !exhausted
    }
}
