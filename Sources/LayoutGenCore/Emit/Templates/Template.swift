/// A parsed template: lines of literal text with `{{name}}` placeholders.
///
/// A placeholder alone on its line (after indentation) stands for a block: every line of its
/// value is indented like the placeholder, and an empty value removes the line. Any other
/// placeholder is replaced inline.
struct Template: Equatable, Sendable {
    /// One line of the template.
    enum Line: Equatable, Sendable {
        /// `{{name}}` alone, with the indentation before it.
        case block(name: String, indentation: String)
        /// Literal text and inline placeholders, in order.
        case inline([Piece])
    }

    /// Part of an inline line.
    enum Piece: Equatable, Sendable {
        case text(String)
        case placeholder(String)
    }

    /// A placeholder as written, for checking names.
    struct Use: Equatable, Sendable {
        var name: String
        var range: SourceRange
    }

    var lines: [Line] = []
    /// Every placeholder, in order.
    var uses: [Use] = []

    /// Parses `text`; an unterminated `{{` is reported and kept as text.
    init(parsing file: SourceFile, diagnostics: DiagnosticCollector) {
        for (index, line) in file.lines.enumerated() {
            let characters = Array(line)
            var pieces: [Piece] = []
            var text = ""
            var i = 0
            while i < characters.count {
                guard characters[i] == "{", i + 1 < characters.count, characters[i + 1] == "{" else {
                    text.append(characters[i])
                    i += 1
                    continue
                }
                let start = SourceLocation(line: index + 1, column: i + 1)
                guard let close = Self.closing(characters, from: i + 2) else {
                    diagnostics.error(.unterminatedPlaceholder, at: SourceRange(start: start, end: start))
                    text += String(characters[i...])
                    break
                }
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                let name = String(characters[(i + 2)..<close]).filter { $0 != " " }
                let end = SourceLocation(line: index + 1, column: close + 3)
                uses.append(Use(name: name, range: SourceRange(start: start, end: end)))
                pieces.append(.placeholder(name))
                i = close + 2
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            lines.append(Self.classify(pieces))
        }
        if lines.last == .inline([]) { lines.removeLast() }
    }

    private static func closing(_ characters: [Character], from start: Int) -> Int? {
        var j = start
        while j + 1 < characters.count {
            if characters[j] == "}" && characters[j + 1] == "}" { return j }
            j += 1
        }
        return nil
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
    /// Written into one byte buffer, made a `String` once at the end.
    func render(_ values: [String: String]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(values.values.reduce(4096) { $0 + $1.utf8.count })
        var atStart = true
        for line in lines {
            switch line {
            case .block(let name, let indentation):
                guard var value = values[name], !value.isEmpty else { continue }
                // The value's lines, split at every "\n" that is a line break of its own (a
                // "\r\n" is one `Character` and stays inside its line, as `split` keeps it).
                value.withUTF8 { bytes in
                    var lineStart = 0
                    for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
                        if i > 0 && bytes[i - 1] == UInt8(ascii: "\r") { continue }
                        Self.startLine(&out, &atStart)
                        if lineStart != i {
                            out.append(contentsOf: indentation.utf8)
                            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<i]))
                        }
                        lineStart = i + 1
                    }
                    Self.startLine(&out, &atStart)
                    if lineStart != bytes.count {
                        out.append(contentsOf: indentation.utf8)
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart...]))
                    }
                }
            case .inline(let pieces):
                Self.startLine(&out, &atStart)
                for piece in pieces {
                    switch piece {
                    case .text(let text): out.append(contentsOf: text.utf8)
                    case .placeholder(let name): out.append(contentsOf: (values[name] ?? "").utf8)
                    }
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Ends the line before the one about to be written.
    private static func startLine(_ out: inout [UInt8], _ atStart: inout Bool) {
        if !atStart { out.append(UInt8(ascii: "\n")) }
        atStart = false
    }
}
