import Foundation
import LayoutGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing generated files safely: only when their content changed, whole (an atomic
/// write, never a half file), and never over a file that layoutgen did not generate.
package enum GeneratedOutput {
    /// What happened to one output file.
    package enum Outcome: Equatable {
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
    package static func existing(at path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Whether the file at `path` holds exactly `content`.
    static func isCurrent(_ content: String, at path: String) -> Bool {
        existing(at: path) == Data(content.utf8)
    }

    /// Writes `content` to `path` unless it already holds it; refuses to replace a file whose
    /// first line is not `header`. The directory must exist.
    package static func write(_ content: String, to path: String, header: String) -> Outcome {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failed("cannot write the generated file: a directory has its name")
        }
        let data = Data(content.utf8)
        if let old = existing(at: path) {
            if old == data { return .unchanged }
            guard firstLine(of: old) == header else { return .foreign }
        }
        if let problem = replace(path, with: data) { return .failed("cannot write the generated file: \(problem)") }
        return .written
    }

    /// Writes `data` to a new file beside `path` and renames it over `path`, so that a reader
    /// sees the old content or the new, never part of it; nil on success, else why not. No
    /// fsync (unlike `Data.write(options: .atomic)`, which made writing most of the time of a
    /// large run): generated files are made again from their specs.
    package static func replace(_ path: String, with data: Data) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var attempt = 0
        var temporary: String
        var descriptor: Int32
        repeat {
            attempt += 1
            temporary = "\(directory).\(name).\(getpid())-\(attempt).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        } while descriptor < 0 && errno == EEXIST && attempt < 100
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var problem: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, problem == nil { problem = String(cString: strerror(errno)) }
        if problem == nil, rename(temporary, path) != 0 { problem = String(cString: strerror(errno)) }
        if problem != nil { unlink(temporary) }
        return problem
    }

    /// Creates the output directory and its parents when missing; nil on success, else why not.
    package static func createDirectory(_ path: String) -> String? {
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

/// `write(2)`, out of reach of `GeneratedOutput.write`'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
