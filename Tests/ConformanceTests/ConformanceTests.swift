import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// Conformance against a real browser: every case of the corpus (Yoga's fixtures laid out by
/// Chromium, see `Tests/ConformanceTests/Corpus/README.md`) is translated into a `.layout`
/// spec, solved by the real pipeline and evaluated left to right and right to left; every frame
/// must match the browser's, and the verifier must find every constraint, clamp and sequence
/// rule of the spec kept. Prints `N passed, N failed` per direction and the failing cases.
@Suite struct ConformanceTests {
    /// The outcome of one case in one direction: nil when every frame matches.
    typealias Failure = String

    @Test func browserCorpusMatches() throws {
        let cases: [CorpusCase]
        do {
            cases = try Corpus.load()
        } catch {
            Issue.record("cannot read the corpus at \(Corpus.url.path) (set CONFORMANCE_CORPUS to its path): \(error)")
            return
        }
        var failures: [(direction: String, id: String, reason: Failure)] = []
        var passed = ["ltr": 0, "rtl": 0]
        for testCase in cases {
            let outcome = try run(testCase)
            for direction in ["ltr", "rtl"] {
                if let reason = outcome[direction]! {
                    failures.append((direction, testCase.id, reason))
                } else {
                    passed[direction]! += 1
                }
            }
        }
        for direction in ["ltr", "rtl"] {
            let failed = failures.filter { $0.direction == direction }
            print("conformance \(direction): \(passed[direction]!) passed, \(failed.count) failed (of \(cases.count))")
            for failure in failed { print("  \(failure.id): \(failure.reason)") }
        }
        #expect(failures.isEmpty, "\(failures.count) conformance failures; see the list above")
    }

    @Test func browserRoundingOfAValue() {
        #expect(FrameComparison.roundings(33.3333) == [33])
        #expect(FrameComparison.roundings(66.6667) == [67])
        #expect(FrameComparison.roundings(-9) == [-9])
        #expect(FrameComparison.roundings(-9.6) == [-10])
        // Within 1/64 of a half-way point the browser may round either way.
        #expect(FrameComparison.roundings(25.5) == [25, 26])
        #expect(FrameComparison.roundings(25.51) == [25, 26])
        #expect(FrameComparison.roundings(25.53) == [26])
    }

    /// Translates, checks the committed spec, solves and compares both directions.
    private func run(_ testCase: CorpusCase) throws -> [String: Failure?] {
        let (spec, problems) = SpecTranslator.translate(testCase)
        guard let spec else {
            let reason = "not translated: " + problems.joined(separator: "; ")
            return ["ltr": reason, "rtl": reason]
        }
        try checkCommittedSpec(testCase.id, spec)
        let file = SourceFile(path: "\(testCase.id).layout", text: spec)
        let diagnostics = DiagnosticCollector()
        guard let layout = Verification.layouts(of: file)?.first else {
            _ = Pipeline.plan(file, diagnostics: diagnostics)
            let errors = diagnostics.diagnostics.filter { $0.severity == .error }.map {
                "\($0.range.start.line):\($0.range.start.column): \($0.message)"
            }
            let reason = "not solved: " + errors.joined(separator: "; ")
            return ["ltr": reason, "rtl": reason]
        }
        let tree = FlexTree(testCase.ltr)
        var outcome: [String: Failure?] = [:]
        for (direction, expected) in [("ltr", testCase.ltr), ("rtl", testCase.rtl)] {
            let arguments = EvaluationArguments(width: 0, height: 0, rightToLeft: direction == "rtl")
            let (result, trace) = try evaluateTracing(layout.plan, arguments: arguments)
            let mismatches = FrameComparison.mismatches(expected: expected, tree: tree, actual: result)
            let violations = Verification.verify(layout, arguments: arguments, result: result, trace: trace)
            let reasons = mismatches + violations.map { "verifier: \($0)" }
            outcome[direction] = reasons.isEmpty ? nil : reasons.joined(separator: ", ")
        }
        return outcome
    }

    /// The translated specs are committed fixtures: a missing one is written, a different one
    /// is an error unless re-recording (`RECORD=1`).
    private func checkCommittedSpec(_ id: String, _ spec: String) throws {
        let url = ConformancePaths.specDirectory.appendingPathComponent("\(id).layout")
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if ConformancePaths.isRecording || existing == nil {
            try FileManager.default.createDirectory(at: ConformancePaths.specDirectory, withIntermediateDirectories: true)
            try spec.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(existing == spec, "Specs/\(id).layout differs from its translation; re-record with RECORD=1")
    }
}
