@testable import LayoutGenCore
@testable import LayoutGenAnalyze
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// The result of running the pipeline on a snippet: its plan (nil on errors) and diagnostics.
struct Compiled {
    var plan: Plan?
    var diagnostics: [Diagnostic]
    var file: SourceFile

    /// The diagnostics as `line:col: severity: message` strings, sorted by position.
    var messages: [String] {
        diagnostics.sorted { $0.range.start < $1.range.start }.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message)"
        }
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// The first layout's plan.
    var layout: LayoutPlan? { plan?.layouts.first }
}

/// Runs parse → resolve → solve on `source`.
func compile(_ source: String, path: String = "Test.layout") -> Compiled {
    let file = SourceFile(path: path, text: source)
    let diagnostics = DiagnosticCollector()
    let plan = Pipeline.plan(file, diagnostics: diagnostics)
    return Compiled(plan: plan, diagnostics: diagnostics.diagnostics, file: file)
}

/// Evaluates the first layout of `source`; nil (with the diagnostics recorded) on errors.
func frames(
    _ source: String, width: Double, height: Double, measure: [String: MeasureStandIn] = [:],
    inputs: [String: Double] = [:], rightToLeft: Bool = false, scale: Double = 0, fit: FitAxes = []
) throws -> EvaluationResult? {
    let compiled = compile(source)
    guard let layout = compiled.layout else { return nil }
    return try evaluate(
        layout,
        arguments: EvaluationArguments(
            width: width, height: height, inputs: inputs, rightToLeft: rightToLeft, scale: scale,
            measure: measure, fit: fit))
}

extension Frame {
    /// `[x, y, w, h]`.
    var array: [Double] { [x, y, width, height] }
}

/// The warnings of `source` with the analysis of docs/language.md's *What check proves* on, as
/// `check` reports them.
func checkWarnings(_ source: String) -> [Diagnostic] {
    let diagnostics = DiagnosticCollector()
    _ = Pipeline.plan(SourceFile(path: "Cell.layout", text: source), diagnostics: diagnostics, checks: CheckReport())
    return diagnostics.diagnostics.filter { $0.severity == .warning }
}
