import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

/// The exact simplex (Algebra/ExactSimplex) against known programs, and against an independent
/// solve of random small programs: every vertex of `{ x >= 0 : A·x <= b }` enumerated in floating
/// point (each choice of `n` tight constraints, solved by Gaussian elimination), the best feasible
/// one taken.
@Suite struct ExactSimplexTests {
    private func r(_ n: Int) -> Rational { Rational(n) }

    @Test func aTextbookProgram() {
        // max 3x + 5y, x <= 4, 2y <= 12, 3x + 2y <= 18: x = 2, y = 6, value 36.
        var lp = ExactSimplex(count: 2)
        lp.add([r(1), r(0)], atMost: r(4))
        lp.add([r(0), r(2)], atMost: r(12))
        lp.add([r(3), r(2)], atMost: r(18))
        #expect(lp.maximize([r(3), r(5)]) == .optimal(value: r(36), point: [r(2), r(6)]))
    }

    @Test func negativeBoundsNeedThePhaseOne() {
        // x + y >= 2 (-x - y <= -2), x <= 1, y <= 3: max -x - 2y is at x = 1, y = 1.
        var lp = ExactSimplex(count: 2)
        lp.add([r(-1), r(-1)], atMost: r(-2))
        lp.add([r(1), r(0)], atMost: r(1))
        lp.add([r(0), r(1)], atMost: r(3))
        #expect(lp.maximize([r(-1), r(-2)]) == .optimal(value: r(-3), point: [r(1), r(1)]))
        if case .optimal(_, let point) = lp.maximize(nil) {
            #expect(point[0] + point[1] >= r(2))
        } else {
            Issue.record("a feasible program has a point")
        }
    }

    @Test func infeasibleAndUnbounded() {
        var infeasible = ExactSimplex(count: 1)
        infeasible.add([r(1)], atMost: r(1))
        infeasible.add([r(-1)], atMost: r(-2))
        #expect(infeasible.maximize([r(1)]) == .infeasible)
        var unbounded = ExactSimplex(count: 2)
        unbounded.add([r(1), r(-1)], atMost: r(1))
        #expect(unbounded.maximize([r(0), r(1)]) == .unbounded)
    }

    @Test func fractionsStayExact() {
        // max x + y, 3x + y <= 1, x + 3y <= 1: x = y = 1/4.
        var lp = ExactSimplex(count: 2)
        lp.add([r(3), r(1)], atMost: r(1))
        lp.add([r(1), r(3)], atMost: r(1))
        #expect(lp.maximize([r(1), r(1)]) == .optimal(value: Rational(1, 2), point: [Rational(1, 4), Rational(1, 4)]))
    }

    @Test func randomProgramsAgreeWithVertexEnumeration() {
        var generator = SplitMix(seed: 2026)
        var compared = 0
        for _ in 0..<400 {
            let n = Int(generator.next() % 3) + 1
            let m = Int(generator.next() % 4) + 1
            var rows: [([Int], Int)] = []
            for _ in 0..<m {
                rows.append(((0..<n).map { _ in Int(generator.next() % 9) - 4 }, Int(generator.next() % 21) - 6))
            }
            // Every unknown bounded, so the optimum exists when the program is feasible.
            for j in 0..<n { rows.append(((0..<n).map { $0 == j ? 1 : 0 }, Int(generator.next() % 10) + 1)) }
            let objective = (0..<n).map { _ in Int(generator.next() % 11) - 5 }
            var lp = ExactSimplex(count: n)
            for (a, b) in rows { lp.add(a.map { Rational($0) }, atMost: Rational(b)) }
            let reference = Self.bestVertex(rows: rows, objective: objective, n: n)
            switch lp.maximize(objective.map { Rational($0) }) {
            case .optimal(let value, let point):
                guard let reference else {
                    Issue.record("simplex found \(value), enumeration no vertex: \(rows)")
                    continue
                }
                #expect(abs(value.doubleValue - reference) < 1e-9, "\(rows) max \(objective)")
                // The point is feasible and reaches the value, exactly.
                for (a, b) in rows {
                    let lhs = zip(a, point).reduce(Rational.zero) { $0 + Rational($1.0) * $1.1 }
                    #expect(!(Rational(b) < lhs))
                }
                #expect(zip(objective, point).reduce(Rational.zero) { $0 + Rational($1.0) * $1.1 } == value)
                compared += 1
            case .infeasible:
                #expect(reference == nil, "\(rows): enumeration found a vertex")
            case .unbounded, .gaveUp:
                Issue.record("a bounded program: \(rows)")
            }
        }
        #expect(compared > 100)
    }

    /// The best objective over the vertices of `{ x >= 0 : rows }`, nil when there is none.
    private static func bestVertex(rows: [([Int], Int)], objective: [Int], n: Int) -> Double? {
        // Every constraint as `a·x <= b`, the non-negativity ones included.
        let all: [([Double], Double)] =
            rows.map { ($0.0.map(Double.init), Double($0.1)) }
            + (0..<n).map { j in ((0..<n).map { $0 == j ? -1.0 : 0.0 }, 0.0) }
        var best: Double?
        func choose(_ start: Int, _ chosen: [Int]) {
            if chosen.count == n {
                guard let x = solve(chosen.map { all[$0] }, n: n) else { return }
                guard all.allSatisfy({ zip($0.0, x).reduce(0) { $0 + $1.0 * $1.1 } <= $0.1 + 1e-9 }) else { return }
                let value = zip(objective, x).reduce(0.0) { $0 + Double($1.0) * $1.1 }
                best = max(best ?? value, value)
                return
            }
            for k in start..<all.count { choose(k + 1, chosen + [k]) }
        }
        choose(0, [])
        return best
    }

    /// `A·x = b` for a square system, nil when singular.
    private static func solve(_ equations: [([Double], Double)], n: Int) -> [Double]? {
        var m = equations.map { $0.0 + [$0.1] }
        for c in 0..<n {
            guard let p = (c..<n).max(by: { abs(m[$0][c]) < abs(m[$1][c]) }), abs(m[p][c]) > 1e-12 else { return nil }
            m.swapAt(c, p)
            for r in 0..<n where r != c {
                let f = m[r][c] / m[c][c]
                for k in c...n { m[r][k] -= f * m[c][k] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
