import Foundation
import Testing

@testable import LayoutGenCLI

/// docs/preview.md shows a preview and an explanation of the ProfileCell example; they must be
/// what the commands print today.
@Suite struct PreviewDocsTests {
    @Test func thePictureInTheDocsIsCurrent() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = TestPaths.packageRoot.appendingPathComponent("Examples/ProfileCell.layout").path
        let run = layoutgen(
            "preview", spec, "--size", "375x80", "--measure", "time=40x16", "--measure", "title=text:300x20",
            "--measure", "subtitle=text:150x16", "--output", dir.path("cell.svg"))
        #expect(run.status == 0)
        let committed = try TestPaths.read("docs/preview-ProfileCell.svg")
        #expect(
            dir.read("cell.svg") == committed,
            "docs/preview-ProfileCell.svg is stale: re-run the preview command shown in docs/preview.md")
    }

    @Test func theExplanationInTheDocsIsCurrent() throws {
        let doc = try TestPaths.read("docs/preview.md")
        let start = try #require(doc.range(of: "```\nlayout ProfileCell\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        let shown = doc[start.upperBound..<end.lowerBound].split(separator: "\n").filter { !$0.contains("…") }
        let spec = TestPaths.packageRoot.appendingPathComponent("Examples/ProfileCell.layout").path
        let output = layoutgen("explain", spec).output.split(separator: "\n")
        #expect(!shown.isEmpty)
        for line in shown { #expect(output.contains(line), "not in explain's output: \(line)") }
    }
}
