import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

/// `layoutgen.json`: found in a directory argument or named by `--config`, its keys checked,
/// its settings overridden by the command line.
@Suite struct GenerateConfigTests {
    /// The generated text of a spec with the given access level.
    func generated(_ path: String, access: GenerationOptions.Access = .public) throws -> String {
        let file = SourceFile(path: path, text: profileCellSpec)
        let options = GenerationOptions(access: access)
        return try #require(Pipeline.generate(file, options: options, diagnostics: DiagnosticCollector()))
    }

    @Test func configInATargetDirectorySetsAccessAndTheDefaultOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("App/Layouts/Cell.layout", profileCellSpec)
        try dir.write("App/layoutgen.json", #"{ "access": "internal", "adapters": [] }"#)
        let run = layoutgen("generate", dir.path("App"))
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(dir.read("App/Generated/Cell.generated.swift") == (try generated(spec, access: .internal)))
        let check = layoutgen("generate", dir.path("App"), "--check", "--verbose")
        #expect(check.status == 0)
        #expect(check.output == "up to date \(dir.path("App/Generated/Cell.generated.swift"))\n")
    }

    @Test func configAdaptersAreWrittenUnlessTheCommandLineNamesOthers() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("App/Layouts/Cell.layout", profileCellSpec)
        try dir.write("App/layoutgen.json", #"{ "adapters": ["SwiftUI", "uikit"] }"#)
        #expect(layoutgen("generate", dir.path("App")).status == 0)
        let file = SourceFile(path: spec, text: profileCellSpec)
        let both = GenerationOptions(adapters: [.uikit, .swiftui])
        #expect(
            dir.read("App/Generated/Cell.generated.swift")
                == Pipeline.generate(file, options: both, diagnostics: DiagnosticCollector()))
        #expect(layoutgen("generate", dir.path("App"), "--adapters", "appkit").status == 0)
        let appKit = GenerationOptions(adapters: [.appkit])
        #expect(
            dir.read("App/Generated/Cell.generated.swift")
                == Pipeline.generate(file, options: appKit, diagnostics: DiagnosticCollector()))
    }

    @Test func explicitConfigAndCommandLineOptionsWinOverIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("App/Layouts/Cell.layout", profileCellSpec)
        let config = try dir.write("App/layoutgen.json", #"{"access": "internal", "output": "./Sources/../Out"}"#)
        #expect(layoutgen("generate", spec, "--config", config).status == 0)
        #expect(dir.read("App/Out/Cell.generated.swift") == (try generated(spec, access: .internal)))
        let run = layoutgen("generate", spec, "--config", config, "--access", "public", "--output", dir.path("Else"))
        #expect(run.status == 0)
        #expect(dir.read("Else/Cell.generated.swift") == (try generated(spec)))
    }

    @Test func unknownKeysAndBadValuesNameTheFileAndPosition() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("App/Cell.layout", profileCellSpec)
        let config = try dir.write(
            "App/layoutgen.json",
            """
            {
              "acess": "internal",
              "access": "private",
              "output": "../Elsewhere",
              "templates": "Missing",
              "adapters": ["uikit", "watchkit"],
              "output": "Generated"
            }
            """)
        let run = layoutgen("generate", dir.path("App"))
        #expect(run.status == 1)
        #expect(
            run.error == """
                \(config):2:3: error: unknown key 'acess'; did you mean 'access'?
                \(config):3:13: error: invalid access level 'private'; expected "public" or "internal"
                \(config):4:13: error: 'output' must stay inside the target directory: '../Elsewhere'
                \(config):5:16: error: templates directory 'Missing' not found (it is relative to the config file)
                \(config):6:25: error: unknown adapter 'watchkit'; expected uikit, appkit, swiftui
                \(config):7:3: error: key 'output' given more than once

                """)
        #expect(!dir.exists("App/Generated"))
    }

    @Test(arguments: [
        ("{\"access\": 1}", "1:12: error: expected a string for 'access', got a number"),
        ("[]", "1:1: error: expected a JSON object, got an array"),
        ("{\"access\": \"public\"", "1:20: error: invalid JSON: expected ',' or '}'"),
        ("{\n  \"output\": \"/tmp\"}", "2:13: error: 'output' must be a relative path, got '/tmp'"),
        ("{\"adapters\": {}}", "1:14: error: expected an array for 'adapters', got an object"),
        ("{} x", "1:4: error: invalid JSON: unexpected text after the JSON value"),
    ])
    func malformedConfig(text: String, message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("App/Cell.layout", profileCellSpec)
        let config = try dir.write("App/layoutgen.json", text)
        let run = layoutgen("generate", dir.path("App"))
        #expect(run.status == 1)
        #expect(run.error == "\(config):\(message)\n")
    }

    @Test func configUsageErrors() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("A/Cell.layout", profileCellSpec)
        try dir.write("B/Row.layout", profileCellSpec)
        try dir.write("A/layoutgen.json", "{}")
        try dir.write("B/layoutgen.json", "{}")
        let several = layoutgen("generate", dir.path("A"), dir.path("B"))
        #expect(several.status == 64)
        #expect(several.error.hasPrefix("error: several config files apply: "))
        let missing = layoutgen("generate", spec, "--config", dir.path("nothing.json"))
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("error: no such config file: '\(dir.path("nothing.json"))'\n"))
        let noOutput = layoutgen("generate", spec)
        #expect(noOutput.status == 64)
        #expect(noOutput.error.hasPrefix("error: missing '--output DIR' (it may be left out when one target directory is given)\n"))
    }

    /// The README's CI recipe: a target directory without a config file is checked where the
    /// generate-layout plugin writes, `<target>/Generated`.
    @Test func aTargetDirectoryWithoutAConfigUsesThePluginsOutput() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("Settings/Layouts/Cell.layout", profileCellSpec)
        let stale = layoutgen("generate", dir.path("Settings"), "--check")
        #expect(stale.status == 1)
        #expect(stale.error.contains("Cell.generated.swift"))
        #expect(layoutgen("generate", dir.path("Settings")).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path("Settings/Generated/Cell.generated.swift")))
        #expect(layoutgen("generate", dir.path("Settings"), "--check").status == 0)
    }
}
