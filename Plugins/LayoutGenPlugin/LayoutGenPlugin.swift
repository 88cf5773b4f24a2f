import Foundation
import PackagePlugin

/// The build tool plugin: the `*.layout` specs of a target become Swift at build time.
///
/// One build command per spec, `layoutgen generate SPEC --output-file <work>/<Spec>.generated.swift`
/// (plus `--config` when the target has a `layoutgen.json`). The output's name is a function
/// of the spec's path only, and the inputs are the spec, the tool itself, the config file and
/// the templates it names, so SwiftPM runs a command only when one of those changed: a no-op
/// rebuild runs nothing, an edit regenerates that spec alone, and a deleted spec's command
/// (and so its output) leaves the build. Spec errors are the tool's `path:line:col: error:`
/// lines, which fail the command and the build.
@main
struct LayoutGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let specs = GenerationCommands.specs(among: target.sourceFiles.map(\.url))
        let workDirectory = context.pluginWorkDirectoryURL
        removeOrphans(in: workDirectory, keeping: specs)
        guard !specs.isEmpty else {
            Diagnostics.warning("target '\(target.name)' applies LayoutGenPlugin but holds no .layout file: nothing is generated")
            return []
        }
        try checkNames(specs, among: target.sourceFiles.map(\.url), relativeTo: target.directoryURL, target: target.name)
        let tool = try context.tool(named: LayoutGenFiles.toolName).url
        let config = LayoutGenFiles.config(in: target.directoryURL)
        return GenerationCommands.make(specs: specs, tool: tool, config: config, workDirectory: workDirectory)
            .map { Self.buildCommand($0, tool: tool) }
    }

    /// A command of `GenerationCommands` as the plugin API's build command.
    static func buildCommand(_ command: GenerationCommand, tool: URL) -> Command {
        .buildCommand(
            displayName: command.displayName, executable: tool, arguments: command.arguments,
            inputFiles: command.inputFiles, outputFiles: [command.outputFile])
    }

    /// Refuses specs whose path holds a tab or another control character, specs that would
    /// give two generated files one name, and committed generated
    /// files (from `generate-layout`) among the target's `files` that the build would compile
    /// beside the plugin's own: the same in a package target and in an Xcode target.
    func checkNames(_ specs: [URL], among files: [URL], relativeTo base: URL, target: String) throws {
        var problems = 0
        for spec in specs {
            guard let reason = LayoutGenFiles.unusableName(LayoutGenFiles.display(spec, relativeTo: base)) else { continue }
            Diagnostics.error("spec of target '\(target)': \(reason)", file: nil, line: nil)
            problems += 1
        }
        for collision in LayoutGenFiles.collisions(specs) {
            let paths = collision.specs.map { LayoutGenFiles.display($0, relativeTo: base) }
            Diagnostics.error(
                "\(collision.specs[0].path): specs \(paths.map { "'\($0)'" }.joined(separator: " and ")) of target "
                    + "'\(target)' would both generate '\(collision.name)'; give them distinct names",
                file: collision.specs[0].path, line: nil)
            problems += 1
        }
        let generated = Set(specs.map(LayoutGenFiles.generatedName))
        for file in files where generated.contains(file.lastPathComponent) {
            Diagnostics.error(
                "\(file.path): target '\(target)' applies LayoutGenPlugin, which generates "
                    + "'\(file.lastPathComponent)' at build time, and also holds a committed copy: the types "
                    + "would be defined twice; delete the committed file or stop applying the plugin",
                file: file.path, line: nil)
            problems += 1
        }
        if problems > 0 { throw LayoutGenPluginError(problems: problems, target: target) }
    }

    /// Deletes generated files of specs that are gone (they are no longer compiled, since no
    /// command declares them, but they should not linger either).
    func removeOrphans(in directory: URL, keeping specs: [URL]) {
        for orphan in GenerationCommands.orphans(in: directory, keeping: specs) {
            try? FileManager.default.removeItem(at: orphan)
        }
    }
}

/// The plugin found problems with a target's specs (each reported as a diagnostic).
struct LayoutGenPluginError: Error, CustomStringConvertible {
    var problems: Int
    var target: String
    var description: String {
        "LayoutGenPlugin: \(problems) problem\(problems == 1 ? "" : "s") in target '\(target)'"
    }
}
