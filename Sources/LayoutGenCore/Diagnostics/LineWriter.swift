/// Accumulates lines of text with indentation; `\n` endings and a final newline, always.
package struct LineWriter {
    package private(set) var lines: [String] = []
    private var depth = 0
    /// How many of `lines` `cost()` has counted, and what they cost.
    private var counted = 0
    private var countedCost = 0

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

    /// What the lines so far cost the type checker (`TypeCheckCost`), each line counted once:
    /// a body asks after every program it writes.
    package mutating func cost() -> Int {
        for line in lines[counted...] { countedCost += TypeCheckCost.of(line) }
        counted = lines.count
        return countedCost
    }

    /// The text, ending with a newline.
    package var text: String { lines.joined(separator: "\n") + "\n" }
}
