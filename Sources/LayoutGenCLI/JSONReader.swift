import LayoutGenCore
import LayoutGenDiagnostics

/// A JSON value that remembers where it starts, so that a message about it can point at
/// `path:line:col` (the config file's problems are reported that way).
package struct JSONValue: Equatable {
    /// What the value is.
    package enum Kind: Equatable {
        /// Members in the order written (duplicates kept, for the reader of the object to
        /// report).
        case object([Member])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object.
    package struct Member: Equatable {
        package var key: String
        /// Where the key's opening quote is.
        var keyLocation: SourceLocation
        package var value: JSONValue
    }

    package var kind: Kind
    /// Where the value's first character is.
    package var location: SourceLocation

    /// The value's kind in words, for "expected a string, got …" messages.
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// Text that is not JSON (RFC 8259), with where the reader stopped.
package struct JSONSyntaxError: Error, Equatable {
    package var message: String
    package var location: SourceLocation
}

/// A small JSON reader (RFC 8259, without a nesting limit worth speaking of: config files are
/// flat) that tracks line and column, counted in characters as `SourceLocation` counts them.
package struct JSONReader {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Reads `text` as one JSON value, with nothing but whitespace after it.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(characters: Array(text))
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == reader.characters.count else {
            throw reader.error("unexpected text after the JSON value")
        }
        return value
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    /// The error at the current position, or at `position` (an index on the current line).
    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(
            message: message, location: SourceLocation(line: line, column: (position ?? index) - lineStart + 1))
    }

    private mutating func skipWhitespace() {
        while index < characters.count, [" ", "\t", "\n", "\r", "\r\n"].contains(characters[index]) {
            if characters[index] == "\n" || characters[index] == "\r\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let start = location
        guard index < characters.count else { throw error("expected a JSON value, found the end of the file") }
        switch characters[index] {
        case "{": return JSONValue(kind: .object(try members()), location: start)
        case "[": return JSONValue(kind: .array(try elements()), location: start)
        case "\"": return JSONValue(kind: .string(try string()), location: start)
        default:
            let word = String(characters[index...].prefix { $0.isLetter || $0.isNumber || "+-.".contains($0) })
            let kind: JSONValue.Kind? =
                switch word {
                case "true": .bool(true)
                case "false": .bool(false)
                case "null": .null
                default: Double(word).flatMap { $0.isFinite && !word.hasPrefix("+") ? .number($0) : nil }
                }
            guard let kind, !word.isEmpty else {
                throw error(word.isEmpty ? "unexpected '\(characters[index])'" : "invalid value '\(word)'")
            }
            index += word.count
            return JSONValue(kind: kind, location: start)
        }
    }

    private mutating func members() throws(JSONSyntaxError) -> [JSONValue.Member] {
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if index < characters.count, characters[index] == "}" {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard index < characters.count, characters[index] == "\"" else { throw error("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard index < characters.count, characters[index] == ":" else { throw error("expected ':' after the key") }
            index += 1
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: try value()))
            guard try separator(closing: "}") else { return members }
        }
    }

    private mutating func elements() throws(JSONSyntaxError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < characters.count, characters[index] == "]" {
            index += 1
            return elements
        }
        while true {
            elements.append(try value())
            guard try separator(closing: "]") else { return elements }
        }
    }

    /// After a member or element: true after `,` (another follows), false after `closing`.
    private mutating func separator(closing: Character) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < characters.count, characters[index] == "," || characters[index] == closing else {
            throw error("expected ',' or '\(closing)'")
        }
        index += 1
        return characters[index - 1] == ","
    }

    /// A string literal, from its opening quote; escapes decoded (`\uXXXX` pairs included).
    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"": return text
            case "\\": text.unicodeScalars.append(contentsOf: try escape())
            case "\n", "\r", "\r\n", "\t": throw error("control character in a string; escape it")
            default: text.append(character)
            }
        }
        throw error("unterminated string")
    }

    private mutating func escape() throws(JSONSyntaxError) -> [Unicode.Scalar] {
        guard index < characters.count else { throw error("unterminated string") }
        let backslash = index - 1
        let character = characters[index]
        index += 1
        let simple: [Character: Unicode.Scalar] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
        ]
        if let scalar = simple[character] { return [scalar] }
        guard character == "u" else { throw error("invalid escape '\\\(character)'", at: backslash) }
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first), characters[index...].starts(with: ["\\", "u"]) {
            index += 2
            let second = try hexQuad()
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            if (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(combined) { return [scalar] }
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw error("invalid escape: unpaired surrogate", at: backslash)
        }
        return [scalar]
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        let digits = String(characters[index...].prefix(4))
        guard digits.count == 4, let value = UInt32(digits, radix: 16) else {
            throw error("expected four hexadecimal digits after '\\u'")
        }
        index += 4
        return value
    }
}
