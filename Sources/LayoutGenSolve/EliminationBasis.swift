import LayoutGenAlgebra

/// Incremental Gauss–Jordan elimination over exact rationals, with a symbolic right-hand side.
///
/// Each row is a `LinearForm` `f` read as the equation `f == 0`: its `terms` are unknowns, its
/// `symbols` and `constant` are values known at run time. The basis keeps, for every pivot
/// variable `p`, one row `p + Σ cⱼ·xⱼ + r(s) == 0` in which no other pivot appears (reduced row
/// echelon form), so a pivot whose row has no other unknown is determined: `p = -r(s)`.
/// Every row remembers the constraints it was combined from (its provenance), so conflicts and
/// redundancies can name every constraint involved.
package struct EliminationBasis {
    /// A basis row and the sources combined into it.
    package struct Row {
        /// The row's pivot: the unknown it determines, found in no other row.
        package var pivot: Variable
        package var form: LinearForm
        var provenance: SourceSet
        /// A filter of the unknowns in `form` (see `filterBit`): a bit clear here means that
        /// unknown is absent, so most rows are passed over without reading their terms.
        package var unknowns: UInt64
    }

    /// What adding a row did.
    package enum Outcome {
        /// The row was independent; this unknown became a pivot.
        case pivot(Variable)
        /// The row reduced to `residual == 0` with no unknowns left: redundant when the
        /// residual is zero, contradictory otherwise.
        case dependent(residual: LinearForm, provenance: SourceSet)
    }

    /// The rows, in the order their pivots were found.
    private var rows: [Row] = []
    /// Pivot variable → its row's index in `rows`.
    private var rowIndex = OrdinalMap<Variable, Int>()
    /// The source whose row first pivoted on each variable (what "decides" it).
    private(set) var decidedBy = OrdinalMap<Variable, Int>()
    /// Prefers which unknown becomes the pivot of a new row (larger is preferred).
    package let preference: (Variable) -> Int

    package init(preference: @escaping (Variable) -> Int) {
        self.preference = preference
    }

    /// `form` with every pivot replaced by its row (only non-pivot unknowns remain).
    package func reduce(_ form: LinearForm) -> (form: LinearForm, provenance: SourceSet) {
        var result = form
        var provenance = SourceSet()
        let terms = form.terms
        for k in 0..<terms.count {
            let term = terms[k]
            guard let index = rowIndex[term.key] else { continue }
            result.add(rows[index].form, times: -term.coefficient)
            provenance.formUnion(rows[index].provenance)
        }
        return (result, provenance)
    }

    /// Adds the equation `form == 0` coming from `source`. With `citingWhatBroughtIn`, a pivot
    /// that `form` does not read is decided by the row that brought it in: where the given
    /// width pins `super.width`, written `subtitle.width + 82` by `subtitle.trailing ==
    /// time.trailing`, the subtitle's width is decided by that constraint, not by the size.
    package mutating func add(_ form: LinearForm, source: Int, citingWhatBroughtIn: Bool = false) -> Outcome {
        var (row, provenance) = reduce(form)
        provenance.insert(source)
        guard let pivot = row.terms.max(by: { preference($0.key) < preference($1.key) })?.key else {
            return .dependent(residual: row, provenance: provenance)
        }
        var decider = source
        if citingWhatBroughtIn, form.coefficient(of: pivot).isZero {
            for term in form.terms {
                guard let index = rowIndex[term.key], !rows[index].form.coefficient(of: pivot).isZero else { continue }
                decider = decidedBy[rows[index].pivot] ?? source
                break
            }
        }
        let scale = Rational.one / row.coefficient(of: pivot)
        if scale != .one { row = row * scale }
        let bit = Self.filterBit(pivot)
        for index in rows.indices where rows[index].unknowns & bit != 0 {
            let coefficient = rows[index].form.coefficient(of: pivot)
            if coefficient != .zero {
                rows[index].form.add(row, times: -coefficient)
                rows[index].provenance.formUnion(provenance)
                rows[index].unknowns = Self.filter(of: rows[index].form)
            }
        }
        rowIndex[pivot] = rows.count
        rows.append(Row(pivot: pivot, form: row, provenance: provenance, unknowns: Self.filter(of: row)))
        decidedBy[pivot] = decider
        return .pivot(pivot)
    }

    /// The run-time value of `variable` when the basis determines it, else nil.
    package func value(of variable: Variable) -> LinearForm? {
        // A row holds its pivot: it determines the pivot when that is its only unknown.
        guard let form = row(of: variable)?.form, form.terms.count == 1 else { return nil }
        return form.knownPart(times: -.one)
    }

    /// The row of a pivot (for diagnostics).
    package func row(of variable: Variable) -> Row? { rowIndex[variable].map { rows[$0] } }

    /// The bit that stands for an unknown in a row's filter: one of 64, spread by a
    /// multiplicative hash of the unknown's ordinal.
    private static func filterBit(_ variable: Variable) -> UInt64 {
        1 << (UInt64(truncatingIfNeeded: variable.ordinal &* -7_046_029_254_386_353_131) >> 58)
    }

    /// The filter of a form's unknowns.
    private static func filter(of form: LinearForm) -> UInt64 {
        form.terms.reduce(0) { $0 | filterBit($1.key) }
    }
}
