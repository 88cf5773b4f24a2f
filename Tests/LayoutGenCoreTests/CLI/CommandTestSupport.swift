import Foundation
@testable import LayoutGenCLI
import LayoutGenFullCLI
import Testing

extension Tag {
    /// Needs the real parser (and resolver and solver): fails while `parseSpec` is a stub.
    @Tag static var needsParser: Tag
    /// Needs the real emitter: fails while `emitSwift` is a stub.
    @Tag static var needsEmitter: Tag
    /// Needs the real `explain`: fails while it is a stub.
    @Tag static var needsExplain: Tag
}

/// A spec with one layout that reads an input without a default and one with a measured view
/// whose size is fully constrained (a warning).
let twoLayoutsSpec = """
    layout Framed {
        view a: measured
        a.size == 10
        a.leading == 0
        a.top == 0
    }

    layout Row {
        input gap = 8
        input inset: CGFloat
        view b
        b.leading == inset
        b.top == 0
        b.width == 10 + gap
        b.height == 10
    }

    """

/// What one in-process run of `layoutgen` answered and printed.
struct CommandRun {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `layoutgen` (or `tool`) in-process with captured streams.
func layoutgen(
    _ arguments: String..., errorIsTerminal: Bool = false, environment: [String: String] = [:]
) -> CommandRun {
    layoutgen(arguments, errorIsTerminal: errorIsTerminal, environment: environment)
}

/// Runs `layoutgen` (or `tool`) in-process with captured streams.
func layoutgen(
    _ arguments: [String], errorIsTerminal: Bool = false, environment: [String: String] = [:], input: String = "",
    tool: CommandLineTool = .full
) -> CommandRun {
    var io = CommandIO.captured(errorIsTerminal: errorIsTerminal, environment: environment)
    io.capturedInput = input
    let status = LayoutGenCommand.run(arguments, tool: tool, io: &io)
    return CommandRun(status: status, output: io.capturedOutput, error: io.capturedError)
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    /// Its absolute path, without a trailing slash.
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// The absolute path of `relative` inside the directory.
    func url(_ relative: String) -> URL {
        URL(fileURLWithPath: path).appendingPathComponent(relative)
    }

    /// `path/relative`.
    func path(_ relative: String) -> String { url(relative).path }

    /// Writes a text file, creating its directories.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let file = url(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The text of a file, or nil when there is none.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether something exists at `relative`.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
