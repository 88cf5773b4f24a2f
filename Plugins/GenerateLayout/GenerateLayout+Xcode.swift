#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// `generate-layout` on an Xcode project (the project's context menu, or a target's):
    /// each selected target's `*.layout` input files are generated into committed sources,
    /// with the `layoutgen.json` nearest the specs, else into `Generated` beside the specs'
    /// `Layouts` folder. Xcode does not add new files to a target by itself: add the
    /// `Generated` folder to the target once (as a folder reference or a synchronized folder,
    /// which then picks up new files), as docs/xcode.md says.
    extension GenerateLayout: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let options = try PluginOptions(arguments)
            if options.help {
                print(PluginOptions.usage, terminator: "")
                return
            }
            let project = context.xcodeProject
            for name in options.targets where !project.targets.contains(where: { $0.displayName == name }) {
                Diagnostics.error("the project has no target named '\(name)'", file: nil, line: nil)
            }
            let tool = try context.tool(named: LayoutGenFiles.toolName).url
            let targets = project.targets.filter { options.targets.isEmpty || options.targets.contains($0.displayName) }
            for target in targets {
                let specs = GenerationCommands.specs(among: target.inputFiles.map(\.url))
                guard let output = GenerationCommands.xcodeOutput(specs: specs) else {
                    if !options.targets.isEmpty {
                        Diagnostics.error(
                            "target '\(target.displayName)' has no *.layout input files: add the specs to the target",
                            file: nil, line: nil)
                    }
                    continue
                }
                guard !refused(specs, target: target.displayName, in: project.directoryURL) else { continue }
                let config = GenerationCommands.xcodeConfig(specs: specs, projectDirectory: project.directoryURL)
                let arguments = GenerationCommands.commitArguments(
                    specs: specs, config: config, output: output, check: options.check, verbose: options.verbose)
                try runTool(tool, arguments: arguments, target: target.displayName, specs: specs.count, options: options)
            }
        }
    }
#endif
