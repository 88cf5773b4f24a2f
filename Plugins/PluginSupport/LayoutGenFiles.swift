import Foundation

/// What both plugins agree on with the `layoutgen` tool: which files are specs, what each
/// spec's generated file is called, and where a target's `layoutgen.json` is.
///
/// This folder is symlinked into each plugin (`Plugins/<Plugin>/Support`): plugins cannot
/// import library targets, and a copy would drift.
enum LayoutGenFiles {
    /// The extension of spec files.
    static let specExtension = "layout"
    /// The config file the tool reads from a target directory.
    static let configName = "layoutgen.json"
    /// The output directory inside a target when its config does not name one.
    static let defaultOutput = "Generated"
    /// The tool the plugins run: `layoutgen` without the subcommands a build does not need.
    static let toolName = "layoutgen-build"
    /// The build tool plugin's name, as targets apply it.
    static let buildPluginName = "LayoutGenPlugin"

    /// The generated file's name for a spec, as the tool names it:
    /// `Layouts/ProfileCell.layout` → `ProfileCell.generated.swift`.
    static func generatedName(for spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent + ".generated.swift"
    }

    /// The specs that share a generated file name, grouped by that name (sorted); each group
    /// lists its specs sorted by path. Module sources need distinct file names, so every
    /// group is an error.
    static func collisions(_ specs: [URL]) -> [(name: String, specs: [URL])] {
        Dictionary(grouping: specs, by: generatedName).filter { $0.value.count > 1 }
            .map { (name: $0.key, specs: $0.value.sorted { $0.path < $1.path }) }.sorted { $0.name < $1.name }
    }

    /// Why a spec's path within its target (`relative`) cannot be built, or nil: a tab or another
    /// control character in a file or folder name breaks SwiftPM's build commands, far from the
    /// spec, so it is refused up front.
    static func unusableName(_ relative: String) -> String? {
        guard let scalar = relative.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        let what =
            scalar == "\t" ? "a tab"
            : scalar == "\n" ? "a line break" : "the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        return "the path '\(relative.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined())' "
            + "holds \(what), which breaks the build: rename it"
    }

    /// `directory/layoutgen.json` when that file exists.
    static func config(in directory: URL) -> URL? {
        let url = directory.appendingPathComponent(configName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The template files a config file points the tool at (`templates`, relative to the
    /// config file): the `*.template` files of that directory, sorted. The config is read
    /// leniently, for build inputs only; the tool itself reports whatever is wrong with it.
    static func templateFiles(named config: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: config.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let relative = object["templates"] as? String, !relative.isEmpty
        else { return [] }
        let directory = config.deletingLastPathComponent().appendingPathComponent(relative).standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".template") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// A path relative to `base` when it is inside it, else the whole path: for messages.
    static func display(_ url: URL, relativeTo base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
