import LayoutGenDiagnostics

/// A parsed template: lines of literal text with `{{name}}` placeholders.
///
/// A placeholder alone on its line (after indentation) stands for a block: every line of its
/// value is indented like the placeholder, and an empty value removes the line. Any other
/// placeholder is replaced inline.
package struct Template: Equatable, Sendable {
    /// One line of the template.
    package enum Line: Equatable, Sendable {
        /// `{{name}}` alone, with the indentation before it.
        case block(name: String, indentation: String)
        /// Literal text and inline placeholders, in order.
        case inline([Piece])
    }

    /// Part of an inline line.
    package enum Piece: Equatable, Sendable {
        case text(String)
        case placeholder(String)
    }

    /// A placeholder as written, for checking names.
    package struct Use: Equatable, Sendable {
        package var name: String
        package var range: SourceRange
    }

    package var lines: [Line] = []
    /// Every placeholder, in order.
    package var uses: [Use] = []

    /// Parses `text`; an unterminated `{{` is reported and kept as text. Each line is scanned as
    /// bytes (the braces are ASCII) and its text cut out in pieces; columns, counted in
    /// characters, are worked out only where a placeholder is.
    package init(parsing file: SourceFile, diagnostics: DiagnosticCollector) {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        for (index, line) in file.lines.enumerated() {
            let bytes = Array(line.utf8)
            func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            func location(_ i: Int) -> SourceLocation { SourceLocation(line: index + 1, column: text(0..<i).count + 1) }
            var pieces: [Piece] = []
            var textStart = 0
            var i = 0
            while i + 1 < bytes.count {
                guard bytes[i] == open, bytes[i + 1] == open else {
                    i += 1
                    continue
                }
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == close && bytes[j + 1] == close) { j += 1 }
                guard j + 1 < bytes.count else {
                    let start = location(i)
                    diagnostics.error(.unterminatedPlaceholder, at: SourceRange(start: start, end: start))
                    break
                }
                if textStart < i { pieces.append(.text(text(textStart..<i))) }
                let name = text((i + 2)..<j).filter { $0 != " " }
                uses.append(Use(name: name, range: SourceRange(start: location(i), end: location(j + 2))))
                pieces.append(.placeholder(name))
                i = j + 2
                textStart = i
            }
            if textStart < bytes.count { pieces.append(.text(text(textStart..<bytes.count))) }
            lines.append(Self.classify(pieces))
        }
        if lines.last == .inline([]) { lines.removeLast() }
    }

    private static func classify(_ pieces: [Piece]) -> Line {
        if pieces.count == 1, case .placeholder(let name) = pieces[0] {
            return .block(name: name, indentation: "")
        }
        if pieces.count == 2, case .text(let indentation) = pieces[0], case .placeholder(let name) = pieces[1],
            indentation.allSatisfy({ $0 == " " })
        {
            return .block(name: name, indentation: indentation)
        }
        return .inline(pieces)
    }

    /// The text with every placeholder replaced by its value (missing values are empty).
    package func render(_ values: [String: String]) -> String {
        var out = ""
        out.reserveCapacity(values.values.reduce(4096) { $0 + $1.utf8.count })
        var atStart = true
        for line in lines {
            switch line {
            case .block(let name, let indentation):
                guard var value = values[name], !value.isEmpty else { continue }
                Self.startLine(&out, &atStart)
                // Unindented, the value's lines joined again are the value itself.
                out += indentation.isEmpty ? value : Self.indenting(&value, by: indentation)
            case .inline(let pieces):
                Self.startLine(&out, &atStart)
                for piece in pieces {
                    switch piece {
                    case .text(let text): out += text
                    case .placeholder(let name): out += values[name] ?? ""
                    }
                }
            }
        }
        return out
    }

    /// Ends the line before the one about to be written.
    private static func startLine(_ out: inout String, _ atStart: inout Bool) {
        if !atStart { out += "\n" }
        atStart = false
    }

    /// The value's lines joined by "\n", each that is not empty behind `indentation`. The
    /// lines are split at every "\n" that is a line break of its own (a "\r\n" is one
    /// `Character` and stays inside its line, as `split` keeps it). Written as bytes and made
    /// a `String` once.
    private static func indenting(_ value: inout String, by indentation: String) -> String {
        value.withUTF8 { text in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count + text.count / 2)
            var lineStart = 0
            func appendLine(to end: Int) {
                guard end > lineStart else { return }
                bytes.append(contentsOf: indentation.utf8)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[lineStart..<end]))
            }
            // Read through the base pointer, whose subscript is inlined even unoptimised.
            guard let base = text.baseAddress else { return "" }
            for i in 0..<text.count where base[i] == UInt8(ascii: "\n") {
                if i > 0 && base[i - 1] == UInt8(ascii: "\r") { continue }
                appendLine(to: i)
                bytes.append(UInt8(ascii: "\n"))
                lineStart = i + 1
            }
            appendLine(to: text.count)
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
