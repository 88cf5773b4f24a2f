import Foundation
import LayoutGenCore

/// Writing generated files safely: only when their content changed, whole (an atomic
/// write, never a half file), and never over a file that layoutgen did not generate.
enum GeneratedOutput {
    /// What happened to one output file.
    enum Outcome: Equatable {
        /// The file already held exactly this content; it was not touched.
        case unchanged
        /// The file was created or replaced.
        case written
        /// The file exists but its first line is not the generated header; it was kept.
        case foreign
        /// The path is a directory or could not be written; the text says why.
        case failed(String)
    }

    /// The bytes of the file at `path`, or nil when there is none.
    static func existing(at path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Whether the file at `path` holds exactly `content`.
    static func isCurrent(_ content: String, at path: String) -> Bool {
        existing(at: path) == Data(content.utf8)
    }

    /// Writes `content` to `path` unless it already holds it; refuses to replace a file whose
    /// first line is not `header`. The directory must exist.
    static func write(_ content: String, to path: String, header: String) -> Outcome {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failed("cannot write the generated file: a directory has its name")
        }
        let data = Data(content.utf8)
        if let old = existing(at: path) {
            if old == data { return .unchanged }
            guard firstLine(of: old) == header else { return .foreign }
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return .written
        } catch {
            return .failed("cannot write the generated file: \(error.localizedDescription)")
        }
    }

    /// Creates the output directory and its parents when missing; nil on success, else why not.
    static func createDirectory(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "'\(path)' exists and is not a directory"
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return nil
        } catch {
            return "cannot create output directory '\(path)': \(error.localizedDescription)"
        }
    }

    /// The text before the first line break (a `\r` before it dropped); nil when not UTF-8.
    static func firstLine(of data: Data) -> String? {
        let line = data.prefix { $0 != UInt8(ascii: "\n") }
        guard var text = String(data: line, encoding: .utf8) else { return nil }
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
