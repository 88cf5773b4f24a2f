@testable import LayoutGenCore
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenEvaluate

/// How `eval` spells numbers and JSON.
@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (12.0, "12"), (0.0, "0"), (-0.0, "0"), (-12.0, "-12"), (43.75, "43.75"), (0.1, "0.1"),
        (1.0 / 3.0, "0.3333333333333333"), (1e-7, "1e-07"), (9_007_199_254_740_991.0, "9007199254740991"),
        (1e20, "1e+20"), (-2.5, "-2.5"),
    ])
    func json(value: Double, text: String) {
        #expect(NumberFormatting.json(value) == text)
        #expect(NumberFormatting.text(value) == text)
    }

    @Test func nonFiniteValues() {
        #expect(NumberFormatting.json(.nan) == nil)
        #expect(NumberFormatting.json(.infinity) == nil)
        #expect(NumberFormatting.text(.nan) == "nan")
        #expect(NumberFormatting.text(.infinity) == "inf")
        #expect(NumberFormatting.text(-.infinity) == "-inf")
        #expect(JSONOutput.array([1, .nan, -.infinity, 2.5]) == "[1,null,null,2.5]")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONOutput.string("icon") == "\"icon\"")
        #expect(JSONOutput.string("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JSONOutput.string("\n\t\r\u{08}\u{0C}\u{01}\u{1F}") == "\"\\n\\t\\r\\b\\f\\u0001\\u001f\"")
        #expect(JSONOutput.string("é🙂") == "\"é🙂\"")
    }

    let result = EvaluationResult(
        layout: "ProfileCell", width: 375, height: 80,
        frames: [
            ("icon", Frame(x: 12, y: 16, width: 48, height: 48)),
            ("time", Frame(x: 323, y: 10, width: 40, height: 16)),
            ("title", Frame(x: 70, y: 10, width: 43.75, height: -0.0)),
        ])

    @Test func jsonObjectKeepsDeclarationOrder() {
        #expect(
            JSONOutput.object(for: result)
                == #"{"layout":"ProfileCell","size":[375,80],"frames":{"icon":[12,16,48,48],"time":[323,10,40,16],"title":[70,10,43.75,0]}}"#
        )
    }

    @Test func textOutput() {
        #expect(
            EvalCommand.text(result) == """
                ProfileCell 375x80
                icon [12,16,48,48]
                time [323,10,40,16]
                title [70,10,43.75,0]

                """)
    }
}
