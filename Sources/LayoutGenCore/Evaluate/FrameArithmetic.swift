import Foundation

/// The arithmetic the generated code's `frame` helper performs, written once for the
/// interpreter. The emitter writes the same operations in the same order (see
/// `Templates`), so both round identically.
enum FrameArithmetic {
    /// A measured extent as used: a negative, infinite or NaN one counts as 0.
    static func answer(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// A proposal passed to `measure`: never negative.
    static func proposal(_ value: Double) -> Double {
        max(0, value)
    }

    /// The frame of an element: sizes below 0 become 0 with the leading/top edge kept; in
    /// right-to-left layout `x = spaceWidth - leading - width`; with `scale > 0` every edge
    /// is rounded to the nearest 1/scale and sizes are differences of rounded edges.
    static func frame(
        leading: Double, top: Double, width: Double, height: Double, spaceWidth: Double,
        rightToLeft: Bool, scale: Double
    ) -> Frame {
        let w = max(0, width)
        let h = max(0, height)
        let x = rightToLeft ? spaceWidth - leading - w : leading
        guard scale > 0 else { return Frame(x: x, y: top, width: w, height: h) }
        let left = (x * scale).rounded() / scale
        let right = ((x + w) * scale).rounded() / scale
        let y0 = (top * scale).rounded() / scale
        let y1 = ((top + h) * scale).rounded() / scale
        return Frame(x: left, y: y0, width: right - left, height: y1 - y0)
    }

    /// The container size as reported: never negative, rounded like the edges.
    static func size(width: Double, height: Double, scale: Double) -> (width: Double, height: Double) {
        let w = max(0, width)
        let h = max(0, height)
        guard scale > 0 else { return (w, h) }
        return ((w * scale).rounded() / scale, (h * scale).rounded() / scale)
    }
}
