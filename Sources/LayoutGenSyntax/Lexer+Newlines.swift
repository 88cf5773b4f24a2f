/// Where a line break ends a statement (LANGUAGE.md §2).
///
/// A line break ends the statement unless
/// - it comes first in the file, or last (the end of file ends the statement anyway);
/// - the token before it is a binary, relational or logical operator, `,` or `=`;
/// - it is inside `( )` or `[ ]` and the statement evidently goes on: the token before it is
///   the opening bracket, or the token after it closes a bracket or continues an expression
///   (`)`, `]`, `,`, `.` or a binary operator).
///
/// The last rule is the one a valid spec never notices, and it contains a missing `)`: a line
/// that ends with a complete operand inside an unclosed `(` followed by a line that starts a new
/// operand ends the statement there, and the lexer forgets the unclosed brackets, so the parser
/// reports "expected ')', found newline" and the following statements parse normally.
extension Lexer {
    /// Whether the pending line break before a token of kind `next` becomes a newline token.
    mutating func endsStatement(before next: TokenKind) -> Bool {
        guard let previous = tokens.last, next != .endOfFile else { return false }
        if let punctuator = previous.punctuator, punctuator.continuesLine { return false }
        guard let innermost = openGroups.last, innermost != .leftBrace else { return true }
        if previous.is(.leftParen) || previous.is(.leftBracket) { return false }
        if case .punctuator(let punctuator) = next {
            switch punctuator {
            case .rightParen, .rightBracket, .comma, .dot:
                return false
            default:
                if punctuator.continuesLine { return false }
            }
        }
        forgetOpenBrackets()
        return true
    }

    /// Updates the open brackets for a punctuator just appended. A closing bracket that does
    /// not match the innermost open one is left to the parser to report.
    mutating func track(_ punctuator: Punctuator) {
        switch punctuator {
        case .leftBrace, .leftParen, .leftBracket:
            openGroups.append(punctuator)
        case .rightBrace:
            while let innermost = openGroups.popLast(), innermost != .leftBrace {}
        case .rightParen:
            if openGroups.last == .leftParen { openGroups.removeLast() }
        case .rightBracket:
            if openGroups.last == .leftBracket { openGroups.removeLast() }
        default:
            break
        }
    }

    /// Drops the `(` and `[` opened since the innermost `{`: the statement that opened them ended.
    private mutating func forgetOpenBrackets() {
        while let innermost = openGroups.last, innermost != .leftBrace { openGroups.removeLast() }
    }
}
