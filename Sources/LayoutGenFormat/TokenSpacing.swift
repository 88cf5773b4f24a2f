import LayoutGenSyntax

/// The spacing between the tokens of one line in the canonical style (`layoutgen format`):
/// one space around binary operators and after `,` and `:`; none around `.`, inside
/// parentheses, before `(` after a name, after a unary `-`, `+` or `!`, or after `@`; one
/// space between words.
package enum TokenSpacing {
    /// The tokens written out with canonical spaces.
    package static func join(_ tokens: [Token]) -> String {
        var text = ""
        for (k, token) in tokens.enumerated() {
            if k > 0 && spaced(tokens[k - 1], token, before: k >= 2 ? tokens[k - 2] : nil) { text += " " }
            text += token.text
        }
        return text
    }

    /// Whether a space goes between `a` and `b`, where `beforeA` precedes `a`.
    private static func spaced(_ a: Token, _ b: Token, before beforeA: Token?) -> Bool {
        if case .punctuator(let p) = b.kind {
            switch p {
            case .comma, .colon, .semicolon, .dot, .rightParen, .rightBracket: return false
            case .leftParen: return !isName(a) && !a.is(.leftParen) && !isUnary(a, after: beforeA)
            default: break
            }
        }
        if case .punctuator(let p) = a.kind {
            switch p {
            case .leftParen, .leftBracket, .dot, .at: return false
            case .comma, .colon, .semicolon: return true
            case .minus, .plus, .bang: return !isUnary(a, after: beforeA)
            default: break
            }
        }
        return true
    }

    /// A name that a `(` follows without a space: a function (`max(`, `hidden(`) or a word that
    /// takes options (`measured(`, `H(`).
    private static func isName(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: true
        case .keyword(let keyword): [.measured, .optional, .scroll, .horizontal, .vertical, .safe].contains(keyword)
        default: false
        }
    }

    /// Whether `token` (a `-`, `+` or `!`) is a unary operator: `!` always; `-` and `+` where no
    /// operand precedes them.
    private static func isUnary(_ token: Token, after previous: Token?) -> Bool {
        if token.is(.bang) { return true }
        guard token.is(.minus) || token.is(.plus) else { return false }
        guard let previous else { return true }
        switch previous.kind {
        case .identifier, .number: return false
        case .keyword(let keyword): return ![.super, .safe, .true, .false].contains(keyword)
        case .punctuator(let p): return p != .rightParen && p != .rightBracket
        case .newline, .endOfFile: return true
        }
    }
}
