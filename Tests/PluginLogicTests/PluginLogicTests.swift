import Foundation
import Testing

/// The plugins' logic that does not need `PackagePlugin`, compiled here through symlinks to
/// the plugins' own files: how the command plugin tells which targets apply the build
/// plugin, where it finds specs, and the names both plugins agree on with the tool.
@Suite struct PluginLogicTests {
    @Test func manifestScanFindsTargetsApplyingThePlugin() {
        let manifest = """
            // .target(name: "Commented", plugins: ["LayoutGenPlugin"]),
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://example.com/LayoutGen.git", from: "0.1.0")],
                targets: [
                    .target(
                        name: "Cells",
                        dependencies: [.product(name: "Helpers", package: "helpers")],
                        plugins: [.plugin(name: "LayoutGenPlugin", package: "layoutgen")]
                    ),
                    .executableTarget(name: "Tool", plugins: ["LayoutGenPlugin"]),
                    .target(name: "Committed", exclude: ["Layouts", "layoutgen.json"]),
                    /* .testTarget(name: "Hidden", plugins: ["LayoutGenPlugin"]), */
                    .testTarget(name: "CellsTests", dependencies: ["Cells"], plugins: ["OtherPlugin"]),
                    .target(name: "App"),
                ]
            )
            """
        #expect(ManifestScan.targets(applying: "LayoutGenPlugin", inManifest: manifest) == ["Cells", "Tool"])
        #expect(
            ManifestScan.targets(applying: nil, inManifest: manifest) == ["Cells", "Tool", "Committed", "CellsTests", "App"])
    }

    @Test func manifestScanReadsThisPackagesManifest() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(ManifestScan.targets(applying: "LayoutGenPlugin", inPackageAt: root) == [])
        let dogfood = root.appendingPathComponent("Tests/BuildPluginPackage")
        #expect(ManifestScan.targets(applying: "LayoutGenPlugin", inPackageAt: dogfood) == ["BuildPluginTests"])
    }

    /// A committed-output target whose only files are excluded specs is no target for SwiftPM:
    /// its directory is found and named, so the first run does not silently do nothing.
    @Test func directoriesOfSpecsThatAreNoTargetAreFound() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-logic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: package) }
        for path in ["Sources/App/App.swift", "Sources/Screens/Layouts/Home.layout", "Sources/Empty/.keep",
            "Tests/Specs/Row.layout", "Sources/App/Layouts/Cell.layout", "Tests/Nested/Package.swift",
            "Tests/Nested/Specs/Other.layout"]
        {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = SpecSearch.unlistedDirectoriesWithSpecs(
            inPackageAt: package, targetDirectories: [package.appendingPathComponent("Sources/App")])
        #expect(found.map(\.lastPathComponent) == ["Screens", "Specs"])
        let advice = SpecSearch.unlistedTargetAdvice("Screens", directory: "Sources/Screens")
        #expect(advice.hasPrefix("Sources/Screens holds specs but the manifest declares no target 'Screens'"))
        // The plugin writes a declared target's first files itself: no other product to build.
        #expect(!advice.contains("swift run"))
        #expect(SpecSearch.firstFilesNote("Screens", directory: "Sources/Screens").hasPrefix("target 'Screens': writing"))
    }

    /// A tab in a spec's name broke the build inside SwiftPM, far from the spec: both plugins
    /// refuse such a path up front, saying which character it holds.
    @Test func aSpecPathWithATabOrAControlCharacterIsRefused() {
        #expect(LayoutGenFiles.unusableName("Layouts/Profile Cell.layout") == nil)
        #expect(LayoutGenFiles.unusableName("Layouts/Ícone.layout") == nil)
        #expect(
            LayoutGenFiles.unusableName("Layouts/Profile\tCell.layout")
                == "the path 'Layouts/Profile\\tCell.layout' holds a tab, which breaks the build: rename it")
        #expect(LayoutGenFiles.unusableName("Lay\nouts/Cell.layout")?.contains("holds a line break") == true)
        #expect(LayoutGenFiles.unusableName("Cell\u{1B}.layout")?.contains("holds the control character U+1B") == true)
    }

    @Test func specSearchWalksTheDirectorySkippingHiddenNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-logic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for path in ["B.layout", "Layouts/A.layout", "Layouts/notes.txt", ".hidden/C.layout", "Deep/.D.layout"] {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Folder.layout"), withIntermediateDirectories: true)
        let found = SpecSearch.specs(under: directory).map { LayoutGenFiles.display($0, relativeTo: directory) }
        #expect(found == ["B.layout", "Layouts/A.layout"])
    }

    @Test func generatedNamesAndCollisions() {
        let a = URL(fileURLWithPath: "/p/Sources/App/Feed/Cell.layout")
        let b = URL(fileURLWithPath: "/p/Sources/App/Cell.layout")
        let c = URL(fileURLWithPath: "/p/Sources/App/Row.v2.layout")
        #expect(LayoutGenFiles.generatedName(for: c) == "Row.v2.generated.swift")
        let collisions = LayoutGenFiles.collisions([a, b, c])
        #expect(collisions.count == 1)
        #expect(collisions.first?.name == "Cell.generated.swift")
        #expect(collisions.first?.specs == [b, a])
        #expect(LayoutGenFiles.display(a, relativeTo: URL(fileURLWithPath: "/p")) == "Sources/App/Feed/Cell.layout")
        #expect(LayoutGenFiles.display(a, relativeTo: URL(fileURLWithPath: "/q")) == "/p/Sources/App/Feed/Cell.layout")
    }

    @Test func templateFilesNamedByAConfigAreBuildInputs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-logic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let templates = directory.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data().write(to: templates.appendingPathComponent("Type.swift.template"))
        try Data().write(to: templates.appendingPathComponent("notes.md"))
        let target = directory.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(LayoutGenFiles.config(in: target) == nil)
        let config = target.appendingPathComponent("layoutgen.json")
        try Data(#"{"templates": "../../Templates"}"#.utf8).write(to: config)
        #expect(LayoutGenFiles.config(in: target) == config)
        #expect(LayoutGenFiles.templateFiles(named: config).map(\.lastPathComponent) == ["Type.swift.template"])
        try Data("{not json".utf8).write(to: config)
        #expect(LayoutGenFiles.templateFiles(named: config).isEmpty)
    }

    /// The build commands both build tool plugins (a package target's, an Xcode target's) make.
    @Test func buildCommandsArePerSpecWithTheToolConfigAndTemplatesAsInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-logic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent("App/Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data().write(to: templates.appendingPathComponent("Type.swift.template"))
        let config = root.appendingPathComponent("App/layoutgen.json")
        try Data(#"{"templates": "Templates"}"#.utf8).write(to: config)
        let specs = ["App/Layouts/Row.layout", "App/Layouts/Cell.layout"].map { root.appendingPathComponent($0) }
        let tool = URL(fileURLWithPath: "/bin/layoutgen")
        let work = URL(fileURLWithPath: "/work")
        let commands = GenerationCommands.make(specs: specs, tool: tool, config: config, workDirectory: work)
        #expect(commands.map(\.outputFile.path) == ["/work/Cell.generated.swift", "/work/Row.generated.swift"])
        #expect(commands[0].arguments == ["generate", specs[1].path, "--output-file", "/work/Cell.generated.swift", "--config", config.path])
        #expect(commands[0].inputFiles == [specs[1], tool, config, templates.appendingPathComponent("Type.swift.template")])
        #expect(commands[0].displayName == "Generating Cell.generated.swift from Cell.layout")
        // An Xcode target's config is the nearest one above its specs, within the project.
        #expect(GenerationCommands.xcodeConfig(specs: specs, projectDirectory: root)?.path == config.path)
        #expect(GenerationCommands.xcodeConfig(specs: specs, projectDirectory: root.appendingPathComponent("App/Layouts")) == nil)
        #expect(GenerationCommands.xcodeOutput(specs: specs)?.path == root.appendingPathComponent("App/Generated").path)
        #expect(GenerationCommands.specs(among: [specs[0], root.appendingPathComponent("App/A.swift"), specs[1]]) == [specs[1], specs[0]])
    }

    @Test func theCommandPluginsArgumentsUseTheConfigElseTheOutput() {
        let spec = URL(fileURLWithPath: "/p/App/Layouts/Cell.layout")
        let output = URL(fileURLWithPath: "/p/App/Generated")
        #expect(GenerationCommands.commitArguments(specs: [spec], config: nil, output: output, check: true, verbose: false)
            == ["generate", spec.path, "--output", output.path, "--check"])
        let config = URL(fileURLWithPath: "/p/App/layoutgen.json")
        #expect(GenerationCommands.commitArguments(specs: [spec], config: config, output: output, check: false, verbose: true)
            == ["generate", spec.path, "--config", config.path, "--verbose"])
    }

    @Test func generatedFilesOfSpecsThatAreGoneAreOrphans() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-logic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["Cell.generated.swift", "Gone.generated.swift", "notes.txt"] {
            try Data().write(to: directory.appendingPathComponent(name))
        }
        let orphans = GenerationCommands.orphans(in: directory, keeping: [URL(fileURLWithPath: "/x/Cell.layout")])
        #expect(orphans.map(\.lastPathComponent) == ["Gone.generated.swift"])
    }
}
