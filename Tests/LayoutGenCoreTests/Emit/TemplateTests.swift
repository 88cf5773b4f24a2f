import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

@Suite struct TemplateTests {
    /// A fresh directory for a user's templates, removed afterwards by the caller.
    func directory(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "layoutgen-templates-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    @Test func compiledInCopyMatchesTemplatesDirectory() throws {
        let expected = try BuiltInTemplatesSource.text()
        let url = TestPaths.packageRoot.appendingPathComponent(BuiltInTemplatesSource.path)
        if TestPaths.isRecording {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == expected, "re-record with RECORD=1 swift test")
    }

    @Test func userTemplatesReplaceBuiltInOnesAndFallBackForTheRest() throws {
        let builtInFile = try #require(BuiltInTemplates.text["File.swift.template"])
        let custom = builtInFile.replacingOccurrences(of: "import Foundation", with: "import Foundation\nimport CoreGraphics")
        let path = try directory(["File.swift.template": custom])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (templates, problems) = TemplateSet.load(directory: path)
        #expect(problems.isEmpty)
        let text = Pipeline.generate(
            SourceFile(path: "A.layout", text: "layout A {\n view a\n a.edges == super.edges\n}"),
            options: GenerationOptions(templates: try #require(templates)), diagnostics: DiagnosticCollector())
        #expect(text?.contains("import Foundation\nimport CoreGraphics\n") == true)
        #expect(text?.contains("public static func layout(") == true)
    }

    @Test func unknownAndMissingPlaceholdersAreDiagnostics() throws {
        let path = try directory(["Measured.swift.template": "enum Measured {\n    case {{case}}\n}\n"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (templates, problems) = TemplateSet.load(directory: path)
        #expect(templates == nil)
        let messages = problems.flatMap { problem in
            problem.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        }
        #expect(messages == [
            "2:10: unknown placeholder '{{case}}'; did you mean '{{cases}}'?",
            "1:1: template lacks the placeholder '{{cases}}'",
        ])
        #expect(problems.first?.file.path.hasSuffix("Measured.swift.template") == true)
    }

    @Test func unterminatedPlaceholderIsReported() throws {
        let path = try directory(["Hidden.swift.template": "{{options}}\n{{access\n"])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let messages = TemplateSet.load(directory: path).problems.flatMap(\.diagnostics).map(\.message)
        #expect(messages == ["'{{' without a closing '}}'"])
    }

    @Test func missingDirectoryIsReported() {
        let (templates, problems) = TemplateSet.load(directory: "/nonexistent/layoutgen-templates")
        #expect(templates == nil)
        #expect(problems.flatMap(\.diagnostics).map(\.message) == ["templates directory not found"])
    }

    @Test func blockPlaceholdersIndentEveryLineAndVanishWhenEmpty() {
        let file = SourceFile(path: "T", text: "a\n    {{x}}\n    {{y}}\nb {{z}} c\n")
        let template = Template(parsing: file, diagnostics: DiagnosticCollector())
        #expect(template.render(["x": "1\n\n2", "y": "", "z": "Z"]) == "a\n    1\n\n    2\nb Z c")
    }
}
