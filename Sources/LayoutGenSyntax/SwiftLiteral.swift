/// Swift source spellings of values.
package enum SwiftLiteral {
    /// A `CGFloat` literal that reads back as exactly `value` (shortest round-trip form;
    /// integral values without a fraction).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
