import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan
@testable import LayoutGenVerify

/// Bugs the random-spec oracle and compile check (Tests/Oracle) found, kept as tests.
@Suite struct OracleRegressionTests {
    /// Oracle regression (seed 175): when every item of a sequence is hidden, the items sit at
    /// its start edge. A size written in the sequence holds only while its item is visible
    /// (LANGUAGE.md §6), so the hidden badge is 0 × 0 there, and the verifier agrees.
    @Test func allHiddenSequenceSitsAtItsEdgeWithoutItsSizes() throws {
        let spec = """
            layout Hidden {
                view box {
                    view badge: optional
                    H: |-[badge(60)]
                    V: |-(*)-[badge(83.5)]-1.5-|
                }
                box.edges == super.edges
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Hidden.layout", text: spec))?.first)
        let arguments = EvaluationArguments(width: 200, height: 100, hidden: ["badge"])
        let result = try evaluate(layout.plan, arguments: arguments)
        #expect(result["badge"] == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
    }

    /// Verifier regression (oracle seed 1505): a flexible sequence inside a container view
    /// whose width follows another flexible unit. At 200 wide the outer unit yields (held at
    /// 0), the box is 50 wide, and `|-(*)-[a(20)]-10-|` has 20 to spare, so `a` sits at x = 20.
    /// The inner unit kept the value it had while the outer fill still held (negative, so 0).
    /// At 400 wide neither yields: the outer unit is 70, the box 120 wide, `a` at 90.
    @Test func innerFlexibleUnitFillsAfterTheOuterYields() throws {
        let spec = """
            layout Nest {
                view c, b
                view box {
                    view a
                    H: |-(*)-[a(20)]-10-|
                    V: |[a]|
                }
                H: |-10-[c(*)]-10-[b(300)]-10-|
                V: |[c]|
                V: |[b]|
                box.leading == 0
                box.width == c.width + 50
                V: |[box]|
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Nest.layout", text: spec))?.first)
        for (width, x) in [(200.0, 20.0), (400, 90), (0, 20)] {
            for rightToLeft in [false, true] {
                let arguments = EvaluationArguments(width: width, height: 50, rightToLeft: rightToLeft)
                let a = try #require(try evaluate(layout.plan, arguments: arguments)["a"])
                // Right to left, `a` is mirrored within the box: 10 from its left edge.
                #expect(a.x == (rightToLeft ? 10 : x), "at \(width), rightToLeft: \(rightToLeft)")
                #expect(try Verification.check(layout, arguments: arguments).isEmpty)
            }
        }
    }

    /// A clamp naming a self-sizing container width and a measured size: the weakest value
    /// yields — the measured width (750), not the container's width (above every priority) —
    /// so `t` is 40 / 2 + 14 = 34 wide in a 40-wide container (the reported container was
    /// widened to 172 instead).
    @Test func clampOnSelfSizingWidthBindsTheMeasuredSize() throws {
        let spec = """
            layout Fit {
                view b
                view t: measured
                H: |-10-[b(20)]-10-|
                V: |[b(10)]-[t]
                t.leading == 0
                t.width <= super.width * 0.5 + 14
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Fit.layout", text: spec))?.first)
        let arguments = EvaluationArguments(width: 300, height: 100, measure: ["t": .fixed(width: 100, height: 20)])
        let result = try evaluate(layout.plan, arguments: arguments)
        #expect(result.width == 40)
        #expect(result["t"] == Frame(x: 0, y: 18, width: 34, height: 20))
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
    }

    /// Oracle regression (seed 901104): two views measured at one level (their hugging at 1000)
    /// whose horizontal resistances are below it, `v6`'s above `v4`'s. `v4`'s proposal is read
    /// after `v6`'s resistance is met, `v6` measured first in `v4`'s look-ahead: the squeezed
    /// `v4` is proposed no width and wraps, as the reference solve has it (it was proposed any
    /// width, both views' goals left out of each other's look-ahead).
    @Test func aViewMeasuredAtTheSameLevelBoundsTheOthersProposal() throws {
        let spec = """
            layout Soft901104 {
                view v0
                view v1
                view v2 {
                    view v4: measured(V hugging @1000, H compression @749)
                    view v5: measured @751
                    view v6: measured(H hugging @251, V hugging @1000)
                    H: |-(>=14)-[v4]-(>=29)-[v6]-(>=28.5)-|
                    v6.trailing == super.leading @500
                    V: |-12-[v5(106.5)]-(<=8.5)-|
                    v4.bottom == v5.bottom + 14
                    v4.height >= 113.5
                    v5.trailing >= super.trailing + 25
                    v5.centerX == v6.leading - 4 @500
                    v5.width >= 44
                    v6.top <= v4.bottom + 8 @600
                    v6.top == v5.top - 18.5 @240
                    v6.height >= 66
                }
                view v3: measured @500
                V: |-(>=22)-[v3]-(>=13.5)-[v0(83)]|
                v0.bottom == super.bottom + 39 @700
                v0.leading <= super.trailing + 26 @700
                v0.leading == super.leading + 35.5 @900
                v0.width == super.width * 0.5 - 9
                v1.trailing >= v0.trailing + 17.5
                v1.trailing == v0.leading @240
                v1.width == 19.5
                v3.top <= v1.bottom <= super.top + 82.5
                v1.bottom == super.top @100
                v1.height == v0.height + 16.5
                v0.trailing + 31 <= v2.leading <= v0.leading + 60
                v2.centerX == v0.trailing @700
                v2.width == min(143, super.width * 0.25 - 9.5)
                v2.top >= super.bottom + 19.5 @900
                v2.top == super.bottom + 8 @300
                v2.height == v1.height - 1
                v3.leading >= v2.trailing - 8.5 @751
                v3.leading == v1.trailing - 1.5 @749
                v3.height >= 138.5 @100
                v1.top <= super.bottom @900
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Soft901104.layout", text: spec))?.first)
        let arguments = EvaluationArguments(
            width: 112, height: 415,
            measure: [
                "v3": .text(width: 215.5, height: 18), "v4": .text(width: 22, height: 12),
                "v5": .text(width: 82.5, height: 11), "v6": .text(width: 119.5, height: 10.5),
            ])
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
        #expect(try evaluate(layout.plan, arguments: arguments)["v4"]?.height == 264)
    }
}
