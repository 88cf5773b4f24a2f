import Foundation
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenFullCLI

/// `layoutgen preview` end to end: the files it writes and its usage errors.
@Suite struct PreviewCommandTests {
    static let measures = ["--measure", "time=40x16", "--measure", "title=text:300x20", "--measure", "subtitle=text:150x16"]

    /// Runs `layoutgen` with `SPEC` and `OUT/…` replaced by paths in a temporary directory;
    /// answers the run and the text of `OUT/<output>`.
    func run(_ arguments: [String], output: String = "cell.svg") throws -> (CommandRun, String?) {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("ProfileCell.layout", profileCellSpec)
        let run = layoutgen(arguments.map { $0 == "SPEC" ? spec : $0 == "OUT" ? dir.path(output) : $0 })
        return (run, dir.read(output))
    }

    @Test func writesAnSVGOfOneSize() throws {
        let (run, svg) = try run(["preview", "SPEC", "--size", "375x80", "--output", "OUT"] + Self.measures)
        #expect(run.status == 0)
        #expect(run.output == "" && run.error == "")
        let text = try #require(svg)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains(#"<title>title [70, 10, 245, 20]</title>"#))
        let (again, same) = try self.run(["preview", "SPEC", "--size", "375x80", "--output", "OUT"] + Self.measures)
        #expect(again.status == 0 && same == svg)
    }

    @Test func writesAnHTMLPageOfTheDefaultSizes() throws {
        let (run, html) = try run(["preview", "SPEC", "--output", "OUT", "--rtl"] + Self.measures, output: "cell.html")
        #expect(run.status == 0)
        let text = try #require(html)
        for caption in ["phone · 375 × 667", "large phone · 430 × 932", "tablet · 820 × 1180"] {
            #expect(text.contains("<figcaption>\(caption)</figcaption>"))
        }
        #expect(text.contains("right to left"))
    }

    @Test func writesAnHTMLPageOfTheGivenSizes() throws {
        let (run, html) = try run(
            ["preview", "SPEC", "--size", "375x80,600x90", "--output", "OUT", "--palette", "test"] + Self.measures,
            output: "cell.html")
        #expect(run.status == 0)
        let text = try #require(html)
        #expect(text.components(separatedBy: "<svg ").count == 3)
        #expect(text.contains("<figcaption>600 × 90</figcaption>"))
    }

    @Test(arguments: [
        (["--size", "375x80"], "error: missing '--output FILE.svg|FILE.html'"),
        (["--size", "375x80", "--output", "cell.png"], "error: cannot tell the format of 'cell.png'; name the output FILE.svg or FILE.html"),
        (["--output", "cell.svg"], "error: missing '--size WxH': an SVG picture shows one size"),
        (["--size", "375x80,600x90", "--output", "cell.svg"], "error: an SVG picture shows one size, got 2; write FILE.html for several"),
        (["--size", "375x80,", "--output", "cell.html"], "error: invalid size '' in '375x80,'; expected WxH[,WxH...] with non-negative numbers, as in 375x667,820x1180"),
        (["--size", "375x80", "--output", "cell.svg", "--palette", "tset"], "error: unknown palette 'tset'; did you mean 'test'?"),
        (["--size", "375x80", "--output", "cell.svg", "--hidden", "icon"], "error: 'icon' is not an optional view"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let (run, written) = try run(["preview", "SPEC"] + arguments.map { $0 == "cell.svg" || $0 == "cell.html" ? "OUT" : $0 })
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(message + "\nusage: layoutgen preview SPEC"))
        #expect(written == nil)
    }

    @Test func anUnwritableOutputIsAFailure() throws {
        let (run, _) = try run(["preview", "SPEC", "--size", "375x80", "--output", "/nonexistent-dir/cell.svg"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: cannot write '/nonexistent-dir/cell.svg'"))
    }
}
