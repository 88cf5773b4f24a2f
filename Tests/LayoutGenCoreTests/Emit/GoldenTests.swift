import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenPlan

/// The generated code of every fixture and example, compared byte for byte with the committed
/// golden files that `GeneratedCodeTests` compiles and runs. `RECORD=1 swift test` re-records
/// them (review with `git diff`); a missing golden file is written and fails the test.
@Suite struct GoldenTests {
    @Test(arguments: TestPaths.fixtures)
    func generatedFileMatchesGolden(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let diagnostics = DiagnosticCollector()
        let generated = try #require(Pipeline.generate(file, diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty, "\(path): \(diagnostics.diagnostics.map(\.message))")
        try compareWithGolden(generated, name: Pipeline.generatedFileName(for: file))
    }

    @Test func registryMatchesGolden() throws {
        var entries: [(path: String, plan: Plan)] = []
        for path in TestPaths.fixtures {
            let file = SourceFile(path: path, text: try TestPaths.read(path))
            entries.append((path, try #require(Pipeline.plan(file, diagnostics: DiagnosticCollector()))))
        }
        try compareWithGolden(GoldenRegistry.text(for: entries), name: GoldenRegistry.fileName)
    }

    @Test func everyGoldenFileHasAFixture() throws {
        let expected = Set(TestPaths.fixtures.map {
            Pipeline.generatedFileName(for: SourceFile(path: $0, text: ""))
        })
        let present = try FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenDirectory.path)
            .filter { $0.hasSuffix(".generated.swift") }
        #expect(Set(present).subtracting(expected).isEmpty, "golden files without a fixture")
    }

    /// The generated code has no clamp a reviewer would strike out: no `min(x, x)` or
    /// `max(x, x)`, no `nonNegative` of a `nonNegative`.
    @Test(arguments: TestPaths.fixtures)
    func generatedCodeHasNoRedundantClamp(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let generated = try #require(Pipeline.generate(file, diagnostics: DiagnosticCollector()))
        let redundant = try Regex(#"\b(min|max)\(([A-Za-z0-9_.]+), \2\)|Self\.nonNegative\(Self\.nonNegative\("#)
        #expect(generated.firstMatch(of: redundant) == nil, "\(path)")
    }

    @Test func outputIsDeterministic() throws {
        for path in TestPaths.fixtures {
            let text = try TestPaths.read(path)
            let a = Pipeline.generate(SourceFile(path: path, text: text), diagnostics: DiagnosticCollector())
            let b = Pipeline.generate(
                SourceFile(path: "/elsewhere/deeper/" + path, text: text), diagnostics: DiagnosticCollector())
            #expect(a == b, "\(path) depends on its directory")
        }
    }

    private func compareWithGolden(_ text: String, name: String) throws {
        let url = TestPaths.goldenDirectory.appendingPathComponent(name)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if TestPaths.isRecording || existing == nil {
            try FileManager.default.createDirectory(at: TestPaths.goldenDirectory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if existing == nil { Issue.record("\(name) was missing and has been written; review it and run again") }
            return
        }
        #expect(existing == text, "\(name) differs from the generated code; re-record with RECORD=1 swift test")
    }
}
