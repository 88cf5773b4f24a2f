import LayoutGenAlgebra

/// One inequality `form <= 0` of the solver's system: its `terms` are the unknowns the
/// equalities leave free, its `symbols` and `constant` values known at run time. It remembers
/// the sources it was combined from (constraints, soft goals), so conflicts can name them.
package struct InequalityRow {
    package var form: LinearForm
    var provenance: SourceSet
    /// Whether a soft goal added it (the bound it met), rather than a required constraint.
    var isGoal = false
}

/// One bound of a projected expression: a form over run-time symbols only (no unknowns), and
/// the sources of the rows it was combined from.
package struct ProjectedBound: Equatable {
    package var value: LinearForm
    var provenance: SourceSet

    package static func == (a: ProjectedBound, b: ProjectedBound) -> Bool { a.value == b.value }
}
