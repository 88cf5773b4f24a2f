import LayoutGenAlgebra

/// The interval an affine expression can take over a polyhedron with a symbolic right-hand
/// side, by Fourier–Motzkin elimination in exact arithmetic.
///
/// The maths: the rows are `aᵢ·x + bᵢ(s) <= 0` over unknowns `x` and run-time symbols `s`; the
/// expression is `e = c·x + d(s)`. One unknown `z` of `e` (coefficient `γ`) is replaced by the
/// expression's value `T` (`z = (T - (e - γ·z)) / γ`), then every other unknown of the rows that
/// share unknowns with `e` (its connected component) is eliminated: each row where it has a
/// positive coefficient is combined with each row where it has a negative one, scaled so that
/// it cancels. What is left is `αⱼ·T + βⱼ(s) <= 0`: an upper bound `-βⱼ/αⱼ` when `αⱼ > 0`, a lower
/// bound when `αⱼ < 0`, and a condition on the symbols alone when `αⱼ = 0` (the polyhedron is
/// empty where one fails). For every value of the symbols where it is not empty, the
/// expression takes exactly the values in `[max lower, min upper]`.
///
/// Rows whose history (the original rows they combine) has more members than the number of
/// unknowns eliminated plus one are redundant and dropped (Chernikov's rule). Rows with the
/// same unknowns' part, scaled, are one row with the `min` of their right-hand sides (a
/// run-time value), so that bounds with symbolic right-hand sides do not multiply: its history
/// is what the rows' histories share, so the rule drops it only where it would drop each.
package struct Projection {
    /// `e >= bound` for each, in a deterministic order; none: no lower bound.
    package var lower: [ProjectedBound] = []
    /// `e <= bound` for each; none: no upper bound.
    package var upper: [ProjectedBound] = []
    /// Rows left over the symbols alone: the polyhedron is empty where one is positive.
    package var conditions: [InequalityRow] = []
    /// Whether a coefficient overflowed (the bounds are then incomplete).
    package var hasOverflow = false

    /// A row while unknowns are eliminated: `form + t·T <= 0`.
    private struct WorkRow {
        var form: LinearForm
        var t: Rational
        var provenance: SourceSet
        /// The indices (among the component's rows) of the rows it combines.
        var history: SourceSet
        var historyCount: Int
    }

    /// The interval of an expression the constraints fix: `value` at both ends.
    package init(fixedAt value: LinearForm) {
        lower = [ProjectedBound(value: value, provenance: SourceSet())]
        upper = lower
    }

    /// Projects `rows` onto `expression`, which must have at least one unknown.
    package init(of expression: LinearForm, over rows: [InequalityRow], values: inout RuntimeValues) {
        // STEP 1: the rows connected to the expression through shared unknowns.
        self.init(of: expression, component: ConnectedUnknowns(of: expression, in: rows).rows, of: rows, values: &values)
    }

    /// Projects the rows of `component` (indices into `rows`, in order: the rows connected to
    /// `expression`, STEP 1) onto `expression`, which must have at least one unknown. What it
    /// reads of a row is its form and provenance.
    package init(of expression: LinearForm, component: [Int], of rows: [InequalityRow], values: inout RuntimeValues) {
        guard let pivot = expression.terms.last else {
            preconditionFailure("projecting an expression without unknowns")
        }
        let gamma = pivot.coefficient
        var rest = expression
        rest.remove(pivot.key)
        // STEP 2: z = (T - rest) / γ.
        var work: [WorkRow] = []
        work.reserveCapacity(component.count)
        for n in 0..<component.count {
            let index = component[n]
            var form = rows[index].form
            let a = form.remove(pivot.key)
            var history = SourceSet()
            history.insert(n)
            var t = Rational.zero
            if !a.isZero {
                t = a / gamma
                form.add(rest, times: -t)
            }
            work.append(WorkRow(form: form, t: t, provenance: rows[index].provenance, history: history, historyCount: 1))
        }
        // STEP 3: eliminate the other unknowns, the cheapest first.
        var eliminated = 0
        while let variable = Self.cheapestUnknown(in: work) {
            var next: [WorkRow] = []
            // The rows where it has a positive and a negative coefficient (indices into `work`),
            // with the coefficient.
            var positive: [(row: Int, a: Rational)] = []
            var negative: [(row: Int, a: Rational)] = []
            for i in 0..<work.count {
                let a = work[i].form.coefficient(of: variable)
                if a.isZero {
                    next.append(work[i])
                } else if a < .zero {
                    negative.append((i, a))
                } else {
                    positive.append((i, a))
                }
            }
            eliminated += 1
            // Index loops: an array of tuples iterated costs type metadata each time unoptimised.
            for pi in 0..<positive.count {
                let ap = positive[pi].a
                let p = work[positive[pi].row]
                for ni in 0..<negative.count {
                    let a = negative[ni].a
                    let n = work[negative[ni].row]
                    let history = p.history.union(n.history)
                    let count = history.count
                    // Chernikov: a combination of more than `eliminated + 1` rows is implied.
                    if count > eliminated + 1 { continue }
                    let an = -a
                    let form = LinearForm.combining(p.form, .one / ap, n.form, .one / an, dropping: variable)
                    let t = p.t / ap + n.t / an
                    if form.hasOverflow || t.isOverflow {
                        hasOverflow = true
                        continue
                    }
                    next.append(
                        WorkRow(
                            form: form, t: t, provenance: p.provenance.union(n.provenance), history: history,
                            historyCount: count))
                }
            }
            work = Self.merged(next, values: &values)
        }
        // STEP 4: read the bounds.
        for row in work {
            if row.t.isZero {
                conditions.append(InequalityRow(form: row.form, provenance: row.provenance))
                continue
            }
            let value = row.form * (-.one / row.t)
            if value.hasOverflow {
                hasOverflow = true
                continue
            }
            let bound = ProjectedBound(value: value, provenance: row.provenance)
            if row.t < .zero { lower.append(bound) } else { upper.append(bound) }
        }
        lower = Self.merged(lower, isUpper: false, values: &values)
        upper = Self.merged(upper, isUpper: true, values: &values)
    }

    /// The unknown whose elimination adds the fewest rows (`positive·negative - positive -
    /// negative`), the smallest on a tie; nil when no row has an unknown.
    private static func cheapestUnknown(in rows: [WorkRow]) -> Variable? {
        // The rows of one projection hold a few unknowns: counted in a short list, in the order
        // first seen (no table indexed by every unknown of the layout, made again at each step).
        // Plain loops, compared by ordinal: closures and an enum's `==` cost a call each
        // unoptimised.
        var counts: [(variable: Variable, ordinal: Int, positive: Int, negative: Int)] = []
        for r in 0..<rows.count {
            let terms = rows[r].form.terms
            for k in 0..<terms.count {
                let term = terms[k]
                let isPositive = term.coefficient > .zero
                var found = -1
                for i in 0..<counts.count where counts[i].ordinal == term.order {
                    found = i
                    break
                }
                if found < 0 {
                    counts.append((term.key, term.order, isPositive ? 1 : 0, isPositive ? 0 : 1))
                } else if isPositive {
                    counts[found].positive += 1
                } else {
                    counts[found].negative += 1
                }
            }
        }
        var best: (cost: Int, ordinal: Int, variable: Variable)?
        for i in 0..<counts.count {
            let count = counts[i]
            let cost = count.positive * count.negative - count.positive - count.negative
            if let b = best, cost > b.cost || (cost == b.cost && count.ordinal >= b.ordinal) { continue }
            best = (cost, count.ordinal, count.variable)
        }
        return best?.variable
    }

    /// The rows with every group of parallel rows merged into one. Rows are compared scaled so
    /// that their first coefficient (`T`'s, else the first unknown's) has magnitude 1: `g + r₁
    /// <= 0` and `g + r₂ <= 0` are `g + max(r₁, r₂) <= 0`. A row with neither is kept as it is.
    private static func merged(_ rows: [WorkRow], values: inout RuntimeValues) -> [WorkRow] {
        var result: [WorkRow] = []
        result.reserveCapacity(rows.count)
        for var row in rows {
            let lead = row.t.isZero ? (row.form.terms.first?.coefficient ?? .zero) : row.t
            guard !lead.isZero else {
                result.append(row)
                continue
            }
            let scale = .one / (lead < .zero ? -lead : lead)
            row.form = row.form * scale
            row.t = row.t * scale
            // A few rows each: comparing is cheaper than hashing.
            var found = -1
            for k in 0..<result.count where result[k].t == row.t && result[k].form.terms == row.form.terms {
                found = k
                break
            }
            guard found >= 0 else {
                result.append(row)
                continue
            }
            let i = found
            var other = result[i]
            let known = other.form.knownPart(times: .one)
            let rowKnown = row.form.knownPart(times: .one)
            if known != rowKnown {
                let combined = values.maximum([known, rowKnown])!
                other.form.add(known, times: -.one)
                other.form.add(combined)
            }
            other.provenance.formUnion(row.provenance)
            other.history = other.history.intersection(row.history)
            other.historyCount = other.history.count
            result[i] = other
        }
        return result
    }

    /// The bounds merged into one (`max` of the lower, `min` of the upper bounds), with every
    /// bound's provenance; none stays none.
    private static func merged(_ bounds: [ProjectedBound], isUpper: Bool, values: inout RuntimeValues) -> [ProjectedBound] {
        guard bounds.count > 1 else { return bounds }
        let forms = bounds.map(\.value)
        let value = isUpper ? values.minimum(forms)! : values.maximum(forms)!
        var provenance = SourceSet()
        for bound in bounds { provenance.formUnion(bound.provenance) }
        return [ProjectedBound(value: value, provenance: provenance)]
    }
}
