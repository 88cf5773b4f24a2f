import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// Lines from public apps' frame code, as the examples write them, against the apps' own
/// arithmetic (written out here) at three widths, and at scale 2 and 3 where they round.
@Suite struct RealLayoutsTests {
    static let widths = [320.0, 375, 414]

    func layout(_ name: String) throws -> LayoutPlan {
        let path = "Examples/\(name).layout"
        let diagnostics = DiagnosticCollector()
        let plan = try #require(Pipeline.plan(SourceFile(path: path, text: try TestPaths.read(path)), diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        return plan.layouts[0]
    }

    /// ASDKgram: `floorf((availableWidth - 2 * inset) / 3.0)` for each count label.
    @Test(arguments: widths)
    func asdkgramCountsAreWholePoints(width: Double) throws {
        let plan = try layout("ASDKgramProfileCounts")
        let measure: [String: MeasureStandIn] = [
            "posts": .text(width: 30, height: 17), "followers": .text(width: 60, height: 17),
            "following": .text(width: 60, height: 17),
        ]
        let countWidth = ((width - 2 * 10) / 3).rounded(.down)
        for scale in [0.0, 2, 3] {
            let result = try evaluate(
                plan, arguments: EvaluationArguments(width: width, height: 0, scale: scale, measure: measure, fit: .height))
            #expect(result.frames.map(\.frame.array) == [
                [10, 8, countWidth, 17], [10 + countWidth, 8, countWidth, 17], [10 + 2 * countWidth, 8, countWidth, 17],
            ])
            #expect(result.height == 33)
        }
    }

    /// Chatto: `(containerWidth * 0.68).bma_round()`, the bubble's widest, rounded up to the
    /// pixel grid; a long text fills it. The spec's `0.68` is exactly 17/25, so at 375 the
    /// widest is 255 where Chatto's floating-point product, 255.00000000000003, rounds up to
    /// 255.5 (scale 2).
    @Test(arguments: widths)
    func chattoBubbleIsRoundedUpToThePixelGrid(width: Double) throws {
        let plan = try layout("ChattoBubble")
        for scale in [0.0, 2, 3] {
            let grid = scale > 0 ? scale : 1
            let maxWidth = (width * 17 / 25 * grid).rounded(.up) / grid
            let arguments = EvaluationArguments(
                width: width, height: 0, scale: scale, measure: ["text": .text(width: 400, height: 20)], fit: .height)
            let result = try evaluate(plan, arguments: arguments)
            let bubble = try #require(result["bubble"])
            #expect(abs(bubble.width - maxWidth) < 1e-9, "scale \(scale): \(bubble.width) against \(maxWidth)")
            let lines = (400 / (maxWidth - 24)).rounded(.up)
            #expect(bubble.height == 20 * lines + 16)
            #expect(result["avatar"]?.array == [8, result.height - 34, 30, 30])
            // Outgoing, the same layout mirrored; right to left, mirrored back.
            var outgoing = arguments
            outgoing.inputs = ["outgoing": 1]
            let mirrored = try evaluate(plan, arguments: outgoing)
            #expect(mirrored["avatar"]?.array == [width - 38, result.height - 34, 30, 30])
            #expect(mirrored["bubble"].map { abs($0.x - (width - 46 - bubble.width)) < 1e-9 } == true)
            outgoing.rightToLeft = true
            #expect(try evaluate(plan, arguments: outgoing).frames.map(\.frame.array) == result.frames.map(\.frame.array))
        }
    }

    /// NetNewsWire: `floor(point.y - (indicatorSize - lineHeight) / 2)` for the unread
    /// indicator, and the height as the max of the icon's, the summary's and the date's
    /// bottoms (the icon's `.zero` when there is none).
    @Test(arguments: widths)
    func netNewsWireCellHeightIsTheLowestBottom(width: Double) throws {
        let plan = try layout("NetNewsWireTimelineCell")
        let measure: [String: MeasureStandIn] = [
            "title": .text(width: 300, height: 20), "summary": .text(width: 50, height: 16), "date": .fixed(width: 0, height: 0),
        ]
        for scale in [0.0, 2, 3] {
            for hidden in [Set<String>(), ["icon"]] {
                let arguments = EvaluationArguments(width: width, height: 0, hidden: hidden, scale: scale, measure: measure, fit: .height)
                let result = try evaluate(plan, arguments: arguments)
                #expect(result["unread"]?.array == [8, (10 - (9 - 20) / 2).rounded(.down), 9, 9])
                // The title between 28 and the trailing margin (or the icon, 12 before it),
                // wrapped; the summary 2 under it, the date 4 under that; the icon ends at 58.
                let titleWidth = min(300, width - 48 - (hidden.isEmpty ? 60 : 0))
                let titleBottom = 10 + 20 * (300 / titleWidth).rounded(.up)
                let bottoms = [titleBottom + 2 + 16, titleBottom + 2 + 16 + 4] + (hidden.isEmpty ? [58] : [])
                #expect(result["title"]?.width == titleWidth)
                #expect(result.height == bottoms.max()! + 10)
            }
        }
    }
}
