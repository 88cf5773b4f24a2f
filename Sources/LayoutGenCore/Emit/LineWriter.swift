/// Accumulates lines of text with indentation; `\n` endings and a final newline, always.
struct LineWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ text: String) {
        lines.append(text.isEmpty || depth == 0 ? text : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `open`, the body one level deeper, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout LineWriter) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// The text, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
