/// The analysis's ties (LANGUAGE.md §12): what `solve(forkingTies:)` answers besides the
/// solve, and where it forks.
extension GoalSolver {
    /// The same solve with the soft constraints of each priority in reverse order (LANGUAGE.md
    /// §12's ties), where it can differ.
    package enum TieFork {
        /// No goal was bounded by another of its priority: no order changes the answer.
        case none
        /// The reverse order does not solve.
        case failed
        case solved(GoalSolver)
    }

    /// The start of the first level with two goals the reverse order swaps (of a priority a
    /// spec writes, not the container's extents).
    func firstReorderedLevel() -> Int? {
        var start = 0
        while start < goals.count {
            let end = goals[start...].firstIndex { $0.strength != goals[start].strength } ?? goals.count
            if goals[start].strength.priority != nil, goals[start..<end].filter({ !$0.isExtent }).count > 1 { return start }
            start = end
        }
        return nil
    }
}
