import Foundation
import LayoutGenCore
import LayoutGenDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outside world of one run: standard output and error, whether standard error is a
/// terminal, and the environment. Files are read and written through `FileManager` at the
/// paths given (relative paths against the process's working directory), so tests run the
/// command in-process against a temporary directory and read what it printed from
/// `capturedOutput` / `capturedError`.
public struct CommandIO: Sendable {
    /// Where printed text goes.
    public enum Streams: Sendable {
        /// The process's standard output and standard error.
        case process
        /// Kept in `capturedOutput` and `capturedError`.
        case captured
    }

    /// Where printed text goes.
    public var streams: Streams
    /// Whether standard error is a terminal: diagnostics then get snippets and colour.
    public var errorIsTerminal: Bool
    /// The environment variables the command reads (`LAYOUTGEN_DIAGNOSTICS`).
    public var environment: [String: String]
    /// Everything printed to standard output, when `streams` is `.captured`.
    public private(set) var capturedOutput = ""
    /// Everything printed to standard error, when `streams` is `.captured`.
    public private(set) var capturedError = ""
    /// What standard input holds, when `streams` is `.captured`.
    public var capturedInput = ""

    /// An IO with the given streams, terminal flag and environment.
    public init(streams: Streams, errorIsTerminal: Bool, environment: [String: String]) {
        self.streams = streams
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    /// The real process: its streams, `isatty(2)` and its environment.
    public static func standard() -> CommandIO {
        CommandIO(
            streams: .process, errorIsTerminal: isatty(2) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    /// An IO that keeps what is printed, for tests.
    public static func captured(errorIsTerminal: Bool = false, environment: [String: String] = [:]) -> CommandIO {
        CommandIO(streams: .captured, errorIsTerminal: errorIsTerminal, environment: environment)
    }

    /// Prints to standard output, as is (callers supply the newlines).
    public mutating func write(_ text: String) {
        switch streams {
        case .process: FileHandle.standardOutput.write(Data(text.utf8))
        case .captured: capturedOutput += text
        }
    }

    /// All of standard input, as UTF-8 text (nil when it is not).
    public func readInput() -> String? {
        switch streams {
        case .process: String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
        case .captured: capturedInput
        }
    }

    /// Prints to standard error, as is (callers supply the newlines).
    public mutating func writeError(_ text: String) {
        switch streams {
        case .process: FileHandle.standardError.write(Data(text.utf8))
        case .captured: capturedError += text
        }
    }
}

extension CommandIO {
    /// The environment variable that forces diagnostics with source snippets (no colour)
    /// when set to `full`, for CI logs and tests.
    static let diagnosticsVariable = "LAYOUTGEN_DIAGNOSTICS"

    /// How diagnostics are printed: snippets without colour when `LAYOUTGEN_DIAGNOSTICS=full`,
    /// snippets in colour on a terminal, plain lines otherwise.
    var diagnosticStyle: DiagnosticRenderer.Style {
        if environment[Self.diagnosticsVariable] == "full" { return .terminal(color: false) }
        return errorIsTerminal ? .terminal(color: true) : .plain
    }

    /// Prints a spec's diagnostics to standard error, sorted by position.
    package mutating func report(_ diagnostics: DiagnosticCollector, in file: SourceFile) {
        let text = DiagnosticRenderer(style: diagnosticStyle).render(diagnostics.sorted, in: file)
        if !text.isEmpty { writeError(text) }
    }

    /// Prints `error: message` to standard error: a problem that is not in a spec's text.
    package mutating func error(_ message: String) {
        writeError("error: \(message)\n")
    }
}
