import LayoutGenCLI
import Foundation
import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenDiagnostics
import LayoutGenVerify

/// `layoutgen lsp`: the Language Server Protocol over standard input and output (GENERATED.md
/// §2), for `.layout` files.
///
/// STEP 1: `initialize` answers the capabilities: full document sync, hover, definition,
///         references, document symbols, completion, formatting, code actions (the fixes the
///         diagnostics name: "did you mean").
/// STEP 2: on open and on every change, the document is checked as `check` checks it (every
///         stage, the §12 analysis included) and its diagnostics published, each note as
///         related information.
/// STEP 3: requests are answered from the document's text (`DocumentIndex`) and its plan
///         (`explain` for hover); formatting is `layoutgen format`'s.
/// Limits: positions count characters as the parser does (UTF-16 offsets agree for text in the
/// Basic Multilingual Plane); changes that arrive while one is checked are checked once, at
/// the last (a request first publishes what is pending); requests are answered in order, one
/// at a time.
package struct LanguageServer {
    var documents: [String: SourceFile] = [:]
    var shutdownRequested = false
    /// The documents changed since their diagnostics were last published, in order.
    package var unchecked: [String] = []
    /// Per document, what its last check found and whether it solved: what hover and code
    /// actions answer from, without checking it again.
    package var checked: [String: (diagnostics: [Diagnostic], solved: Bool)] = [:]
    /// Per document, its layouts as the verifier reads them (model and plan), made on the
    /// first hover after a check.
    var verifiable: [String: [VerifiableLayout]] = [:]
    /// The pages `layoutgen.preview` opened.
    let previews = PreviewPages()
    /// Whether the client opens a page it is asked to (`window/showDocument`).
    var clientShowsDocuments = false
    /// The number of the last request the server sent the client.
    var lastRequest = 0

    /// Runs until `exit` or the end of the input; the exit status LSP asks for.
    package static func run(io: inout CommandIO) -> Int32 {
        var server = LanguageServer()
        var reader = MessageReader(next: io.inputChunks())
        defer { server.previews.stopAll() }
        while let body = reader.read() {
            defer {
                // Changes queued while one was checked are checked once, at the last of them:
                // when no further message is waiting (a debounce by coalescing).
                if !reader.hasBufferedMessage { server.publishUnchecked(io: &io) }
            }
            guard let message = try? JSONReader.parse(body) else {
                // JSON-RPC: a message that is not JSON gets a parse error, without an id.
                io.send(Self.error(id: .null, code: -32700, "parse error: the message is not JSON"))
                continue
            }
            if message["method"]?.stringValue == "exit" { return server.shutdownRequested ? 0 : 1 }
            server.handle(message, io: &io)
        }
        return server.shutdownRequested ? 0 : 1
    }

    mutating func handle(_ message: JSONValue, io: inout CommandIO) {
        let params = message["params"]
        let id = message["id"]
        // A message without a method answers a request the server sent (`window/showDocument`).
        guard let method = message["method"]?.stringValue else { return }
        // A request sees the diagnostics of every change before it published first.
        if id != nil { publishUnchecked(io: &io) }
        func respond(_ result: JSON) {
            guard let id else { return }
            io.send(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]))
        }
        switch method {
        case "initialize":
            clientShowsDocuments = params?["capabilities"]?["window"]?["showDocument"]?["support"]?.boolValue ?? false
            respond(
                .object([
                    (
                        "capabilities",
                        .object([
                            ("textDocumentSync", .int(1)), ("hoverProvider", .bool(true)),
                            ("definitionProvider", .bool(true)), ("referencesProvider", .bool(true)),
                            ("documentSymbolProvider", .bool(true)), ("documentFormattingProvider", .bool(true)),
                            ("codeActionProvider", .bool(true)), ("codeLensProvider", .object([])),
                            ("executeCommandProvider", .object([("commands", .array([.string(Self.previewCommand)]))])),
                            ("completionProvider", .object([("triggerCharacters", .array([.string(".")]))])),
                        ])
                    ),
                    ("serverInfo", .object([("name", .string("layoutgen")), ("version", .string(LayoutGenCommand.version))])),
                ]))
        case "shutdown":
            shutdownRequested = true
            respond(.null)
        case "textDocument/didOpen", "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
            let text =
                params?["textDocument"]?["text"]?.stringValue
                ?? lastChange(params?["contentChanges"])
            guard let text else { return }
            documents[uri] = SourceFile(path: Self.path(of: uri), text: text)
            if !unchecked.contains(uri) { unchecked.append(uri) }
        case "workspace/executeCommand":
            guard let id else { return }
            io.send(executeCommand(params, id: id.json, io: &io))
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
            documents[uri] = nil
            checked[uri] = nil
            verifiable[uri] = nil
            io.send(Self.notification("textDocument/publishDiagnostics", [("uri", .string(uri)), ("diagnostics", .array([]))]))
        default:
            guard Self.documentRequests.contains(method) else {
                // A request the server does not offer gets an error; a notification, nothing.
                if let id { io.send(Self.error(id: id.json, code: -32601, "method not found: '\(method)'")) }
                return
            }
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let file = documents[uri] else {
                // About a document that is not open (closed meanwhile): nothing to answer with.
                respond(.null)
                return
            }
            let index = DocumentIndex(file)
            let position = params?["position"].flatMap(Self.location)
            switch method {
            case "textDocument/formatting": respond(index.formattingEdits())
            case "textDocument/codeAction":
                let range = params?["range"]
                let start = range?["start"].flatMap(Self.location) ?? SourceLocation(line: 1, column: 1)
                let end = range?["end"].flatMap(Self.location) ?? start
                respond(Self.codeActions(checked[uri]?.diagnostics ?? [], in: file, uri: uri, from: start, to: end))
            case "textDocument/documentSymbol": respond(index.symbols())
            case "textDocument/definition": respond(position.map { index.definition(at: $0, uri: uri) } ?? .null)
            case "textDocument/references": respond(position.map { index.references(at: $0, uri: uri) } ?? .null)
            case "textDocument/hover":
                // The layouts as the verifier reads them: each that solves, alone where
                // another layout of the file has errors.
                let layouts = verifiable[uri] ?? Verification.layoutsSolvingAlone(of: file)
                verifiable[uri] = layouts
                respond(position.map { index.hover(at: $0, layouts: layouts) } ?? .null)
            case "textDocument/codeLens": respond(index.previewLenses(uri: uri))
            case "textDocument/completion": respond(position.map { index.completions(at: $0) } ?? .null)
            default: respond(.null)
            }
        }
    }

    /// Checks and publishes every document changed since it was last published.
    mutating func publishUnchecked(io: inout CommandIO) {
        for uri in unchecked where documents[uri] != nil { publishDiagnostics(uri, io: &io) }
        unchecked = []
    }

    /// The text of a full-sync change (the last one wins).
    private func lastChange(_ changes: JSONValue?) -> String? {
        guard case .array(let list)? = changes?.kind else { return nil }
        return list.last?["text"]?.stringValue
    }

    /// Checks a document and publishes everything found.
    private mutating func publishDiagnostics(_ uri: String, io: inout CommandIO) {
        guard let file = documents[uri] else { return }
        let diagnostics = DiagnosticCollector()
        let plan = Pipeline.plan(file, diagnostics: diagnostics, checks: CheckReport())
        checked[uri] = (diagnostics.sorted, plan != nil)
        verifiable[uri] = nil
        let items: [JSON] = diagnostics.sorted.map { diagnostic in
            .object([
                ("range", Self.range(diagnostic.range)),
                ("severity", .int(diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3)),
                ("source", .string("layoutgen")),
                ("message", .string(diagnostic.message)),
                (
                    "relatedInformation",
                    .array(
                        diagnostic.notes.map { note in
                            .object([
                                ("location", .object([("uri", .string(uri)), ("range", Self.range(note.range))])),
                                ("message", .string(note.message)),
                            ])
                        })
                ),
            ])
        }
        io.send(Self.notification("textDocument/publishDiagnostics", [("uri", .string(uri)), ("diagnostics", .array(items))]))
    }

    /// The requests about a document that the server answers.
    static let documentRequests: Set<String> = [
        "textDocument/codeAction", "textDocument/formatting", "textDocument/documentSymbol", "textDocument/definition", "textDocument/references",
        "textDocument/hover", "textDocument/completion", "textDocument/codeLens",
    ]

    /// A JSON-RPC error response.
    package static func error(id: JSON, code: Int, _ message: String) -> JSON {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ])
    }

    static func notification(_ method: String, _ params: [(String, JSON)]) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", .object(params))])
    }

    /// An LSP range (0-based lines and characters) of a source range (1-based).
    package static func range(_ range: SourceRange) -> JSON {
        .object([("start", position(range.start)), ("end", position(range.end))])
    }

    package static func position(_ location: SourceLocation) -> JSON {
        .object([("line", .int(max(0, location.line - 1))), ("character", .int(max(0, location.column - 1)))])
    }

    /// A source location (1-based) of an LSP position.
    package static func location(_ position: JSONValue) -> SourceLocation? {
        guard let line = position["line"]?.intValue, let character = position["character"]?.intValue else { return nil }
        return SourceLocation(line: line + 1, column: character + 1)
    }

    /// A file path for a `file://` URI (the text is what matters; the path names the file in
    /// messages).
    package static func path(of uri: String) -> String {
        let path = uri.hasPrefix("file://") ? String(uri.dropFirst(7)) : uri
        return path.removingPercentEncoding ?? path
    }
}
