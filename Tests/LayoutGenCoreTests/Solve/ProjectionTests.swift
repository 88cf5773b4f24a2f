import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

/// Fourier–Motzkin projection: the interval an expression takes over a polyhedron.
@Suite struct ProjectionTests {
    static func row(_ form: LinearForm, _ source: Int) -> InequalityRow {
        var provenance = SourceSet()
        provenance.insert(source)
        return InequalityRow(form: form, provenance: provenance)
    }

    static let a = LinearForm(.width(0))
    static let b = LinearForm(.width(1))
    static let x = LinearForm(.leading(0))
    static func constant(_ value: Int) -> LinearForm { LinearForm(constant: Rational(value)) }
    static let given = LinearForm(symbol: .givenWidth)

    func project(_ e: LinearForm, _ rows: [InequalityRow]) -> Projection {
        var values = RuntimeValues()
        return Projection(of: e, over: rows, values: &values)
    }

    @Test func boundsThroughAChainOfUnknowns() {
        // 16 <= x, x + a + 8 <= b, b <= W: the projection of x is [16, W - a - 8]; of a (with
        // x free) it is (-inf, W - 24].
        let rows = [
            Self.row(Self.constant(16) - Self.x, 0),
            Self.row(Self.x + Self.a + Self.constant(8) - Self.b, 1),
            Self.row(Self.b - Self.given, 2),
        ]
        let ofX = project(Self.x + Self.a, rows)
        #expect(ofX.lower.map(\.value).isEmpty)
        let ofA = project(Self.a, rows)
        #expect(ofA.lower.isEmpty)
        #expect(ofA.upper.map(\.value) == [Self.given - Self.constant(24)])
        #expect(ofA.upper[0].provenance.members == [0, 1, 2])
        let ofXAlone = project(Self.x, rows + [Self.row(Self.a - Self.constant(10), 3)])
        #expect(ofXAlone.lower.map(\.value) == [Self.constant(16)])
        #expect(ofXAlone.upper.isEmpty)  // a is not bounded below
    }

    @Test func unrelatedRowsAreLeftOut() {
        let rows = [Self.row(Self.a - Self.constant(5), 0), Self.row(Self.constant(1) - Self.b, 1)]
        let p = project(Self.b * Rational(2), rows)
        #expect(p.lower.map(\.value) == [Self.constant(2)])
        #expect(p.upper.isEmpty)
        #expect(p.conditions.isEmpty)
    }

    @Test func theTightestOfParallelBoundsIsKept() {
        let rows = [
            Self.row(Self.a - Self.constant(100), 0), Self.row(Self.a - Self.constant(80), 1),
            Self.row(Self.a - Self.given, 2),
        ]
        let p = project(Self.a, rows)
        // min(80, W): one run-time value.
        #expect(p.upper.count == 1 && p.upper[0].value.symbols.count == 1)
        #expect(p.upper[0].provenance.members == [0, 1, 2])
    }

    @Test func contradictoryRowsLeaveAConditionThatFails() {
        // a >= 100 and a + b <= 50 with b >= 0: the projection of b is empty.
        let rows = [
            Self.row(Self.constant(100) - Self.a, 0), Self.row(Self.a + Self.b - Self.constant(50), 1),
            Self.row(LinearForm() - Self.b, 2),
        ]
        let p = project(Self.b, rows)
        #expect(p.lower.map(\.value) == [Self.constant(0)])
        #expect(p.upper.map(\.value) == [Self.constant(-50)])
    }
}
