import LayoutGenCLI
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenFormat
import LayoutGenSyntax

/// What the language server reads from one document's tokens: its layouts and their
/// declarations (views, guides, inputs, lets), and the names used; answers the requests that
/// need no solving, and hover from the solved plan (`explain`). Tokens rather than the syntax
/// tree: the parser leaves out a statement with an error, and a document being typed has one
/// more often than not, while its names are still there to go to and complete.
package struct DocumentIndex {
    /// A declared name.
    package struct Declaration {
        package enum Kind { case view, guide, input, letBinding }
        package var name: String
        package var kind: Kind
        package var range: SourceRange
    }

    /// A layout: its name, its whole extent and what it declares.
    package struct Layout {
        package var name: String
        package var nameRange: SourceRange
        package var range: SourceRange
        package var declarations: [Declaration] = []
    }

    package let file: SourceFile
    package let tokens: [Token]
    package private(set) var layouts: [Layout] = []

    package static let attributes = [
        "leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY", "width", "height", "size",
        "center", "edges", "firstBaseline", "lastBaseline",
    ]
    package static let keywords = [
        "layout", "view", "guide", "input", "let", "when", "else", "super", "safe", "measured", "optional", "scroll",
        "align", "mirrored", "domain", "allow", "overlap", "outside", "unbounded", "hidden", "visible", "min", "max",
        "floor", "ceil", "round", "@required", "@high", "@low",
    ]

    /// After `@`: the named priorities and the numbers a content priority most often takes
    /// (one above or below UIKit's defaults of 250 and 750, and 999).
    package static let priorities = ["required", "high", "low", "999", "751", "749", "251", "249"]
    /// Inside `measured(…)`.
    static let measuredOptions = ["H", "V", "hugging", "compression", "rounded:", "up", "down", "nearest", "pixel", "@high", "@low"]

    package init(_ file: SourceFile) {
        self.file = file
        tokens = tokenize(file, diagnostics: DiagnosticCollector())
        var k = 0
        while k < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .keyword(.layout), k + 1 < tokens.count, tokens[k + 1].kind == .identifier else { continue }
            var depth = 0
            var end = tokens[tokens.count - 1].range.end
            var declarations: [Declaration] = []
            var j = k + 2
            while j < tokens.count {
                if tokens[j].is(.leftBrace) { depth += 1 }
                if tokens[j].is(.rightBrace) {
                    depth -= 1
                    if depth == 0 {
                        end = tokens[j].range.end
                        break
                    }
                }
                declarations += Self.declarations(startingAt: j, in: tokens)
                j += 1
            }
            layouts.append(
                Layout(
                    name: tokens[k + 1].text, nameRange: tokens[k + 1].range,
                    range: SourceRange(start: tokens[k].range.start, end: end), declarations: declarations))
            k = j
        }
    }

    /// The names a declaration keyword at `j` declares (`view a, b: measured` declares two).
    private static func declarations(startingAt j: Int, in tokens: [Token]) -> [Declaration] {
        let kind: Declaration.Kind
        switch tokens[j].kind {
        case .keyword(.view): kind = .view
        case .keyword(.guide): kind = .guide
        case .keyword(.input): kind = .input
        case .keyword(.let): kind = .letBinding
        default: return []
        }
        var result: [Declaration] = []
        var k = j + 1
        while k < tokens.count, tokens[k].kind == .identifier {
            result.append(Declaration(name: tokens[k].text, kind: kind, range: tokens[k].range))
            guard kind == .view || kind == .guide, k + 1 < tokens.count, tokens[k + 1].is(.comma) else { break }
            k += 2
        }
        return result
    }

    /// The layout whose text holds a location.
    package func layout(at location: SourceLocation) -> Layout? {
        layouts.last { $0.range.start <= location && location <= $0.range.end }
    }

    /// The identifier token at a location (or just before it, as a cursor at a name's end is).
    package func identifier(at location: SourceLocation) -> (token: Token, index: Int)? {
        for (k, token) in tokens.enumerated() where token.kind == .identifier {
            if token.range.start.line == location.line && token.range.start <= location && location <= token.range.end {
                return (token, k)
            }
        }
        return nil
    }

    /// Whether the token at `k` is an attribute (it follows a `.`).
    func isAttribute(_ k: Int) -> Bool { k > 0 && tokens[k - 1].is(.dot) }

    package func definition(at location: SourceLocation, uri: String) -> JSON {
        guard let (token, k) = identifier(at: location), !isAttribute(k),
            let declaration = layout(at: location)?.declarations.first(where: { $0.name == token.text })
        else { return .null }
        return .object([("uri", .string(uri)), ("range", LanguageServer.range(declaration.range))])
    }

    func references(at location: SourceLocation, uri: String) -> JSON {
        guard let (token, k) = identifier(at: location), !isAttribute(k), let layout = layout(at: location) else {
            return .null
        }
        let uses = tokens.indices.filter { j in
            tokens[j].kind == .identifier && tokens[j].text == token.text && !isAttribute(j)
                && layout.range.start <= tokens[j].range.start && tokens[j].range.end <= layout.range.end
        }
        return .array(
            uses.map { .object([("uri", .string(uri)), ("range", LanguageServer.range(tokens[$0].range))]) })
    }

    /// Attributes after a `.`, priorities after `@`, the options inside `measured(…)`, else the
    /// layout's names and the keywords.
    func completions(at location: SourceLocation) -> JSON {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = location.line - 1 < lines.count ? Array(lines[location.line - 1]) : []
        var start = min(max(0, location.column - 1), line.count)
        while start > 0, line[start - 1].isLetter || line[start - 1].isNumber || line[start - 1] == "_" { start -= 1 }
        let afterDot = start > 0 && line[start - 1] == "."
        let afterAt = start > 0 && line[start - 1] == "@"
        // Inside `measured(` … `)` before the cursor: its options.
        let before = String(line[..<start])
        let inMeasured = before.range(of: "measured(", options: .backwards).map { !before[$0.upperBound...].contains(")") } ?? false
        var items: [JSON] = []
        if afterDot {
            items = Self.attributes.map { .object([("label", .string($0)), ("kind", .int(10))]) }
        } else if afterAt {
            items = Self.priorities.map { .object([("label", .string($0)), ("kind", .int(21))]) }
        } else if inMeasured {
            items = Self.measuredOptions.map { .object([("label", .string($0)), ("kind", .int(14))]) }
        } else {
            for declaration in layout(at: location)?.declarations ?? [] {
                items.append(.object([("label", .string(declaration.name)), ("kind", .int(declaration.kind.completionKind))]))
            }
            items += Self.keywords.map { .object([("label", .string($0)), ("kind", .int(14))]) }
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// Layouts, each with its declarations.
    package func symbols() -> JSON {
        .array(
            layouts.map { layout in
                .object([
                    ("name", .string(layout.name)), ("kind", .int(5)),
                    ("range", LanguageServer.range(layout.range)), ("selectionRange", LanguageServer.range(layout.nameRange)),
                    (
                        "children",
                        .array(
                            layout.declarations.map { declaration in
                                .object([
                                    ("name", .string(declaration.name)), ("detail", .string(declaration.kind.word)),
                                    ("kind", .int(declaration.kind.symbolKind)),
                                    ("range", LanguageServer.range(declaration.range)),
                                    ("selectionRange", LanguageServer.range(declaration.range)),
                                ])
                            })
                    ),
                ])
            })
    }

    /// One edit replacing the whole text with `layoutgen format`'s, none when it is formatted
    /// (or cannot be).
    func formattingEdits() -> JSON {
        guard case .formatted(let text) = SpecFormatter.format(file), text != file.text else { return .array([]) }
        let lineCount = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let whole = JSON.object([
            ("start", .object([("line", .int(0)), ("character", .int(0))])),
            ("end", .object([("line", .int(lineCount)), ("character", .int(0))])),
        ])
        return .array([.object([("range", whole), ("newText", .string(text))])])
    }
}

extension DocumentIndex.Declaration.Kind {
    package var word: String {
        switch self {
        case .view: "view"
        case .guide: "guide"
        case .input: "input"
        case .letBinding: "let"
        }
    }

    /// LSP's SymbolKind: Field for views and guides, Variable for inputs, Constant for lets.
    var symbolKind: Int {
        switch self {
        case .view, .guide: 8
        case .input: 13
        case .letBinding: 14
        }
    }

    /// LSP's CompletionItemKind: Field, Variable, Constant.
    var completionKind: Int {
        switch self {
        case .view, .guide: 5
        case .input: 6
        case .letBinding: 21
        }
    }
}
