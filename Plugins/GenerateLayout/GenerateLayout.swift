import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-layout [--target T]... [--check] [--verbose]`:
/// writes each target's generated sources next to its specs, to be committed.
///
/// The plugin decides what to do (which targets, which specs, whether writing is allowed
/// there) and runs the `layoutgen` tool with arguments it builds itself:
/// `layoutgen generate SPEC... (--config <target>/layoutgen.json | --output <target>/Generated) [--check] [--verbose]`.
/// The tool writes only changed files, never over a file without its header, keeps `output`
/// inside the target, and prints spec errors as `path:line:col: error: …`.
@main
struct GenerateLayout: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try PluginOptions(arguments)
        if options.help {
            print(PluginOptions.usage, terminator: "")
            return
        }
        let package = context.package
        let unlisted = SpecSearch.unlistedDirectoriesWithSpecs(
            inPackageAt: package.directoryURL,
            targetDirectories: package.targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL })
        let buildPluginTargets = ManifestScan.targets(
            applying: LayoutGenFiles.buildPluginName, inPackageAt: package.directoryURL)
        let declared = ManifestScan.targets(applying: nil, inPackageAt: package.directoryURL)
        let tool = try context.tool(named: LayoutGenFiles.toolName).url
        let explicit = !options.targets.isEmpty
        // A target whose only files are excluded specs is no target for SwiftPM yet: where the
        // manifest declares it, its first files are written here; else what to do is said
        // (SwiftPM's own "no target named …" does not say why).
        var listed = options.targets
        for directory in unlisted where !explicit || options.targets.contains(directory.lastPathComponent) {
            let name = directory.lastPathComponent
            let shown = LayoutGenFiles.display(directory, relativeTo: package.directoryURL)
            listed.removeAll { $0 == name }
            guard declared.contains(name), !buildPluginTargets.contains(name) else {
                if explicit {
                    Diagnostics.error(SpecSearch.unlistedTargetAdvice(name, directory: shown), file: nil, line: nil)
                    return
                }
                Diagnostics.warning(SpecSearch.unlistedTargetAdvice(name, directory: shown), file: nil, line: nil)
                continue
            }
            let specs = SpecSearch.specs(under: directory)
            guard !refused(specs, target: name, in: package.directoryURL) else { continue }
            if !options.check { print(SpecSearch.firstFilesNote(name, directory: shown)) }
            try run(tool, name: name, directory: directory, specs: specs, options: options)
        }
        if explicit && listed.isEmpty { return }
        let named = try package.targets(named: listed)
        let candidates = (explicit ? named : package.targets).compactMap { $0 as? SourceModuleTarget }
        for target in named where !(target is SourceModuleTarget) {
            Diagnostics.error("target '\(target.name)' is not a module with sources", file: nil, line: nil)
        }
        for target in candidates {
            let specs = SpecSearch.specs(under: target.directoryURL)
            let directory = LayoutGenFiles.display(target.directoryURL, relativeTo: package.directoryURL)
            guard !specs.isEmpty else {
                if explicit {
                    Diagnostics.error(
                        "target '\(target.name)' has no *.layout specs under \(directory)", file: nil, line: nil)
                } else if options.verbose {
                    print("skipping target '\(target.name)': no *.layout specs under \(directory)")
                }
                continue
            }
            if buildPluginTargets.contains(target.name) {
                let plugin = LayoutGenFiles.buildPluginName
                if explicit {
                    Diagnostics.error(
                        "target '\(target.name)' applies \(plugin), which generates its specs at build time; "
                            + "committed files would define the same types twice, so generate-layout does not write "
                            + "into it (remove the plugin from the target to commit generated sources instead)",
                        file: nil, line: nil)
                } else {
                    print("skipping target '\(target.name)': it applies \(plugin), which generates at build time")
                }
                continue
            }
            guard !refused(specs, target: target.name, in: package.directoryURL) else { continue }
            try run(tool, name: target.name, directory: target.directoryURL, specs: specs, options: options)
        }
    }

    /// Whether a target's specs are refused (each problem an error): a path with a tab or
    /// another control character, or two specs that would generate one file name.
    func refused(_ specs: [URL], target: String, in package: URL) -> Bool {
        let unusable = specs.compactMap { LayoutGenFiles.unusableName(LayoutGenFiles.display($0, relativeTo: package)) }
        for reason in unusable { Diagnostics.error("spec of target '\(target)': \(reason)", file: nil, line: nil) }
        let collisions = LayoutGenFiles.collisions(specs)
        for collision in collisions {
            let paths = collision.specs.map { "'\(LayoutGenFiles.display($0, relativeTo: package))'" }
            Diagnostics.error(
                "\(collision.specs[0].path): specs \(paths.joined(separator: " and ")) of target '\(target)' "
                    + "would both generate '\(collision.name)'; give them distinct names",
                file: collision.specs[0].path, line: nil)
        }
        return !unusable.isEmpty || !collisions.isEmpty
    }

    /// Runs the tool over one target's specs (the target's name and directory); its failure is
    /// reported as an error (which makes `swift package` exit 1), after the problems the tool
    /// printed itself.
    private func run(_ tool: URL, name: String, directory: URL, specs: [URL], options: PluginOptions) throws {
        let arguments = GenerationCommands.commitArguments(
            specs: specs, config: LayoutGenFiles.config(in: directory),
            output: directory.appendingPathComponent(LayoutGenFiles.defaultOutput), check: options.check,
            verbose: options.verbose)
        try runTool(tool, arguments: arguments, target: name, specs: specs.count, options: options)
    }

    /// Runs `layoutgen` with `arguments` for one target; its failure is reported as an error
    /// (which makes the command fail), after the problems the tool printed itself.
    func runTool(_ tool: URL, arguments: [String], target: String, specs: Int, options: PluginOptions) throws {
        if options.verbose {
            let count = "\(specs) spec\(specs == 1 ? "" : "s")"
            print("target '\(target)': \(count): layoutgen \(arguments.joined(separator: " "))")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            let rerun = "swift package --allow-writing-to-package-directory generate-layout --target \(target)"
            let problem =
                options.check
                ? "generated sources are stale or missing, or specs have errors; run '\(rerun)'"
                : "layoutgen reported errors"
            Diagnostics.error(
                "target '\(target)': \(problem) (layoutgen's messages name the files)", file: nil, line: nil)
        }
    }
}
