import LayoutGenDiagnostics

/// Where an expression is parsed: comparisons and `&&`/`||` exist only in `when` conditions.
package enum ExpressionContext {
    /// A value: a constraint operand, a `let` or input default, an argument, a sequence predicate.
    case value
    /// A `when` condition.
    case condition
}

/// Expressions (LANGUAGE.md §4, §5, §8), by precedence climbing, loosest first:
///
/// ```
/// ||  <  &&  <  == != < <= > >= (conditions only, not chained)  <  + -  <  * /
///     <  prefix - !  <  postfix .member  .method(args)
/// primary := NUMBER | 'true' | 'false' | NAME | NAME '(' args ')' | 'super' | 'safe'
///          | '(' expr ')' | '(' expr (',' expr)+ ')'
/// args    := (arg (',' arg)*)?      arg := (WORD ':')? expr
/// ```
/// Every level of nesting in the tree counts towards `Parser.maximumNesting`, so a
/// pathological input ends with a diagnostic instead of exhausting the stack.
extension Parser {
    /// Binding strength of infix operators.
    private enum Precedence: Int, Comparable {
        case or = 1
        case and = 2
        case comparison = 3
        case additive = 4
        case multiplicative = 5
        /// Tighter than every infix operator: a prefix expression.
        case prefix = 6

        /// The next tighter level.
        var tighter: Precedence { Precedence(rawValue: rawValue + 1) ?? .prefix }

        static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
    }

    /// Parses an expression of the given context.
    mutating func parseExpression(_ context: ExpressionContext) throws(ParseFailure) -> Expr {
        try enterNesting()
        defer { leaveNesting() }
        return try parseInfix(loosest: context == .condition ? .or : .additive, context)
    }

    /// A value expression without top-level `+` or `-` (a product, quotient or prefix
    /// expression), for callers that combine additive terms themselves.
    mutating func parseTerm() throws(ParseFailure) -> Expr {
        try enterNesting()
        defer { leaveNesting() }
        return try parseInfix(loosest: .multiplicative, .value)
    }

    /// Whether the current token can start an expression.
    var canBeginExpression: Bool {
        switch current.kind {
        case .identifier, .number, .keyword(.super), .keyword(.safe), .keyword(.true), .keyword(.false),
            .punctuator(.leftParen), .punctuator(.minus), .punctuator(.bang):
            true
        default:
            false
        }
    }

    /// The infix operator spelled by the current token, with its precedence.
    private var currentInfix: (BinaryOperator, Precedence)? {
        switch current.punctuator {
        case .orOr: (.or, .or)
        case .andAnd: (.and, .and)
        case .equalEqual: (.equal, .comparison)
        case .notEqual: (.notEqual, .comparison)
        case .less: (.less, .comparison)
        case .lessEqual: (.lessOrEqual, .comparison)
        case .greater: (.greater, .comparison)
        case .greaterEqual: (.greaterOrEqual, .comparison)
        case .plus: (.add, .additive)
        case .minus: (.subtract, .additive)
        case .star: (.multiply, .multiplicative)
        case .slash: (.divide, .multiplicative)
        default: nil
        }
    }

    /// Operators binding at least as tightly as `loosest`, left-associative.
    private mutating func parseInfix(loosest: Precedence, _ context: ExpressionContext) throws(ParseFailure) -> Expr {
        var lhs = try parseUnary(context)
        var levels = 0
        defer { leaveNesting(levels) }
        var sawComparison = false
        while let (op, precedence) = currentInfix, precedence >= loosest {
            if precedence == .comparison {
                if sawComparison { break }  // `a < b < c` is not a chain: the caller reports `<`
                sawComparison = true
            }
            try enterNesting()
            levels += 1
            advance()
            let rhs = try parseInfix(loosest: precedence.tighter, context)
            lhs = Expr(.binary(op, lhs, rhs), at: lhs.range.union(rhs.range))
        }
        return lhs
    }

    /// `-x`, `!x`, or a postfix expression.
    private mutating func parseUnary(_ context: ExpressionContext) throws(ParseFailure) -> Expr {
        let op: UnaryOperator
        switch current.punctuator {
        case .minus: op = .minus
        case .bang: op = .not
        default: return try parsePostfix(context)
        }
        let opToken = advance()
        try enterNesting()
        defer { leaveNesting() }
        let operand = try parseUnary(context)
        return Expr(.unary(op, operand), at: SourceRange(start: opToken.range.start, end: operand.range.end))
    }

    /// A primary followed by `.member` and `.method(args)`.
    private mutating func parsePostfix(_ context: ExpressionContext) throws(ParseFailure) -> Expr {
        var expr = try parsePrimary(context)
        var levels = 0
        defer { leaveNesting(levels) }
        while consume(.dot) != nil {
            try enterNesting()
            levels += 1
            guard current.isWord else { throw failure(expected: "member name") }
            let nameToken = advance()
            let name = Identifier(nameToken.text, at: nameToken.range)
            if at(.leftParen) {
                let arguments = try parseArguments()
                expr = Expr(.method(expr, name, arguments), at: range(from: expr.range.start))
            } else {
                expr = Expr(.member(expr, name), at: range(from: expr.range.start))
            }
        }
        return expr
    }

    /// Numbers, booleans, names, calls, `super`, `safe`, parentheses and tuples.
    private mutating func parsePrimary(_ context: ExpressionContext) throws(ParseFailure) -> Expr {
        let start = current.range.start
        let single: Expr.Kind? =
            switch current.kind {
            case .number: .number(current.text)
            case .keyword(.true): .bool(true)
            case .keyword(.false): .bool(false)
            case .keyword(.super): .superItem
            case .keyword(.safe): .safeItem
            default: nil
            }
        if let single { return Expr(single, at: advance().range) }
        switch current.kind {
        case .identifier:
            let token = advance()
            guard at(.leftParen) else { return Expr(.name(token.text), at: token.range) }
            let arguments = try parseArguments()
            return Expr(.call(Identifier(token.text, at: token.range), arguments), at: range(from: start))
        case .punctuator(.leftParen):
            advance()
            var elements = [try parseExpression(context)]
            while consume(.comma) != nil { elements.append(try parseExpression(context)) }
            try expect(.rightParen)
            let kind: Expr.Kind = elements.count == 1 ? .paren(elements[0]) : .tuple(elements)
            return Expr(kind, at: range(from: start))
        default:
            throw failure(expected: "expression")
        }
    }

    /// `(a, label: b)`: the argument list of a call or method.
    mutating func parseArguments() throws(ParseFailure) -> [Argument] {
        try expect(.leftParen)
        var arguments: [Argument] = []
        if consume(.rightParen) != nil { return arguments }
        repeat {
            var label: Identifier?
            if current.isWord && peek().is(.colon) {
                let token = advance()
                label = Identifier(token.text, at: token.range)
                advance()
            }
            arguments.append(Argument(label: label, value: try parseExpression(.value)))
        } while consume(.comma) != nil
        try expect(.rightParen)
        return arguments
    }
}
