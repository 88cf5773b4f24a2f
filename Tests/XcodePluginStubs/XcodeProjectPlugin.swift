// A stand-in for Xcode's `XcodeProjectPlugin` module, which only Xcode's toolchain has: it
// declares exactly the API LayoutGen's plugins use, with the signatures of Apple's
// documentation (Xcode 16), so that CI on Linux type-checks their Xcode conformances
// (`.ci/run`). Nothing here runs; every member traps.
@_exported import PackagePlugin

import Foundation

/// What an Xcode project plugin is given: the project and where it may write.
public struct XcodePluginContext {
    /// The Xcode project the plugin runs for.
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    /// A directory the plugin and its commands may write into.
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    /// A command-line tool the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// An Xcode project.
public struct XcodeProject {
    public var displayName: String { fatalError("stand-in") }
    /// The directory that holds the `.xcodeproj`.
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    public var displayName: String { fatalError("stand-in") }
    /// The files the target's build phases hold (sources, resources, …).
    public var inputFiles: FileList { fatalError("stand-in") }
}

/// A build tool plugin applied to a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin run on an Xcode project (File ▸ Packages, or a target's context menu).
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
