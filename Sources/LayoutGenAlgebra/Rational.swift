/// An exact rational number `numerator / denominator` with 64-bit parts, the scalar of every
/// solver decision (determined? conflicting? redundant?).
///
/// Invariants: `denominator > 0`, `gcd(|numerator|, denominator) == 1`. When an operation
/// overflows, the result is the sticky value `Rational.overflow` (denominator 0), which
/// propagates through further arithmetic; the solver checks for it and reports a diagnostic
/// instead of trapping.
///
/// The arithmetic is inlinable: the solver's stages are other modules, and an optimised build
/// inlines only what a module serialises, which is a `public` inlinable body.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The numerator, carrying the sign.
    public let numerator: Int64
    /// The positive denominator, or 0 for `overflow`.
    public let denominator: Int64

    /// The value produced by an overflowing operation.
    @inlinable public static var overflow: Rational { Rational(raw: 0, 0) }
    @inlinable public static var zero: Rational { Rational(raw: 0, 1) }
    @inlinable public static var one: Rational { Rational(raw: 1, 1) }

    @usableFromInline init(raw numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// An integer.
    @inlinable public init(_ value: Int) {
        self.init(raw: Int64(value), 1)
    }

    /// `numerator / denominator`, reduced; `overflow` when the denominator is 0.
    @inlinable public init(_ numerator: Int64, _ denominator: Int64) {
        guard denominator != 0, numerator != .min, denominator != .min else {
            self = .overflow
            return
        }
        let g = Rational.gcd(numerator.magnitude, denominator.magnitude)
        let sign: Int64 = denominator < 0 ? -1 : 1
        self.init(raw: sign * numerator / Int64(g), sign * denominator / Int64(g))
    }

    /// The integer `floor`, `ceil` or `round` (halves away from zero) gives, exactly.
    package func rounded(_ rule: Rounding.Rule) -> Rational {
        guard !isOverflow, denominator != 1 else { return self }
        let down = numerator >= 0 ? numerator / denominator : -((-numerator + denominator - 1) / denominator)
        switch rule {
        case .down: return Rational(raw: down, 1)
        case .up: return Rational(raw: down + 1, 1)
        case .nearest:
            // Halves away from zero: the remainder against what is left to the next integer.
            let remainder = numerator - down * denominator
            let rest = denominator - remainder
            if remainder > rest || (remainder == rest && numerator > 0) { return Rational(raw: down + 1, 1) }
            return Rational(raw: down, 1)
        }
    }

    /// Whether an operation overflowed on the way to this value.
    @inlinable public var isOverflow: Bool { denominator == 0 }
    @inlinable public var isZero: Bool { numerator == 0 && denominator != 0 }
    @inlinable public var isInteger: Bool { denominator == 1 }
    /// Whether multiplying by it takes a division at run time: a denominator that is not a
    /// power of two (`AffineTerm.magnitudeFactors` folds the others into a multiplier).
    package var needsDivision: Bool { denominator > 1 && denominator & (denominator - 1) != 0 }
    /// Whether multiplying by it takes a multiplication at run time: a numerator other than
    /// ±1, or a denominator that is a power of two (`x * 3 / 11`, `x * 0.5`; not `x / 11`).
    package var needsMultiplication: Bool { (numerator != 1 && numerator != -1) || (denominator > 1 && !needsDivision) }

    /// The nearest `Double` (exact when representable).
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    public var description: String {
        isOverflow ? "overflow" : denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    /// The greatest common divisor, 1 when both are 0. Binary (Stein's) algorithm: shifts and
    /// subtractions instead of the divisions of Euclid's.
    @inlinable static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        if a == 0 { return b == 0 ? 1 : b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        var (a, b) = (a >> a.trailingZeroBitCount, b)
        repeat {
            b >>= b.trailingZeroBitCount
            if a > b { (a, b) = (b, a) }
            b -= a
        } while b != 0
        return a << shift
    }

    @inlinable static func checked(_ n: (Int64, Bool), _ d: (Int64, Bool)) -> Rational {
        n.1 || d.1 ? .overflow : Rational(n.0, d.0)
    }

    @inlinable public static func + (a: Rational, b: Rational) -> Rational {
        if a.isOverflow || b.isOverflow { return .overflow }
        if a.denominator == b.denominator {
            let n = a.numerator.addingReportingOverflow(b.numerator)
            if n.overflow || n.partialValue == .min { return .overflow }
            // A sum of integers is reduced already.
            return a.denominator == 1 ? Rational(raw: n.partialValue, 1) : Rational(n.partialValue, a.denominator)
        }
        if b.numerator == 0 { return a.numerator == .min ? .overflow : a }
        if a.numerator == 0 { return b.numerator == .min ? .overflow : b }
        let g = Int64(gcd(a.denominator.magnitude, b.denominator.magnitude))
        let (da, db) = (a.denominator / g, b.denominator / g)
        let left = a.numerator.multipliedReportingOverflow(by: db)
        let right = b.numerator.multipliedReportingOverflow(by: da)
        if left.overflow || right.overflow { return .overflow }
        let n = left.partialValue.addingReportingOverflow(right.partialValue)
        let d = a.denominator.multipliedReportingOverflow(by: db)
        return checked((n.partialValue, n.overflow), (d.partialValue, d.overflow))
    }

    @inlinable public static prefix func - (a: Rational) -> Rational {
        a.isOverflow || a.numerator == .min ? .overflow : Rational(raw: -a.numerator, a.denominator)
    }

    @inlinable public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    @inlinable public static func * (a: Rational, b: Rational) -> Rational {
        if a.isOverflow || b.isOverflow { return .overflow }
        if a.numerator == 0 || b.numerator == 0 { return .zero }
        if a.denominator == 1 && b.denominator == 1 {
            // A product of integers is reduced already.
            let n = a.numerator.multipliedReportingOverflow(by: b.numerator)
            return n.overflow || n.partialValue == .min ? .overflow : Rational(raw: n.partialValue, 1)
        }
        // Cross-reduce first so intermediate products stay small.
        let g1 = Int64(gcd(a.numerator.magnitude, b.denominator.magnitude))
        let g2 = Int64(gcd(b.numerator.magnitude, a.denominator.magnitude))
        let n = (a.numerator / g1).multipliedReportingOverflow(by: b.numerator / g2)
        let d = (a.denominator / g2).multipliedReportingOverflow(by: b.denominator / g1)
        return checked((n.partialValue, n.overflow), (d.partialValue, d.overflow))
    }

    /// Division; `overflow` when dividing by zero (callers check for zero first).
    @inlinable public static func / (a: Rational, b: Rational) -> Rational {
        if a.isOverflow || b.isOverflow || b.numerator == 0 || b.numerator == .min { return .overflow }
        let sign: Int64 = b.numerator < 0 ? -1 : 1
        return a * Rational(raw: sign * b.denominator, sign * b.numerator)
    }

    /// Compared exactly, by cross-multiplying in 128 bits. Written out, as are `>`, `<=` and
    /// `>=`: the generator is often compiled without optimisation, where the tuple comparison
    /// and `Comparable`'s generic defaults each cost a call through type metadata.
    @inlinable public static func < (a: Rational, b: Rational) -> Bool {
        // Equal denominators (integers, most often) are positive or both `overflow`'s 0.
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        let l = a.numerator.multipliedFullWidth(by: b.denominator)
        let r = b.numerator.multipliedFullWidth(by: a.denominator)
        return l.high < r.high || (l.high == r.high && l.low < r.low)
    }

    @inlinable public static func > (a: Rational, b: Rational) -> Bool { b < a }
    @inlinable public static func <= (a: Rational, b: Rational) -> Bool { !(b < a) }
    @inlinable public static func >= (a: Rational, b: Rational) -> Bool { !(a < b) }

    /// Equal parts: both are reduced.
    @inlinable public static func == (a: Rational, b: Rational) -> Bool {
        a.numerator == b.numerator && a.denominator == b.denominator
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(numerator)
        hasher.combine(denominator)
    }

    /// Parses a decimal literal as written in a spec (`12`, `0.5`, `1e3`, `2.5e-1`) exactly.
    public init?(decimal text: String) {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(mantissa[mantissa.index(after: e)...]), abs(value) < 40 else {
                return nil
            }
            exponent = value
            mantissa = mantissa[..<e]
        }
        var digits = ""
        if let dot = mantissa.firstIndex(of: ".") {
            let fraction = mantissa[mantissa.index(after: dot)...]
            digits = String(mantissa[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(mantissa)
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int64(digits) else {
            return nil
        }
        var result = Rational(value, 1)
        let ten = Rational(10, 1)
        for _ in 0..<abs(exponent) { result = exponent > 0 ? result * ten : result / ten }
        guard !result.isOverflow else { return nil }
        self = result
    }
}

extension Rational {
    /// The rational a `Double` of a plan stands for (its shortest decimal spelling, as the spec
    /// wrote it), or nil when 64-bit parts cannot hold it.
    package static func exactly(_ value: Double) -> Rational? {
        guard value.isFinite else { return nil }
        // An integer spells itself (below 2^53 every integer is a Double of its own).
        if value == value.rounded(.towardZero), abs(value) < 0x1p53 { return Rational(Int(value)) }
        return Rational(decimal: "\(value)")
    }
}
