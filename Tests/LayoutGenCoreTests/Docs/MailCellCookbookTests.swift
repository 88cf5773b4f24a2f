import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// The cookbook's mail cell (docs/cookbook.md, "A mail cell"): frames at 320, 375 and 414 wide,
/// on 2× and 3× screens, in both directions, against values worked out from the spec by the
/// language's rules (written out below, not read from the plan): each label's answer rounded
/// up to the pixel grid, the stand-ins' first baseline 0.8 of their line height below their
/// top, every edge rounded to the nearest pixel by `place`.
@Suite struct MailCellCookbookTests {
    static let spec: String = {
        let text = (try? TestPaths.read("docs/cookbook.md")) ?? ""
        let blocks = DocsExamplesTests.blocks(in: text)
        return blocks.first { $0.info == "layout" && $0.text.hasPrefix("layout MailCell") }?.text ?? ""
    }()

    static let standIns: [String: MeasureStandIn] = [
        "sender": .text(width: 150.3, height: 20.6), "date": .text(width: 48.6, height: 15.5),
        "subject": .text(width: 310.2, height: 18.2), "preview": .text(width: 700, height: 17.1, lines: 2),
    ]

    @Test(arguments: [320.0, 375, 414], [2.0, 3])
    func frames(width w: Double, scale s: Double) throws {
        func up(_ v: Double) -> Double { (v * s).rounded(.up) / s }
        func pixel(_ v: Double) -> Double { (v * s).rounded() / s }
        // Answers, rounded up: the date and sender on one line; the subject wraps in w - 46;
        // the preview is two lines of 17.1.
        let (dateWidth, dateHeight) = (up(48.6), up(15.5))
        let (senderWidth, senderHeight) = (up(150.3), up(20.6))
        let subjectHeight = up(18.2 * (310.2 / (w - 46)).rounded(.up))
        let previewHeight = up(2 * 17.1)
        let subjectTop = 10 + senderHeight + 2
        let previewTop = subjectTop + subjectHeight + 2
        let height = previewTop + previewHeight + 10
        // The date's first baseline (12.4 below its top) on the sender's (16.48 below 10).
        let dateTop = 10 + 0.8 * 20.6 - 0.8 * 15.5
        let unreadTop = 10 + senderHeight / 2 - 5
        // [leading, top, width, height] from the leading edge.
        let expected: [String: [Double]] = [
            "unread": [12, unreadTop, 10, 10],
            "sender": [30, 10, senderWidth, senderHeight],
            "date": [w - 16 - dateWidth, dateTop, dateWidth, dateHeight],
            "subject": [30, subjectTop, w - 46, subjectHeight],
            "preview": [30, previewTop, w - 46, previewHeight],
        ]
        let layout = try #require(compile(Self.spec, path: "Cell.layout").layout)
        for rightToLeft in [false, true] {
            let result = try evaluate(
                layout,
                arguments: EvaluationArguments(
                    width: w, height: 0, rightToLeft: rightToLeft, scale: s, measure: Self.standIns, fit: .height))
            #expect(abs(result.height - pixel(height)) < 1e-9, "height at \(w), scale \(s)")
            for (name, e) in expected {
                // Right to left, x is the width less the trailing edge; edges land on pixels.
                let left = rightToLeft ? w - e[0] - e[2] : e[0]
                let edges = [pixel(left), pixel(e[1]), pixel(left + e[2]), pixel(e[1] + e[3])]
                let frame = try #require(result[name])
                let actual = [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height]
                #expect(
                    zip(actual, edges).allSatisfy { abs($0 - $1) < 1e-9 },
                    "\(name) at \(w), scale \(s), rtl \(rightToLeft): \(actual) != \(edges)")
            }
        }
    }

    @Test func theSpecIsFound() {
        #expect(Self.spec.hasPrefix("layout MailCell"))
    }
}
