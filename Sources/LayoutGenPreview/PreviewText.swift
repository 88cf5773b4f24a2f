/// The text helpers of previews: numbers with a fixed format and XML escaping, so the same
/// evaluation gives the same bytes on every machine.
package enum PreviewText {
    /// At most two decimals, no trailing zeros, no exponent, `-0` as `0`: `12`, `43.75`,
    /// `0.33`. Values that are not finite print as `0` and magnitudes are capped at 10^12
    /// (neither is produced for sensible arguments; the text stays valid either way).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -1e12), 1e12) * 100).rounded()
        guard hundredths != 0 else { return "0" }
        let whole = Int64(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let integer = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(integer) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(integer) + "." + digits
    }

    /// Text safe in XML content and in double- or single-quoted attribute values.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0 (tab, newline, return are).
                if c.value < 0x20, c != "\t", c != "\n", c != "\r" { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
