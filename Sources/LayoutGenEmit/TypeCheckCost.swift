import LayoutGenDiagnostics

/// What a line of generated Swift costs the type checker, and how much one function body may
/// cost: Swift checks each function body on its own and warns about one over 100 ms
/// (`-warn-long-function-bodies`), and a local function counts in its parent's time.
///
/// The model, fitted by least squares to the time `-debug-time-function-bodies` gives for each
/// function of the generated 202-view spec (on a 2-core machine where its file took 1.5–2.6 s):
/// about 0.2 ms a statement, 0.45 ms more for each operator or `min`/`max` call in it, and 0.8 ms
/// more for a measurement (its proposal's `CGSize` and the answer's check); the literals, the
/// types and the number of parameters did not matter. In units of about 0.2 ms: 1 a line, 2 an
/// operator, 4 a measurement.
package enum TypeCheckCost {
    /// The most one body may cost: 60–70 ms on that machine when busy (the 202-view spec's
    /// slowest function; 108–145 ms with bodies of 64 statements), well under the compiler's
    /// limit. The benchmarks' layouts (`frames(in:…)` of the feed cell and of the equal-spacing
    /// row: 184 and 195) fit in one body.
    static let perFunction = 200

    /// The cost of one line (of its code: a trailing `// File.layout:3` comment is free).
    package static func of(_ line: String) -> Int {
        var line = line
        return line.withUTF8 { of(bytes: $0) }
    }

    private static func of(bytes buffer: UnsafeBufferPointer<UInt8>) -> Int {
        // Through the base pointer, whose subscript is inlined even unoptimised (the buffer's
        // is a call per byte there, where the generator often runs).
        guard let bytes = buffer.baseAddress else { return 1 }
        let count = buffer.count
        var operators = 0
        var measurements = 0
        var i = 0
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") { break }
            // ` + `, ` - `, ` * `, ` / ` and the ternary's ` ? `.
            if byte == UInt8(ascii: " "), i + 2 < count, bytes[i + 2] == UInt8(ascii: " "), isOperator(bytes[i + 1]) {
                operators += 1
                i += 2
                continue
            }
            if byte == UInt8(ascii: "("), i >= 3 {
                if ends(bytes, at: i, with: "max") || ends(bytes, at: i, with: "min") {
                    operators += 1
                } else if i >= 7, ends(bytes, at: i, with: "measure") {
                    measurements += 1
                }
            }
            i += 1
        }
        return 1 + 2 * operators + 4 * measurements
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "?")
    }

    /// Whether the bytes before `end` are `word`'s (ASCII), which they must have room for.
    private static func ends(_ bytes: UnsafePointer<UInt8>, at end: Int, with word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        let letters = word.utf8Start
        for k in 0..<count where bytes[end - count + k] != letters[k] { return false }
        return true
    }

    /// How many of `costs`, from the first, fit in `room` (at least one where `room` is a whole
    /// body: a line that alone costs more still goes somewhere).
    package static func prefix(_ costs: some Collection<Int>, fitting room: Int) -> Int {
        var total = 0
        var count = 0
        for cost in costs {
            guard total + cost <= room || (count == 0 && room >= perFunction) else { break }
            total += cost
            count += 1
        }
        return count
    }
}

extension LineWriter {
    /// What the lines so far cost the type checker (`TypeCheckCost`), each line counted once:
    /// a body asks after every program it writes.
    package mutating func cost() -> Int {
        for line in lines[counted...] { countedCost += TypeCheckCost.of(line) }
        counted = lines.count
        return countedCost
    }
}
