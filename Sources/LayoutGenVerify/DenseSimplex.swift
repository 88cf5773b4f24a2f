/// A linear program over free variables, solved by the two-phase simplex method on a dense
/// tableau in floating point: the verifier's own numeric solver, sharing nothing with the
/// generator's exact one.
///
/// The maths: each free variable `xⱼ` is `pⱼ - nⱼ` with `pⱼ, nⱼ >= 0`; each row `a·x <= b` gets
/// a slack `s >= 0` (`a·x + s = b`), each row is negated where `b < 0`, and phase I minimises the
/// sum of one artificial variable per row from the basis of artificials. Phase II minimises the
/// objective from the feasible basis phase I leaves, artificials barred from entering. The
/// entering column is the most improving one at first; after `4·(rows + columns)` pivots,
/// Bland's rule (the lowest-numbered improving column, ties in the ratio test to the
/// lowest-numbered basic variable) takes over, which cannot cycle.
/// Limits: tolerances are absolute (`epsilon`), fit for layout numbers (up to about 10⁶).
package struct DenseSimplex {
    /// `coefficients·x ⋈ rhs`.
    package struct Row {
        package var coefficients: [Double]
        package var isEquality: Bool
        package var rhs: Double
    }

    package enum Outcome: Equatable {
        case optimal(value: Double, point: [Double])
        case unbounded
        case infeasible
    }

    let variableCount: Int
    package var rows: [Row] = []
    /// Below this, a number counts as 0.
    package static let epsilon = 1e-9

    package init(variableCount: Int) {
        self.variableCount = variableCount
    }

    /// Minimises `objective·x` over the rows.
    func minimize(_ objective: [Double]) -> Outcome {
        let n = variableCount
        let m = rows.count
        let slackCount = rows.filter { !$0.isEquality }.count
        // Columns: p (n), q (n), slacks, artificials (m); then the right-hand side.
        let artificialStart = 2 * n + slackCount
        var tableau = Tableau(rows: m, width: artificialStart + m + 1)
        var slack = 2 * n
        for (i, row) in rows.enumerated() {
            let sign: Double = row.rhs < 0 ? -1 : 1
            for j in 0..<n where row.coefficients[j] != 0 {
                tableau[i, j] = sign * row.coefficients[j]
                tableau[i, n + j] = -sign * row.coefficients[j]
            }
            if !row.isEquality {
                tableau[i, slack] = sign
                slack += 1
            }
            tableau[i, artificialStart + i] = 1
            tableau[i, tableau.rhs] = sign * row.rhs
            tableau.basis[i] = artificialStart + i
        }
        // Phase I.
        var phaseOne = [Double](repeating: 0, count: tableau.rhs)
        for i in 0..<m { phaseOne[artificialStart + i] = 1 }
        guard tableau.run(cost: phaseOne, allowed: tableau.rhs) else { return .infeasible }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (tableau.basis[$1] >= artificialStart ? tableau[$1, tableau.rhs] : 0) }
        if infeasibility > 1e-7 { return .infeasible }
        // Drive artificials at zero out of the basis where a real column can replace them.
        for i in 0..<m where tableau.basis[i] >= artificialStart {
            if let j = (0..<artificialStart).first(where: { abs(tableau[i, $0]) > Self.epsilon }) {
                tableau.pivot(row: i, column: j)
            }
        }
        // Phase II.
        var cost = [Double](repeating: 0, count: tableau.rhs)
        for j in 0..<n {
            cost[j] = objective[j]
            cost[n + j] = -objective[j]
        }
        guard tableau.run(cost: cost, allowed: artificialStart) else { return .unbounded }
        var point = [Double](repeating: 0, count: n)
        for (i, column) in tableau.basis.enumerated() where column < 2 * n {
            let value = tableau[i, tableau.rhs]
            if column < n { point[column] += value } else { point[column - n] -= value }
        }
        let value = zip(objective, point).reduce(0.0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }

    /// The tableau: `rows × width` numbers in one array (the last column the right-hand side),
    /// the basic column of each row, and, while a phase runs, its reduced costs, kept up to date
    /// by each pivot as one more row.
    private struct Tableau {
        let rowCount: Int
        let width: Int
        var cells: [Double]
        var basis: [Int]
        var reduced: [Double] = []

        init(rows: Int, width: Int) {
            self.rowCount = rows
            self.width = width
            self.cells = [Double](repeating: 0, count: rows * width)
            self.basis = [Int](repeating: 0, count: rows)
        }

        /// The right-hand side's column.
        var rhs: Int { width - 1 }

        subscript(row: Int, column: Int) -> Double {
            get { cells[row * width + column] }
            set { cells[row * width + column] = newValue }
        }

        /// Pivots until no column below `allowed` improves `cost`; false when one improves
        /// without bound.
        mutating func run(cost: [Double], allowed: Int) -> Bool {
            // Reduced costs: cost - c_B·B⁻¹A, read off the tableau once, then kept by `pivot`.
            reduced = cost + [0]
            for i in 0..<rowCount where cost[basis[i]] != 0 {
                let c = cost[basis[i]]
                for j in 0..<width { reduced[j] -= c * self[i, j] }
            }
            var isBasic = [Bool](repeating: false, count: width)
            for column in basis { isBasic[column] = true }
            var iterations = 0
            while iterations < 50_000 {
                iterations += 1
                // Dantzig's rule (the most improving column) while it makes progress, then
                // Bland's (the first improving one), which cannot cycle.
                let bland = iterations > 4 * (rowCount + width)
                var entering: Int?
                for j in 0..<allowed where !isBasic[j] && reduced[j] < -DenseSimplex.epsilon {
                    if bland {
                        entering = j
                        break
                    }
                    if entering.map({ reduced[j] < reduced[$0] }) ?? true { entering = j }
                }
                guard let column = entering else { return true }
                var leaving: Int?
                var best = Double.infinity
                for i in 0..<rowCount where self[i, column] > DenseSimplex.epsilon {
                    let ratio = self[i, rhs] / self[i, column]
                    if ratio < best - DenseSimplex.epsilon
                        || (abs(ratio - best) <= DenseSimplex.epsilon && basis[i] < basis[leaving!])
                    {
                        best = ratio
                        leaving = i
                    }
                }
                guard let row = leaving else { return false }
                isBasic[basis[row]] = false
                isBasic[column] = true
                pivot(row: row, column: column)
            }
            return true
        }

        /// Makes `column` basic in `row`: the row scaled to 1 there, every other row (and the
        /// reduced costs) cleared there.
        mutating func pivot(row: Int, column: Int) {
            let width = width
            let rowCount = rowCount
            cells.withUnsafeMutableBufferPointer { cells in
                let start = row * width
                let factor = cells[start + column]
                for j in 0..<width { cells[start + j] /= factor }
                for i in 0..<rowCount where i != row {
                    let base = i * width
                    let multiple = cells[base + column]
                    if multiple == 0 { continue }
                    for j in 0..<width { cells[base + j] -= multiple * cells[start + j] }
                }
                if !reduced.isEmpty {
                    let multiple = reduced[column]
                    if multiple != 0 {
                        for j in 0..<width { reduced[j] -= multiple * cells[start + j] }
                    }
                }
            }
            basis[row] = column
        }
    }
}
