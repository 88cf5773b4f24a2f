import LayoutGenDiagnostics

/// Parses a `.layout` file into its syntax tree.
///
/// Never fails: every syntax error is reported to `diagnostics` and parsing resumes at the next
/// statement (or, after a bad `layout` header, at the next `layout`), so one run reports all
/// the problems it can find. Statements with an error are left out of the tree.
public func parseSpec(_ file: SourceFile, diagnostics: DiagnosticCollector) -> SyntaxFile {
    var parser = Parser(tokens: tokenize(file, diagnostics: diagnostics), diagnostics: diagnostics)
    return parser.parseFile()
}

/// Thrown once a syntax error has been reported, to abandon the construct being parsed; the
/// enclosing statement list catches it and recovers.
package struct ParseFailure: Error {}

/// A recursive-descent parser over the lexer's tokens. Grammar areas live in `extension
/// Parser` files (`Parser+Declarations`, `+Statements`, `+Expressions`, `+Sequences`); this file
/// holds the token cursor, the expect helpers, nesting limits and error recovery.
package struct Parser {
    /// How deeply blocks and expressions may nest before the parser gives up on a statement.
    static let maximumNesting = 200

    /// The tokens, ending with `.endOfFile`.
    package let tokens: [Token]
    /// Where problems go.
    package let diagnostics: DiagnosticCollector
    /// The index of the current token.
    package private(set) var index = 0
    /// The end of the last consumed token that is not a newline.
    private(set) var lastEnd: SourceLocation?
    /// The current nesting of blocks and expressions.
    private var nesting = 0
    /// The token index at which a missing `}` was last reported (nested blocks report it once).
    var missingBraceReportedAt: Int?

    package init(tokens: [Token], diagnostics: DiagnosticCollector) {
        precondition(tokens.last?.kind == .endOfFile, "token stream must end with end of file")
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    // MARK: Cursor

    /// The token under the cursor.
    package var current: Token { tokens[index] }

    /// The token `distance` places after the current one (the end of file past the end).
    func peek(_ distance: Int = 1) -> Token { tokens[min(index + distance, tokens.count - 1)] }

    /// Whether the current token is the punctuator.
    package func at(_ punctuator: Punctuator) -> Bool { current.is(punctuator) }

    /// Whether the current token is the keyword.
    package func at(_ keyword: Keyword) -> Bool { current.is(keyword) }

    /// Whether the current token ends a statement: a newline, `;`, `}` or the end of file (or
    /// `layout`, which is reported as a missing `}` by the enclosing block).
    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .endOfFile, .punctuator(.semicolon), .punctuator(.rightBrace), .keyword(.layout): true
        default: false
        }
    }

    /// Moves past the current token (never past the end of file) and returns it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .newline && token.kind != .endOfFile { lastEnd = token.range.end }
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the punctuator if it is current.
    mutating func consume(_ punctuator: Punctuator) -> Token? {
        at(punctuator) ? advance() : nil
    }

    /// Consumes the keyword if it is current.
    mutating func consume(_ keyword: Keyword) -> Token? {
        at(keyword) ? advance() : nil
    }

    /// Consumes the punctuator, or reports "expected '…', found …" and fails.
    @discardableResult
    package mutating func expect(_ punctuator: Punctuator) throws(ParseFailure) -> Token {
        guard let token = consume(punctuator) else { throw failure(expected: "'\(punctuator.rawValue)'") }
        return token
    }

    /// Consumes an identifier as a name, or reports "expected <what>, found …" and fails.
    mutating func expectName(_ what: String) throws(ParseFailure) -> Identifier {
        guard current.kind == .identifier else { throw failure(expected: what) }
        let token = advance()
        return Identifier(token.text, at: token.range)
    }

    /// The range from `start` to the end of the last consumed token.
    package func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: max(start, lastEnd ?? start))
    }

    // MARK: Diagnostics

    /// Reports that `what` was expected where the current token is, and returns the failure to throw.
    /// A missing thing before a newline or the end of file is placed right after the previous token.
    package func failure(expected what: String, notes: [DiagnosticNote] = []) -> ParseFailure {
        diagnostics.error(.expected(what, found: current.quoted), at: foundRange, notes: notes)
        return ParseFailure()
    }

    /// Where a "found …" diagnostic points.
    private var foundRange: SourceRange {
        guard current.kind == .newline || current.kind == .endOfFile, let lastEnd else { return current.range }
        return SourceRange(start: lastEnd, end: SourceLocation(line: lastEnd.line, column: lastEnd.column + 1))
    }

    // MARK: Nesting

    /// Enters one level of block or expression nesting; past `maximumNesting` it reports and fails.
    /// Pair every successful call with `leaveNesting()`.
    mutating func enterNesting() throws(ParseFailure) {
        guard nesting < Self.maximumNesting else {
            diagnostics.error(.unsupported("nesting deeper than \(Self.maximumNesting) levels"), at: current.range)
            throw ParseFailure()
        }
        nesting += 1
    }

    /// Leaves levels entered with `enterNesting()`.
    mutating func leaveNesting(_ levels: Int = 1) {
        nesting -= levels
    }

    // MARK: Recovery

    /// Skips newlines and `;` between statements.
    mutating func skipSeparators() {
        while current.kind == .newline || at(.semicolon) { advance() }
    }

    /// After an error: skips to the end of the current statement, the next newline, `;` or `}`
    /// at the same brace depth (skipping whole blocks the statement opened). Stops at `layout`,
    /// which cannot occur inside a layout, so a missing `}` does not swallow the next layout.
    mutating func skipStatement() {
        var depth = 0
        while true {
            switch current.kind {
            case .endOfFile, .keyword(.layout):
                return
            case .newline, .punctuator(.semicolon):
                if depth == 0 { return }
            case .punctuator(.leftBrace):
                depth += 1
            case .punctuator(.rightBrace):
                if depth == 0 { return }
                depth -= 1
            default:
                break
            }
            advance()
        }
    }
}
