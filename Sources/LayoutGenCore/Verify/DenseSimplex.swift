/// A linear program over free variables, solved by the two-phase simplex method on a dense
/// tableau in floating point: the verifier's own numeric solver, sharing nothing with the
/// generator's exact one.
///
/// The maths: each free variable `xⱼ` is `pⱼ - nⱼ` with `pⱼ, nⱼ >= 0`; each row `a·x <= b` gets
/// a slack `s >= 0` (`a·x + s = b`), each row is negated where `b < 0`, and phase I minimises the
/// sum of one artificial variable per row from the basis of artificials. Phase II minimises the
/// objective from the feasible basis phase I leaves, artificials barred from entering. Bland's
/// rule (the lowest-numbered improving column, ties in the ratio test to the lowest-numbered
/// basic variable) prevents cycling.
/// Limits: tolerances are absolute (`epsilon`), fit for layout numbers (up to about 10⁶).
struct DenseSimplex {
    /// `coefficients·x ⋈ rhs`.
    struct Row {
        var coefficients: [Double]
        var isEquality: Bool
        var rhs: Double
    }

    enum Outcome: Equatable {
        case optimal(value: Double, point: [Double])
        case unbounded
        case infeasible
    }

    let variableCount: Int
    var rows: [Row] = []
    /// Below this, a number counts as 0.
    static let epsilon = 1e-9

    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    /// Minimises `objective·x` over the rows.
    func minimize(_ objective: [Double]) -> Outcome {
        let n = variableCount
        let m = rows.count
        let slackCount = rows.filter { !$0.isEquality }.count
        // Columns: p (n), q (n), slacks, artificials (m); then the right-hand side.
        let artificialStart = 2 * n + slackCount
        let width = artificialStart + m + 1
        var tableau = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = 2 * n
        for (i, row) in rows.enumerated() {
            let sign: Double = row.rhs < 0 ? -1 : 1
            for j in 0..<n {
                tableau[i][j] = sign * row.coefficients[j]
                tableau[i][n + j] = -sign * row.coefficients[j]
            }
            if !row.isEquality {
                tableau[i][slack] = sign
                slack += 1
            }
            tableau[i][artificialStart + i] = 1
            tableau[i][width - 1] = sign * row.rhs
            basis[i] = artificialStart + i
        }
        // Phase I.
        var phaseOne = [Double](repeating: 0, count: width - 1)
        for i in 0..<m { phaseOne[artificialStart + i] = 1 }
        guard Self.run(&tableau, &basis, cost: phaseOne, allowed: width - 1) else { return .infeasible }
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= artificialStart ? tableau[$1][width - 1] : 0) }
        if infeasibility > 1e-7 { return .infeasible }
        // Drive artificials at zero out of the basis where a real column can replace them.
        for i in 0..<m where basis[i] >= artificialStart {
            if let j = (0..<artificialStart).first(where: { abs(tableau[i][$0]) > Self.epsilon }) {
                Self.pivot(&tableau, &basis, row: i, column: j)
            }
        }
        // Phase II.
        var cost = [Double](repeating: 0, count: width - 1)
        for j in 0..<n {
            cost[j] = objective[j]
            cost[n + j] = -objective[j]
        }
        guard Self.run(&tableau, &basis, cost: cost, allowed: artificialStart) else { return .unbounded }
        var point = [Double](repeating: 0, count: n)
        for (i, column) in basis.enumerated() where column < 2 * n {
            let value = tableau[i][width - 1]
            if column < n { point[column] += value } else { point[column - n] -= value }
        }
        let value = zip(objective, point).reduce(0.0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, point: point)
    }

    /// Pivots until no column below `allowed` improves `cost`; false when one improves
    /// without bound.
    private static func run(_ tableau: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) -> Bool {
        let m = tableau.count
        guard m > 0 else { return !cost.prefix(allowed).contains { $0 < -epsilon } }
        let rhs = tableau[0].count - 1
        var iterations = 0
        while iterations < 50_000 {
            iterations += 1
            // Reduced costs: cost - c_B·B⁻¹A, read off the tableau.
            var entering: Int?
            for j in 0..<allowed where !basis.contains(j) {
                var reduced = cost[j]
                for i in 0..<m { reduced -= cost[basis[i]] * tableau[i][j] }
                if reduced < -epsilon {
                    entering = j
                    break
                }
            }
            guard let column = entering else { return true }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where tableau[i][column] > epsilon {
                let ratio = tableau[i][rhs] / tableau[i][column]
                if ratio < best - epsilon || (abs(ratio - best) <= epsilon && basis[i] < basis[leaving!]) {
                    best = ratio
                    leaving = i
                }
            }
            guard let row = leaving else { return false }
            pivot(&tableau, &basis, row: row, column: column)
        }
        return true
    }

    private static func pivot(_ tableau: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let factor = tableau[row][column]
        for j in tableau[row].indices { tableau[row][j] /= factor }
        for i in tableau.indices where i != row {
            let multiple = tableau[i][column]
            if multiple == 0 { continue }
            for j in tableau[i].indices { tableau[i][j] -= multiple * tableau[row][j] }
        }
        basis[row] = column
    }
}
