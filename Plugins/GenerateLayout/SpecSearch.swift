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
}
