import Foundation
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenFullCLI
@testable import LayoutGenCore

/// The language server's hover on views and constraints (frames and what became of a
/// constraint at the preview sizes, as the verifier computes them) and its preview command.
@Suite struct LanguageServerPreviewTests {
    let server = LanguageServerTests()
    /// `a` asks to be 500 wide at priority 500 but may not pass the container's trailing edge:
    /// at 375 and 430 it yields to that edge, at 820 it is met.
    let spec = """
        layout Bar {
            view a
            a.leading == 10
            a.top == 0
            a.height == 20
            a.width == 500 @500
            a.trailing <= super.trailing
        }

        """

    func hover(line: Int, character: Int) throws -> String {
        let (_, sent) = try server.session([
            server.open(spec), server.request(1, "textDocument/hover", line: line, character: character),
        ])
        return try #require(server.response(sent, id: 1)?["contents"]?["value"]?.stringValue)
    }

    @Test func hoverOnAViewGivesItsFrameAtThePreviewSizes() throws {
        let text = try hover(line: 1, character: 10)
        // Nothing decides the layout's height: fitting it keeps the size's.
        #expect(text.contains("- phone, 375×667: [10, 0, 365, 20]"), "\(text)")
        #expect(text.contains("- large phone, 430×932: [10, 0, 420, 20]"), "\(text)")
        #expect(text.contains("- tablet, 820×1180: [10, 0, 500, 20]"), "\(text)")
    }

    /// A cell's frames are the cell's own: its height fitted, a measured label one line of its
    /// name (`title`: 5 × 9 = 45 wide, 20 tall), not a phone's screen with a 0×0 label. A
    /// layout with an error beside it in the file does not keep it from being solved.
    @Test func hoverFramesAreTheCellsOwnEvenBesideABrokenLayout() throws {
        let cell = """
            layout Row {
                view title: measured
                H: |-16-[title]-(>=16)-|
                V: |-12-[title]-12-|
            }
            layout Broken {
                view a
                a.leading == 0
            }

            """
        let (_, sent) = try server.session([
            server.open(cell), server.request(1, "textDocument/hover", line: 1, character: 10),
            server.request(2, "textDocument/hover", line: 6, character: 10),
        ])
        let row = try #require(server.response(sent, id: 1)?["contents"]?["value"]?.stringValue)
        #expect(row.contains("- phone, 375×44: [16, 12, 45, 20]"), "\(row)")
        let broken = try #require(server.response(sent, id: 2)?["contents"]?["value"]?.stringValue)
        #expect(broken.contains("(not solved: layout 'Broken' has errors)"), "\(broken)")
    }

    /// On the soft width: it yields at the phones, off by the width missing, to the bound (met
    /// exactly, and sharing the width with it; `a.leading == 10`, met too, shares nothing with
    /// it); it holds on the tablet. On the bound itself: it holds everywhere.
    @Test func hoverOnAConstraintSaysWhetherItHoldsOrYieldsAndToWhat() throws {
        let soft = try hover(line: 5, character: 17)
        #expect(soft.hasPrefix("Constraint `a.width == 500` (line 6):"), "\(soft)")
        #expect(
            soft.contains(
                "- phone, 375×667: yields, off by -135; at their limit: `a.trailing <= super.trailing` (line 7)"),
            "\(soft)")
        #expect(soft.contains("- tablet, 820×1180: holds"), "\(soft)")
        let bound = try hover(line: 6, character: 15)
        #expect(bound.components(separatedBy: ": holds").count == 4, "\(bound)")
    }

    /// A `when` branch on the given width applies on the tablet only.
    @Test func aConstraintOutOfItsBranchIsNotInEffect() throws {
        let branched = """
            layout Row {
                view a
                a.top == 0
                a.size == 40
                when super.width >= 600 {
                    a.leading == 24
                } else {
                    a.leading == 12
                }
            }

            """
        let (_, sent) = try server.session([
            server.open(branched), server.request(1, "textDocument/hover", line: 5, character: 20),
        ])
        let text = try #require(server.response(sent, id: 1)?["contents"]?["value"]?.stringValue)
        #expect(text.hasPrefix("Constraint `a.leading == 24` (line 6):"), "\(text)")
        #expect(text.contains("- phone, 375×667: not in effect"), "\(text)")
        #expect(text.contains("- tablet, 820×1180: holds"), "\(text)")
    }

    /// On an input or a `let`, wherever it is used: its declaration.
    @Test func hoverOnAnInputOrALetGivesItsDeclaration() throws {
        let spec = """
            layout Row {
                input inset = 12  // the cell's margin
                let gap = inset / 2
                view a
                a.leading == inset + gap
                a.top == 0
                a.size == 20
            }

            """
        let (_, sent) = try server.session([
            server.open(spec), server.request(1, "textDocument/hover", line: 4, character: 18),
            server.request(2, "textDocument/hover", line: 4, character: 27),
        ])
        let input = try #require(server.response(sent, id: 1)?["contents"]?["value"]?.stringValue)
        let gap = try #require(server.response(sent, id: 2)?["contents"]?["value"]?.stringValue)
        #expect(input == "input inset\n\n```layout\ninput inset = 12\n```")
        #expect(gap == "let gap\n\n```layout\nlet gap = inset / 2\n```")
    }

    @Test func eachLayoutHasAPreviewLens() throws {
        let (_, sent) = try server.session([
            server.open(spec),
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeLens","params":{"textDocument":{"uri":"\#(server.uri)"}}}"#,
        ])
        let lenses = try #require(server.response(sent, id: 1)?.arrayValue)
        #expect(lenses.count == 1)
        #expect(lenses.first?["command"]?["command"]?.stringValue == "layoutgen.preview")
        #expect(lenses.first?["command"]?["arguments"]?.json.text == #"["\#(server.uri)","Bar"]"#)
        #expect(lenses.first?["range"]?["start"]?["line"]?.intValue == 0)
    }

    /// A document that is not saved has no page: the command answers an error that says so,
    /// and a response the client sends the server is not answered.
    @Test func previewOfAnUnsavedDocumentIsAnError() throws {
        let (_, sent) = try server.session([
            server.open(spec),
            #"{"jsonrpc":"2.0","id":1,"method":"workspace/executeCommand","params":{"command":"layoutgen.preview","arguments":["\#(server.uri)","Bar"]}}"#,
            #"{"jsonrpc":"2.0","id":"layoutgen-1","result":{"success":true}}"#,
        ])
        let error = try #require(sent.first { $0["id"]?.intValue == 1 }?["error"])
        #expect(error["message"]?.stringValue?.contains("is not saved") == true)
        #expect(!sent.contains { $0["id"]?.stringValue == "layoutgen-1" })
    }
}
