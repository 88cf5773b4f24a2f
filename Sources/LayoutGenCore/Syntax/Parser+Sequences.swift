/// Sequences: Apple's Visual Format Language with flexible parts and alignment (LANGUAGE.md §6).
///
/// ```
/// sequence   := ('H' | 'V') ('(' NAME ')')? ':' elements ('align' NAME)?
/// elements   := ('|' connection)? item (connection item)* (connection '|')?
/// connection := ''                                   -- gap 0: `][`, `|[`, `]|`
///             | '-'                                  -- the standard gap
///             | '-' (NUMBER | NAME) '-'              -- `-8-`, `-spacing-`
///             | '-' '(' predicates ')' '-'           -- `-(>=8)-`, `-(2*)-`
/// item       := '[' NAME ('(' predicates ')')? ']'
/// predicates := predicate (',' predicate)*
/// predicate  := ('==' | '<=' | '>=')? ('*' | NUMBER '*' | expr)
/// ```
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
        if consume(.align) != nil { alignment = try expectName("alignment") }
        return SequenceStmt(
            axis: axis, container: container, elements: elements, alignment: alignment,
            range: range(from: axisToken.range.start))
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

    /// `100`, `==w`, `>=44`, `spacing`, `*`, `2*`, `0.5*`.
    private mutating func parsePredicate() throws(ParseFailure) -> SizePredicate {
        let start = current.range.start
        var relation = Relation.equal
        if let written = currentRelation {
            relation = written
            advance()
        }
        if consume(.star) != nil {
            return SizePredicate(relation: relation, value: nil, flexibleWeight: "1", range: range(from: start))
        }
        if current.kind == .number && peek().is(.star) && (peek(2).is(.rightParen) || peek(2).is(.comma)) {
            let weight = advance().text
            advance()
            return SizePredicate(relation: relation, value: nil, flexibleWeight: weight, range: range(from: start))
        }
        let value = try parseExpression(.value)
        return SizePredicate(relation: relation, value: value, flexibleWeight: nil, range: range(from: start))
    }
}
