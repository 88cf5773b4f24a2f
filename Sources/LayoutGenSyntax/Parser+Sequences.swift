import LayoutGenDiagnostics

/// Sequences: Apple's Visual Format Language with flexible parts and alignment (LANGUAGE.md §6).
///
/// ```
/// sequence   := ('H' | 'V') ('(' NAME ')')? ':' elements options
/// options    := ('align' NAME)? 'unbounded'? | 'unbounded' ('align' NAME)?
/// elements   := ('|' connection)? item (connection item)* (connection '|')?
/// connection := ''                                   -- gap 0: `][`, `|[`, `]|`
///             | '-'                                  -- the standard gap
///             | '-' (NUMBER | NAME) '-'              -- `-8-`, `-spacing-`
///             | '-' '(' predicates ')' '-'           -- `-(>=8)-`, `-(2*)-`
/// item       := '[' NAME ('(' predicates ')')? ']'
/// predicates := predicate (',' predicate)*
/// predicate  := ('==' | '<=' | '>=')? (flexible | basis ('+' flexible)?) ('-' flexible)?
/// basis      := expr                                 -- without a trailing `+ w*` / `- w*`
/// flexible   := NUMBER? '*'                          -- followed by `)`, `,`, `+` or `-`
/// ```
/// `unbounded` is a contextual word (a name elsewhere). A `-` after a term starts a shrink
/// weight only when a flexible term follows it, so `2*-3` keeps meaning `2 * (-3)`.
/// The elements therefore alternate between edges or items and gaps: every two neighbouring
/// items or edges have a `.gap` between them, `.gap([], …)` (an empty range) when nothing is
/// written there.
extension Parser {
    /// `H: |-12-[icon(48)]-10-[title]-12-| align centerY`.
    mutating func parseSequence() throws(ParseFailure) -> SequenceStmt {
        let axisToken = advance()
        let axis: SequenceStmt.Axis = axisToken.is(.horizontal) ? .horizontal : .vertical
        var container: Identifier?
        if consume(.leftParen) != nil {
            container = try expectName("container name")
            try expect(.rightParen)
        }
        try expect(.colon)
        let elements = try parseSequenceElements()
        var alignment: Identifier?
        var unbounded = consumeUnbounded()
        if consume(.align) != nil { alignment = try expectName("alignment") }
        if unbounded == nil { unbounded = consumeUnbounded() }
        return SequenceStmt(
            axis: axis, container: container, elements: elements, alignment: alignment,
            unbounded: unbounded, range: range(from: axisToken.range.start))
    }

    /// Consumes the word `unbounded`, if it is next, and returns where it is.
    private mutating func consumeUnbounded() -> SourceRange? {
        guard current.kind == .identifier, current.text == "unbounded" else { return nil }
        return advance().range
    }

    /// The edges, items and gaps between the colon and `align` or the end of the statement.
    private mutating func parseSequenceElements() throws(ParseFailure) -> [SequenceElement] {
        var elements: [SequenceElement] = []
        if let bar = consume(.bar) {
            elements.append(.edge(bar.range))
            elements.append(try parseConnection())
        } else if !at(.leftBracket) {
            throw failure(expected: "'|' or '['")
        }
        while true {
            elements.append(try parseItem())
            guard at(.minus) || at(.leftBracket) || at(.bar) else { break }
            elements.append(try parseConnection())
            if let bar = consume(.bar) {
                elements.append(.edge(bar.range))
                break
            }
        }
        return elements
    }

