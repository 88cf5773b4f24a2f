import Foundation
import LayoutGenCore
import LayoutGenDiagnostics

/// How `check` prints diagnostics: as text (the renderer's, on standard error), as one JSON
/// document on standard output for editors, or as GitHub Actions workflow commands.
package enum DiagnosticFormat: String, CaseIterable {
    case text, json, github

    /// One diagnostic as a JSON object: `{"path":…,"line":1,"column":5,"endLine":1,
    /// "endColumn":9,"severity":"error","message":…,"notes":[{"path":…,…,"message":…}]}`.
    /// Lines and columns are 1-based; the end is one past the last character.
    package static func json(_ diagnostic: Diagnostic, path: String) -> String {
        let notes = diagnostic.notes.map { note in
            "{" + location(path, note.range) + "," + JSONOutput.string("message") + ":" + JSONOutput.string(note.message) + "}"
        }
        return "{" + location(path, diagnostic.range)
            + "," + JSONOutput.string("severity") + ":" + JSONOutput.string(diagnostic.severity.rawValue)
            + "," + JSONOutput.string("message") + ":" + JSONOutput.string(diagnostic.message)
            + "," + JSONOutput.string("notes") + ":[" + notes.joined(separator: ",") + "]}"
    }

    private static func location(_ path: String, _ range: SourceRange) -> String {
        let fields: [(String, String)] = [
            ("path", JSONOutput.string(path)), ("line", String(range.start.line)), ("column", String(range.start.column)),
            ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
        ]
        return fields.map { JSONOutput.string($0.0) + ":" + $0.1 }.joined(separator: ",")
    }

    /// A diagnostic as GitHub Actions workflow commands: `::error file=…,line=…,col=…,
    /// endLine=…,endColumn=…::message`, then a `::notice` per note.
    static func github(_ diagnostic: Diagnostic, path: String) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var text = workflowCommand(command, path: path, range: diagnostic.range, message: diagnostic.message)
        for note in diagnostic.notes {
            text += workflowCommand("notice", path: path, range: note.range, message: "note: " + note.message)
        }
        return text
    }

    private static func workflowCommand(_ command: String, path: String, range: SourceRange, message: String) -> String {
        let properties = [
            "file=" + escapedProperty(path), "line=\(range.start.line)", "col=\(range.start.column)",
            "endLine=\(range.end.line)", "endColumn=\(range.end.column)",
        ]
        return "::\(command) \(properties.joined(separator: ","))::\(escapedData(message))\n"
    }

    /// GitHub's escaping of a command's message: `%`, CR and LF.
    private static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// … and of a property value: also `:` and `,`.
    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
