import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenSyntax

/// Broken blocks and layouts, and inputs meant to crash or hang a parser.
@Suite struct ParserRobustnessTests {
    private typealias Expected = ExpectedSyntaxDiagnostic

    @Test func missingClosingBraceAtEndOfFile() throws {
        let text = "layout A {\n    view a {\n        view b\n    a.top == 01️⃣\n"
        let file = SyntaxTesting.assertDiagnostics(text, [Expected("1️⃣", "expected '}', found end of file")])
        #expect(file.layouts.count == 1)
        #expect(file.layouts.first?.body.count == 1)
        let diagnostics = DiagnosticCollector()
        _ = parseSpec(SourceFile(path: "t", text: DiagnosticMarkers(text).text), diagnostics: diagnostics)
        let note = try #require(diagnostics.diagnostics.first?.notes.first)
        #expect(note.message == "to match this opening '{'")
        #expect(note.range.description == "2:12-2:13")
    }

    @Test func missingClosingBraceBeforeTheNextLayout() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                view a {
                    view b
            1️⃣layout B {
                view c
            }
            """, [Expected("1️⃣", "expected '}', found 'layout'")])
        #expect(file.layouts.map(\.name.text) == ["A", "B"])
        #expect(file.layouts.map(\.body.count) == [1, 1])
    }

    @Test func badLayoutHeadersSkipToTheNextLayout() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout 1️⃣{
                view a
            }
            layout B2️⃣
            { view b }
            view skipped
            layout C { view c }
            3️⃣view x
            layout D { view d } 4️⃣e
            """,
            [
                Expected("1️⃣", "expected layout name, found '{'"),
                Expected("2️⃣", "expected '{', found newline"),
                Expected("3️⃣", "expected 'layout', found 'view'"),
                Expected("4️⃣", "expected 'layout', found 'e'"),
            ])
        #expect(file.layouts.map(\.name.text) == ["C", "D"])
    }

    @Test func fileWithoutLayouts() {
        SyntaxTesting.assertDiagnostics("1️⃣", [Expected("1️⃣", "expected 'layout', found end of file")])
        SyntaxTesting.assertDiagnostics("// nothing\n1️⃣", [Expected("1️⃣", "expected 'layout', found end of file")])
        SyntaxTesting.assertDiagnostics("layout1️⃣", [Expected("1️⃣", "expected layout name, found end of file")])
        SyntaxTesting.assertDiagnostics(
            "layout A1️⃣ // no block", [Expected("1️⃣", "expected '{', found end of file")])
    }

    @Test func unterminatedCommentInsideALayout() {
        SyntaxTesting.assertDiagnostics(
            """
            layout A {
                view a1️⃣
                2️⃣/* oops
            }
            """,
            [
                Expected("1️⃣", "expected '}', found end of file"),
                Expected("2️⃣", "unterminated '/*' comment"),
            ])
    }

    @Test func unbalancedBraces() {
        for text in [
            "}}}", "{{{", "layout A { } } }", "layout A { { { view a", "layout A { view a { { } }", "(((", ")))",
        ] {
            let (_, diagnostics) = SyntaxTesting.parse(text)
            #expect(!diagnostics.isEmpty, "\(text)")
        }
    }

    @Test func deepNestingIsReportedOnce() {
        let depth = 10_000
        let cases = [
            "a.top == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
            "a.top == " + String(repeating: "-", count: depth) + "1",
            "a.top == " + Array(repeating: "a", count: depth).joined(separator: " + "),
            "a.top == a" + String(repeating: ".b", count: depth),
            "when " + String(repeating: "!(", count: depth) + "x" + String(repeating: ")", count: depth) + " {}",
            String(repeating: "view v {\n", count: depth) + String(repeating: "}\n", count: depth),
        ]
        for body in cases {
            let (file, diagnostics) = SyntaxTesting.parse("layout A {\n\(body)\nview after\n}\nlayout B {}\n")
            #expect(diagnostics.map(\.message) == ["nesting deeper than 200 levels is not supported in this version"])
            #expect(file.layouts.map(\.name.text) == ["A", "B"])
            guard case .view(let after) = file.layouts.first?.body.last else {
                Issue.record("the statement after the deep one should parse")
                continue
            }
            #expect(after.names.map(\.text) == ["after"])
        }
    }

    @Test func moderateNestingIsFine() {
        let depth = 150
        let text = "a.top == " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(SyntaxTesting.statements(text).count == 1)
    }

    @Test func garbageNeverCrashes() {
        let samples = [
            "layout", "layout A", "layout A {", "layout A { view", "layout A { view a:", "layout A { H: |-",
            "layout A { H: [", "layout A { a == ", "layout A { when", "layout A { when x {} else", "@@@ ### $$$",
            "layout A { ]]]] )))) }", "layout A { input a: Bool = }", "layout A { a.b.c.( }", "\u{0}\u{1}\u{7F}",
            "layout 🙂 { view é }", "layout A { V(: }", "layout A { a == b @ }", "/*", "*/", "layout A { 1e } ",
        ]
        for text in samples {
            let (_, diagnostics) = SyntaxTesting.parse(text)
            #expect(!diagnostics.isEmpty, "\(text)")
        }
    }

    @Test func pseudoRandomTokenSoupTerminates() {
        let pieces = [
            "layout", "view", "A", "a", "{", "}", "(", ")", "[", "]", "|", "-", "==", "<=", "@", "high", ":", ",",
            ";", "\n", "8", "H", "V", "when", "else", "measured", "scroll", ".", "*", "!", "&&", "/*x*/", "é",
        ]
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<60 {
                text += pieces[numbers.next() % pieces.count] + " "
            }
            _ = SyntaxTesting.parse(text)
        }
    }
}
