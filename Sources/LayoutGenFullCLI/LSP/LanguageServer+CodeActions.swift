import LayoutGenCLI
import LayoutGenCore
import LayoutGenDiagnostics

/// Code actions: the fixes the diagnostics already suggest.
extension LanguageServer {
    /// The fixes the diagnostics between two locations suggest: the name a "did you mean" names
    /// in place of the misspelt one; the priority that breaks a tie.
    static func codeActions(
        _ diagnostics: [Diagnostic], in file: SourceFile, uri: String, from start: SourceLocation, to end: SourceLocation
    ) -> JSON {
        var actions: [JSON] = []
        for diagnostic in diagnostics where diagnostic.range.start <= end && start <= diagnostic.range.end {
            var replacement: String
            var target = diagnostic.range
            switch diagnostic.problem {
            case .unknownName(_, let suggestion?), .unknownAttribute(_, let suggestion?), .unknownStatement(_, let suggestion):
                replacement = suggestion
            case .tie:
                guard let fix = tieFix(diagnostic, in: file) else { continue }
                (target, replacement) = fix
            default:
                continue
            }
            let edit = JSON.object([("range", range(target)), ("newText", .string(replacement))])
            actions.append(
                .object([
                    ("title", .string("Write '\(replacement)'")), ("kind", .string("quickfix")),
                    ("isPreferred", .bool(true)),
                    (
                        "diagnostics",
                        .array([
                            .object([
                                ("range", range(diagnostic.range)), ("severity", .int(1)), ("source", .string("layoutgen")),
                                ("message", .string(diagnostic.message)),
                            ])
                        ])
                    ),
                    ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
                ]))
        }
        return .array(actions)
    }

    /// A tie's fix, the priority its note suggests (`view detail: measured(H compression
    /// @749)`, with what the view declares besides), as an edit of the view's declaration where
    /// that is `view NAME: measured` on its line, with options in parentheses and `, optional`
    /// or not, alone or among others (`view title, detail: measured` becomes `view title:
    /// measured` and `view detail: measured(H compression @749)`, in the same order).
    static func tieFix(_ diagnostic: Diagnostic, in file: SourceFile) -> (SourceRange, String)? {
        let prefix = "choose with a priority: '"
        guard let note = diagnostic.notes.first(where: { $0.message.hasPrefix(prefix) }) else { return nil }
        let suggested = note.message.dropFirst(prefix.count).prefix { $0 != "'" }
        guard suggested.hasPrefix("view "), let colon = suggested.firstIndex(of: ":") else { return nil }
        let name = suggested[suggested.index(suggested.startIndex, offsetBy: 5)..<colon]
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let n = note.range.start.line - 1
        guard n >= 0, n < lines.count else { return nil }
        let line = lines[n]
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        let indent = code.prefix { $0 == " " || $0 == "\t" }.count
        let declaration = code.dropFirst(indent).trimmingCharacters(in: .whitespaces)
        // `view NAMES: measured`, with options in parentheses and `, optional` or not.
        guard declaration.hasPrefix("view "), let colon = declaration.firstIndex(of: ":") else { return nil }
        let kind = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let measured = kind.hasSuffix(", optional") ? String(kind.dropLast(", optional".count)) : kind
        guard measured == "measured" || (measured.hasPrefix("measured(") && measured.hasSuffix(")")) else { return nil }
        let names = declaration[declaration.index(declaration.startIndex, offsetBy: 5)..<colon].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let k = names.firstIndex(of: String(name)) else { return nil }
        let range = SourceRange(
            start: SourceLocation(line: n + 1, column: indent + 1),
            end: SourceLocation(line: n + 1, column: indent + 1 + declaration.count))
        // The names before and after it keep their declaration, on lines of their own.
        let groups = [names[..<k], names[(k + 1)...]].map { $0.isEmpty ? nil : "view \($0.joined(separator: ", ")): \(kind)" }
        let replacement = [groups[0], String(suggested), groups[1]].compactMap { $0 }
        return (range, replacement.joined(separator: "\n" + String(repeating: " ", count: indent)))
    }
}
