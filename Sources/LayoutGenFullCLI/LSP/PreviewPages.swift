import LayoutGenCLI
import Foundation

/// The `layoutgen preview --watch` processes the language server starts for its
/// `layoutgen.preview` command: one per layout of a saved spec, each rewriting its page in a
/// directory of its own whenever the spec is saved; stopped when the server exits.
package final class PreviewPages {
    private struct Running {
        var process: Process
        var page: URL
    }

    private var running: [String: Running] = [:]
    private lazy var directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutgen-preview-\(ProcessInfo.processInfo.processIdentifier)")

    /// The page of `layout` in the spec at `path`, started if it is not running; the page
    /// exists when this returns. Fails with what the preview printed when no page was written
    /// within `timeout` seconds (the saved spec has errors, or has no such layout).
    package func open(spec path: String, layout: String, timeout: Double = 10) -> Result<URL, PreviewError> {
        let key = path + "\u{0}" + layout
        if let page = running[key], page.process.isRunning { return .success(page.page) }
        guard FileManager.default.fileExists(atPath: path) else {
            return .failure(PreviewError("'\(path)' is not saved: the preview reads the spec from disk"))
        }
        guard let executable = Self.executable else {
            return .failure(PreviewError("cannot find the layoutgen executable to start 'preview --watch'"))
        }
        let n = running.count + 1
        let page = directory.appendingPathComponent("\(layout)-\(n).html")
        let log = directory.appendingPathComponent("\(layout)-\(n).log")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["preview", path, "--layout", layout, "--output", page.path, "--watch"]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            // Its standard input and output are not the server's: those carry the protocol.
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
        } catch {
            return .failure(PreviewError("cannot start 'layoutgen preview --watch': \(error.localizedDescription)"))
        }
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: page.path), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: page.path) else {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            let printed = (try? String(contentsOf: log, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return .failure(PreviewError("no preview of '\(layout)'" + (printed.isEmpty ? "" : ": " + printed)))
        }
        running[key] = Running(process: process, page: page)
        return .success(page)
    }

    /// The `layoutgen` executable: the running one, or the one beside it (when the server runs
    /// inside another process, as in the package's tests).
    static var executable: URL? {
        guard let running = Bundle.main.executableURL else { return nil }
        if running.lastPathComponent == "layoutgen" { return running }
        let beside = running.deletingLastPathComponent().appendingPathComponent("layoutgen")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
    }

    /// Stops every preview and removes their pages.
    func stopAll() {
        for page in running.values where page.process.isRunning { page.process.terminate() }
        for page in running.values { page.process.waitUntilExit() }
        running = [:]
        try? FileManager.default.removeItem(at: directory)
    }
}

package struct PreviewError: Error {
    package var message: String
    package init(_ message: String) { self.message = message }
}
