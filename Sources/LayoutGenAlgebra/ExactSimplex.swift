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

/// The dense simplex tableau: `entries[i]·(x, s, a) = rhs[i]`, `basis[i]` the column basic in
/// row `i`; columns are the unknowns, then one slack per row, then the artificials.
private struct Tableau {
    var entries: [[Rational]]
    var rhs: [Rational]
    var basis: [Int]
    /// Columns from this index on are artificial.
    let firstArtificial: Int
    var columns: Int
    var pivots = 0

    enum PhaseOne { case feasible, infeasible, gaveUp }

    init(rows: [(coefficients: [Rational], bound: Rational)], count: Int) {
        let m = rows.count
        let negative = rows.indices.filter { rows[$0].bound < .zero }
        firstArtificial = count + m
        columns = count + m + negative.count
        entries = []
        rhs = []
        basis = []
        for (i, row) in rows.enumerated() {
            var entry = [Rational](repeating: .zero, count: columns)
            let sign: Rational = row.bound < .zero ? -.one : .one
            for j in 0..<count { entry[j] = sign * row.coefficients[j] }
            entry[count + i] = sign
            if let k = negative.firstIndex(of: i) {
                entry[firstArtificial + k] = .one
                basis.append(firstArtificial + k)
            } else {
                basis.append(count + i)
            }
            entries.append(entry)
            rhs.append(sign * row.bound)
        }
    }

    /// Phase 1: maximise minus the sum of the artificials; then pivots every artificial out of
    /// the basis (or drops its row, which the others imply) and removes their columns.
    mutating func phaseOne(limit: Int) -> PhaseOne {
        if firstArtificial < columns {
            var cost = [Rational](repeating: .zero, count: columns)
            for j in firstArtificial..<columns { cost[j] = -.one }
            switch optimize(cost, limit: limit) {
            case .gaveUp: return .gaveUp
            case .unbounded: return .gaveUp  // cannot happen: the objective is at most 0
            case .optimal(let value): if !value.isZero { return .infeasible }
            }
            var i = 0
            while i < entries.count {
                guard basis[i] >= firstArtificial else {
                    i += 1
                    continue
                }
                if let j = (0..<firstArtificial).first(where: { !entries[i][$0].isZero }) {
                    guard pivot(row: i, column: j) else { return .gaveUp }
                    i += 1
                } else {
                    entries.remove(at: i)
                    rhs.remove(at: i)
                    basis.remove(at: i)
                }
            }
            for i in entries.indices { entries[i].removeSubrange(firstArtificial..<columns) }
            columns = firstArtificial
        }
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
        while true {
            var entering: Int?
            for j in 0..<columns where !basis.contains(j) {
                var reduced = cost[j]
                for i in entries.indices where !entries[i][j].isZero { reduced = reduced - cost[basis[i]] * entries[i][j] }
                if reduced.isOverflow { return .gaveUp }
                if reduced > .zero {
                    entering = j
                    break
                }
            }
            guard let j = entering else {
                var value = Rational.zero
                for i in entries.indices { value = value + cost[basis[i]] * rhs[i] }
                return value.isOverflow ? .gaveUp : .optimal(value)
            }
            var leaving: Int?
            var best = Rational.zero
            for i in entries.indices where entries[i][j] > .zero {
                let ratio = rhs[i] / entries[i][j]
                if ratio.isOverflow { return .gaveUp }
                if leaving == nil || ratio < best || (ratio == best && basis[i] < basis[leaving!]) {
                    leaving = i
                    best = ratio
                }
            }
            guard let i = leaving else { return .unbounded }
            guard pivots < limit, pivot(row: i, column: j) else { return .gaveUp }
        }
    }

    /// Makes column `j` basic in row `i`; false on overflow.
    private mutating func pivot(row i: Int, column j: Int) -> Bool {
        pivots += 1
        let p = entries[i][j]
        for k in 0..<columns where !entries[i][k].isZero { entries[i][k] = entries[i][k] / p }
        rhs[i] = rhs[i] / p
        var overflow = rhs[i].isOverflow
        for r in entries.indices where r != i && !entries[r][j].isZero {
            let factor = entries[r][j]
            for k in 0..<columns where !entries[i][k].isZero {
                entries[r][k] = entries[r][k] - factor * entries[i][k]
                overflow = overflow || entries[r][k].isOverflow
            }
            rhs[r] = rhs[r] - factor * rhs[i]
            overflow = overflow || rhs[r].isOverflow
        }
        basis[i] = j
        return !overflow && !entries[i].contains(where: \.isOverflow)
    }
}
