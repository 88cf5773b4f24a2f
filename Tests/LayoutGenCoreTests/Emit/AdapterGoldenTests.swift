import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

/// The platform adapters: generated files with all three, compared byte for byte with the
/// committed copies that `Tests/AdapterStubs` compiles against its stand-in UIKit, AppKit and
/// SwiftUI and runs (`.ci/run`); `RECORD=1 swift test` re-records them. Also: adapters only ever
/// add to the output.
@Suite struct AdapterGoldenTests {
    /// Where the generated files with adapters go.
    static let directory = "Tests/AdapterStubs/Sources/AdapterChecks/Generated"

    /// The specs whose adapters are compiled, chosen to cover measured, optional, scroll and
    /// container views, guides, inputs, the safe area, several layouts in one file, internal
    /// access, and names that meet the adapters' own.
    static let specs: [AdapterGolden] = [
        AdapterGolden("Examples/ProfileCell.layout"),
        AdapterGolden("Examples/LayoutKitFlexible.layout"),
        AdapterGolden("Examples/QuickVFLCollapsibleStack.layout", access: .internal),
        AdapterGolden("Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout"),
        AdapterGolden("Tests/LayoutGenCoreTests/Fixtures/GuideRow.layout"),
        AdapterGolden("Tests/LayoutGenCoreTests/Fixtures/NestedCard.layout"),
        AdapterGolden("Tests/LayoutGenCoreTests/Fixtures/BaselineRow.layout"),
        AdapterGolden("Tests/AdapterStubs/Specs/AdapterNames.layout", access: .internal),
    ]

    @Test(arguments: specs)
    func generatedFileWithAdaptersMatchesGolden(_ spec: AdapterGolden) throws {
        let file = SourceFile(path: spec.path, text: try TestPaths.read(spec.path))
        let options = GenerationOptions(access: spec.access, adapters: Set(Adapter.allCases))
        let diagnostics = DiagnosticCollector()
        let generated = try #require(Pipeline.generate(file, options: options, diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty, "\(spec.path): \(diagnostics.diagnostics.map(\.message))")
        let url = TestPaths.packageRoot.appendingPathComponent(Self.directory)
            .appendingPathComponent(Pipeline.generatedFileName(for: file))
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if TestPaths.isRecording || existing == nil {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            if existing == nil { Issue.record("\(url.lastPathComponent) was missing and has been written") }
            return
        }
        #expect(existing == generated, "\(url.lastPathComponent) differs; re-record with RECORD=1 swift test")
    }

