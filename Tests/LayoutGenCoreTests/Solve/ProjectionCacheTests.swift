import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

/// What a projection reads: the rows connected to its expression (`ConnectedUnknowns`), and
/// the projections a solve keeps while those rows are unchanged (`ProjectionCache`).
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
        // A row that an unknown reached further on connects: read again (b <= c comes first).
        let c = LinearForm(.height(1))
        let chain = [Self.row(Self.b - c, 0), Self.row(Self.x - Self.a, 1), Self.row(Self.a - Self.b, 2), Self.row(Self.y, 3)]
        let reached = ConnectedUnknowns(of: Self.x, in: chain)
        #expect(reached.rows == [0, 1, 2])
        #expect(reached.contains(.height(1)))
        #expect(ConnectedUnknowns(of: c, in: chain).rows == [0, 1, 2])
    }

    @Test func aProjectionIsKeptWhileTheRowsConnectedToItAreUnchanged() {
        var cache = ProjectionCache()
        var values = RuntimeValues()
        var rows = [Self.row(Self.x - Self.a, 0), Self.row(Self.a - Self.constant(10), 1)]
        func upper() -> (value: [LinearForm], sources: [Int]?) {
            let projection = cache.project(Self.x, over: rows, values: &values)
            return (projection.upper.map(\.value), projection.upper.first?.provenance.members)
        }
        #expect(upper() == ([Self.constant(10)], [0, 1]))
        // A row apart from x (another unknown) leaves it as it was.
        rows.insert(Self.row(Self.y - Self.constant(3), 2), at: 0)
        #expect(upper() == ([Self.constant(10)], [0, 1]))
        // A connected row changed in place, or only its sources: projected anew (the bound
        // cites them).
        rows[2] = Self.row(Self.a - Self.constant(4), 1)
        #expect(upper() == ([Self.constant(4)], [0, 1]))
        rows[2] = Self.row(Self.a - Self.constant(4), 3)
        #expect(upper() == ([Self.constant(4)], [0, 3]))
        // A row joining x's rows through a: projected anew.
        rows.append(Self.row(Self.a - Self.b, 4))
        rows.append(Self.row(Self.b - Self.constant(1), 5))
        #expect(upper().value == [Self.constant(1)])
        // Back to rows projected before: that projection, as made then.
        rows = [Self.row(Self.x - Self.a, 0), Self.row(Self.a - Self.constant(10), 1)]
        #expect(upper() == ([Self.constant(10)], [0, 1]))
    }
}
