import Foundation
import LayoutGenDiagnostics
import LayoutGenSyntax

/// A spec in the one canonical style of `layoutgen format` (GENERATED.md §2): four spaces of
/// indentation per `{`, one more for a statement's continuation lines; `TokenSpacing` between
/// tokens; a sequence (`H:`, `V:`) as written after its colon, with runs of spaces made one;
/// one statement a line (`;` starts a new one); comments kept where they are (a line comment
/// two spaces after the code; those of consecutive lines in one column, two spaces after the
/// longest code); at most one blank line in a row, none at the start or end of a
/// block or of the file; one final newline.
///
/// STEP 1: the tokens (a spec the lexer rejects is not formatted).
/// STEP 2: line by line: its tokens, its comment, its depth; written anew.
/// STEP 3: the result must read as the same tokens (with `;` as a line break), else nothing is
///         changed: formatting never changes what a spec says.
/// Limits: a line with a block comment (`/* … */`) keeps its text, only its indentation changes.
public enum SpecFormatter {
    /// The formatted text, or why the spec is left as it is.
    public enum Outcome: Equatable, Sendable {
        case formatted(String)
        case unchanged(reason: String)
    }

    public static func format(_ file: SourceFile) -> Outcome {
        // STEP 1.
        let lexing = DiagnosticCollector()
        let tokens = tokenize(file, diagnostics: lexing)
        guard !lexing.hasErrors else { return .unchanged(reason: "it has syntax errors (run 'layoutgen check')") }
        // STEP 2.
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var byLine = [[Int]](repeating: [], count: lines.count + 1)
        for (k, token) in tokens.enumerated() where token.kind != .newline && token.kind != .endOfFile {
            byLine[token.range.start.line - 1].append(k)
        }
        var out: [String] = []
        /// Per line of `out`: its code and trailing line comment (nil: no comment after code).
        var trailing: [(code: String, comment: String)?] = []
        var depth = 0
        var inBlockComment = false
        for (n, raw) in lines.enumerated() {
            let indices = byLine[n]
            let trimmed = raw.trimmingSpaces
            if inBlockComment {
                // Inside a block comment: its own text, as written.
                out.append(raw.trimmingTrailingSpaces)
                trailing.append(nil)
                if raw.contains("*/") { inBlockComment = false }
                continue
            }
            let closesFirst = indices.first.map { tokens[$0].is(.rightBrace) } ?? false
            let continues = indices.first.map { isContinuation(tokens, at: $0) } ?? false
            let indent = String(repeating: "    ", count: max(0, depth - (closesFirst ? 1 : 0) + (continues ? 1 : 0)))
            for k in indices {
                if tokens[k].is(.leftBrace) { depth += 1 }
                if tokens[k].is(.rightBrace) { depth -= 1 }
            }
            if trimmed.isEmpty {
                out.append("")
                trailing.append(nil)
                continue
            }
            if raw.contains("/*") {
                out.append(indent + trimmed)
                trailing.append(nil)
                if let open = raw.range(of: "/*", options: .backwards), !raw[open.upperBound...].contains("*/") {
                    inBlockComment = true
                }
                continue
            }
            let comment = raw.range(of: "//").map { String(raw[$0.lowerBound...]).trimmingTrailingSpaces }
            guard !indices.isEmpty else {
                out.append(indent + (comment ?? trimmed))
                trailing.append(nil)
                continue
            }
            let code = comment.map { _ in String(raw[..<raw.range(of: "//")!.lowerBound]) } ?? raw
            var statements = split(indices.map { tokens[$0] })
            statements[statements.count - 1].comment = comment
            // A sequence's continuation line: its text, as its first line keeps it.
            if continues, statements.count == 1, isSequence(tokens[statementStart(tokens, at: indices[0])]) {
                out.append(indent + code.collapsingSpaces + (comment.map { "  " + $0 } ?? ""))
                trailing.append(comment.map { (indent + code.collapsingSpaces, $0) })
                continue
            }
            for statement in statements {
                let text = write(statement.tokens, code: code, alone: statements.count == 1 && !continues)
                out.append(indent + text + (statement.comment.map { (text.isEmpty ? "" : "  ") + $0 } ?? ""))
                trailing.append(text.isEmpty ? nil : statement.comment.map { (indent + text, $0) })
            }
        }
        alignComments(&out, trailing)
        let formatted = tidyBlankLines(out).joined(separator: "\n") + "\n"
        // STEP 3.
        guard sameTokens(tokens, tokenize(SourceFile(path: file.path, text: formatted), diagnostics: DiagnosticCollector()))
        else { return .unchanged(reason: "formatting would change its tokens (a layoutgen bug: please report it)") }
        return .formatted(formatted)
    }

