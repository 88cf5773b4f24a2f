import LayoutGenAlgebra

/// The projections one solve has made, by expression, each with the rows it was made over: a
/// goal's expression is often projected again (a measured view's proposal, then its
/// compression resistance; a goal that waited, tried again; a look-ahead meeting the goals the
/// solve meets after it), and the rows a projection reads, those connected to the expression,
/// are often unchanged by the goals met in between, which bound other parts of the layout. A
/// projection reads nothing but the expression and those rows, in order (the run-time values
/// it makes are the same values when made again), so the one made first is the answer.
package struct ProjectionCache {
    private var made: [LinearForm: [Made]] = [:]

    private struct Made {
        /// The rows connected to the expression, in order, as they were.
        var rows: [InequalityRow]
        var projection: Projection
    }

    /// The interval of `expression` over `rows` (`Projection`).
    mutating func project(_ expression: LinearForm, over rows: [InequalityRow], values: inout RuntimeValues)
        -> Projection
    {
        let component = ConnectedUnknowns(of: expression, in: rows).rows
        if let earlier = made[expression] {
            for entry in earlier where Self.same(entry.rows, component, of: rows) { return entry.projection }
        }
        let projection = Projection(of: expression, component: component, of: rows, values: &values)
        made[expression, default: []].append(Made(rows: component.map { rows[$0] }, projection: projection))
        return projection
    }

    /// Whether `rows` at the indices `component` are the rows `kept`, in order.
    private static func same(_ kept: [InequalityRow], _ component: [Int], of rows: [InequalityRow]) -> Bool {
        guard kept.count == component.count else { return false }
        for n in 0..<kept.count {
            let row = rows[component[n]]
            if row.form != kept[n].form || row.provenance != kept[n].provenance { return false }
        }
        return true
    }
}

extension GoalSolver {
    /// The interval of `e` over the inequalities so far (`Projection`, `ProjectionCache`).
    mutating func project(_ e: LinearForm) -> Projection {
        projections.project(e, over: rows, values: &runtime)
    }
}