    @Test func everyAdapterGoldenHasASpec() throws {
        let url = TestPaths.packageRoot.appendingPathComponent(Self.directory)
        let present = try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".generated.swift") }
        let expected = Self.specs.map { Pipeline.generatedFileName(for: SourceFile(path: $0.path, text: "")) }
        #expect(Set(present) == Set(expected))
    }

    /// With the adapters' `#if … #endif` blocks taken out, the output is exactly the output
    /// without adapters: they add code and change none.
    @Test(arguments: TestPaths.fixtures)
    func adaptersOnlyAddBlocks(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let plain = try #require(Pipeline.generate(file, diagnostics: DiagnosticCollector()))
        let options = GenerationOptions(adapters: Set(Adapter.allCases))
        let adapted = try #require(Pipeline.generate(file, options: options, diagnostics: DiagnosticCollector()))
        var kept: [Substring] = []
        var inBlock = false
        for line in adapted.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#if canImport(") {
                inBlock = true
                if kept.last?.isEmpty == true { kept.removeLast() }
            } else if inBlock {
                if line == "#endif" { inBlock = false }
            } else {
                kept.append(line)
            }
        }
        #expect(kept.joined(separator: "\n") == plain)
        #expect(adapted.components(separatedBy: "#if canImport(").count - 1 == 3 * (compile(file.text).plan?.layouts.count ?? 0))
    }

    @Test func adaptersComeInAFixedOrder() throws {
        let file = SourceFile(path: "A.layout", text: "layout A {\n view a\n a.edges == super.edges\n}\n")
        let options = GenerationOptions(adapters: [.swiftui, .uikit])
        let text = try #require(Pipeline.generate(file, options: options, diagnostics: DiagnosticCollector()))
        let uiKit = try #require(text.range(of: "#if canImport(UIKit)"))
        let swiftUI = try #require(text.range(of: "#if canImport(SwiftUI)"))
        #expect(uiKit.lowerBound < swiftUI.lowerBound)
        #expect(!text.contains("canImport(AppKit)"))
    }

    @Test func userAdapterTemplatesAreCheckedLikeTheOthers() throws {
        let path = NSTemporaryDirectory() + "layoutgen-adapter-templates-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let uiKit = try #require(BuiltInTemplates.text["UIKit.swift.template"])
            .replacingOccurrences(of: "{{arguments}}", with: "{{argumnts}}")
        try uiKit.write(toFile: path + "/UIKit.swift.template", atomically: true, encoding: .utf8)
        let swiftUI = "extension {{type}} {\n    // {{properties}} {{initParameters}} {{initAssignments}} {{parents}}\n"
            + "    // {{hiddenStatements}} {{arguments}} {{viewCases}} {{name}} {{access}}\n}\n"
        try swiftUI.write(toFile: path + "/SwiftUI.swift.template", atomically: true, encoding: .utf8)
        let (templates, problems) = TemplateSet.load(directory: path)
        #expect(templates == nil)
        #expect(problems.map { URL(fileURLWithPath: $0.file.path).lastPathComponent } == ["UIKit.swift.template"])
        #expect(problems.first?.diagnostics.map(\.message) == [
            "unknown placeholder '{{argumnts}}'; did you mean '{{arguments}}'?",
            "template lacks the placeholder '{{arguments}}'",
        ])
    }

    @Test func adapterListsAreParsed() throws {
        #expect(try Adapter.parseList("uikit, SwiftUI").get() == [.uikit, .swiftui])
        #expect(try Adapter.parseList("appkit,appkit").get() == [.appkit])
        #expect(throws: Adapter.UnknownAdapter(name: "uikt")) { try Adapter.parseList("uikt").get() }
        #expect(Adapter.UnknownAdapter(name: "uikt").message == "unknown adapter 'uikt'; expected uikit, appkit, swiftui")
        #expect(throws: Adapter.UnknownAdapter(name: "")) { try Adapter.parseList("uikit,").get() }
        #expect(try Adapter.parse(names: ["AppKit", " swiftui "]).get() == [.appkit, .swiftui])
        #expect(try Adapter.parse(names: []).get() == [])
        #expect(throws: Adapter.UnknownAdapter(name: "watchkit")) { try Adapter.parse(names: ["watchkit"]).get() }
    }

    @Test func namesTheAdaptersUseAreReservedForInputs() {
        for name in ["views", "container", "Element", "Hidden", "ElementKey", "animatableData"] {
            let compiled = compile("layout A {\n input \(name) = 1\n view a\n a.edges == super.edges\n}\n")
            #expect(compiled.messages == ["2:8: error: '\(name)' is reserved: a name the generated adapters use"])
        }
        let compiled = compile("layout A {\n view SwiftUILayout\n SwiftUILayout.edges == super.edges\n}\n")
        #expect(compiled.messages.first == "2:7: error: 'SwiftUILayout' is reserved: the generated SwiftUI layout")
    }
}

/// One spec whose generated file with adapters is a golden file.
struct AdapterGolden: Sendable, CustomTestStringConvertible {
    var path: String
    var access: GenerationOptions.Access

    init(_ path: String, access: GenerationOptions.Access = .public) {
        self.path = path
        self.access = access
    }

    var testDescription: String { path }
}
