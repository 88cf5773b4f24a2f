import LayoutGenDiagnostics

/// Blocks, the statement dispatcher, constraints (LANGUAGE.md §5) and `when` (§8).
///
/// ```
/// block      := '{' (statement (NEWLINE | ';'))* '}'
/// statement  := view | guide | input | let | when | sequence | domain | allow | constraint
/// constraint := sum (('==' | '<=' | '>=') sum)+ priority?
/// priority   := '@' ('required' | 'high' | 'low' | NUMBER)
/// when       := 'when' condition block ('else' 'when' condition block)* ('else' block)?
/// ```
/// The relational operators at the top level of a constraint are its chain links, so each
/// operand is parsed as a sum, never as a comparison.
extension Parser {
    /// `{ statements }`. A block cut short by the end of file or by the next `layout` is
    /// reported (once, however many blocks it leaves open) and returned as far as it got.
    mutating func parseBlock() throws(ParseFailure) -> [Statement] {
        try enterNesting()
        defer { leaveNesting() }
        let open = try expect(.leftBrace)
        let body = parseStatements()
        if consume(.rightBrace) == nil && missingBraceReportedAt != index {
            missingBraceReportedAt = index
            _ = failure(expected: "'}'", notes: [DiagnosticNote("to match this opening '{'", at: open.range)])
        }
        return body
    }

    /// Statements up to a `}`, the end of file or a `layout`. A statement with an error is
    /// reported, skipped and left out; parsing goes on with the next one.
    mutating func parseStatements() -> [Statement] {
        var statements: [Statement] = []
        while true {
            skipSeparators()
            if at(.rightBrace) || at(.layout) || current.kind == .endOfFile { break }
            let start = index
            do {
                let statement = try parseStatement()
                statements.append(statement)
                if !atStatementEnd { throw failure(expected: "newline or ';'") }
            } catch {
                skipStatement()
            }
            if index == start { advance() }  // loop-progress guard
        }
        return statements
    }

    /// One statement, chosen by its first token.
    mutating func parseStatement() throws(ParseFailure) -> Statement {
        switch current.kind {
        case .keyword(.view): return .view(try parseView())
        case .keyword(.guide): return .guide(try parseGuide())
        case .keyword(.input): return .input(try parseInput())
        case .keyword(.let): return .letBinding(try parseLet())
        case .keyword(.when): return .when(try parseWhen())
        case .keyword(.horizontal), .keyword(.vertical): return .sequence(try parseSequence())
        default:
            guard canBeginExpression else { throw failure(expected: "statement") }
            if atCheckStatement { return try parseCheckStatement() }
            if current.kind == .identifier, current.text == "mirrored", peek().is(.when) {
                let word = advance()
                advance()
                let condition = try parseExpression(.condition)
                return .mirrored(MirroredStmt(condition: condition, range: range(from: word.range.start)))
            }
            if let keyword = misspeltDeclaration {
                diagnostics.error(.unknownStatement(current.text, suggestion: keyword), at: current.range)
                throw ParseFailure()
            }
            return .constraint(try parseConstraint())
        }
    }

    /// The declaration keyword a statement that starts `NAME NAME` (`veiw icon`) misspells: no
    /// constraint starts with two names.
    private var misspeltDeclaration: String? {
        guard current.kind == .identifier, peek().kind == .identifier else { return nil }
        return Suggestion.closest(to: current.text, among: ["view", "guide", "input", "let", "when"])
    }

    /// `a.leading == b.leading == c.leading @high`.
    mutating func parseConstraint() throws(ParseFailure) -> ConstraintStmt {
        let first = try parseExpression(.value)
        var links: [ConstraintStmt.Link] = []
        while let relation = currentRelation {
            let relationToken = advance()
            let rhs = try parseExpression(.value)
            links.append(ConstraintStmt.Link(relation: relation, relationRange: relationToken.range, rhs: rhs))
        }
        if links.isEmpty { throw failure(expected: "'==', '<=' or '>='") }
        let priority = at(.at) ? try parsePriority() : nil
        return ConstraintStmt(first: first, links: links, priority: priority, range: range(from: first.range.start))
    }

    /// The relation spelled by the current token, if any.
    var currentRelation: Relation? {
        switch current.kind {
        case .punctuator(.equalEqual): .equal
        case .punctuator(.lessEqual): .lessOrEqual
        case .punctuator(.greaterEqual): .greaterOrEqual
        default: nil
        }
    }

    /// `@required`, `@high`, `@low`, `@500`.
    mutating func parsePriority() throws(ParseFailure) -> PrioritySyntax {
        let atSign = try expect(.at)
        let value: PrioritySyntax.Value
        switch (current.kind, current.text) {
        case (.identifier, "required"): value = .required
        case (.identifier, "high"): value = .high
        case (.identifier, "low"): value = .low
        case (.number, let text): value = .number(text)
        default: throw failure(expected: "'required', 'high', 'low' or a number")
        }
        advance()
        return PrioritySyntax(value, at: range(from: atSign.range.start))
    }

    /// `when c { … } else when d { … } else { … }`; `else` may also start the line after a `}`.
    mutating func parseWhen() throws(ParseFailure) -> WhenStmt {
        let keyword = advance()
        var branches: [WhenStmt.Branch] = []
        var elseBody: [Statement]?
        while true {
            let condition = try parseExpression(.condition)
            branches.append(WhenStmt.Branch(condition: condition, body: try parseBlock()))
            if current.kind == .newline && peek().is(.else) { advance() }
            guard consume(.else) != nil else { break }
            if consume(.when) == nil {
                elseBody = try parseBlock()
                break
            }
        }
        return WhenStmt(branches: branches, elseBody: elseBody, range: range(from: keyword.range.start))
    }
}
