/// What one layout's analysis may spend, shared by all its searches: a deadline and a count of
/// the linear programs solved; once spent, searches stop and the report says so.
final class AnalysisBudget {
    /// When the searches must stop.
    let deadline: ContinuousClock.Instant
    /// The linear programs solved so far.
    var programs = 0
    /// The feasibility of the paths searched so far (searches share their first choices).
    var feasible: [[DenseAffine]: [Rational]?] = [:]
    /// The plan's numbers as rationals, converted once (`Rational.exactly` reads their decimal
    /// spelling).
    private var numbers: [Double: Rational?] = [:]

    /// `Rational.exactly(value)`, remembered.
    func exactly(_ value: Double) -> Rational? {
        if let known = numbers[value] { return known }
        let converted = Rational.exactly(value)
        numbers[value] = converted
        return converted
    }
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
