import Foundation
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenFullCLI

/// `layoutgen lsp` driven in-process with framed JSON-RPC messages, as an editor sends them.
@Suite struct LanguageServerTests {
    let uri = "file:///work/Cell.layout"
    let spec = """
        layout Cell {
            view icon
            view title: measured
            icon.size == 48
            icon.leading == 12
            icon.centerY == super.centerY
            title.leading == icon.trailing + 10
            title.trailing <= super.trailing - 12
            title.centerY == icon.centerY
        }

        """

    /// One framed message.
    func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    /// Runs the server on `messages` (an `initialize` before them, `shutdown` and `exit` after)
    /// and answers the exit status and every message it sent, parsed.
    func session(_ messages: [String]) throws -> (status: Int32, sent: [JSONValue]) {
        let all =
            [#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#] + messages + [
                #"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
            ]
        let run = layoutgen(["lsp"], input: all.map(frame).joined())
        var chunks = [Array(run.output.utf8)]
        var reader = MessageReader(next: { chunks.isEmpty ? nil : chunks.removeFirst() })
        var sent: [JSONValue] = []
        while let body = reader.read() { sent.append(try JSONReader.parse(body)) }
        return (run.status, sent)
    }

    func open(_ text: String) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"layout","version":1,"text":\#(JSONOutput.string(text))}}}"#
    }

    func request(_ id: Int, _ method: String, line: Int, character: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
    }

    func response(_ sent: [JSONValue], id: Int) -> JSONValue? {
        sent.first { $0["id"]?.intValue == id }?["result"]
    }

    @Test func initializeAnswersTheCapabilitiesAndExitFollowsShutdown() throws {
        let (status, sent) = try session([])
        #expect(status == 0)
        let capabilities = try #require(response(sent, id: 0)?["capabilities"])
        #expect(capabilities["textDocumentSync"]?.intValue == 1)
        for provider in ["hoverProvider", "definitionProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            #expect(capabilities[provider]?.json.text == "true", "\(provider)")
        }
    }

    /// Every problem of the document on open, with its notes as related information: an
    /// unknown name and the conflict the rest has (LANGUAGE.md §11).
    @Test func diagnosticsOnOpenHaveEveryProblem() throws {
        let broken = spec.replacingOccurrences(of: "icon.leading == 12", with: "icon.leading == 12\n    icon.lead == 3\n    icon.width == 40")
        let (_, sent) = try session([open(broken)])
        let published = try #require(sent.first { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })
        guard case .array(let diagnostics)? = published["params"]?["diagnostics"]?.kind else {
            Issue.record("no diagnostics array")
            return
        }
        let messages: [String] = diagnostics.compactMap { $0["message"]?.stringValue }
        #expect(messages.contains("unknown attribute 'lead'; did you mean 'leading'?"))
        #expect(messages.contains { $0.hasPrefix("constraint conflicts with others") })
        let conflict = try #require(diagnostics.first { $0["message"]?.stringValue?.hasPrefix("constraint conflicts") == true })
        #expect(conflict["range"]?["start"]?["line"]?.intValue == 6)
        guard case .array(let related)? = conflict["relatedInformation"]?.kind else {
            Issue.record("no related information")
            return
        }
        #expect(related.first?["location"]?["range"]?["start"]?["line"]?.intValue == 3)
    }

    @Test func definitionHoverCompletionAndSymbols() throws {
        let (_, sent) = try session([
            open(spec),
            request(1, "textDocument/definition", line: 6, character: 6),  // title in "title.leading"
            request(2, "textDocument/hover", line: 7, character: 12),  // trailing in "title.trailing"
            request(3, "textDocument/completion", line: 6, character: 10),  // after "title."
            request(4, "textDocument/completion", line: 6, character: 0),
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
            request(6, "textDocument/references", line: 1, character: 10),  // icon's declaration
        ])
        let definition = try #require(response(sent, id: 1))
        #expect(definition["range"]?["start"]?["line"]?.intValue == 2)
        #expect(definition["range"]?["start"]?["character"]?.intValue == 9)
        let hover = try #require(response(sent, id: 2)?["contents"]?["value"]?.stringValue)
        #expect(hover.hasPrefix("view title"))
        #expect(hover.contains("title.width: min(title's measured width, super.width − 82)"))
        #expect(hover.contains("it yields to title.trailing <= super.trailing - 12 (line 8)"))
        guard case .array(let attributes)? = response(sent, id: 3)?["items"]?.kind,
            case .array(let names)? = response(sent, id: 4)?["items"]?.kind,
            case .array(let symbols)? = response(sent, id: 5)?.kind,
            case .array(let references)? = response(sent, id: 6)?.kind
        else {
            Issue.record("missing results")
            return
        }
        let attributeLabels: [String] = attributes.compactMap { $0["label"]?.stringValue }
        let nameLabels: [String] = names.compactMap { $0["label"]?.stringValue }
        #expect(attributeLabels.contains("centerY"))
        #expect(Array(nameLabels.prefix(2)) == ["icon", "title"])
        #expect(symbols.first?["name"]?.stringValue == "Cell")
        guard case .array(let children)? = symbols.first?["children"]?.kind else {
            Issue.record("no children")
            return
        }
        let childNames: [String] = children.compactMap { $0["name"]?.stringValue }
        #expect(childNames == ["icon", "title"])
        #expect(references.count == 6)
    }

    /// After `@` the priorities; inside `measured(…)` its options.
    @Test func completionOfPrioritiesAndMeasuredOptions() throws {
        let typed = spec.replacingOccurrences(of: "view title: measured", with: "view title: measured(H c")
            .replacingOccurrences(of: "icon.size == 48", with: "icon.size == 48 @h")
        let (_, sent) = try session([
            open(typed),
            request(1, "textDocument/completion", line: 2, character: 28),  // after "measured(H c"
            request(2, "textDocument/completion", line: 3, character: 22),  // after "@h"
        ])
        let options = try #require(response(sent, id: 1)?["items"]?.arrayValue).compactMap { $0["label"]?.stringValue }
        let priorities = try #require(response(sent, id: 2)?["items"]?.arrayValue).compactMap { $0["label"]?.stringValue }
        #expect(options.contains("compression") && options.contains("rounded:") && !options.contains("icon"))
        #expect(priorities.contains("high") && priorities.contains("749") && !priorities.contains("icon"))
    }

    @Test func formattingIsTheFormatCommands() throws {
        let messy = "layout A {\nview a\n  a.edges==super.edges\n}\n"
        let (_, sent) = try session([
            open(messy), #"{"jsonrpc":"2.0","id":1,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":4,"insertSpaces":true}}}"#,
        ])
        guard case .array(let edits)? = response(sent, id: 1)?.kind else {
            Issue.record("no edits")
            return
        }
        #expect(edits.count == 1)
        #expect(edits.first?["newText"]?.stringValue == "layout A {\n    view a\n    a.edges == super.edges\n}\n")
    }

    /// JSON-RPC's errors: a message that is not JSON gets a parse error (id null), a request
    /// the server does not offer "method not found"; a request about a closed document gets
    /// an empty answer; the server goes on after each.
    @Test func protocolErrorsAreAnsweredAndTheServerGoesOn() throws {
        let (status, sent) = try session([
            "{not json", #"{"jsonrpc":"2.0","id":7,"method":"workspace/unknownThing","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"$/unknownNotification","params":{}}"#, open(spec),
            #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
            request(8, "textDocument/hover", line: 6, character: 6),
        ])
        #expect(status == 0)
        let parseError = try #require(sent.first { $0["error"]?["code"]?.intValue == -32700 })
        #expect(parseError["id"]?.json.text == "null")
        #expect(sent.first { $0["id"]?.intValue == 7 }?["error"]?["code"]?.intValue == -32601)
        #expect(sent.first { $0["id"]?.intValue == 8 }?["result"]?.json.text == "null")
        #expect(response(sent, id: 99)?.json.text == "null")
    }

    /// A spec of 5,000 lines is checked and answered.
    @Test func aLongSpecIsChecked() throws {
        var long = "layout Long {\n"
        for i in 0..<1_250 { long += "    view v\(i)\n    v\(i).leading == \(i % 300)\n    v\(i).top == 0\n    v\(i).size == 10\n" }
        long += "}\n"
        let (_, sent) = try session([open(long), #"{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#])
        let published = try #require(sent.first { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })
        let diagnostics = published["params"]?["diagnostics"]?.json.text ?? "missing"
        #expect(diagnostics == "[]", "\(diagnostics.prefix(300))")
        guard case .array(let symbols)? = response(sent, id: 1)?.kind, case .array(let children)? = symbols.first?["children"]?.kind
        else {
            Issue.record("no symbols")
            return
        }
        #expect(children.count == 1_250)
    }

    /// A "did you mean" is a quick fix: the suggested name in place of the misspelt one.
    @Test func didYouMeanIsAQuickFix() throws {
        let misspelt = spec.replacingOccurrences(of: "title.trailing <= super", with: "title.trialing <= super")
        let (_, sent) = try session([
            open(misspelt),
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":7,"character":0},"end":{"line":7,"character":40}},"context":{"diagnostics":[]}}}"#,
        ])
        guard case .array(let actions)? = response(sent, id: 1)?.kind else {
            Issue.record("no actions")
            return
        }
        #expect(actions.count == 1)
        #expect(actions.first?["title"]?.stringValue == "Write 'trailing'")
        let edit = actions.first?["edit"]?["changes"]?[uri]
        guard case .array(let edits)? = edit?.kind else {
            Issue.record("no edit")
            return
        }
        #expect(edits.first?["newText"]?.stringValue == "trailing")
        #expect(edits.first?["range"]?["start"]?["character"]?.intValue == 10)
    }

    /// A tie's suggested priority is a quick fix that edits the view's declaration.
    @Test func aTieIsFixedByThePrioritySuggested() throws {
        let row = """
            layout Row {
                view title: measured
                view detail: measured
                H: |-16-[title]-(>=8)-[detail]-16-|
                V: |-12-[title]-12-|
                detail.top == title.top
                detail.bottom <= super.bottom - 12
                domain detail.width 0...90
            }

            """
        let (_, sent) = try session([
            open(row),
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":0}},"context":{"diagnostics":[]}}}"#,
        ])
        guard case .array(let actions)? = response(sent, id: 1)?.kind,
            case .array(let edits)? = actions.first?["edit"]?["changes"]?[uri]?.kind
        else {
            Issue.record("no action")
            return
        }
        #expect(actions.first?["title"]?.stringValue == "Write 'view detail: measured(H compression @749)'")
        #expect(edits.first?["newText"]?.stringValue == "view detail: measured(H compression @749)")
        #expect(edits.first?["range"]?["start"]?["line"]?.intValue == 2)
        #expect(edits.first?["range"]?["start"]?["character"]?.intValue == 4)
        #expect(edits.first?["range"]?["end"]?["character"]?.intValue == 25)
    }

    /// Changes queued while one is checked are checked once: an open and five changes sent
    /// together publish diagnostics once, for the last text.
    @Test func queuedChangesAreCheckedOnce() throws {
        var messages = [open(spec)]
        for version in 2...6 {
            let text = spec.replacingOccurrences(of: "icon.leading == 12", with: "icon.leading == \(version)")
            messages.append(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(JSONOutput.string(text))}]}}"#
            )
        }
        messages.append(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":7},"contentChanges":[{"text":"layout Cell {\n view a\n}\n"}]}}"#)
        let (_, sent) = try session(messages)
        let published = sent.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        #expect(published.count == 1)
        guard case .array(let diagnostics)? = published.first?["params"]?["diagnostics"]?.kind else {
            Issue.record("no diagnostics")
            return
        }
        // The last text's problem: 'a' is not determined.
        #expect(diagnostics.count == 2)
    }
}
