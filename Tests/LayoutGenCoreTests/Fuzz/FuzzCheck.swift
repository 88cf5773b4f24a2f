import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// What the fuzzer (Fuzz/FuzzTarget.swift) asserts of every input, for the regression tests of
/// the inputs it found: the pipeline either returns a plan whose generated code is the same
/// every time and evaluates to finite frames, or it returns errors, and every diagnostic points
/// at a line and column of the spec.
enum FuzzCheck {
    /// The outcome of one input.
    struct Outcome {
        var plan: Plan?
        var diagnostics: [Diagnostic]
        var swift: String?
        /// `line:column: message` per diagnostic, for assertions on what was reported.
        var messages: [String] {
            diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        }
    }

    /// Runs the pipeline on `text` as the fuzzer does and checks what the fuzzer checks.
    @discardableResult
    static func run(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Outcome {
        let file = SourceFile(path: "Fuzz.layout", text: text)
        let diagnostics = DiagnosticCollector()
        let plan = Pipeline.plan(file, diagnostics: diagnostics)
        let lineCount = max(file.lines.count, 1)
        for diagnostic in diagnostics.diagnostics {
            for (range, message) in [(diagnostic.range, diagnostic.message)] + diagnostic.notes.map({ ($0.range, $0.message) }) {
                #expect(
                    range.start.line >= 1 && range.start.line <= lineCount && range.start.column >= 1
                        && range.end.line <= lineCount && range.start <= range.end,
                    "no location in the file: \(range) \(message)", sourceLocation: sourceLocation)
            }
        }
        _ = DiagnosticRenderer(style: .terminal(color: false)).render(diagnostics.sorted, in: file)
        guard let plan else {
            #expect(diagnostics.hasErrors, "no plan and no error", sourceLocation: sourceLocation)
            return Outcome(plan: nil, diagnostics: diagnostics.diagnostics, swift: nil)
        }
        #expect(!diagnostics.hasErrors, "a plan despite errors", sourceLocation: sourceLocation)
        let swift = emitSwift(plan, options: GenerationOptions())
        #expect(Pipeline.generate(file, diagnostics: DiagnosticCollector()) == swift, sourceLocation: sourceLocation)
        #expect(!swift.contains("\""), "a string literal in the output", sourceLocation: sourceLocation)
        for layout in plan.layouts {
            _ = explain(layout, file: file)
            var measure: [String: MeasureStandIn] = [:]
            for element in layout.measured { measure[element.name] = .text(width: 120, height: 17) }
            var inputs: [String: Double] = [:]
            for input in layout.inputs where input.defaultValue == nil { inputs[input.name] = input.isBool ? 1 : 8 }
            for (width, height) in [(320.0, 480.0), (0, 0)] {
                let arguments = EvaluationArguments(width: width, height: height, inputs: inputs, measure: measure)
                guard let result = try? evaluate(layout, arguments: arguments) else {
                    Issue.record("evaluation refused its arguments", sourceLocation: sourceLocation)
                    continue
                }
                for (name, frame) in result.frames {
                    #expect(
                        [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
                            && frame.width >= 0 && frame.height >= 0,
                        "\(name): \(frame)", sourceLocation: sourceLocation)
                }
            }
        }
        return Outcome(plan: plan, diagnostics: diagnostics.diagnostics, swift: swift)
    }
}
