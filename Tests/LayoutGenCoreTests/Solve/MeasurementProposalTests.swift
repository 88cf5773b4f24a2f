import Foundation
import Testing

@testable import LayoutGenAnalyze
@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// When a measured view is measured and at what proposal (LANGUAGE.md §7.3, revised
/// 2026-11-28): along each axis, what the goals stronger than its compression resistance there
/// leave it, its own goals left out, whatever the order of the `view` lines.
@Suite struct MeasurementProposalTests {
    static let profileMeasure: [String: MeasureStandIn] = [
        "title": .text(width: 900, height: 20), "time": .text(width: 40, height: 15),
        "subtitle": .text(width: 100, height: 15),
    ]

    /// Examples/ProfileCell.layout with its `view time` and `view title` lines in either order.
    static func profileCell(swapped: Bool) throws -> String {
        let source = try TestPaths.read("Examples/ProfileCell.layout")
        let time = "    view time: measured\n"
        let title = "    view title: measured(H compression @749)\n"
        #expect(source.contains(time + title))
        return swapped ? source.replacingOccurrences(of: time + title, with: title + time) : source
    }

    /// The title (749 across) is proposed the width that the time stamp's resistance (750)
    /// leaves it, declared before or after it: 900 pt of text wraps to four lines at 245.
    @Test(arguments: [false, true])
    func aWrappingTitleIsMeasuredAtTheWidthItEndsUpWith(swapped: Bool) throws {
        let spec = try Self.profileCell(swapped: swapped)
        let fitted = try #require(try frames(spec, width: 375, height: 0, measure: Self.profileMeasure, fit: .height))
        #expect(fitted["title"]?.array == [70, 0, 245, 80])
        #expect(fitted["time"]?.array == [323, 0, 40, 15])
        #expect(fitted["subtitle"]?.array == [70, 84, 293, 15])
        #expect(fitted.height == 99)
    }

    /// The generated code proposes the title the same width in both orders: its plan measures
    /// it at `time.leading − 78`, never at `.greatestFiniteMagnitude`.
    @Test(arguments: [false, true])
    func theTitlesProposalIsTheSameInBothOrders(swapped: Bool) throws {
        let compiled = compile(try Self.profileCell(swapped: swapped), path: "ProfileCell.layout")
        let layout = try #require(compiled.layout)
        let text = explain(layout, file: compiled.file)
        #expect(text.contains("title: measured at width time.leading − 78 and any height"))
        #expect(!text.contains("title: measured at any width"))
    }

