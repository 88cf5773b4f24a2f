/// Accumulates lines of text with indentation; `\n` endings and a final newline, always.
package struct LineWriter {
    package private(set) var lines: [String] = []

    package init(lines: [String] = []) {
        self.lines = lines
    }
    private var depth = 0
    /// How many of `lines` Emit's `cost()` has counted, and what they cost the type checker.
    package var counted = 0
    package var countedCost = 0

    /// Appends one line at the current indentation (an empty string gives an empty line).
    package mutating func line(_ text: String) {
        lines.append(text.isEmpty || depth == 0 ? text : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `open`, the body one level deeper, then `close`.
    package mutating func block(_ open: String, close: String = "}", _ body: (inout LineWriter) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// The text, ending with a newline.
    package var text: String { lines.joined(separator: "\n") + "\n" }
}
