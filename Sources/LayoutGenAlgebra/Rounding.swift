/// `floor(x)`, `ceil(x)`, `round(x)` (to whole points) and `floor(x, pixel)`, … (to the pixel
/// grid of the run-time `scale`; whole points when `scale` is 0): the rounding of one value,
/// shared by the spec's model, the plan, the emitter and the interpreter, so that the
/// generated code and `eval` compute it the same way.
public struct Rounding: Equatable, Hashable, Sendable {
    public enum Rule: String, Equatable, Hashable, Sendable {
        /// `floor`: towards −∞.
        case down = "floor"
        /// `ceil`: towards +∞.
        case up = "ceil"
        /// `round`: to the nearest, halves away from zero (C's `round`).
        case nearest = "round"
    }

    public var rule: Rule
    /// To the pixel grid of `scale` rather than to whole points.
    public var toPixel: Bool

    public init(_ rule: Rule, toPixel: Bool) {
        self.rule = rule
        self.toPixel = toPixel
    }

    /// The function's name in the spec.
    public var name: String { rule.rawValue }

    /// Swift's rounding rule: what `apply` rounds with, and the generated code names.
    package var floatingPointRule: FloatingPointRoundingRule {
        switch rule {
        case .down: .down
        case .up: .up
        case .nearest: .toNearestOrAwayFromZero
        }
    }

    /// The rounded value, computed as the generated code computes it: `x` rounded, or, to the
    /// pixel grid, `(x * scale)` rounded and divided by `scale` (whole points when `scale` is
    /// not above 0).
    public func apply(_ x: Double, scale: Double) -> Double {
        guard toPixel, scale > 0 else { return x.rounded(floatingPointRule) }
        return (x * scale).rounded(floatingPointRule) / scale
    }
}
