import Foundation
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// `firstBaseline` and `lastBaseline` of measured views (LANGUAGE.md §4, §6): the first is the
/// top plus the offset the measurement answers, the last the bottom less the last baseline's
/// depth. Frames computed by hand from the stand-ins' baselines (a text's ascender is 0.8 of
/// its line height: `text:120x20` has its first baseline 16 below its top, `text:60x15` 12,
/// `text:30x15` its last one 3 above its bottom), at three widths and in both directions.
@Suite struct BaselineTests {
    static let fixture = try! String(
        contentsOfFile: #filePath.replacingOccurrences(of: "Solve/BaselineTests.swift", with: "Fixtures/BaselineRow.layout"),
        encoding: .utf8)

    static let standIns: [String: MeasureStandIn] = [
        "sender": .text(width: 120, height: 20), "date": .text(width: 60, height: 15),
        "title": .text(width: 300, height: 20, lines: 2), "count": .text(width: 30, height: 15),
        "badge": .text(width: 10, height: 10),
    ]

    /// The title is proposed W − 98 (16 + 8 + 30 + 44 beside it): two lines below 300, one from
    /// 398 up. Its first baseline is 38 + 16; its last one 38 + height − 4, where the count's
    /// sits (its top 15 − 3 above). The date's first baseline meets the sender's at 12 + 16,
    /// so its top is 28 − 12. The badge is measured at its fixed 20 × 20 (one line of 10: its
    /// first baseline 8 below its top) and sits on the title's first baseline, 54 − 8.
    @Test(arguments: [
        (320.0, 90.0, [[16.0, 12, 120, 20], [244, 16, 60, 15], [16, 38, 222, 40], [246, 62, 30, 15], [284, 46, 20, 20]]),
        (375, 90, [[16, 12, 120, 20], [299, 16, 60, 15], [16, 38, 277, 40], [301, 62, 30, 15], [339, 46, 20, 20]]),
        (414, 70, [[16, 12, 120, 20], [338, 16, 60, 15], [16, 38, 300, 20], [324, 42, 30, 15], [378, 46, 20, 20]]),
    ])
    func framesAtThreeWidths(width: Double, height: Double, expected: [[Double]]) throws {
        for rightToLeft in [false, true] {
            let result = try #require(
                try frames(Self.fixture, width: width, height: 0, measure: Self.standIns, rightToLeft: rightToLeft, fit: .height))
            #expect(result.height == height)
            let names = ["sender", "date", "title", "count", "badge"]
            for (name, frame) in zip(names, expected) {
                // Right to left mirrors x within the width: W − x − w.
                let wanted = rightToLeft ? [width - frame[0] - frame[2]] + frame.dropFirst() : frame
                #expect(result[name]?.array == wanted, "\(name) at \(width), rtl: \(rightToLeft)")
            }
        }
    }

    /// A hidden badge is not measured: its baselines are at its top, so it sits at 54.
    @Test func aHiddenViewsBaselinesAreAtItsTop() throws {
        var arguments = EvaluationArguments(width: 320, height: 0, measure: Self.standIns, fit: .height)
        arguments.hidden = ["badge"]
        let layout = try #require(compile(Self.fixture).layout)
        let result = try evaluate(layout, arguments: arguments)
        #expect(result["badge"]?.array == [284, 54, 20, 20])
    }

    /// An image stand-in (`WxH`) has both baselines at its bottom, as a UIView without text.
    @Test func anImagesBaselinesAreAtItsBottom() throws {
        let spec = "layout I {\n view icon: measured\n view label: measured\n icon.leading == 10\n icon.top == 10\n"
            + " label.leading == icon.trailing + 8\n label.lastBaseline == icon.lastBaseline\n}"
        let result = try #require(
            try frames(spec, width: 320, height: 100, measure: ["icon": .fixed(width: 24, height: 24), "label": .text(width: 50, height: 20)]))
        // The icon's last baseline is its bottom, 34; the label's is 4 above its bottom.
        #expect(result["label"]?.array == [42, 18, 50, 20])
    }

    @Test func aViewThatIsNotMeasuredHasNoBaseline() {
        let messages = compile(
            "layout B {\n view a: measured\n view b\n H: |[a][b(10)]| align firstBaseline\n V: |[a]|\n b.top == 0\n"
                + " b.height == 10\n a.firstBaseline == super.firstBaseline\n a.lastBaseline == b.lastBaseline\n}"
        ).messages
        #expect(messages.contains("4:24: error: 'b' has no baseline: only a measured view has one"))
        #expect(messages.contains("8:21: error: 'super' has no baseline: only a measured view has one"))
        #expect(messages.contains("9:20: error: 'b' has no baseline: only a measured view has one"))
    }

    /// A vertical sequence aligns across the horizontal axis: baselines are not among its
    /// alignments.
    @Test func aVerticalSequenceHasNoBaselineAlignment() {
        let messages = compile("layout Column {\n view a: measured\n V: |[a]| align firstBaseline\n H: |[a]|\n}").messages
        #expect(messages.contains { $0.hasPrefix("3:17: error: unknown attribute 'firstBaseline'") })
    }

    /// The verifier reads the stand-ins' baselines itself and finds eval's frames right.
    @Test func theVerifierAgrees() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("BaselineRow.layout", Self.fixture)
        let measures = ["sender=text:120x20", "date=text:60x15", "title=text:300x20:2", "count=text:30x15", "badge=text:10x10"]
        for extra in [[], ["--rtl"], ["--hidden", "badge"]] {
            let run = layoutgen(
                ["verify", path, "--size", "375x0", "--fit", "height"] + measures.flatMap { ["--measure", $0] } + extra)
            #expect(run.status == 0, "\(extra): \(run.error)")
        }
    }

    /// The fixture checks clean over its declared domain; without the domain, the analysis
    /// finds a date taller than the sender leaving the top.
    @Test func theFixtureChecksClean() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clean = layoutgen("check", try directory.write("BaselineRow.layout", Self.fixture))
        #expect(clean.status == 0 && clean.error.isEmpty, "\(clean.error)")
        let open = Self.fixture.split(separator: "\n").filter { !$0.contains("domain") }.joined(separator: "\n")
        let found = layoutgen("check", try directory.write("Open.layout", open))
        #expect(found.error.contains("warning: 'date' can leave its container past its top edge"), "\(found.error)")
    }
}
