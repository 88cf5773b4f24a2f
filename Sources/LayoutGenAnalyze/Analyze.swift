import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenResolve

/// What the analysis of LANGUAGE.md §12 did, per layout: `explain --checks` prints it.
public final class CheckReport {
    /// Per layout, in source order: its name and the lines that say what was searched.
    public var layouts: [(name: String, lines: [String])] { summaries.map { ($0.name, $0.summary.lines) } }
    private var summaries: [(name: String, summary: AnalysisSummary)] = []
    /// Every problem found, in the order reported: its layout, its message, the input that
    /// shows it and the views it is about (`preview --witness N` draws them).
    public private(set) var witnesses: [(layout: String, message: String, arguments: EvaluationArguments, views: [String])] =
        []
    /// The steps the searches of one spec may take, shared by its layouts (`AnalysisBudget`):
    /// what is searched is the same on every machine.
    public var stepsPerSpec: Int
    /// The time they may take whatever steps are left, in seconds: a guard only.
    public var secondsPerSpec: Double

    public init(stepsPerSpec: Int = 300_000, secondsPerSpec: Double = 10) {
        self.stepsPerSpec = stepsPerSpec
        self.secondsPerSpec = secondsPerSpec
    }

    package func add(_ name: String, _ summary: AnalysisSummary, findings: [(Diagnostic, EvaluationArguments, views: [String])]) {
        summaries.append((name, summary))
        witnesses += findings.map { (name, $0.0.message, $0.1, $0.views) }
    }
}

/// Analyzes every layout of a solved spec (LANGUAGE.md §12): each problem found is reported to
/// `diagnostics` as a warning with its witness in a note, and what was searched goes to `report`.
/// `reversed`: each layout solved with the soft constraints of each priority in reverse order
/// (`solveSpec(…, reversingTies: true)`; nil where that does not solve): where the solver met a
/// soft constraint bounded by another of its priority (`Variant.competitions`), a frame that
/// differs from it is a tie that declaration order decides.
package func analyzeSpec(
    _ models: [LayoutModel], _ plan: Plan, reversed: [LayoutPlan?], file: SourceFile, report: CheckReport,
    diagnostics: DiagnosticCollector
) {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(report.secondsPerSpec * 1000)))
    for (k, layout) in plan.layouts.enumerated() {
        guard let model = models.first(where: { $0.name == layout.name }) else { continue }
        // Declaration order can decide only where the solver met a goal bounded by another of
        // its priority: only then are the frames compared with ties reversed.
        let competes = layout.anyProgram { !$0.competitions.isEmpty }
        let alternative = competes && k < reversed.count ? reversed[k] : nil
        // Each layout gets an equal share of the time left.
        let left = ContinuousClock.now.duration(to: deadline) / (plan.layouts.count - k)
        var analysis = LayoutAnalysis(
            model: model, layout: layout, alternative: alternative, steps: report.stepsPerSpec / plan.layouts.count,
            time: left)
        if !competes {
            analysis.summary.ties = .nonePossible
        } else if alternative == nil {
            analysis.summary.ties = .reverseOrderUnsolved
        }
        analysis.run()
        for (finding, _, _) in analysis.findings { diagnostics.report(finding) }
        if let reason = analysis.gaveUp {
            let problem = Problem.searchStoppedEarly(
                reason, ended: analysis.summary.scenariosEnded, of: analysis.summary.scenarios)
            diagnostics.report(Diagnostic(.note, problem, at: model.nameRange))
        }
        report.add(layout.name, analysis.summary, findings: analysis.findings)
    }
}
