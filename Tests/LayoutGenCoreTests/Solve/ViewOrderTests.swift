import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// The order of `view` lines never changes an answer (LANGUAGE.md §7.3): it numbers the
/// unknowns, so it decides which ones the required equalities eliminate, and nothing the solver
/// decides may depend on that. `Tests/Oracle/swapcheck.py` checks the same on random specs.
@Suite struct ViewOrderTests {
    /// A progress bar centred on its track's end, a badge measured with a required resistance,
    /// and a gauge bounded from both sides by the container's width. Declared `bar` first, the
    /// equalities eliminate the track's leading edge, so `track.leading >= super.leading` reads
    /// `progress * track.width`; the gauge's two bounds leave the condition `-158 <= 0`, which
    /// holds whatever the product is, yet counted as bounding it: the badge's measurement then
    /// waited for the product and the spec was rejected ("the product reads a value that is
    /// decided only after…"). Declared the other way round it was accepted.
    static let views = ["    view bar\n", "    view track\n", "    view badge: measured(compression @1000)\n", "    view gauge\n"]

    static func spec(reversed: Bool) -> String {
        """
        layout ProductOrder {
            input progress: CGFloat = 0.25
        \((reversed ? views.reversed() : views).joined())    track.leading >= super.leading
            track.width == super.width * 0.5 + 13.5
            track.centerX == super.centerX @low
            bar.centerX == track.trailing - 4.5
            bar.width == progress * track.width + 14
            badge.leading == 8
            badge.width <= super.width * 2 - 6
            gauge.leading == 0
            gauge.width <= super.width * 0.5 - 23
            gauge.width >= super.width * 0.5 - 181
            gauge.width == 40 @low
            bar.top == 0
            bar.height == 4
            track.top == 0
            track.height == 4
            badge.top == 10
            gauge.top == 20
            gauge.height == 4
        }
        """
    }

    @Test(arguments: [false, true])
    func aConditionTheProjectionLeavesDoesNotBoundAProduct(reversed: Bool) throws {
        let spec = Self.spec(reversed: reversed)
        let compiled = compile(spec, path: "ProductOrder.layout")
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let arguments = EvaluationArguments(
            width: 320, height: 0, measure: ["badge": .fixed(width: 85, height: 10)], fit: .height)
        let result = try evaluate(try #require(compiled.layout), arguments: arguments)
        // The track is 320 / 2 + 13.5 wide and centred; the bar 0.25 of it plus 14, centred
        // 4.5 before its end; the gauge keeps its 40 between -21 and 137.
        #expect(result["track"]?.array == [73.25, 0, 173.5, 4])
        #expect(result["bar"]?.array == [213.5625, 0, 57.375, 4])
        #expect(result["badge"]?.array == [8, 10, 85, 10])
        #expect(result["gauge"]?.array == [0, 20, 40, 4])
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "ProductOrder.layout", text: spec))?.first)
        #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
    }

    /// Oracle seed 3390977, reduced: right to left, declared with `v2` first, the `max(…)` of
    /// the height was taken as needed before its arguments were known, through the same kind
    /// of condition, and the spec was rejected (more than 4 branches).
    static let nested = """
        view v1 {
                view v3
                v3.trailing == super.trailing + 36.5 @999
                v3.width == super.width / 3 - 10
                v3.centerY == super.top
                v3.height == 112
            }

        """
    static let maxViews = ["    view v0\n", "    " + nested, "    view v2\n"]

    static func maxSpec(reversed: Bool) -> String {
        """
        layout MaxOrder {
        \((reversed ? maxViews.reversed() : maxViews).joined())    H: |-(>=18)-[v1(>=26.5,<=115)]-(<=23)-|
            v1.centerX == super.leading - 3.5 @900
            v0.trailing == v1.trailing @751
            v0.width <= max(141.5, super.width * 0.25 - 10.5)
            v0.width == 145 @999
            v0.centerY == super.top + 31.5 @999
            v0.height == min(39, super.height * 2 + 8.5)
            v1.bottom <= v0.top - 14.5 @751
            v1.height == max(super.height * 0.25 - 3.5, 122.5)
            v2.centerX == v1.leading - 6.5
            v2.width == v0.width * 0.5 + 14
            v0.top + 20.5 <= v2.centerY <= v1.top + 72
            v2.bottom == v0.top + 0.5 @600
        }
        """
    }

    @Test(arguments: [false, true])
    func aMaxIsNotNeededWhereOnlyAConditionReadsIt(reversed: Bool) throws {
        let spec = Self.maxSpec(reversed: reversed)
        let compiled = compile(spec, path: "MaxOrder.layout")
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let arguments = EvaluationArguments(width: 487, height: 53, rightToLeft: true)
        let result = try evaluate(try #require(compiled.layout), arguments: arguments)
        #expect(result["v0"]?.array == [23, 12, 141.5, 39])
        #expect(result["v1"]?.array == [23, -39.5, 115, 122.5])
        #expect(result["v2"]?.array == [102.125, 52.5, 84.75, 0])
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "MaxOrder.layout", text: spec))?.first)
        #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
    }
}
