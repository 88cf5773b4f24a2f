import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

@Suite struct EvaluateTests {
    @Test func textStandInWrapsAtTheProposal() {
        let text = MeasureStandIn.text(width: 300, height: 20)
        #expect(text.measure(proposedWidth: 245, proposedHeight: 0) == (245, 40))
        #expect(text.measure(proposedWidth: 300, proposedHeight: 0) == (300, 20))
        #expect(text.measure(proposedWidth: .greatestFiniteMagnitude, proposedHeight: 0) == (300, 20))
        #expect(text.measure(proposedWidth: 0, proposedHeight: 0) == (0, 6000))
        #expect(MeasureStandIn.fixed(width: 40, height: 16).measure(proposedWidth: 1, proposedHeight: 1) == (40, 16))
    }

    @Test func standInsParse() {
        #expect(MeasureStandIn(parsing: "40x16") == .fixed(width: 40, height: 16))
        #expect(MeasureStandIn(parsing: "text:300x20") == .text(width: 300, height: 20))
        #expect(MeasureStandIn(parsing: "text:300") == nil)
        #expect(MeasureStandIn(parsing: "axb") == nil)
        #expect(MeasureStandIn(parsing: "text:300x20:2") == .text(width: 300, height: 20, lines: 2))
        #expect(MeasureStandIn(parsing: "text:300x20:0") == nil)
        #expect(MeasureStandIn(parsing: "300x20:2") == nil)
    }

    /// `text:WxH:N` (GENERATED.md §2 stand-ins, a label's `numberOfLines`): wraps like `text:WxH`
    /// up to N lines, then stops growing.
    @Test func textWithALineLimitStopsAtItsLines() {
        let twoLines = MeasureStandIn.text(width: 300, height: 20, lines: 2)
        #expect(twoLines.measure(proposedWidth: 1000, proposedHeight: 0) == (300, 20))
        #expect(twoLines.measure(proposedWidth: 200, proposedHeight: 0) == (200, 40))
        #expect(twoLines.measure(proposedWidth: 50, proposedHeight: 0) == (50, 40))
        #expect(MeasureStandIn.text(width: 300, height: 20).measure(proposedWidth: 50, proposedHeight: 0) == (50, 120))
    }

    @Test func argumentsAreChecked() throws {
        let layout = try #require(compile("layout A {\n input gap: CGFloat\n view a: measured\n a.leading == gap\n a.top == 0\n}").layout)
        #expect(throws: EvaluationError.missingInput("gap")) {
            try evaluate(layout, arguments: EvaluationArguments(width: 1, height: 1))
        }
        #expect(throws: EvaluationError.unknownInput("gpa", suggestion: "gap")) {
            try evaluate(layout, arguments: EvaluationArguments(width: 1, height: 1, inputs: ["gap": 1, "gpa": 2]))
        }
        #expect(throws: EvaluationError.notOptional("a")) {
            try evaluate(layout, arguments: EvaluationArguments(width: 1, height: 1, inputs: ["gap": 1], hidden: ["a"]))
        }
        let result = try evaluate(
            layout,
            arguments: EvaluationArguments(width: 1, height: 1, inputs: ["gap": 3], measure: ["a": .fixed(width: 5, height: 6)]))
        #expect(result["a"]?.array == [3, 0, 5, 6])
    }

    @Test func explainNamesDecidingConstraintsAndMeasurements() throws {
        let compiled = compile(SolverTests.profileCell)
        let layout = try #require(compiled.layout)
        let text = explain(layout, file: compiled.file)
        // At one priority with `time`, the title is proposed what the stronger goals leave it:
        // any width (LANGUAGE.md §7.3).
        #expect(text.contains("title: measured at any width and any height"))
        #expect(text.contains("title.width: min(time.leading − 78, title's measured width)"))
        #expect(text.contains("time.leading: super.width − time.width − 12 (time.trailing == super.trailing - 12, line 9)"))
    }
}
