import Foundation

/// Where the package's test inputs and golden files are.
enum TestPaths {
    /// The package root (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The directory of the committed generated files that `GeneratedCodeTests` compiles.
    static let goldenDirectory = packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Golden")

    /// Every spec whose generated code is checked: the test fixtures and the examples,
    /// as paths relative to the package root, sorted.
    static let fixtures: [String] = {
        ["Tests/LayoutGenCoreTests/Fixtures", "Examples"].flatMap { directory in
            let url = packageRoot.appendingPathComponent(directory)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".layout") }.map { "\(directory)/\($0)" }
        }.sorted()
    }()

    /// The text of a file under the package root.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Whether golden files are re-recorded (`RECORD=1 swift test`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }
}
