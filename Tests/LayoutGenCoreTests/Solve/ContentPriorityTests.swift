import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenResolve
@testable import LayoutGenSyntax

/// `measured(hugging @P, H compression @P, …)`: a measured view's content priorities per axis.
@Suite struct ContentPriorityTests {
    static func row(_ title: String, _ detail: String) -> String {
        """
        layout Row {
            view title: \(title)
            view detail: \(detail)
            H: |-8-[title]-8-[detail]-8-|
            title.top == 0
            detail.top == 0
        }
        """
    }

    static let measure: [String: MeasureStandIn] = ["title": .fixed(width: 100, height: 20), "detail": .fixed(width: 50, height: 20)]

    @Test func theViewWithTheLowerHuggingTakesTheExtraSpace() throws {
        let spec = Self.row("measured(H hugging @251)", "measured(H compression @751)")
        #expect(compile(spec).diagnostics.isEmpty)
        let wide = try #require(try frames(spec, width: 375, height: 40, measure: Self.measure))
        #expect(wide["title"]?.array == [8, 0, 100, 20])
        #expect(wide["detail"]?.array == [116, 0, 251, 20])
    }

    @Test func theViewWithTheLowerCompressionResistanceIsSqueezed() throws {
        let spec = Self.row("measured(H hugging @251)", "measured(H compression @751)")
        let narrow = try #require(try frames(spec, width: 100, height: 40, measure: Self.measure))
        #expect(narrow["title"]?.array == [8, 0, 26, 20])
        #expect(narrow["detail"]?.array == [42, 0, 50, 20])
    }

    @Test func anAxisOptionLeavesTheOtherAxisAtItsDefault() {
        let file = SourceFile(path: "Test.layout", text: Self.row("measured(V hugging @300, compression @900)", "measured @760"))
        let diagnostics = DiagnosticCollector()
        let models = resolveSpec(parseSpec(file, diagnostics: diagnostics), file: file, diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(models[0].items[0].hugging == AxisPriorities(horizontal: 250, vertical: 300))
        #expect(models[0].items[0].compressionResistance == AxisPriorities(horizontal: 900, vertical: 900))
        #expect(models[0].items[1].compressionResistance == AxisPriorities(horizontal: 760, vertical: 760))
    }

    @Test func aMisspelledOptionIsReported() {
        #expect(
            compile("layout X {\n    view a: measured(huging @2)\n}").messages.first
                == "2:22: error: expected 'hugging', 'compression', 'H', 'V', 'rounded:' or 'pixel', found 'huging'")
    }
}
