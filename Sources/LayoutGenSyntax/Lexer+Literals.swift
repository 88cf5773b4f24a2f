/// Names, keywords and number literals.
extension Lexer {
    /// Lexes `[A-Za-z_][A-Za-z0-9_]*` as a keyword or an identifier. A word with letters or
    /// digits outside ASCII (`ícone`) is one identifier and one error, once per spelling: the
    /// rest of the file reads it as the name it is meant to be.
    mutating func lexWord() {
        let start = offset
        var foreign: String?
        while true {
            if Self.isIdentifierContinuation(byte(at: offset)) {
                offset += 1
            } else if byte(at: offset) >= 0x80, startsLetter(at: offset) {
                let end = columns.characterEnd(at: offset)
                foreign = foreign ?? text(from: offset, to: end)
                offset = end
            } else {
                break
            }
        }
        let text = text(from: start)
        if let foreign {
            append(.identifier, text: text, from: start)
            if reportedNames.insert(text).inserted {
                diagnostics.error(.nonASCIIName(text, character: foreign), at: tokens[tokens.count - 1].range)
            }
            return
        }
        if let keyword = Self.keywords[text] {
            append(.keyword(keyword), text: text, from: start)
        } else {
            append(.identifier, text: text, from: start)
        }
    }

    /// Lexes `12`, `0.5`, `1e3`, `1.5e-2`. A literal that runs into letters (`12px`, `1e`) is
    /// reported as invalid and kept as a number token holding its valid prefix, so parsing goes on.
    mutating func lexNumber() {
        let start = offset
        skipDigits()
        if byte(at: offset) == UInt8(ascii: ".") && Self.isDigit(byte(at: offset + 1)) {
            offset += 1
            skipDigits()
        }
        if byte(at: offset) | 0x20 == UInt8(ascii: "e") {  // `e` or `E`
            var exponent = offset + 1
            if byte(at: exponent) == UInt8(ascii: "+") || byte(at: exponent) == UInt8(ascii: "-") { exponent += 1 }
            if Self.isDigit(byte(at: exponent)) {
                offset = exponent
                skipDigits()
            }
        }
        let valid = text(from: start)
        guard Self.isIdentifierContinuation(byte(at: offset)) else {
            append(.number, text: valid, from: start)
            return
        }
        while Self.isIdentifierContinuation(byte(at: offset)) { offset += 1 }
        let written = text(from: start)
        append(.number, text: valid, from: start)
        diagnostics.error(.invalidNumber(written), at: tokens[tokens.count - 1].range)
    }

    /// The keywords by spelling (a hash lookup is faster than `Keyword(rawValue:)`'s comparisons).
    private static let keywords: [String: Keyword] = Dictionary(
        uniqueKeysWithValues: Keyword.allCases.map { ($0.rawValue, $0) })

    /// The source text from `start` to the current offset.
    package func text(from start: Int) -> String { text(from: start, to: offset) }

    func text(from start: Int, to end: Int) -> String {
        bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
        }
    }

    /// Whether the character at `index` (not ASCII) is a letter or a digit, as in `ícone`.
    mutating func startsLetter(at index: Int) -> Bool {
        let end = columns.characterEnd(at: index)
        guard let character = text(from: index, to: end).first else { return false }
        return character.isLetter || character.isNumber
    }

    /// Advances past a run of decimal digits.
    private mutating func skipDigits() {
        while Self.isDigit(byte(at: offset)) { offset += 1 }
    }

    /// `0`–`9`.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `A`–`Z`, `a`–`z`, `_`.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    /// A letter, a digit or `_`.
    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }
}
