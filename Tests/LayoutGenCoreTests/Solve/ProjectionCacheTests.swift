import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

/// What a projection reads: the rows connected to its expression (`ConnectedUnknowns`), and
/// the projections a solve keeps until its rows change (`ProjectionCache`).
@Suite struct ProjectionCacheTests {
    static let x = LinearForm(.leading(0))
    static let a = LinearForm(.width(0))
    static let b = LinearForm(.width(1))
    static let y = LinearForm(.top(2))
    static func constant(_ value: Int) -> LinearForm { LinearForm(constant: Rational(value)) }
    static func row(_ form: LinearForm, _ source: Int) -> InequalityRow { ProjectionTests.row(form, source) }

    @Test func theConnectedRowsAreThoseThatShareUnknownsThroughOthers() {
        // x <= a, a <= b + 4, y <= 10: x reaches a, then b; y is apart.
        let rows = [
            Self.row(Self.x - Self.a, 0),
            Self.row(Self.y - Self.constant(10), 1),
            Self.row(Self.a - Self.b - Self.constant(4), 2),
        ]
        let connected = ConnectedUnknowns(of: Self.x, in: rows)
        #expect(connected.rows == [0, 2])
        #expect(connected.contains(.width(1)))
        #expect(!connected.contains(.top(2)))
        #expect(ConnectedUnknowns(of: Self.y, in: rows).rows == [1])
        #expect(!ConnectedUnknowns().contains(.leading(0)))
    }

    @Test func aProjectionIsKeptUntilTheRowsChange() {
        var cache = ProjectionCache()
        var values = RuntimeValues()
        var rows = [Self.row(Self.x - Self.constant(10), 0)]
        let first = cache.project(Self.x, over: rows, values: &values)
        #expect(first.upper.map(\.value) == [Self.constant(10)])
        // The same rows: the same projection, whatever the rows passed (the solve passes the
        // rows it keeps; the cache trusts that they have not changed until told).
        let again = cache.project(Self.x, over: [], values: &values)
        #expect(again.upper.map(\.value) == [Self.constant(10)])
        // Once told, it projects anew.
        rows.append(Self.row(Self.x - Self.constant(4), 1))
        cache.rowsChanged()
        let after = cache.project(Self.x, over: rows, values: &values)
        #expect(after.upper.map(\.value) == [Self.constant(4)])
    }
}
