/// Names, keywords and number literals.
extension Lexer {
    /// Lexes `[A-Za-z_][A-Za-z0-9_]*` as a keyword or an identifier.
    mutating func lexWord() {
        let start = offset
        while offset < bytes.count && Self.isIdentifierContinuation(bytes[offset]) { offset += 1 }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if let keyword = Keyword(rawValue: text) {
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
        if offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: ".") && Self.isDigit(bytes[offset + 1]) {
            offset += 1
            skipDigits()
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            var exponent = offset + 1
            if exponent < bytes.count && (bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")) {
                exponent += 1
            }
            if exponent < bytes.count && Self.isDigit(bytes[exponent]) {
                offset = exponent
                skipDigits()
            }
        }
        let valid = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard offset < bytes.count && Self.isIdentifierContinuation(bytes[offset]) else {
            append(.number, text: valid, from: start)
            return
        }
        while offset < bytes.count && Self.isIdentifierContinuation(bytes[offset]) { offset += 1 }
        let written = String(decoding: bytes[start..<offset], as: UTF8.self)
        append(.number, text: valid, from: start)
        diagnostics.error(.invalidNumber(written), at: tokens[tokens.count - 1].range)
    }

    /// Advances past a run of decimal digits.
    private mutating func skipDigits() {
        while offset < bytes.count && Self.isDigit(bytes[offset]) { offset += 1 }
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