    /// A hugging stronger than the compression resistance holds at its own level, with the
    /// answer measured before it: `m1` keeps its 20 pt against a preference at 250.
    @Test(arguments: [251, 500, 900, 999, 1000])
    func aStrongHuggingHolds(hugging: Int) throws {
        let spec = """
            layout Hug {
                view m1: measured(H hugging @\(hugging))
                m1.leading == 12
                m1.top == 8
                m1.width == 40 @low
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 100, measure: ["m1": .fixed(width: 20, height: 20)]))
        #expect(result["m1"]?.array == [12, 8, 20, 20])
    }

    /// Below the preference (250 against 250, declared first), the hugging gives way.
    @Test func aHuggingBelowThePreferenceGivesWay() throws {
        let spec = """
            layout Hug {
                view m1: measured(H hugging @249)
                m1.leading == 12
                m1.top == 8
                m1.width == 40 @low
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 100, measure: ["m1": .fixed(width: 20, height: 20)]))
        #expect(result["m1"]?.array == [12, 8, 40, 20])
    }

    /// A view measured in another's look-ahead, whose own proposal then reads that other's
    /// answer: each measurement needs the other's, a cycle (LANGUAGE.md §7.3), and an error.
    @Test func measurementsThatDependOnEachOtherAreAnError() {
        let spec = """
            layout Cycle {
                view a: measured(H compression @600, V compression @1000)
                view b: measured(H compression @700)
                H: |-8-[a]-8-[b]-8-|
                a.top == 0
                b.top == 0
                a.height + b.width == 200
            }
            """
        let compiled = compile(spec)
        #expect(compiled.layout == nil)
        #expect(compiled.messages.contains { $0.hasPrefix("3:10: error: the measurements of 'b' and 'a' depend on each other") })
        // Once, also where the analysis solves the layout with its ties reversed as well.
        let checked = DiagnosticCollector()
        _ = Pipeline.plan(SourceFile(path: "Cell.layout", text: spec), diagnostics: checked, checks: CheckReport())
        #expect(checked.diagnostics.filter { $0.severity == .error }.count == 1)
        // Without the height that ties them, `b` is measured in `a`'s look-ahead, before it, and
        // nothing is said.
        let apart = spec.replacingOccurrences(of: "    a.height + b.width == 200\n", with: "")
        #expect(!compile(apart).messages.contains { $0.contains("depend on each other") })
        let result = try? frames(apart, width: 200, height: 100, measure: ["a": .text(width: 300, height: 20), "b": .fixed(width: 60, height: 20)])
        // `a` is measured at what `b`'s resistance (700, above `a`'s 600) leaves it: 200 − 24 − 60.
        #expect(result?["a"]?.array == [8, 0, 116, 60])
    }

    /// A view that comes up in another's look-ahead but whose answer that other's proposal does
    /// not read (a stronger preference fixes the other's width) is measured at its own level,
    /// with the other's hugging met: `v0` is proposed 7 (not the 201 − 204.5 it would be if
    /// `v2` were 93 wide), as verify's reference solve has it, in either order of the `view` lines.
    @Test(arguments: [false, true])
    func aViewMeasuredAheadOfItsLevelOnlyWhenItsAnswerIsRead(swapped: Bool) throws {
        let views = """
                view v0: measured
                view v1: measured @300
                view v2: measured(H hugging @1000, H compression @749)

            """
        let swappedViews = """
                view v2: measured(H hugging @1000, H compression @749)
                view v1: measured @300
                view v0: measured

            """
        let spec = """
            layout Soft3190751 {
            \(swapped ? swappedViews : views)    H: |-17-[v2][v1(69.5)]-10-[v0]-(>=15)-|
                v0.width <= 7
                v0.bottom == super.bottom + 36
                v0.height <= super.height * 0.5 + 18
                v1.bottom <= super.bottom + 8.5 @700
                v1.bottom == v0.top - 3 @300
                v1.height <= 139.5
                v2.width <= 174
                v2.width == 93 @800
                v2.bottom == super.bottom
                v2.height <= 47.5
            }
            """
        let compiled = compile(spec)
        #expect(!compiled.messages.contains { $0.contains("depend on each other") }, "\(compiled.messages)")
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Soft.layout", text: spec))?.first)
        for rightToLeft in [false, true] {
            let arguments = EvaluationArguments(
                width: 201, height: 152, rightToLeft: rightToLeft,
                measure: ["v0": .text(width: 159, height: 23.5), "v1": .text(width: 134, height: 18), "v2": .text(width: 62, height: 29)],
                fit: .height)
            #expect(try Verification.check(layout, arguments: arguments).isEmpty)
            let fitted = try evaluate(layout.plan, arguments: arguments)
            #expect(fitted["v0"]?.width == 7)
            #expect(fitted["v2"]?.array == [rightToLeft ? 122 : 17, 1016, 62, 29])
            #expect(fitted.height == 1045)
        }
    }

    /// A soft inequality that bounds a value is cited as a required one is: the generated
    /// code and `explain` say what the title's width yields to.
    @Test func aSoftBoundIsCitedWhereItBoundsAValue() throws {
        let spec = """
            layout Row {
                view icon
                view title: measured(H compression @749)
                view time: measured
                icon.size == 40
                icon.leading == 12
                icon.top == 8
                title.leading == icon.trailing + 8
                title.top == 8
                time.trailing == super.trailing - 12
                time.top == 8
                title.trailing <= time.leading - 8 @750
            }
            """
        let compiled = compile(spec, path: "Row.layout")
        let layout = try #require(compiled.layout)
        #expect(explain(layout, file: compiled.file).contains("it yields to title.trailing <= time.leading - 8 @750 (line 12)"))
        let swift = try #require(Pipeline.generate(SourceFile(path: "Row.layout", text: spec), diagnostics: DiagnosticCollector()))
        #expect(swift.contains("// Row.layout:3 (yields to line 12)"))
    }
}
