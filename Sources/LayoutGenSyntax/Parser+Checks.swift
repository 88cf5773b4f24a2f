/// The statements of LANGUAGE.md §12, which change no frame:
///
/// ```
/// domain := 'domain' target (',' target)* number '...' number
/// target := (NAME | 'super') ('.' NAME)?
/// number := '-'? NUMBER
/// allow  := 'allow' ('overlap' | 'outside') NAME (',' NAME)*
/// ```
/// `domain` and `allow` are words, not keywords: a view may be called `domain` (`domain.width
/// == 20` stays a constraint); a statement is one of these only when a name follows the word.
extension Parser {
    /// Whether the statement starting here is `domain …` or `allow …`.
    var atCheckStatement: Bool {
        guard current.kind == .identifier else { return false }
        switch current.text {
        case "domain": return peek().kind == .identifier || peek().is(.super)
        case "allow": return peek().kind == .identifier && (peek().text == "overlap" || peek().text == "outside")
        default: return false
        }
    }

    /// `domain …` or `allow …`.
    mutating func parseCheckStatement() throws(ParseFailure) -> Statement {
        let word = advance()
        if word.text == "allow" {
            let kind = AllowStmt.Kind(rawValue: advance().text)!
            var names = [try parseName()]
            while consume(.comma) != nil { names.append(try parseName()) }
            return .allow(AllowStmt(kind: kind, names: names, range: range(from: word.range.start)))
        }
        var targets: [DomainStmt.Target] = []
        repeat {
            guard current.kind == .identifier || current.is(.super) else { throw failure(expected: "a name") }
            let nameToken = advance()
            var attribute: Identifier?
            if consume(.dot) != nil { attribute = try parseName() }
            targets.append(DomainStmt.Target(name: Identifier(nameToken.text, at: nameToken.range), attribute: attribute))
        } while consume(.comma) != nil
        let start = current.range.start
        let lower = try parseSignedNumber()
        for _ in 0..<3 { _ = try expect(.dot) }
        let upper = try parseSignedNumber()
        return .domain(
            DomainStmt(
                targets: targets, lower: lower, upper: upper, rangeRange: range(from: start),
                range: range(from: word.range.start)))
    }

    /// A name.
    private mutating func parseName() throws(ParseFailure) -> Identifier {
        guard current.kind == .identifier else { throw failure(expected: "a name") }
        let token = advance()
        return Identifier(token.text, at: token.range)
    }

    /// `12`, `-4`, `0.5`.
    private mutating func parseSignedNumber() throws(ParseFailure) -> String {
        let minus = consume(.minus) != nil
        guard current.kind == .number else { throw failure(expected: "a number") }
        return (minus ? "-" : "") + advance().text
    }
}
