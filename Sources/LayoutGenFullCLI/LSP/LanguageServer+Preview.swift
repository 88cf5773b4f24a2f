import LayoutGenCLI
import Foundation
import LayoutGenCore

/// The `layoutgen.preview` command: the page `layoutgen preview --watch` keeps up to date for
/// a layout of the document (a code lens above each layout runs it), opened in the browser.
extension LanguageServer {
    static let previewCommand = "layoutgen.preview"

    /// Answers `workspace/executeCommand` for `layoutgen.preview` with arguments `[uri,
    /// layout]`, the layout given by name or by a position in it (`{line, character}`): the
    /// page's `file://` URI, after asking the client to open it (`window/showDocument`) or, when
    /// it cannot, telling the user where it is (`window/showMessage`).
    mutating func executeCommand(_ params: JSONValue?, id: JSON, io: inout CommandIO) -> JSON {
        guard params?["command"]?.stringValue == Self.previewCommand else {
            return Self.error(id: id, code: -32602, "unknown command '\(params?["command"]?.stringValue ?? "")'")
        }
        let arguments = params?["arguments"]?.arrayValue ?? []
        guard let uri = arguments.first?.stringValue, let file = documents[uri] else {
            return Self.error(id: id, code: -32602, "'\(Self.previewCommand)' takes the URI of an open document first")
        }
        let index = DocumentIndex(file)
        let layout =
            arguments.count > 1
            ? arguments[1].stringValue ?? Self.location(arguments[1]).flatMap { index.layout(at: $0)?.name }
            : index.layouts.count == 1 ? index.layouts[0].name : nil
        guard let layout else {
            return Self.error(id: id, code: -32602, "name the layout to preview, or give a position inside it")
        }
        switch previews.open(spec: Self.path(of: uri), layout: layout) {
        case .failure(let error):
            return Self.error(id: id, code: -32603, error.message)
        case .success(let page):
            let pageURI = page.absoluteString
            if clientShowsDocuments {
                lastRequest += 1
                io.send(
                    .object([
                        ("jsonrpc", .string("2.0")), ("id", .string("layoutgen-\(lastRequest)")),
                        ("method", .string("window/showDocument")),
                        ("params", .object([("uri", .string(pageURI)), ("external", .bool(true))])),
                    ]))
            } else {
                io.send(
                    Self.notification(
                        "window/showMessage", [("type", .int(3)), ("message", .string("Preview of \(layout): \(pageURI)"))]))
            }
            return .object([("jsonrpc", .string("2.0")), ("id", id), ("result", .string(pageURI))])
        }
    }
}

extension DocumentIndex {
    /// A "Preview" lens on each layout's name, running `layoutgen.preview` for it.
    func previewLenses(uri: String) -> JSON {
        .array(
            layouts.map { layout in
                .object([
                    ("range", LanguageServer.range(layout.nameRange)),
                    (
                        "command",
                        .object([
                            ("title", .string("Preview")), ("command", .string(LanguageServer.previewCommand)),
                            ("arguments", .array([.string(uri), .string(layout.name)])),
                        ])
                    ),
                ])
            })
    }
}
