import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenSyntax

@Suite struct LexerTests {
    /// The tokens of `text` as compact strings: names and operators as written, numbers as
    /// `#12`, newlines as `⏎`; the final end of file is dropped.
    private func lex(_ text: String) -> (tokens: [String], diagnostics: [String]) {
        let collector = DiagnosticCollector()
        let tokens = tokenize(SourceFile(path: "t.layout", text: text), diagnostics: collector)
        #expect(tokens.last?.kind == .endOfFile)
        let shown = tokens.dropLast().map { token -> String in
            switch token.kind {
            case .number: "#" + token.text
            case .newline: "⏎"
            case .endOfFile: "EOF"
            default: token.text
            }
        }
        return (shown, collector.diagnostics.map { "\($0.range): \($0.message)" })
    }

    private func tokens(_ text: String) -> [Token] {
        tokenize(SourceFile(path: "t.layout", text: text), diagnostics: DiagnosticCollector())
    }

    @Test func namesKeywordsAndOperators() {
        let (tokens, diagnostics) = lex("icon.size == (64, 48) @high")
        #expect(tokens == ["icon", ".", "size", "==", "(", "#64", ",", "#48", ")", "@", "high"])
        #expect(diagnostics == [])
        let kinds = self.tokens("layout view H V true super_ _x9 measured").map(\.kind)
        #expect(
            kinds == [
                .keyword(.layout), .keyword(.view), .keyword(.horizontal), .keyword(.vertical), .keyword(.true),
                .identifier, .identifier, .keyword(.measured), .endOfFile,
            ])
    }

    @Test func twoCharacterOperatorsWin() {
        let (tokens, _) = lex("a==b<=c>=d!=e&&f||g<h>i!j=k|l")
        #expect(
            tokens == [
                "a", "==", "b", "<=", "c", ">=", "d", "!=", "e", "&&", "f", "||", "g", "<", "h", ">", "i", "!",
                "j", "=", "k", "|", "l",
            ])
        let kinds = self.tokens("{}()[],:;.@+-*/").map(\.kind)
        let expected: [Punctuator] = [
            .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .colon,
            .semicolon, .dot, .at, .plus, .minus, .star, .slash,
        ]
        #expect(kinds == expected.map { .punctuator($0) } + [.endOfFile])
    }

    @Test func numbers() {
        #expect(lex("12 0.5 1e3 1.5e-2 2E+4 007").tokens == ["#12", "#0.5", "#1e3", "#1.5e-2", "#2E+4", "#007"])
        #expect(lex("-8").tokens == ["-", "#8"])
        #expect(lex("1.width").tokens == ["#1", ".", "width"])
        #expect(lex("-(2*)-").tokens == ["-", "(", "#2", "*", ")", "-"])
    }

    @Test func invalidNumbersKeepTheirValidPrefix() {
        let (tokens, diagnostics) = lex("a == 12px + 1e")
        #expect(tokens == ["a", "==", "#12", "+", "#1"])
        #expect(diagnostics == ["1:6-1:10: invalid number '12px'", "1:13-1:15: invalid number '1e'"])
    }

    @Test func comments() {
        let (tokens, diagnostics) = lex("a // b c\n/* d\n e */ f /* g */ h")
        #expect(tokens == ["a", "⏎", "f", "h"])
        #expect(diagnostics == [])
        #expect(self.tokens("/* x\n y */ f")[0].range.start == LayoutGenCore.SourceLocation(line: 2, column: 7))
    }

    @Test func unterminatedCommentIsReportedAtItsStart() {
        let (tokens, diagnostics) = lex("a\n  /* never closed\n b")
        #expect(tokens == ["a"])
        #expect(diagnostics == ["2:3-2:5: unterminated '/*' comment"])
    }

    @Test func unexpectedCharactersAreReportedAndSkipped() {
        let (tokens, diagnostics) = lex("a $ b & c")
        #expect(tokens == ["a", "b", "c"])
        #expect(diagnostics == ["1:3-1:4: unexpected character '$'", "1:7-1:8: unexpected character '&'"])
        #expect(lex("a\u{7}").diagnostics == ["1:2-1:3: unexpected character '\\u{07}'"])
    }

    /// `view ícone`: one name and one error, however often it is used; a symbol that is not a
    /// letter stays an unexpected character.
    @Test func aNameWithALetterOutsideASCIIIsOneNameAndOneError() {
        let (tokens, diagnostics) = lex("view ícone\nícone.x café_2 ícone 👍🏽")
        #expect(tokens == ["view", "ícone", "⏎", "ícone", ".", "x", "café_2", "ícone"])
        #expect(
            diagnostics == [
                "1:6-1:11: name 'ícone' has the character 'í': names are ASCII letters, digits and '_'",
                "2:9-2:15: name 'café_2' has the character 'é': names are ASCII letters, digits and '_'",
                "2:22-2:23: unexpected character '👍🏽'",
            ])
    }

    @Test func columnsCountCharactersNotBytes() {
        let (tokens, diagnostics) = lex("/* é */ a 👍🏽 b\nc")
        #expect(tokens == ["a", "b", "⏎", "c"])
        #expect(diagnostics == ["1:11-1:12: unexpected character '👍🏽'"])
        let ranges = self.tokens("/* é */ a 👍🏽 b\nc").map(\.range.description)
        #expect(ranges == ["1:9-1:10", "1:13-1:14", "1:14-1:15", "2:1-2:2", "2:2-2:2"])
    }

    @Test func rangesAreHalfOpen() {
        let ranges = tokens("view title: measured").map(\.range.description)
        #expect(ranges == ["1:1-1:5", "1:6-1:11", "1:11-1:12", "1:13-1:21", "1:21-1:21"])
    }

    @Test func newlinesEndStatementsAndCollapse() {
        #expect(lex("\n\na\n\n\n// c\n\nb\n\n").tokens == ["a", "⏎", "b"])
        #expect(lex("a;b").tokens == ["a", ";", "b"])
        #expect(lex("a\r\nb").tokens == ["a", "⏎", "b"])
        #expect(tokens("a\r\nb")[2].range.start == LayoutGenCore.SourceLocation(line: 2, column: 1))
        #expect(lex("a /* x\n y */ b").tokens == ["a", "⏎", "b"])
        #expect(lex("view a:\nmeasured").tokens == ["view", "a", ":", "⏎", "measured"])
    }

    @Test func newlineRangeIsTheLineBreak() {
        let newline = tokens("a  // note\nb")[1]
        #expect(newline.kind == .newline)
        #expect(newline.range.description == "1:11-1:12")
    }

    @Test func lineBreakAfterAnOperatorOrCommaContinues() {
        for op in ["+", "-", "*", "/", "==", "<=", ">=", "!=", "<", ">", "&&", "||", ",", "="] {
            #expect(lex("a \(op)\n b").tokens == ["a", op, "b"], "after \(op)")
        }
        #expect(lex("a.\nb").tokens == ["a", ".", "⏎", "b"])
        #expect(lex("a @\nhigh").tokens == ["a", "@", "⏎", "high"])
    }

    @Test func lineBreakInsideBracketsContinues() {
        #expect(lex("min(\n a,\n b\n)").tokens == ["min", "(", "a", ",", "b", ")"])
        #expect(lex("[v(>=44\n,<=120)]").tokens == ["[", "v", "(", ">=", "#44", ",", "<=", "#120", ")", "]"])
        #expect(lex("f(a\n.b)").tokens == ["f", "(", "a", ".", "b", ")"])
        #expect(lex("f(a\n+ b)").tokens == ["f", "(", "a", "+", "b", ")"])
        // Inside a block inside parentheses the braces rule.
        #expect(lex("(a {\nb\n})").tokens == ["(", "a", "{", "⏎", "b", "⏎", "}", ")"])
    }

    @Test func unclosedParenthesisEndsAtALineThatStartsAnewOperand() {
        #expect(lex("a == (b\nc == d\ne").tokens == ["a", "==", "(", "b", "⏎", "c", "==", "d", "⏎", "e"])
        #expect(lex("{ f(a\n}\nb").tokens == ["{", "f", "(", "a", "⏎", "}", "⏎", "b"])
    }

    @Test func emptyTextHasOnlyEndOfFile() {
        let only = tokens("")
        #expect(only.count == 1)
        #expect(only[0].range.description == "1:1-1:1")
        #expect(tokens("\u{FEFF}a")[0].kind == .identifier)
    }
}
