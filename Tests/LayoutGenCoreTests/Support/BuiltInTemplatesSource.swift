import Foundation
@testable import LayoutGenEmit

/// Writes `BuiltInTemplates.swift`, the compiled-in copy of `Templates/`.
enum BuiltInTemplatesSource {
    static let path = "Sources/LayoutGenEmit/Templates/BuiltInTemplates.swift"

    /// The Swift source holding every file of `Templates/` as a raw string literal.
    static func text() throws -> String {
        let directory = TestPaths.packageRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".template") }.sorted()
        var lines = [
            "// Written from Templates/ by the tests (RECORD=1 swift test). Do not edit: edit Templates/.",
            "",
            "/// The text of the templates in `Templates/`, compiled into the tool so that it needs no files",
            "/// at run time (the plugins run it inside other packages).",
            "enum BuiltInTemplates {",
            "    static let text: [String: String] = [",
        ]
        for name in names {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            lines.append("        \"\(name)\": #\"\"\"")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : "            " + line)
            }
            lines.append("            \"\"\"#,")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
