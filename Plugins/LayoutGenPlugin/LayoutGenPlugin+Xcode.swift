#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    /// The build tool plugin in an Xcode app target: the target's `*.layout` input files become
    /// Swift at build time, with the commands and checks a package target gets
    /// (`GenerationCommands`, `checkNames`). Xcode gives a plugin only the files a build phase
    /// of the target lists: a spec must be a member of the target and stay in a phase (Copy
    /// Bundle Resources, where Xcode puts it); one taken out of every phase is not seen, and a
    /// target with none gets a warning instead of an empty build. The `layoutgen.json` is the
    /// one nearest the specs, up to the project's directory.
    extension LayoutGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let specs = GenerationCommands.specs(among: files)
            let workDirectory = context.pluginWorkDirectoryURL
            removeOrphans(in: workDirectory, keeping: specs)
            guard !specs.isEmpty else {
                Diagnostics.warning(
                    "target '\(target.displayName)' applies LayoutGenPlugin but no build phase of it lists a .layout "
                        + "file: nothing is generated (add the specs to the target, and keep them in Copy Bundle Resources)")
                return []
            }
            try checkNames(specs, among: files, relativeTo: context.xcodeProject.directoryURL, target: target.displayName)
            let tool = try context.tool(named: LayoutGenFiles.toolName).url
            let config = GenerationCommands.xcodeConfig(specs: specs, projectDirectory: context.xcodeProject.directoryURL)
            return GenerationCommands.make(specs: specs, tool: tool, config: config, workDirectory: workDirectory)
                .map { Self.buildCommand($0, tool: tool) }
        }
    }
#endif
