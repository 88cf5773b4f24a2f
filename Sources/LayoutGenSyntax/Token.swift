import LayoutGenDiagnostics

/// A reserved word of the layout language (LANGUAGE.md §2).
public enum Keyword: String, CaseIterable, Sendable {
    case layout, view, guide, input
    case `let`, when, `else`, `super`, safe
    case measured, optional, scroll, align
    /// `H`: a horizontal sequence.
    case horizontal = "H"
    /// `V`: a vertical sequence.
    case vertical = "V"
    case `true`, `false`
}

/// A punctuation mark or operator.
public enum Punctuator: String, CaseIterable, Sendable {
    case leftBrace = "{"
    case rightBrace = "}"
    case leftParen = "("
    case rightParen = ")"
    case leftBracket = "["
    case rightBracket = "]"
    case comma = ","
    case colon = ":"
    case semicolon = ";"
    case dot = "."
    case at = "@"
    case bar = "|"
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case equalEqual = "=="
    case lessEqual = "<="
    case greaterEqual = ">="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case andAnd = "&&"
    case orOr = "||"
    case bang = "!"
    case equal = "="

    /// Whether a line break right after this token continues the statement: the binary,
    /// relational and logical operators, `,` and `=` (LANGUAGE.md §2).
    public var continuesLine: Bool {
        switch self {
        case .plus, .minus, .star, .slash, .equalEqual, .lessEqual, .greaterEqual, .notEqual,
            .less, .greater, .andAnd, .orOr, .comma, .equal:
            true
        case .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket,
            .colon, .semicolon, .dot, .at, .bar, .bang:
            false
        }
    }
}

/// What a token is.
public enum TokenKind: Hashable, Sendable {
    /// A name: `[A-Za-z_][A-Za-z0-9_]*` that is not a keyword.
    case identifier
    /// A number literal; the token's text is the literal as written.
    case number
    /// A reserved word.
    case keyword(Keyword)
    /// Punctuation or an operator.
    case punctuator(Punctuator)
    /// The end of a statement at a line break (consecutive line breaks make one token).
    case newline
    /// The end of the text; always the last token.
    case endOfFile
}

/// One token of a spec, with where it is.
public struct Token: Equatable, Sendable {
    /// What the token is.
    public var kind: TokenKind
    /// The text as written (for a malformed number, its valid prefix; empty for newline and end of file).
    public var text: String
    /// Where the token is; a newline token covers its line-break character.
    public var range: SourceRange

    /// A token of the given kind and text at `range`.
    public init(_ kind: TokenKind, text: String, at range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// How the token is named in a diagnostic's "found …": `'foo'`, `newline`, `end of file`.
    public var quoted: String {
        switch kind {
        case .newline: "newline"
        case .endOfFile: "end of file"
        case .keyword(let keyword): "'\(keyword.rawValue)'"
        case .punctuator(let punctuator): "'\(punctuator.rawValue)'"
        case .identifier, .number: "'\(text)'"
        }
    }

    /// Whether this is the given punctuator.
    public func `is`(_ punctuator: Punctuator) -> Bool { kind == .punctuator(punctuator) }

    /// Whether this is the given keyword.
    public func `is`(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }

    /// The punctuator, if the token is one.
    public var punctuator: Punctuator? {
        if case .punctuator(let punctuator) = kind { punctuator } else { nil }
    }

    /// Whether the token is a name or a reserved word: what may follow `.` or label an argument.
    public var isWord: Bool {
        switch kind {
        case .identifier, .keyword: true
        default: false
        }
    }
}
