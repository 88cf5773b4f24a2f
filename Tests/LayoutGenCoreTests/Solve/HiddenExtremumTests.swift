import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// A hidden optional view drops out of `min(…)`/`max(…)`: an argument that reads it is left
/// out while it is hidden; when every argument reads a hidden view, none is left out.
@Suite struct HiddenExtremumTests {
    /// NetNewsWire's timeline cell: the height is the max of three bottoms, the icon's only
    /// when there is an icon (its `.zero` rect otherwise).
    static let timeline = """
        layout Timeline {
            view title, summary: measured
            view icon: optional
            view date: measured
            icon.size == 48
            icon.leading == 20
            icon.top == 8
            H: |-76-[title]-20-|
            H: |-76-[summary]-20-|
            H: |-76-[date]-20-|
            V: |-8-[title]-2-[summary]-4-[date]
            super.bottom == max(icon.bottom, date.bottom, summary.bottom) + 10
        }
        """

    func height(width: Double, hidden: Set<String>) throws -> Double {
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Timeline.layout", text: Self.timeline))?.first)
        let arguments = EvaluationArguments(
            width: width, height: 0, hidden: hidden,
            measure: ["title": .text(width: 100, height: 20), "summary": .text(width: 10, height: 1), "date": .text(width: 5, height: 2)])
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
        return try evaluate(layout.plan, arguments: arguments).height
    }

    @Test(arguments: [320.0, 375, 414])
    func aHiddenIconDropsOutOfTheMax(width: Double) throws {
        // The text ends at 8 + 20 + 2 + 1 + 4 + 2 = 37; the icon at 56.
        #expect(try height(width: width, hidden: []) == 66)
        #expect(try height(width: width, hidden: ["icon"]) == 47)
    }

    @Test func whenEveryArgumentIsHiddenNoneDropsOut() throws {
        let spec = """
            layout A {
                view a, b: optional
                a.size == 20
                b.size == 30
                a.leading == b.leading == 0
                a.top == b.top == 4
                super.bottom == max(a.bottom, b.bottom) + 4
            }
            """
        let layout = try #require(compile(spec).layout)
        func height(_ hidden: Set<String>) throws -> Double {
            try evaluate(layout, arguments: EvaluationArguments(width: 100, height: 0, hidden: hidden)).height
        }
        #expect(try height([]) == 38)
        #expect(try height(["b"]) == 28)
        #expect(try height(["a", "b"]) == 38)
    }
}
