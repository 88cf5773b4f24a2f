/// A linear program solved exactly: maximise `c·x` over `{ x >= 0 : A·x <= b }`, in rational
/// arithmetic, by the two-phase primal simplex method with Bland's rule (no cycling).
///
/// The maths: each row `Aᵢ·x <= bᵢ` gets a slack `sᵢ >= 0` (`Aᵢ·x + sᵢ = bᵢ`); a row with
/// `bᵢ < 0` is negated and given an artificial variable, which phase 1 drives to 0 (maximising
/// minus their sum): the program is feasible exactly when that maximum is 0. Phase 2 then
/// maximises `c·x` from the feasible basis phase 1 leaves. The tableau is dense: the programs
/// the analysis builds have tens of rows and columns.
///
/// Limits: `Rational` has 64-bit parts; a pivot that overflows, or more pivots than
/// `pivotLimit`, ends the solve with `.gaveUp` (callers say so; they never guess).
package struct ExactSimplex {
    /// How a solve ended.
    package enum Outcome: Equatable {
        /// The maximum and a point `x` that reaches it.
        case optimal(value: Rational, point: [Rational])
        /// No `x >= 0` satisfies the rows.
        case infeasible
        /// The objective grows without bound.
        case unbounded
        /// Overflow or the pivot limit.
        case gaveUp
    }

    /// The rows `Aᵢ·x <= bᵢ`, each `A` the length of `x`.
    package var rows: [(coefficients: [Rational], bound: Rational)] = []
    /// The number of unknowns `x`.
    package let count: Int
    /// At most this many pivots per solve.
    var pivotLimit = 2_000

    package init(count: Int) { self.count = count }

    /// Adds the row `coefficients·x <= bound`.
    package mutating func add(_ coefficients: [Rational], atMost bound: Rational) {
        rows.append((coefficients, bound))
    }

    /// Maximises `objective·x`; `objective` nil only decides feasibility (a feasible point is then
    /// answered with value 0).
    package func maximize(_ objective: [Rational]?) -> Outcome {
        var tableau = Tableau(rows: rows, count: count)
        switch tableau.phaseOne(limit: pivotLimit) {
        case .infeasible: return .infeasible
        case .gaveUp: return .gaveUp
        case .feasible: break
        }
        guard let objective else { return .optimal(value: .zero, point: tableau.point(count)) }
        return tableau.phaseTwo(objective, limit: pivotLimit)
    }
}

/// The dense simplex tableau: row `i` is `entries[i·columns ..< (i+1)·columns]·(x, s, a) = rhs[i]`,
/// `basis[i]` the column basic in row `i`; columns are the unknowns, then one slack per row,
/// then the artificials. While a phase optimises, `reduced` holds each column's reduced cost
/// (`cost[j] - Σᵢ cost[basis[i]]·entries[i][j]`, 0 for a basic column), updated by every pivot
/// as one more row, so that choosing the entering column reads one row, not the tableau.
private struct Tableau {
    var entries: [Rational]
    var rhs: [Rational]
    var basis: [Int]
    /// Columns from this index on are artificial.
    let firstArtificial: Int
    var columns: Int
    var reduced: [Rational] = []
    var pivots = 0

    enum PhaseOne { case feasible, infeasible, gaveUp }

    init(rows: [(coefficients: [Rational], bound: Rational)], count: Int) {
        let m = rows.count
        var artificials = 0
        for row in rows where row.bound < .zero { artificials += 1 }
        firstArtificial = count + m
        columns = count + m + artificials
        entries = [Rational](repeating: .zero, count: m * columns)
        rhs = []
        basis = []
        var k = 0
        for (i, row) in rows.enumerated() {
            let start = i * columns
            let negative = row.bound < .zero
            for j in 0..<count where !row.coefficients[j].isZero {
                entries[start + j] = negative ? -row.coefficients[j] : row.coefficients[j]
            }
            entries[start + count + i] = negative ? -.one : .one
            if negative {
                entries[start + firstArtificial + k] = .one
                basis.append(firstArtificial + k)
                k += 1
            } else {
                basis.append(count + i)
            }
            rhs.append(negative ? -row.bound : row.bound)
        }
    }

