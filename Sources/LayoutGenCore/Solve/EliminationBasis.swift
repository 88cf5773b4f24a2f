/// Incremental Gauss–Jordan elimination over exact rationals, with a symbolic right-hand side.
///
/// Each row is a `LinearForm` `f` read as the equation `f == 0`: its `terms` are unknowns, its
/// `symbols` and `constant` are values known at run time. The basis keeps, for every pivot
/// variable `p`, one row `p + Σ cⱼ·xⱼ + r(s) == 0` in which no other pivot appears (reduced row
/// echelon form), so a pivot whose row has no other unknown is determined: `p = -r(s)`.
/// Every row remembers the constraints it was combined from (its provenance), so conflicts and
/// redundancies can name every constraint involved.
struct EliminationBasis {
    /// A basis row and the sources combined into it.
    struct Row {
        var form: LinearForm
        var provenance: SourceSet
    }

    /// What adding a row did.
    enum Outcome {
        /// The row was independent; this unknown became a pivot.
        case pivot(Variable)
        /// The row reduced to `residual == 0` with no unknowns left: redundant when the
        /// residual is zero, contradictory otherwise.
        case dependent(residual: LinearForm, provenance: Set<Int>)
    }

    /// Pivot variable → its row.
    private(set) var rows: [Variable: Row] = [:]
    /// The source whose row first pivoted on each variable (what "decides" it).
    private(set) var decidedBy: [Variable: Int] = [:]
    /// Prefers which unknown becomes the pivot of a new row (larger is preferred).
    let preference: (Variable) -> Int

    init(preference: @escaping (Variable) -> Int) {
        self.preference = preference
    }

    /// `form` with every pivot replaced by its row (only non-pivot unknowns remain).
    func reduce(_ form: LinearForm) -> (form: LinearForm, provenance: SourceSet) {
        var result = form
        var provenance = SourceSet()
        for term in form.terms {
            guard let row = rows[term.key] else { continue }
            result.add(row.form, times: -term.coefficient)
            provenance.formUnion(row.provenance)
        }
        return (result, provenance)
    }

    /// Adds the equation `form == 0` coming from `source`.
    mutating func add(_ form: LinearForm, source: Int) -> Outcome {
        var (row, provenance) = reduce(form)
        provenance.insert(source)
        guard let pivot = row.terms.max(by: { preference($0.key) < preference($1.key) })?.key else {
            return .dependent(residual: row, provenance: Set(provenance.members))
        }
        row = row * (.one / row.coefficient(of: pivot))
        // Updated in place: writing `rows[variable]` while iterating over `rows` would copy the
        // whole dictionary at every write.
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            let coefficient = rows.values[index].form.coefficient(of: pivot)
            if coefficient != .zero {
                rows.values[index].form.add(row, times: -coefficient)
                rows.values[index].provenance.formUnion(provenance)
            }
            rows.values.formIndex(after: &index)
        }
        rows[pivot] = Row(form: row, provenance: provenance)
        decidedBy[pivot] = source
        return .pivot(pivot)
    }

    /// The run-time value of `variable` when the basis determines it, else nil.
    func value(of variable: Variable) -> LinearForm? {
        guard var form = rows[variable]?.form else { return nil }
        form.remove(variable)
        guard form.isKnown else { return nil }
        return form * -.one
    }

    /// The row of a pivot (for diagnostics).
    func row(of variable: Variable) -> Row? { rows[variable] }
}
