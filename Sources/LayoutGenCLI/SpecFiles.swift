import Foundation
import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenDiagnostics
import LayoutGenPlan

/// Finding and reading spec files: the `SPEC_OR_DIR...` and `SPEC` arguments.
package enum SpecFiles {
    /// The extension of spec files searched for in directories.
    static let fileExtension = "layout"

    /// The spec files the arguments name: a file as given (whatever its extension), a
    /// directory as every `*.layout` file below it, recursively, sorted by path, hidden files
    /// and directories skipped. Paths are kept as the user spelt them (directory path joined
    /// with the relative path) and a file named twice is listed once. Throws when an argument
    /// does not exist.
    package static func collect(_ arguments: [String]) throws(UsageError) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: '\(argument)'")
            }
            let found = isDirectory.boolValue ? specs(under: argument) : [argument]
            for path in found where seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// Every `*.layout` file below a directory, recursively, sorted by relative path; files
    /// and directories whose names start with `.` (`.build`, `.git`) are skipped.
    private static func specs(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var relative: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            guard name.hasSuffix("." + fileExtension),
                FileManager.default.fileExists(atPath: join(directory, path), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            relative.append(path)
        }
        return relative.sorted().map { join(directory, $0) }
    }

    /// The one spec file of `eval` and `explain`; throws when it is missing or a directory.
    package static func single(_ positionals: [String]) throws(UsageError) -> String {
        guard let path = positionals.first else { throw UsageError("missing SPEC: the spec file to read") }
        guard positionals.count == 1 else {
            throw UsageError("expected one spec file, got \(positionals.count): \(positionals.joined(separator: " "))")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("no such file: '\(path)'")
        }
        guard !isDirectory.boolValue else { throw UsageError("'\(path)' is a directory; expected a spec file") }
        return path
    }

    /// The spec at `path` as UTF-8 text, or `error: …` printed and nil when it cannot be read.
    package static func read(_ path: String, io: inout CommandIO) -> SourceFile? {
        guard let data = FileManager.default.contents(atPath: path) else {
            io.error("cannot read '\(path)'")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            io.error("'\(path)' is not UTF-8 text")
            return nil
        }
        return SourceFile(path: path, text: text)
    }

    /// `directory/name`, without doubling a trailing slash.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension SpecFiles {
    /// Reads and solves one spec, printing its diagnostics; nil when it cannot be read or
    /// has errors.
    package static func plan(_ path: String, io: inout CommandIO, checks: CheckReport? = nil) -> (file: SourceFile, plan: Plan)? {
        guard let file = read(path, io: &io) else { return nil }
        let diagnostics = DiagnosticCollector()
        let plan = Pipeline.plan(file, diagnostics: diagnostics, checks: checks)
        io.report(diagnostics, in: file)
        guard let plan, !diagnostics.hasErrors else { return nil }
        return (file, plan)
    }
}