    /// What joins two items, or an item and an edge: a gap, possibly empty.
    private mutating func parseConnection() throws(ParseFailure) -> SequenceElement {
        guard let dash = consume(.minus) else {
            let here = lastEnd ?? current.range.start
            return .gap([], SourceRange(start: here, end: here))
        }
        let predicates: [SizePredicate]
        switch current.kind {
        case .number, .identifier:
            let token = advance()
            let value = Expr(token.kind == .number ? .number(token.text) : .name(token.text), at: token.range)
            predicates = [SizePredicate(relation: .equal, value: value, flexibleWeight: nil, range: token.range)]
        case .punctuator(.leftParen):
            advance()
            predicates = try parsePredicates()
            try expect(.rightParen)
        default:
            return .gap(nil, dash.range)
        }
        try expect(.minus)
        return .gap(predicates, range(from: dash.range.start))
    }

    /// `[v]`, `[v(100)]`, `[v(>=44,<=120)]`, `[v(*)]`.
    private mutating func parseItem() throws(ParseFailure) -> SequenceElement {
        let open = try expect(.leftBracket)
        let name = try expectName("item name")
        var predicates: [SizePredicate] = []
        if consume(.leftParen) != nil {
            predicates = try parsePredicates()
            try expect(.rightParen)
        }
        try expect(.rightBracket)
        return .item(name, predicates, range(from: open.range.start))
    }

    /// `>=44, <=120`.
    private mutating func parsePredicates() throws(ParseFailure) -> [SizePredicate] {
        var predicates = [try parsePredicate()]
        while consume(.comma) != nil { predicates.append(try parsePredicate()) }
        return predicates
    }

    /// `100`, `==w`, `>=44`, `spacing`, `*`, `2*`, `0.5*`, `50 + *`, `500 - 2*`, `100 + * - *`.
    private mutating func parsePredicate() throws(ParseFailure) -> SizePredicate {
        let start = current.range.start
        var relation = Relation.equal
        if let written = currentRelation {
            relation = written
            advance()
        }
        var value: Expr?
        var grow: String?
        if let term = flexibleTerm(at: 0) {
            grow = consume(term)
        } else {
            value = try parseBasis()
            if at(.plus), let term = flexibleTerm(at: 1) {
                advance()
                grow = consume(term)
            }
        }
        var shrink: String?
        if at(.minus), let term = flexibleTerm(at: 1) {
            advance()
            shrink = consume(term)
        }
        return SizePredicate(
            relation: relation, value: value, flexibleWeight: grow, shrinkWeight: shrink, range: range(from: start))
    }

    /// An additive expression that stops before `+ w*` or `- w*`.
    private mutating func parseBasis() throws(ParseFailure) -> Expr {
        var lhs = try parseTerm()
        var levels = 0
        defer { leaveNesting(levels) }
        while at(.plus) || at(.minus), flexibleTerm(at: 1) == nil {
            let op: BinaryOperator = at(.plus) ? .add : .subtract
            try enterNesting()
            levels += 1
            advance()
            let rhs = try parseTerm()
            lhs = Expr(.binary(op, lhs, rhs), at: lhs.range.union(rhs.range))
        }
        return lhs
    }

    /// Consumes the tokens of a flexible term and returns its weight.
    private mutating func consume(_ term: (weight: String, length: Int)) -> String {
        for _ in 0..<term.length { advance() }
        return term.weight
    }

    /// The flexible term `*` or `NUMBER *` starting `distance` tokens ahead (its weight and
    /// token count), when what follows ends it: `)`, `,`, `+`, or `-` before another flexible term.
    private func flexibleTerm(at distance: Int) -> (weight: String, length: Int)? {
        let first = peek(distance)
        let term: (weight: String, length: Int)
        if first.is(.star) {
            term = ("1", 1)
        } else if first.kind == .number && peek(distance + 1).is(.star) {
            term = (first.text, 2)
        } else {
            return nil
        }
        let after = peek(distance + term.length)
        if after.is(.rightParen) || after.is(.comma) || after.is(.plus) { return term }
        let next = peek(distance + term.length + 1)
        let flexibleNext = next.is(.star) || (next.kind == .number && peek(distance + term.length + 2).is(.star))
        return after.is(.minus) && flexibleNext ? term : nil
    }
}
