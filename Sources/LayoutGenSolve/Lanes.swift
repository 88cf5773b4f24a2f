/// A value at four points (`RuntimeValues+Points`), its arithmetic written out lane by lane:
/// in the generator as consumers build it (without optimisation) every operation of the
/// standard library's SIMD types is a generic call per lane, and the screens run for most
/// `min`/`max` made.
package struct Lanes {
    var x0, x1, x2, x3: Double

    package init(_ x0: Double, _ x1: Double, _ x2: Double, _ x3: Double) {
        (self.x0, self.x1, self.x2, self.x3) = (x0, x1, x2, x3)
    }

    package init(repeating x: Double) { self.init(x, x, x, x) }

    /// The lanes `lane(first)` to `lane(first + 3)`.
    package init(from first: Int, _ lane: (Int) -> Double) {
        self.init(lane(first), lane(first + 1), lane(first + 2), lane(first + 3))
    }

    package static func + (a: Lanes, b: Lanes) -> Lanes { Lanes(a.x0 + b.x0, a.x1 + b.x1, a.x2 + b.x2, a.x3 + b.x3) }

    package static func - (a: Lanes, b: Lanes) -> Lanes { Lanes(a.x0 - b.x0, a.x1 - b.x1, a.x2 - b.x2, a.x3 - b.x3) }

    package static func * (k: Double, a: Lanes) -> Lanes { Lanes(k * a.x0, k * a.x1, k * a.x2, k * a.x3) }

    /// Each lane's magnitude.
    package var magnitude: Lanes { Lanes(abs(x0), abs(x1), abs(x2), abs(x3)) }

    /// Whether a lane is below the same lane of `other`.
    func isBelow(somewhere other: Lanes) -> Bool {
        x0 < other.x0 || x1 < other.x1 || x2 < other.x2 || x3 < other.x3
    }

    /// The `min` (`isMinimum`) or `max` of two values lane by lane; not a number where either is.
    package static func extremum(_ a: Lanes, _ b: Lanes, isMinimum: Bool) -> Lanes {
        func pick(_ x: Double, _ y: Double) -> Double {
            if x.isNaN || y.isNaN { return .nan }
            return isMinimum ? (y < x ? y : x) : (y > x ? y : x)
        }
        return Lanes(pick(a.x0, b.x0), pick(a.x1, b.x1), pick(a.x2, b.x2), pick(a.x3, b.x3))
    }
}

/// A value at the sixteen more points of `RuntimeValues+Points`, four `Lanes`.
package struct MoreLanes {
    package var parts: (Lanes, Lanes, Lanes, Lanes)

    package init(repeating x: Double) {
        let lanes = Lanes(repeating: x)
        parts = (lanes, lanes, lanes, lanes)
    }

    /// The lanes `lane(first)` to `lane(first + 15)`.
    package init(from first: Int, _ lane: (Int) -> Double) {
        parts = (
            Lanes(from: first, lane), Lanes(from: first + 4, lane), Lanes(from: first + 8, lane),
            Lanes(from: first + 12, lane)
        )
    }

    private init(_ parts: (Lanes, Lanes, Lanes, Lanes)) { self.parts = parts }

    package static func + (a: MoreLanes, b: MoreLanes) -> MoreLanes {
        MoreLanes((a.parts.0 + b.parts.0, a.parts.1 + b.parts.1, a.parts.2 + b.parts.2, a.parts.3 + b.parts.3))
    }

    package static func * (k: Double, a: MoreLanes) -> MoreLanes {
        MoreLanes((k * a.parts.0, k * a.parts.1, k * a.parts.2, k * a.parts.3))
    }

    package var magnitude: MoreLanes {
        MoreLanes((parts.0.magnitude, parts.1.magnitude, parts.2.magnitude, parts.3.magnitude))
    }

    func isBelow(somewhere other: MoreLanes) -> Bool {
        parts.0.isBelow(somewhere: other.parts.0) || parts.1.isBelow(somewhere: other.parts.1)
            || parts.2.isBelow(somewhere: other.parts.2) || parts.3.isBelow(somewhere: other.parts.3)
    }

    package static func extremum(_ a: MoreLanes, _ b: MoreLanes, isMinimum: Bool) -> MoreLanes {
        MoreLanes(
            (
                Lanes.extremum(a.parts.0, b.parts.0, isMinimum: isMinimum),
                Lanes.extremum(a.parts.1, b.parts.1, isMinimum: isMinimum),
                Lanes.extremum(a.parts.2, b.parts.2, isMinimum: isMinimum),
                Lanes.extremum(a.parts.3, b.parts.3, isMinimum: isMinimum)
            ))
    }
}
