/// How `eval` prints numbers, in its text and JSON output alike: integral values without a
/// decimal point (`12`, not `12.0`), others in Swift's shortest round-trip form (`43.75`),
/// `-0` as `0`. The text is always a valid JSON number for finite values.
package enum NumberFormatting {
    /// Integral values below this magnitude (2^53, where doubles stop holding every integer)
    /// print as integers; larger ones keep Swift's exponent form (`1e+16`), valid JSON too.
    private static let integerLimit = 9_007_199_254_740_992.0

    /// The number's text, or nil when it is not finite (JSON has no spelling for it).
    package static func json(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == 0 { return "0" }
        if value == value.rounded(.towardZero), abs(value) < integerLimit {
            return String(Int64(value))
        }
        return value.description
    }

    /// The number's text for `eval`'s plain output: as in JSON, with `nan`, `inf` and `-inf`
    /// for values that are not finite.
    package static func text(_ value: Double) -> String {
        json(value) ?? value.description
    }
}
