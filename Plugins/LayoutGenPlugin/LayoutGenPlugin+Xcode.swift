#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build tool plugin in an Xcode app target: the target's `*.layout` input files (add
    /// them to the target, in no build phase or in Copy Bundle Resources) become Swift at build
    /// time, with the commands a package target gets (`GenerationCommands`). The
    /// `layoutgen.json` is the one nearest the specs, up to the project's directory.
    extension LayoutGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = GenerationCommands.specs(among: target.inputFiles.map(\.url))
            let workDirectory = context.pluginWorkDirectoryURL
            removeOrphans(in: workDirectory, keeping: specs)
            guard !specs.isEmpty else { return [] }
            for collision in LayoutGenFiles.collisions(specs) {
                Diagnostics.error(
                    "\(collision.specs[0].path): specs of target '\(target.displayName)' would both generate "
                        + "'\(collision.name)'; give them distinct names",
                    file: collision.specs[0].path, line: nil)
            }
            let tool = try context.tool(named: LayoutGenFiles.toolName).url
            let config = GenerationCommands.xcodeConfig(specs: specs, projectDirectory: context.xcodeProject.directoryURL)
            return GenerationCommands.make(specs: specs, tool: tool, config: config, workDirectory: workDirectory)
                .map { Self.buildCommand($0, tool: tool) }
        }
    }
#endif