    /// The trailing comments of consecutive lines in one column, two spaces after the longest
    /// code of the run (as gofmt aligns them): what the eye reads as a table stays one, and the
    /// output still depends only on the tokens and comments, not on how they were spaced.
    private static func alignComments(_ out: inout [String], _ trailing: [(code: String, comment: String)?]) {
        var start = 0
        while start < trailing.count {
            guard trailing[start] != nil else {
                start += 1
                continue
            }
            var end = start + 1
            while end < trailing.count, trailing[end] != nil { end += 1 }
            if end - start > 1 {
                let width = trailing[start..<end].map { $0!.code.count }.max()! + 2
                for k in start..<end {
                    let (code, comment) = trailing[k]!
                    out[k] = code + String(repeating: " ", count: width - code.count) + comment
                }
            }
            start = end
        }
    }

    /// Whether the token at `k` continues the statement of an earlier line.
    private static func isContinuation(_ tokens: [Token], at k: Int) -> Bool {
        guard k > 0, !tokens[k].is(.rightBrace) else { return false }
        let previous = tokens[k - 1]
        return previous.kind != .newline && !previous.is(.leftBrace) && !previous.is(.rightBrace)
            && !previous.is(.semicolon)
    }

    /// The first token of the statement that the token at `k` belongs to.
    private static func statementStart(_ tokens: [Token], at k: Int) -> Int {
        var start = k
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .newline || previous.is(.leftBrace) || previous.is(.rightBrace) || previous.is(.semicolon) {
                break
            }
            start -= 1
        }
        return start
    }

    /// Whether a statement that starts with this token is a sequence.
    private static func isSequence(_ first: Token) -> Bool {
        first.kind == .keyword(.horizontal) || first.kind == .keyword(.vertical)
    }

    /// The statements of one line, split at `;` (the `;` dropped).
    private static func split(_ tokens: [Token]) -> [(tokens: [Token], comment: String?)] {
        var result: [(tokens: [Token], comment: String?)] = [([], nil)]
        for token in tokens {
            if token.is(.semicolon) {
                result.append(([], nil))
            } else {
                result[result.count - 1].tokens.append(token)
            }
        }
        let statements = result.filter { !$0.tokens.isEmpty }
        return statements.isEmpty ? [([], nil)] : statements
    }

    /// One statement's code: a sequence alone on its line keeps its text after the colon (runs
    /// of spaces made one); anything else is its tokens with canonical spaces.
    private static func write(_ tokens: [Token], code: String, alone: Bool) -> String {
        guard let first = tokens.first else { return "" }
        if alone, isSequence(first),
            let colon = tokens.firstIndex(where: { $0.is(.colon) }), let start = code.range(of: ":")
        {
            return TokenSpacing.join(Array(tokens[...colon])) + " " + String(code[start.upperBound...]).collapsingSpaces
        }
        return TokenSpacing.join(tokens)
    }

    /// At most one blank line in a row; none after a line that opens a block, before one that
    /// closes it, or at the start and end.
    private static func tidyBlankLines(_ lines: [String]) -> [String] {
        var result: [String] = []
        for (k, line) in lines.enumerated() {
            if line.isEmpty {
                guard let previous = result.last, !previous.isEmpty, !previous.hasSuffix("{") else { continue }
                let next = lines[(k + 1)...].first { !$0.isEmpty }
                guard let next, !next.trimmingSpaces.hasPrefix("}") else { continue }
            }
            result.append(line)
        }
        return result
    }

    /// Whether two token lists say the same: kinds and texts equal, a `;` read as a line break
    /// and consecutive line breaks as one.
    private static func sameTokens(_ a: [Token], _ b: [Token]) -> Bool {
        func normalized(_ tokens: [Token]) -> [String] {
            var result: [String] = []
            for token in tokens {
                let text =
                    switch token.kind {
                    case .newline: "⏎"
                    case .punctuator(.semicolon): "⏎"
                    case .endOfFile: "⏚"
                    default: "\(token.kind)|\(token.text)"
                    }
                if text == "⏎", result.last == "⏎" || result.last?.hasSuffix("|{") == true { continue }
                if text.hasSuffix("|}") || text == "⏚", result.last == "⏎" { result.removeLast() }
                result.append(text)
            }
            return result
        }
        return normalized(a) == normalized(b)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }).trimmingTrailingSpaces
    }

    /// Without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    /// Each run of spaces and tabs one space, none at the ends.
    var collapsingSpaces: String {
        split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
