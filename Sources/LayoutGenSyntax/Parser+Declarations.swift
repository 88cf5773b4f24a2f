/// The file, `layout` blocks and the declarations of LANGUAGE.md §3.
///
/// ```
/// file   := (layout)*
/// layout := 'layout' NAME block
/// view   := 'view' NAME (',' NAME)* (':' trait priority? (',' trait priority?)*)? block?
///           -- one priority at most, after any trait (`measured @low, optional` or
///              `optional, measured @low`)
/// trait  := 'measured' ('(' content (',' content)* ')')? | 'optional' | 'scroll' ('(' NAME ')')?
/// content := ('H' | 'V')? ('hugging' | 'compression') priority
/// guide  := 'guide' NAME (',' NAME)* block?
/// input  := 'input' NAME (':' ('CGFloat' | 'Bool'))? ('=' expr)?     -- ':' or '=' required
/// let    := 'let' NAME '=' expr
/// ```
extension Parser {
    /// Parses the whole file. Anything other than a `layout` block at the top level is reported
    /// and skipped up to the next `layout`.
    mutating func parseFile() -> SyntaxFile {
        var layouts: [LayoutDecl] = []
        let errorsBefore = diagnostics.errorCount
        while true {
            skipSeparators()
            if current.kind == .endOfFile { break }
            let start = index
            if at(.layout) {
                do {
                    layouts.append(try parseLayout())
                } catch {
                    skipToNextLayout()
                }
            } else {
                _ = failure(expected: "'layout'")
                skipToNextLayout()
            }
            if index == start { advance() }  // loop-progress guard
        }
        if layouts.isEmpty && diagnostics.errorCount == errorsBefore {
            _ = failure(expected: "'layout'")
        }
        return SyntaxFile(layouts: layouts)
    }

    /// Skips to the next `layout` keyword (or the end of file).
    private mutating func skipToNextLayout() {
        while current.kind != .endOfFile && !at(.layout) { advance() }
    }

    /// `layout Name { … }`.
    mutating func parseLayout() throws(ParseFailure) -> LayoutDecl {
        let keyword = advance()
        let name = try expectName("layout name")
        let body = try parseBlock()
        return LayoutDecl(name: name, body: body, range: range(from: keyword.range.start))
    }

    /// `view a, b: measured, optional @high { … }`.
    mutating func parseView() throws(ParseFailure) -> ViewDecl {
        let keyword = advance()
        let names = try parseNames("view name")
        var traits: [Trait] = []
        var priority: PrioritySyntax?
        if consume(.colon) != nil {
            repeat {
                traits.append(try parseTrait())
                if at(.at) {
                    guard priority == nil else { throw failure(expected: "',' or a new line (one priority per view)") }
                    priority = try parsePriority()
                }
            } while consume(.comma) != nil
        }
        let body = at(.leftBrace) ? try parseBlock() : nil
        return ViewDecl(
            names: names, traits: traits, priority: priority, body: body, range: range(from: keyword.range.start))
    }

    /// `measured`, `measured(hugging @251, rounded: up, pixel)`, `optional`, `scroll`,
    /// `scroll(horizontal)`, `scroll(both)`.
    private mutating func parseTrait() throws(ParseFailure) -> Trait {
        let start = current.range.start
        if consume(.measured) != nil {
            var priorities: [ContentPrioritySyntax] = []
            var rounding: RoundingSyntax?
            if consume(.leftParen) != nil {
                repeat {
                    // `rounded: RULE` and `pixel`, or a content priority.
                    let optionStart = current.range.start
                    if current.kind == .identifier && current.text == "rounded" && peek().is(.colon) {
                        _ = advance()
                        _ = advance()
                        let rule = try expectName("'up', 'down' or 'nearest'")
                        rounding = RoundingSyntax(rule: rule, pixel: rounding?.pixel, range: range(from: optionStart))
                    } else if current.kind == .identifier && current.text == "pixel" {
                        let pixel = advance().range
                        rounding = RoundingSyntax(rule: rounding?.rule, pixel: pixel, range: rounding?.range ?? pixel)
                    } else {
                        priorities.append(try parseContentPriority())
                    }
                } while consume(.comma) != nil
                try expect(.rightParen)
            }
            return Trait(.measured, at: range(from: start), contentPriorities: priorities, rounding: rounding)
        }
        if consume(.optional) != nil { return Trait(.optional, at: range(from: start)) }
        guard consume(.scroll) != nil else { throw failure(expected: "'measured', 'optional' or 'scroll'") }
        var axes = "vertical"
        if consume(.leftParen) != nil {
            axes = try expectName("scroll axis").text
            try expect(.rightParen)
        }
        return Trait(.scroll(axes: axes), at: range(from: start))
    }

    /// `hugging @251`, `H compression @760`.
    private mutating func parseContentPriority() throws(ParseFailure) -> ContentPrioritySyntax {
        let start = current.range.start
        var axis: SequenceStmt.Axis?
        if consume(.horizontal) != nil {
            axis = .horizontal
        } else if consume(.vertical) != nil {
            axis = .vertical
        }
        guard current.kind == .identifier, ["hugging", "compression"].contains(current.text) else {
            throw failure(
                expected: axis == nil ? "'hugging', 'compression', 'H', 'V', 'rounded:' or 'pixel'" : "'hugging' or 'compression'")
        }
        let isHugging = advance().text == "hugging"
        let priority = try parsePriority()
        return ContentPrioritySyntax(isHugging: isHugging, axis: axis, priority: priority, range: range(from: start))
    }

    /// `guide g` / `guide g { … }`.
    mutating func parseGuide() throws(ParseFailure) -> GuideDecl {
        let keyword = advance()
        let names = try parseNames("guide name")
        let body = at(.leftBrace) ? try parseBlock() : nil
        return GuideDecl(names: names, body: body, range: range(from: keyword.range.start))
    }

    /// `input spacing = 8`, `input inset: CGFloat`, `input compact: Bool = false`.
    package mutating func parseInput() throws(ParseFailure) -> InputDecl {
        let keyword = advance()
        let name = try expectName("input name")
        var type = InputDecl.InputType.cgFloat
        var defaultValue: Expr?
        let hasType = consume(.colon) != nil
        if hasType {
            guard current.kind == .identifier, let written = InputDecl.InputType(rawValue: current.text) else {
                throw failure(expected: "'CGFloat' or 'Bool'")
            }
            advance()
            type = written
        }
        if consume(.equal) != nil {
            defaultValue = try parseExpression(.value)
        } else if !hasType {
            throw failure(expected: "':' or '='")
        }
        return InputDecl(name: name, type: type, defaultValue: defaultValue, range: range(from: keyword.range.start))
    }

    /// `let gutter = 2 * spacing`.
    mutating func parseLet() throws(ParseFailure) -> LetDecl {
        let keyword = advance()
        let name = try expectName("name")
        try expect(.equal)
        let value = try parseExpression(.value)
        return LetDecl(name: name, value: value, range: range(from: keyword.range.start))
    }

    /// `a` or `a, b, c`.
    private mutating func parseNames(_ what: String) throws(ParseFailure) -> [Identifier] {
        var names = [try expectName(what)]
        while consume(.comma) != nil { names.append(try expectName(what)) }
        return names
    }
}
