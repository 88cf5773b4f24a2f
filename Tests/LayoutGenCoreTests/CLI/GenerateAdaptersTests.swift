import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

/// `layoutgen generate --adapters`: the adapters asked for are written after each type, in a
/// fixed order; an unknown name is a usage error; `--check` names the flag in its rerun command.
@Suite struct GenerateAdaptersTests {
    @Test func writesTheAdaptersAskedFor() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("Cell.layout", profileCellSpec)
        let run = layoutgen("generate", spec, "--output", dir.path("Out"), "--adapters", "SwiftUI, uikit")
        #expect(run.status == 0)
        #expect(run.error == "")
        let options = GenerationOptions(adapters: [.uikit, .swiftui])
        let expected = Pipeline.generate(
            SourceFile(path: spec, text: profileCellSpec), options: options, diagnostics: DiagnosticCollector())
        let written = try #require(dir.read("Out/Cell.generated.swift"))
        #expect(written == expected)
        #expect(written.contains("#if canImport(UIKit) && !os(watchOS)\n"))
        #expect(written.contains("#if canImport(SwiftUI)\n"))
        #expect(!written.contains("canImport(AppKit)"))
    }

    @Test(arguments: [
        ("uikit,bogus", "error: unknown adapter 'bogus'; expected uikit, appkit, swiftui"),
        ("uikit,", "error: empty adapter name; expected uikit, appkit, swiftui"),
    ])
    func unknownAdaptersAreUsageErrors(list: String, message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("Cell.layout", profileCellSpec)
        let run = layoutgen("generate", spec, "--output", dir.path("Out"), "--adapters", list)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(message + "\n"))
        #expect(!dir.exists("Out"))
    }

    @Test func checkNamesTheAdaptersInItsRerunCommand() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("Cell.layout", profileCellSpec)
        #expect(layoutgen("generate", spec, "--output", dir.path("Out")).status == 0)
        let run = layoutgen("generate", spec, "--output", dir.path("Out"), "--check", "--adapters", "swiftui,appkit")
        #expect(run.status == 1)
        #expect(
            run.error == "\(dir.path("Out/Cell.generated.swift")): error: generated file is stale "
                + "(run 'layoutgen generate \(spec) --output \(dir.path("Out")) --adapters appkit,swiftui')\n")
    }
}
