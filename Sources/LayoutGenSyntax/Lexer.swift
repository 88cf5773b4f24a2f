import LayoutGenDiagnostics

/// Splits a spec into tokens, reporting characters that start no token, unterminated
/// comments and malformed numbers. The result always ends with an end-of-file token.
public func tokenize(_ file: SourceFile, diagnostics: DiagnosticCollector) -> [Token] {
    var lexer = Lexer(text: file.text, diagnostics: diagnostics)
    return lexer.run()
}

/// The scanner behind `tokenize`: one pass over the UTF-8 bytes.
///
/// Statement ends (LANGUAGE.md §2) are decided here, so the parser only sees `newline` tokens
/// that end a statement; `Lexer+Newlines.swift` holds the rule. Limits: identifiers and
/// operators are ASCII; any other character outside a comment is reported and skipped.
package struct Lexer {
    /// The text's UTF-8 bytes.
    package let bytes: [UInt8]
    /// Where problems go.
    package let diagnostics: DiagnosticCollector
    /// The next byte to read.
    package var offset = 0
    /// The 1-based line of `offset`.
    package var line = 1
    /// Columns of the current line.
    package var columns: ColumnCounter
    /// The tokens so far.
    package var tokens: [Token] = []
    /// The open `{`, `(` and `[` around the current position, innermost last.
    var openGroups: [Punctuator] = []
    /// The first line break since the last token, not yet turned into a newline token.
    var pendingLineBreak: SourceRange?
    /// The names with letters outside ASCII reported so far (each once).
    var reportedNames: Set<String> = []

    package init(text: String, diagnostics: DiagnosticCollector) {
        bytes = Array(text.utf8)
        self.diagnostics = diagnostics
        columns = ColumnCounter(bytes: bytes)
    }

    /// Produces every token up to and including the end of file.
    package mutating func run() -> [Token] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // byte order mark
        while true {
            skipTrivia()
            guard offset < bytes.count else { break }
            let start = offset
            let byte = bytes[offset]
            if Self.isIdentifierStart(byte) || (byte >= 0x80 && startsLetter(at: start)) {
                lexWord()
            } else if Self.isDigit(byte) {
                lexNumber()
            } else if let punctuator = punctuator(at: start) {
                offset += punctuator.rawValue.utf8.count
                append(.punctuator(punctuator), text: punctuator.rawValue, from: start)
            } else {
                let startLocation = location(at: start)
                offset = columns.characterEnd(at: start)
                diagnostics.error(
                    .unexpectedCharacter(Self.printable(text(from: start))),
                    at: SourceRange(start: startLocation, end: location(at: offset)))
            }
        }
        let end = location(at: offset)
        tokens.append(Token(.endOfFile, text: "", at: SourceRange(start: end, end: end)))
        return tokens
    }

    /// A character as quoted in a diagnostic: control characters spelled as `\u{7}` escapes.
    package static func printable(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
    }

    /// The byte at `index`, or 0 past the end of the text.
    package func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// The location of a byte offset on the current line.
    package mutating func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: columns.column(at: offset))
    }

    /// Appends the token that spans `start..<offset` on the current line, after the newline
    /// token that the line breaks before it call for, if any.
    package mutating func append(_ kind: TokenKind, text: String? = nil, from start: Int) {
        let range = SourceRange(start: location(at: start), end: location(at: offset))
        if let lineBreak = pendingLineBreak {
            pendingLineBreak = nil
            if endsStatement(before: kind) {
                tokens.append(Token(.newline, text: "", at: lineBreak))
            }
        }
        let text = text ?? self.text(from: start)
        tokens.append(Token(kind, text: text, at: range))
        if case .punctuator(let punctuator) = kind { track(punctuator) }
    }

    /// Skips spaces, tabs, carriage returns, line breaks and comments, remembering the first line break.
    mutating func skipTrivia() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                breakLine()
            case UInt8(ascii: "/") where byte(at: offset + 1) == UInt8(ascii: "/"):
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            case UInt8(ascii: "/") where byte(at: offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    /// Consumes the `\n` at `offset` and moves to the next line.
    private mutating func breakLine() {
        if pendingLineBreak == nil {
            let start = location(at: offset)
            pendingLineBreak = SourceRange(
                start: start, end: SourceLocation(line: start.line, column: start.column + 1))
        }
        offset += 1
        line += 1
        columns.startLine(at: offset)
    }

    /// Skips a `/* … */` comment (not nested); an unterminated one runs to the end of the text.
    private mutating func skipBlockComment() {
        let start = location(at: offset)
        offset += 2
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*") && byte(at: offset + 1) == UInt8(ascii: "/") {
                offset += 2
                return
            }
            if bytes[offset] == UInt8(ascii: "\n") { breakLine() } else { offset += 1 }
        }
        let end = SourceLocation(line: start.line, column: start.column + 2)
        diagnostics.error(.unterminatedComment, at: SourceRange(start: start, end: end))
    }

    /// The punctuator that starts at `start`, preferring two-character operators.
    private func punctuator(at start: Int) -> Punctuator? {
        if start + 1 < bytes.count {
            switch (bytes[start], bytes[start + 1]) {
            case (UInt8(ascii: "="), UInt8(ascii: "=")): return .equalEqual
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): return .lessEqual
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): return .greaterEqual
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): return .notEqual
            case (UInt8(ascii: "&"), UInt8(ascii: "&")): return .andAnd
            case (UInt8(ascii: "|"), UInt8(ascii: "|")): return .orOr
            default: break
            }
        }
        return Self.singleCharacterPunctuators[Int(bytes[start])]
    }

    /// The one-character punctuators, indexed by byte.
    private static let singleCharacterPunctuators: [Punctuator?] = {
        var table = [Punctuator?](repeating: nil, count: 256)
        for punctuator in Punctuator.allCases where punctuator.rawValue.utf8.count == 1 {
            table[Int(punctuator.rawValue.utf8.first!)] = punctuator
        }
        return table
    }()
}
