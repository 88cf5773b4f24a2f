@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics

/// `DiagnosticRenderer`: the exact text of LANGUAGE.md §11 in each style.
@Suite struct DiagnosticRendererTests {
    let file = SourceFile(
        path: "Layouts/Cell.layout",
        text: """
            layout Cell {
                view icon
                view title: measured
                icon.size == 48
                titel.leading == icon.trailing + 10
                title.top == 10
                title.leading == 0
                title.top == 12
                icon.leading == 12
                icon.top == 4
            }

            """)

    /// Columns `start ..< end` of one line.
    func range(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        range(line, start, line, end)
    }

    /// From `line:start` to `endLine:end`.
    func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourceLocation(line: line, column: start), end: SourceLocation(line: endLine, column: end))
    }

    var unknownName: Diagnostic {
        Diagnostic(.error, .unknownName("titel", suggestion: "title"), at: range(5, 5, 10), label: "not declared")
    }

    var conflict: Diagnostic {
        Diagnostic(
            .error, .conflict("title.top"), at: range(8, 5, 20), label: "conflicts",
            notes: [DiagnosticNote("the other constraint", at: range(6, 5, 20))])
    }

    @Test func plainPrintsOnlyTheHeadlinesOfDiagnosticsAndNotes() {
        let warning = Diagnostic(.warning, .redundant, at: range(10, 5, 18))
        let text = DiagnosticRenderer(style: .plain).render([conflict, unknownName, warning], in: file)
        #expect(
            text == """
                Layouts/Cell.layout:8:5: error: constraint conflicts with others: title.top
                Layouts/Cell.layout:6:5: note: the other constraint
                Layouts/Cell.layout:5:5: error: unknown name 'titel'; did you mean 'title'?
                Layouts/Cell.layout:10:5: warning: constraint is implied by other constraints

                """)
    }

    @Test func terminalQuotesTheLineWithCaretsAndLabel() {
        let text = DiagnosticRenderer(style: .terminal(color: false)).render([unknownName], in: file)
        #expect(
            text == """
                Layouts/Cell.layout:5:5: error: unknown name 'titel'; did you mean 'title'?
                5 |     titel.leading == icon.trailing + 10
                  |     ^~~~~ not declared

                """)
    }

    @Test func notesGetTheirOwnSnippetAndGuttersLineUp() {
        let diagnostic = Diagnostic(
            .error, .conflict("icon.top"), at: range(10, 5, 18),
            notes: [DiagnosticNote("icon is centred here", at: range(4, 5, 14))])
        let text = DiagnosticRenderer(style: .terminal(color: false)).render([diagnostic], in: file)
        #expect(
            text == """
                Layouts/Cell.layout:10:5: error: constraint conflicts with others: icon.top
                10 |     icon.top == 4
                   |     ^~~~~~~~~~~~~
                Layouts/Cell.layout:4:5: note: icon is centred here
                 4 |     icon.size == 48
                   |     ^~~~~~~~~

                """)
    }

    @Test func zeroWidthSpanGetsOneCaret() {
        let diagnostic = Diagnostic(.error, .expected("':'", found: "newline"), at: range(3, 25, 25), label: "here")
        let text = DiagnosticRenderer(style: .terminal(color: false)).render([diagnostic], in: file)
        #expect(
            text == """
                Layouts/Cell.layout:3:25: error: expected ':', found newline
                3 |     view title: measured
                  |                         ^ here

                """)
    }

    @Test func spanPastTheLineEndIsClipped() {
        let pastEnd = Diagnostic(.error, .redundant, at: range(2, 10, 40))
        let multiLine = Diagnostic(.error, .redundant, at: range(2, 10, 3, 9))
        let renderer = DiagnosticRenderer(style: .terminal(color: false))
        let expected = """
            Layouts/Cell.layout:2:10: error: constraint is implied by other constraints
            2 |     view icon
              |          ^~~~

            """
        #expect(renderer.render([pastEnd], in: file) == expected)
        #expect(renderer.render([multiLine], in: file) == expected)
    }

    @Test func columnsCountCharactersAndTabsAreKept() {
        let unicode = SourceFile(path: "u.layout", text: "\tgap == \"é🙂\" + wïdth\n")
        let diagnostic = Diagnostic(.error, .unknownName("wïdth", suggestion: nil), at: range(1, 16, 21))
        let text = DiagnosticRenderer(style: .terminal(color: false)).render([diagnostic], in: unicode)
        #expect(
            text == """
                u.layout:1:16: error: unknown name 'wïdth'
                1 | \tgap == "é🙂" + wïdth
                  | \t              ^~~~~

                """)
    }

    @Test func colourMarksSeverityAndMessage() {
        let warning = Diagnostic(
            .warning, .unusedMeasurement("icon"), at: range(2, 10, 14), label: "measured",
            notes: [DiagnosticNote("size set here", at: range(4, 5, 14))])
        let text = DiagnosticRenderer(style: .terminal(color: true)).render([warning], in: file)
        let esc = "\u{1B}"
        #expect(
            text == """
                Layouts/Cell.layout:2:10: \(esc)[1;33mwarning:\(esc)[0m \(esc)[1m'icon' is measured but its constraints \
                determine its whole size; the measurement is not used\(esc)[0m
                2 |     view icon
                  |          ^~~~ measured
                Layouts/Cell.layout:4:5: \(esc)[1;36mnote:\(esc)[0m \(esc)[1msize set here\(esc)[0m
                4 |     icon.size == 48
                  |     ^~~~~~~~~

                """)
        let error = DiagnosticRenderer(style: .terminal(color: true)).render([unknownName], in: file)
        #expect(error.hasPrefix("Layouts/Cell.layout:5:5: \(esc)[1;31merror:\(esc)[0m \(esc)[1munknown name"))
    }

    @Test func rangeWithoutPositionPrintsThePathOnly() {
        let diagnostic = Diagnostic(.error, .tooManyVariants(40, limit: 32), at: .none)
        for style in [DiagnosticRenderer.Style.plain, .terminal(color: false)] {
            #expect(
                DiagnosticRenderer(style: style).render([diagnostic], in: file)
                    == "Layouts/Cell.layout: error: conditions produce 40 variants; at most 32 are allowed\n")
        }
    }

    @Test func noDiagnosticsIsEmptyText() {
        #expect(DiagnosticRenderer(style: .terminal(color: true)).render([], in: file) == "")
    }
}

@Suite struct SourceFileTests {
    @Test func windowsLineEndingsSplitIntoLines() {
        let file = SourceFile(path: "a.layout", text: "layout A {\r\n  view a\r\n}\r\n")
        #expect(file.lines.map(String.init) == ["layout A {", "  view a", "}", ""])
    }
}
