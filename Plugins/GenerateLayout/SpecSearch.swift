import Foundation

/// Finding specs on disk: a command plugin sees a target's `sourceFiles` only without the
/// files `exclude:` hides, and committed-output targets exclude their specs (to silence
/// SwiftPM's "unhandled files" warning), so the plugin walks the target's directory itself.
enum SpecSearch {
    /// Every `*.layout` file below `directory`, recursively, sorted by path; names starting
    /// with `.` are skipped, with everything below them (as the tool skips them).
    static func specs(under directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == LayoutGenFiles.specExtension {
            if (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The directories directly under `Sources/` and `Tests/` of the package that hold specs
    /// but are no target SwiftPM lists (`targetDirectories`) nor a package of their own, sorted. A target whose only
    /// files are excluded specs does not exist for SwiftPM ("no target named …"): its first
    /// generated file has to be made before the plugin can see it.
    static func unlistedDirectoriesWithSpecs(inPackageAt package: URL, targetDirectories: [URL]) -> [URL] {
        let known = Set(targetDirectories.map { $0.standardizedFileURL.path })
        var found: [URL] = []
        for root in ["Sources", "Tests"] {
            let rootURL = package.appendingPathComponent(root)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: rootURL.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let directory = rootURL.appendingPathComponent(name).standardizedFileURL
                let isPackage = FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
                guard !known.contains(directory.path), !isPackage, !specs(under: directory).isEmpty else { continue }
                found.append(directory)
            }
        }
        return found
    }

    /// What to do about a directory of specs that the manifest does not declare as a target.
    static func unlistedTargetAdvice(_ name: String, directory: String) -> String {
        "\(directory) holds specs but the manifest declares no target '\(name)': declare it "
            + "(.target(name: \"\(name)\", exclude: [\"Layouts\"]) with the specs' folder excluded) and run "
            + "generate-layout again, which writes its first generated files"
    }

    /// What is said when the first generated files of a declared target are written (SwiftPM
    /// lists a target only once it holds a source file).
    static func firstFilesNote(_ name: String, directory: String) -> String {
        "target '\(name)': writing its first generated files into \(directory) (SwiftPM lists a target only "
            + "once it holds a source file; from now on it is a target like any other)"
    }
}
