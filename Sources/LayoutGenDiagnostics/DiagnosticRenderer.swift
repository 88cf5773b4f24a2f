/// Turns diagnostics into the text of LANGUAGE.md §11: `path:line:col: severity: message`,
/// then, in terminal style, the source line under a right-aligned line-number gutter with
/// `^~~~` under the span and the label after it; each note follows as its own diagnostic.
///
/// Diagnostics are printed in the order given (callers pass `DiagnosticCollector.sorted`).
/// Columns count characters, as `SourceLocation` does.
public struct DiagnosticRenderer: Sendable {
    /// How much to print.
    public enum Style: Equatable, Sendable {
        /// Only the `path:line:col: severity: message` lines: for logs, IDEs and tests.
        case plain
        /// The lines with source snippets and carets; ANSI colour when `color` is true.
        case terminal(color: Bool)
    }

    /// The style every `render` call uses.
    public var style: Style

    /// A renderer in the given style.
    public init(style: Style) {
        self.style = style
    }

    /// The text of the diagnostics, one or more lines each, every line ending in `\n`;
    /// empty when there are none.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var text = ""
        for diagnostic in diagnostics {
            let gutterWidth = Self.gutterWidth(for: diagnostic, in: file)
            text += headline(diagnostic.severity, diagnostic.message, at: diagnostic.range, in: file)
            text += snippet(at: diagnostic.range, label: diagnostic.label, in: file, gutterWidth: gutterWidth)
            for note in diagnostic.notes {
                text += headline(.note, note.message, at: note.range, in: file)
                text += snippet(at: note.range, label: nil, in: file, gutterWidth: gutterWidth)
            }
        }
        return text
    }

    /// `path:line:col: severity: message`; a range without a position (`SourceRange.none`)
    /// prints as `path: severity: message`.
    private func headline(_ severity: Severity, _ message: String, at range: SourceRange, in file: SourceFile)
        -> String
    {
        let location = range.start.line > 0 ? "\(file.path):\(range.start):" : "\(file.path):"
        guard case .terminal(color: true) = style else {
            return "\(location) \(severity.rawValue): \(message)\n"
        }
        let color =
            switch severity {
            case .error: ANSI.boldRed
            case .warning: ANSI.boldYellow
            case .note: ANSI.boldCyan
            }
        return "\(location) \(color)\(severity.rawValue):\(ANSI.reset) \(ANSI.bold)\(message)\(ANSI.reset)\n"
    }

    /// The source line and the caret line, in terminal style; nothing in plain style or when
    /// the range points at no line of the file.
    private func snippet(at range: SourceRange, label: String?, in file: SourceFile, gutterWidth: Int) -> String {
        guard case .terminal = style, let line = file.line(range.start.line) else { return "" }
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: max(0, gutterWidth - number.count)) + number + " | "
        let emptyGutter = String(repeating: " ", count: gutterWidth) + " | "
        let carets = Self.carets(for: range, on: line)
        let underline = carets + (label.map { " " + $0 } ?? "")
        return gutter + line + "\n" + emptyGutter + underline + "\n"
    }

    /// Padding up to the start column (tabs kept, so carets line up under tabbed text), then
    /// `^` and one `~` per further character of the span, clipped at the line's end; a span
    /// with no characters on the line still gets one `^`.
    static func carets(for range: SourceRange, on line: Substring) -> String {
        let characters = Array(line)
        let start = max(1, range.start.column)
        let lineEnd = characters.count + 1
        let end = range.end.line == range.start.line ? min(range.end.column, lineEnd) : lineEnd
        let width = max(1, end - start)
        var padding = ""
        for column in 1..<start {
            let character = column <= characters.count ? characters[column - 1] : " "
            padding.append(character == "\t" ? "\t" : " ")
        }
        return padding + "^" + String(repeating: "~", count: width - 1)
    }

    /// The digits of the largest line number the diagnostic and its notes quote, so their
    /// gutters line up.
    static func gutterWidth(for diagnostic: Diagnostic, in file: SourceFile) -> Int {
        let lines = [diagnostic.range.start.line] + diagnostic.notes.map(\.range.start.line)
        let largest = lines.filter { file.line($0) != nil }.max() ?? 0
        return String(largest).count
    }
}

/// The escape sequences of the terminal style.
private enum ANSI {
    static let bold = "\u{1B}[1m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldYellow = "\u{1B}[1;33m"
    static let boldCyan = "\u{1B}[1;36m"
    static let reset = "\u{1B}[0m"
}
