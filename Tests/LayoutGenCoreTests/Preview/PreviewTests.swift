import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan
@testable import LayoutGenPreview

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG and HTML text of previews: structure, positions, escaping, determinism.
@Suite struct PreviewTests {
    static let profileMeasure: [String: MeasureStandIn] = [
        "time": .fixed(width: 40, height: 16), "title": .text(width: 300, height: 20),
        "subtitle": .text(width: 150, height: 16),
    ]

    /// The scene of a spec's first layout.
    func scene(
        _ source: String, width: Double, height: Double, measure: [String: MeasureStandIn] = [:],
        hidden: Set<String> = [], rightToLeft: Bool = false, fit: FitAxes = []
    ) throws -> PreviewScene {
        let compiled = compile(source)
        let layout = try #require(compiled.layout)
        let arguments = EvaluationArguments(
            width: width, height: height, hidden: hidden, rightToLeft: rightToLeft, measure: measure, fit: fit)
        return PreviewScene(layout: layout, result: try evaluate(layout, arguments: arguments), arguments: arguments)
    }

    func fixture(_ name: String) throws -> String {
        try TestPaths.read("Tests/LayoutGenCoreTests/Fixtures/\(name).layout")
    }

    /// Whether an XML parser accepts the text.
    func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    @Test func profileCellDrawsEveryViewWhereEvalPutsIt() throws {
        let svg = PreviewSVG.document(
            try scene(SolverTests.profileCell, width: 375, height: 80, measure: Self.profileMeasure))
        #expect(isWellFormed(svg))
        #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<svg "))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(#"<title>ProfileCell 375 × 80</title>"#))
        #expect(svg.contains(#"<g class="layout" transform="translate(16 44)">"#))
        #expect(svg.contains(#"<rect class="container" x="0" y="0" width="375" height="80""#))
        #expect(svg.contains(##"<rect x="12" y="16" width="48" height="48" fill="#cbe0f6" stroke="#306191" stroke-width="1"/>"##))
        #expect(svg.contains(#"<title>title [70, 10, 245, 20]</title>"#))
        #expect(svg.contains(#"<g class="view" data-name="title" data-measured="true">"#))
        #expect(svg.contains(#"font-style="italic""#))
        #expect(svg.contains(#"<path d="M307 10H315V18Z""#), "the measured title's corner mark")
        // Declaration order: icon, time, title, subtitle.
        let order = ["icon", "time", "title", "subtitle"].map { svg.range(of: #"data-name="\#($0)""#)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func hiddenViewsAreGhostedAndNamedInTheCaption() throws {
        let svg = PreviewSVG.document(
            try scene(SolverTests.profileCell, width: 375, height: 80, measure: Self.profileMeasure, hidden: ["subtitle"]))
        #expect(svg.contains(#"<g class="view" data-name="subtitle" data-measured="true" data-hidden="true" opacity="0.35">"#))
        #expect(svg.contains(#"<line x1="70" y1="34" x2="363" y2="34""#), "collapsed to no height: a line")
        #expect(svg.contains("subtitle (hidden)</text>"))
        #expect(svg.contains(">hidden: subtitle</text>"))
        let row = PreviewSVG.document(
            try scene(try fixture("AdaptiveRow"), width: 375, height: 600, measure: ["title": .text(width: 100, height: 20)], hidden: ["badge"]))
        #expect(row.contains(#"<g class="view" data-name="badge" data-hidden="true" opacity="0.35">"#))
        // Its width in the sequence holds only while it is visible: hidden, it is a line.
        #expect(row.contains(##"<line x1="363" y1="22" x2="363" y2="42" stroke="#309139" stroke-width="1" stroke-dasharray="2 2"/>"##))
    }

    @Test func childrenAreDrawnInsideTheirContainerAtAbsolutePositions() throws {
        let s = try scene(
            try fixture("NestedCard"), width: 300, height: 100, measure: ["caption": .text(width: 500, height: 18)], fit: .height)
        let card = try #require(s.items.first { $0.name == "card" })
        let caption = try #require(s.items.first { $0.name == "caption" })
        #expect(caption.parent == card.element)
        #expect([caption.x, caption.y] == [card.x + caption.frame[0], card.y + caption.frame[1]])
        #expect(s.notes.first == "proposed 300 × 100")
        let svg = PreviewSVG.document(s)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"<g class="children" data-parent="card">"#))
        #expect(svg.contains(#"<rect x="24" y="158" width="252" height="36""#))
    }

    @Test func scrollContentIsClippedToTheScrollView() throws {
        let s = try scene(try fixture("AdaptiveRow"), width: 375, height: 600, measure: ["title": .text(width: 100, height: 20)])
        let svg = PreviewSVG.document(s)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"<clipPath id="clip-3"><rect x="0" y="64" width="375" height="536"/></clipPath>"#))
        #expect(svg.contains(#"<g class="children" data-parent="list" clip-path="url(#clip-3)">"#))
        #expect(svg.contains("list (scroll, content 375 × 320)</text>"))
        let line = try #require(s.items.first { $0.name == "line" })
        #expect([line.x, line.y, line.width, line.height] == [0, 74, 375, 300])
    }

    @Test func guidesAreDashedOutlinesWithoutFill() throws {
        let svg = PreviewSVG.document(try scene(try fixture("GuideRow"), width: 320, height: 60))
        #expect(svg.contains(#"<g class="guide" data-name="column">"#))
        #expect(svg.contains(##"fill="none" stroke="#7a3fd1" stroke-width="1" stroke-dasharray="6 3"/>"##))
        #expect(svg.contains("no --measure for label, detail: 0 × 0"))
    }

    @Test func rightToLeftMirrorsAndTheTestPaletteHasNoAnnotations() throws {
        let s = try scene(
            SolverTests.profileCell, width: 375, height: 80, measure: Self.profileMeasure, rightToLeft: true)
        #expect(s.items[0].x == 375 - 12 - 48)
        let svg = PreviewSVG.document(s, palette: .test)
        #expect(!svg.contains(#"font-size="10""#), "no item labels")
        #expect(!svg.contains("<path"), "no corner marks")
        #expect(!svg.contains("stroke=\"#306191\""), "no outlines")
        let fills = (0..<4).map { PreviewPalette.test.fill(element: $0) }
        #expect(Set(fills).count == 4)
        #expect(svg.contains(#"fill="\#(fills[0])"/>"#))
    }

    @Test func htmlShowsEverySizeSideBySideAndEscapesText() throws {
        let panels = try [(375.0, 80.0), (600.0, 100.0)].enumerated().map { i, size in
            PreviewPanel(
                label: i == 0 ? "small & <narrow>" : "",
                scene: try scene(SolverTests.profileCell, width: size.0, height: size.1, measure: Self.profileMeasure))
        }
        let html = PreviewHTML.page(layout: "ProfileCell", source: #"dir "a"/<b>&'c'.layout"#, panels: panels)
        #expect(isWellFormed(html))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html "))
        #expect(html.hasSuffix("</html>\n"))
        #expect(html.contains(#"<p class="source">dir &quot;a&quot;/&lt;b&gt;&amp;&#39;c&#39;.layout</p>"#))
        #expect(html.contains("<figcaption>small &amp; &lt;narrow&gt; · 375 × 80</figcaption>"))
        #expect(html.contains("<figcaption>600 × 100</figcaption>"))
        #expect(html.components(separatedBy: "<svg ").count == 3)
        #expect(html.contains(#"id="p1-"#) == false, "ProfileCell has no scroll view, so no ids")
    }

    /// Names that do not fit their small boxes go beside them, each where no other label is:
    /// two 24-pt buttons side by side no longer print "play" and "next" over each other.
    @Test func labelsOfSmallBoxesDoNotPrintOverEachOther() throws {
        let source = """
            layout Mini {
                view art, title, play, next, progress
                H: |-8-[art(48)]-8-[title]-8-[play(24)]-4-[next(24)]-8-|
                V: |-8-[art(48)]-8-|
                title.top == art.top
                title.height == 16
                play.centerY == art.centerY
                play.height == 24
                next.centerY == art.centerY
                next.height == 24
                progress.leading == 0
                progress.trailing == super.trailing
                progress.bottom == super.bottom
                progress.height == 2
            }
            """
        let svg = PreviewSVG.document(try scene(source, width: 375, height: 64))
        // Each label's left edge and baseline, by name.
        var labels: [String: (x: Double, y: Double)] = [:]
        let pattern = #/<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>(\w+)</text>/#
        for match in svg.matches(of: pattern) {
            labels[String(match.output.3)] = (Double(match.output.1)!, Double(match.output.2)!)
        }
        // The art's and the title's names fit inside; play, next and the 2-pt bar go below.
        #expect(labels["art"].map { $0 == (11, 19) } == true, "\(labels)")
        #expect(labels["title"].map { $0 == (67, 19) } == true, "\(labels)")
        let play = try #require(labels["play"]), next = try #require(labels["next"])
        #expect(play.y > 44 && next.y > 44, "\(labels)")
        #expect(abs(play.x - next.x) >= 4 * PreviewLabelPlacer.characterWidth, "\(labels)")
        #expect(try #require(labels["progress"]).y > 64)
    }

    @Test func outputIsDeterministic() throws {
        func render() throws -> String {
            let s = try scene(
                try fixture("AdaptiveRow"), width: 375, height: 600, measure: ["title": .text(width: 100, height: 20)],
                hidden: ["badge"])
            return PreviewHTML.page(layout: s.layout, source: "A.layout", panels: [PreviewPanel(label: "", scene: s)])
        }
        let first = try render()
        for _ in 0..<3 { #expect(try render() == first) }
    }

    @Test func numbersHaveAFixedFormat() {
        #expect(PreviewText.number(12) == "12")
        #expect(PreviewText.number(43.75) == "43.75")
        #expect(PreviewText.number(1.0 / 3) == "0.33")
        #expect(PreviewText.number(0.1) == "0.1")
        #expect(PreviewText.number(-0.001) == "0")
        #expect(PreviewText.number(-2.5) == "-2.5")
        #expect(PreviewText.number(0.05) == "0.05")
        #expect(PreviewText.number(.infinity) == "0")
        #expect(PreviewText.number(1e300) == "1000000000000")
        #expect(PreviewText.escaped("a<b>&\"c\"'\u{1}") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;\u{FFFD}")
    }
}