    /// Phase 1: maximise minus the sum of the artificials; then pivots every artificial out of
    /// the basis (or drops its row, which the others imply) and removes their columns.
    mutating func phaseOne(limit: Int) -> PhaseOne {
        guard firstArtificial < columns else { return .feasible }
        var cost = [Rational](repeating: .zero, count: columns)
        for j in firstArtificial..<columns { cost[j] = -.one }
        switch optimize(cost, limit: limit) {
        case .gaveUp: return .gaveUp
        case .unbounded: return .gaveUp  // cannot happen: the objective is at most 0
        case .optimal(let value): if !value.isZero { return .infeasible }
        }
        var i = 0
        while i < basis.count {
            guard basis[i] >= firstArtificial else {
                i += 1
                continue
            }
            let start = i * columns
            var column: Int?
            for j in 0..<firstArtificial where !entries[start + j].isZero {
                column = j
                break
            }
            if let j = column {
                guard pivot(row: i, column: j, updatingReduced: false) else { return .gaveUp }
                i += 1
            } else {
                entries.removeSubrange(start..<start + columns)
                rhs.remove(at: i)
                basis.remove(at: i)
            }
        }
        var kept: [Rational] = []
        kept.reserveCapacity(basis.count * firstArtificial)
        for i in basis.indices { kept += entries[i * columns..<i * columns + firstArtificial] }
        entries = kept
        columns = firstArtificial
        return .feasible
    }

    /// Phase 2 from a feasible basis.
    mutating func phaseTwo(_ objective: [Rational], limit: Int) -> ExactSimplex.Outcome {
        var cost = [Rational](repeating: .zero, count: columns)
        for j in objective.indices { cost[j] = objective[j] }
        switch optimize(cost, limit: limit) {
        case .gaveUp: return .gaveUp
        case .unbounded: return .unbounded
        case .optimal(let value): return .optimal(value: value, point: point(objective.count))
        }
    }

    /// The first `count` columns' values at the current basis.
    func point(_ count: Int) -> [Rational] {
        var x = [Rational](repeating: .zero, count: count)
        for (i, column) in basis.enumerated() where column < count { x[column] = rhs[i] }
        return x
    }

    private enum Optimum { case optimal(Rational), unbounded, gaveUp }

    /// Maximises `cost·(x, s, a)` by Bland's rule: the entering column is the first with a
    /// positive reduced cost, the leaving row the first of the smallest ratio.
    private mutating func optimize(_ cost: [Rational], limit: Int) -> Optimum {
        reduced = cost
        for i in basis.indices {
            let c = cost[basis[i]]
            if c.isZero { continue }
            let start = i * columns
            for j in 0..<columns where !entries[start + j].isZero {
                reduced[j] = reduced[j] - c * entries[start + j]
                if reduced[j].isOverflow { return .gaveUp }
            }
        }
        while true {
            var entering: Int?
            for j in 0..<columns where reduced[j] > .zero {
                entering = j
                break
            }
            guard let j = entering else {
                var value = Rational.zero
                for i in basis.indices where !cost[basis[i]].isZero { value = value + cost[basis[i]] * rhs[i] }
                return value.isOverflow ? .gaveUp : .optimal(value)
            }
            var leaving: Int?
            var best = Rational.zero
            for i in basis.indices {
                let entry = entries[i * columns + j]
                guard entry > .zero else { continue }
                let ratio = rhs[i] / entry
                if ratio.isOverflow { return .gaveUp }
                if let l = leaving, !(ratio < best || (ratio == best && basis[i] < basis[l])) { continue }
                leaving = i
                best = ratio
            }
            guard let i = leaving else { return .unbounded }
            guard pivots < limit, pivot(row: i, column: j, updatingReduced: true) else { return .gaveUp }
        }
    }

    /// Makes column `j` basic in row `i` (and, `updatingReduced`, keeps the reduced costs);
    /// false on overflow.
    private mutating func pivot(row i: Int, column j: Int, updatingReduced: Bool) -> Bool {
        pivots += 1
        let start = i * columns
        let p = entries[start + j]
        // The pivot row's nonzero columns, read by every other row's update.
        var nonzero: [Int] = []
        var overflow = false
        for k in 0..<columns where !entries[start + k].isZero {
            entries[start + k] = entries[start + k] / p
            overflow = overflow || entries[start + k].isOverflow
            nonzero.append(k)
        }
        rhs[i] = rhs[i] / p
        overflow = overflow || rhs[i].isOverflow
        for r in basis.indices where r != i {
            let rowStart = r * columns
            let factor = entries[rowStart + j]
            if factor.isZero { continue }
            for k in nonzero {
                entries[rowStart + k] = entries[rowStart + k] - factor * entries[start + k]
                overflow = overflow || entries[rowStart + k].isOverflow
            }
            rhs[r] = rhs[r] - factor * rhs[i]
            overflow = overflow || rhs[r].isOverflow
        }
        if updatingReduced {
            let factor = reduced[j]
            if !factor.isZero {
                for k in nonzero {
                    reduced[k] = reduced[k] - factor * entries[start + k]
                    overflow = overflow || reduced[k].isOverflow
                }
            }
        }
        basis[i] = j
        return !overflow
    }
}
