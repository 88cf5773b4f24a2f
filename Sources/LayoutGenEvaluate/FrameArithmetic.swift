import Foundation
import LayoutGenPlan

/// The arithmetic the generated code performs on measured answers and frames, written once
/// for the interpreter. The emitter writes the same operations in the same order (see
/// `Templates/Type.swift.template`), so both round identically.
package enum FrameArithmetic {
    /// The value, or 0 when it is below 0 or NaN (`-0` too): the generated code's
    /// `nonNegative`, for measured extents (an infinite one is kept, see docs/language.md),
    /// clamps at 0, and sizes and proposals that could be below 0.
    package static func nonNegative(_ value: Double) -> Double {
        value > 0 ? value : 0
    }

    /// The index of the first list that is lexicographically least, two errors counting as
    /// equal within `Operation.errorTolerance` (`Operation.leastErrors`), each against the least
    /// so far: what the generated code's tree of `clearlyLess` comparisons computes.
    package static func leastErrors(_ lists: [[Double]]) -> Int {
        var best = 0
        for k in lists.indices.dropFirst() where lists[k].lexicographicallyPrecedes(lists[best], by: clearlyLess) {
            best = k
        }
        return best
    }

    /// Whether error `a` is below `b` by more than the tolerance (`leastErrors`).
    package static func clearlyLess(_ a: Double, _ b: Double) -> Bool {
        b - a > Operation.errorTolerance * max(1, abs(a), abs(b))
    }

    /// A size or proposal as used: never negative (`nonNegative`, left out where
    /// `NonNegativeValues` knows the value is at least 0).
    package static func nonNegative(_ value: Double, known: Bool) -> Double {
        known ? value : nonNegative(value)
    }

    /// A frame's `x` in right-to-left layout: mirrored in the width of its space.
    package static func mirrored(_ frame: Frame, in spaceWidth: Double) -> Frame {
        Frame(x: spaceWidth - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    /// A frame with every edge rounded to the nearest 1/scale (`scale > 0`); its size is the
    /// difference of rounded edges.
    package static func rounded(_ frame: Frame, scale: Double) -> Frame {
        let left = (frame.x * scale).rounded() / scale
        let right = ((frame.x + frame.width) * scale).rounded() / scale
        let top = (frame.y * scale).rounded() / scale
        let bottom = ((frame.y + frame.height) * scale).rounded() / scale
        return Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// A size rounded to the nearest 1/scale (`scale > 0`).
    package static func rounded(_ width: Double, _ height: Double, scale: Double) -> (width: Double, height: Double) {
        ((width * scale).rounded() / scale, (height * scale).rounded() / scale)
    }
}
