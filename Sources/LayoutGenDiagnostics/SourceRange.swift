/// A position in a spec file: 1-based line and column, columns counted in characters.
public struct SourceLocation: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in characters (not bytes).
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span of source text, `start ..< end`, used by every stage to point at code.
public struct SourceRange: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// First character of the span.
    public var start: SourceLocation
    /// One past the last character (on the same or a later line).
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// A range for internal items that have no text of their own.
    public static let none = SourceRange(
        start: SourceLocation(line: 0, column: 0), end: SourceLocation(line: 0, column: 0))

    public var description: String { "\(start)-\(end)" }
}

/// A spec's text split into lines, for diagnostics that quote the source.
public struct SourceFile: Equatable, Sendable {
    /// The path as given by the user (printed in diagnostics, never made absolute).
    public var path: String
    /// The whole text.
    public var text: String
    /// The text's lines without their terminators.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = Self.splitLines(text)
    }

    /// The lines of `text`, split at "\n" and "\r\n" (one `Character`, so one line break). Found
    /// in the UTF-8 bytes: a "\n" is always a `Character` of its own, or the end of "\r\n". A
    /// plain loop over a pointer: the generator is often compiled without optimisation, where a
    /// closure called per byte cost more than all the rest of reading the built-in templates.
    private static func splitLines(_ text: String) -> [Substring] {
        var text = text
        // Byte offsets of each line's end and of the next line's start.
        var bounds: [(end: Int, next: Int)] = []
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var i = 0
            while i < bytes.count {
                if base[i] == UInt8(ascii: "\n") {
                    bounds.append((i > 0 && base[i - 1] == UInt8(ascii: "\r") ? i - 1 : i, i + 1))
                }
                i += 1
            }
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(bounds.count + 1)
        var lineStart = 0
        for (end, next) in bounds {
            lines.append(text[utf8.index(utf8.startIndex, offsetBy: lineStart)..<utf8.index(utf8.startIndex, offsetBy: end)])
            lineStart = next
        }
        lines.append(text[utf8.index(utf8.startIndex, offsetBy: lineStart)...])
        return lines
    }

    /// The file name without directories, as written in generated code comments.
    public var fileName: String {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").last.map(String.init) ?? path }
        // ASCII, the common case: every "/" byte is a `Character` of its own. The last
        // component that is not empty, as `split` finds it.
        guard let end = bytes.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path }
        let start = bytes[...end].lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start...end])
    }

    /// The file name as generated code may quote it in a `//` comment: control characters and
    /// line breaks (which would end the comment) become `_`.
    public var commentSafeFileName: String {
        let name = fileName
        // Printable ASCII, the common case, is kept as it is.
        if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return name }
        return String(name.map { c -> Character in
            c.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isWhitespace && $0 != " " }
                ? "_" : c
        })
    }

    /// The file name without its extension: the generated file's base name.
    public var baseName: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The text of a 1-based line, or nil when out of range.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// The text a range covers on its first line (to the line's end when it spans several),
    /// without surrounding white space: the snippet `explain` quotes.
    public func text(of range: SourceRange) -> String {
        guard let line = line(range.start.line) else { return "" }
        let ascii = line.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            for k in 0..<bytes.count where bytes[k] >= 0x80 { return nil }
            // ASCII, the common case: a column is a byte offset, and the white space that
            // `Character.isWhitespace` sees is tab to carriage return and space.
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            let count = bytes.count
            var start = min(max(range.start.column - 1, 0), count)
            var end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), count) : count
            while start < end && isSpace(bytes[start]) { start += 1 }
            while end > start && isSpace(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let text = ascii ?? nil { return text }
        let chars = Array(line)
        let start = min(max(range.start.column - 1, 0), chars.count)
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), chars.count) : chars.count
        let slice = chars[start..<end].drop(while: \.isWhitespace)
        return String(slice.reversed().drop(while: \.isWhitespace).reversed())
    }
}
