import LayoutGenAlgebra

/// The projections one solve has made since its inequalities last changed, by expression: a
/// goal's expression is often projected again over the same rows (a measured view's proposal,
/// then its compression resistance; a goal that waited, tried again). A projection reads
/// nothing else (the run-time values it makes are the same values when made again), so the one
/// made first is the answer.
package struct ProjectionCache {
    private var made: [LinearForm: Projection] = [:]

    /// Forgets every projection: the rows they were made over have changed.
    mutating func rowsChanged() {
        if !made.isEmpty { made.removeAll(keepingCapacity: true) }
    }

    /// The interval of `expression` over `rows` (`Projection`).
    mutating func project(_ expression: LinearForm, over rows: [InequalityRow], values: inout RuntimeValues)
        -> Projection
    {
        if let known = made[expression] { return known }
        let projection = Projection(of: expression, over: rows, values: &values)
        made[expression] = projection
        return projection
    }
}

extension GoalSolver {
    /// The interval of `e` over the inequalities so far (`Projection`, `ProjectionCache`).
    mutating func project(_ e: LinearForm) -> Projection {
        projections.project(e, over: rows, values: &runtime)
    }
}
