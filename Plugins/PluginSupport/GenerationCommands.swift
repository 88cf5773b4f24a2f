import Foundation

/// One build command of the build tool plugin, in terms both plugin APIs take: SwiftPM's
/// `BuildToolPlugin` for a package target and Xcode's `XcodeBuildToolPlugin` for an app
/// target build the same commands from it.
struct GenerationCommand: Equatable {
    var displayName: String
    var arguments: [String]
    var inputFiles: [URL]
    var outputFile: URL
}

/// How the build tool plugin turns a target's specs into commands, whichever build system
/// asks.
enum GenerationCommands {
    /// One command per spec, `layoutgen generate SPEC --output-file <work>/<Spec>.generated.swift`
    /// (plus `--config` when there is one). The output's name is a function of the spec's path
    /// only, and the inputs are the spec, the tool, the config and the templates it names, so
    /// the build system runs a command only when one of those changed.
    static func make(specs: [URL], tool: URL, config: URL?, workDirectory: URL) -> [GenerationCommand] {
        let sharedInputs = [tool] + (config.map { [$0] + LayoutGenFiles.templateFiles(named: $0) } ?? [])
        return specs.sorted { $0.path < $1.path }.map { spec in
            let output = workDirectory.appendingPathComponent(LayoutGenFiles.generatedName(for: spec))
            var arguments = ["generate", spec.path, "--output-file", output.path]
            if let config { arguments += ["--config", config.path] }
            return GenerationCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                arguments: arguments, inputFiles: [spec] + sharedInputs, outputFile: output)
        }
    }

    /// The specs among a target's files, sorted by path.
    static func specs(among files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == LayoutGenFiles.specExtension }.sorted { $0.path < $1.path }
    }

    /// An Xcode target's `layoutgen.json`: an Xcode target has no directory of its own, so
    /// the config is looked for beside its first spec and in each directory above it up to
    /// the project's directory, the nearest first; nil when there is none.
    static func xcodeConfig(specs: [URL], projectDirectory: URL) -> URL? {
        guard let first = specs.sorted(by: { $0.path < $1.path }).first else { return nil }
        let root = projectDirectory.standardizedFileURL.path
        var directory = first.deletingLastPathComponent().standardizedFileURL
        while true {
            if let config = LayoutGenFiles.config(in: directory) { return config }
            guard directory.path.hasPrefix(root), directory.path != root, directory.path != "/" else { return nil }
            directory = directory.deletingLastPathComponent()
        }
    }

    /// Where the command plugin writes an Xcode target's committed files when no config
    /// names a place: `Generated` beside the specs' folder (`App/Layouts/*.layout` →
    /// `App/Generated`), or inside the folder when the specs are not in one of their own.
    static func xcodeOutput(specs: [URL]) -> URL? {
        guard let first = specs.sorted(by: { $0.path < $1.path }).first else { return nil }
        let folder = first.deletingLastPathComponent()
        let parent = folder.lastPathComponent == "Layouts" ? folder.deletingLastPathComponent() : folder
        return parent.appendingPathComponent(LayoutGenFiles.defaultOutput)
    }

    /// The command plugin's `layoutgen` arguments for a target's specs: `generate SPEC…` with
    /// the target's config (`--config`), else `--output` the directory to write, then
    /// `--check` / `--verbose`.
    static func commitArguments(specs: [URL], config: URL?, output: URL, check: Bool, verbose: Bool) -> [String] {
        var arguments = ["generate"] + specs.map(\.path)
        if let config {
            arguments += ["--config", config.path]
        } else {
            arguments += ["--output", output.path]
        }
        if check { arguments.append("--check") }
        if verbose { arguments.append("--verbose") }
        return arguments
    }

    /// The generated files in `directory` that no spec makes any more (their spec is gone).
    static func orphans(in directory: URL, keeping specs: [URL]) -> [URL] {
        let names = Set(specs.map(LayoutGenFiles.generatedName))
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return existing.filter { $0.hasSuffix(".generated.swift") && !names.contains($0) }.sorted()
            .map { directory.appendingPathComponent($0) }
    }
}
