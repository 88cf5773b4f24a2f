import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenSolve
@testable import LayoutGenVerify

/// STEP 4 of the solver (LANGUAGE.md §7.2, "Determined"): an unknown that only bounds decide
/// is pinned where the greatest lower bound is provably at least the least upper bound, a
/// dominance proof between the bounds, not a comparison of their forms.
@Suite struct DeterminationTests {
    /// `b.trailing` is at least `a.trailing` (the container's width) at 300 and at most the
    /// leading edge at 100: its bounds are `W` and `max(0, W)`, different forms that are equal
    /// for every width UIKit gives. It was rejected as not determined; kiwisolver puts `b` at
    /// `W - 20` too.
    @Test func boundsEqualForEveryGivenWidthPin() throws {
        let spec = """
            layout Pinned {
                view a, b
                H: |[a]|
                V: |[a(10)]
                b.trailing >= a.trailing @300
                b.trailing <= super.leading @100
                b.width == 20
                b.top == 0
                b.height == 10
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        for width in [0.0, 320, 414] {
            let result = try #require(try frames(spec, width: width, height: 100))
            #expect(result["b"]?.array == [width - 20, 0, 20, 10])
        }
    }

    /// Bounds that differ for some given width are still an error: here `b.trailing` may be
    /// anywhere between the container's trailing edge and 40 once the container is narrower
    /// than 40.
    @Test func boundsThatDifferForSomeWidthAreAnError() throws {
        let spec = """
            layout Open {
                view a, b
                H: |[a]|
                V: |[a(10)]
                b.trailing >= a.trailing @300
                b.trailing <= 40 @100
                b.trailing <= 40
                b.width == 20
                b.top == 0
                b.height == 10
            }
            """
        let error = try #require(compile(spec).errors.first)
        #expect(error.message.contains("horizontal position of 'b' is not determined"))
        // The note gives a width where the bounds are apart, and they are: b's trailing edge
        // between the container's and 40.
        let note = try #require(error.notes.first { $0.message.hasPrefix("where the given width is") }?.message)
        let numbers = note.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        let (width, from, to) = (numbers[numbers.count - 3], numbers[numbers.count - 2], numbers[numbers.count - 1])
        #expect(note.contains("its leading may be anywhere from"), "\(note)")
        #expect(width >= 0 && width < 40 && from == width - 20 && to == 20, "\(note)")
    }

    /// Whether bounds meet takes the given extents as at least 0, as UIKit gives them (the
    /// determination); the canonical forms of the generated arithmetic hold for any argument.
    @Test func givenSizesAreNonNegativeOnlyForTheDetermination() {
        var values = RuntimeValues()
        let w = LinearForm(symbol: .givenWidth)
        let clamped = values.maximum([LinearForm(), w])!
        #expect(clamped.symbols.count == 1)
        var meeting = BoundsMeeting(runtime: values, lower: [w], upper: [clamped])
        meeting.decide()
        #expect(meeting.meet == true)
        let provedForAnyWidth = values.provesNonNegative(w - clamped)
        #expect(!provedForAnyWidth)
        // And bounds apart for a width: `max(0, W)` against `W / 2`, apart wherever W > 0.
        var apart = BoundsMeeting(runtime: values, lower: [w * Rational(1, 2)], upper: [clamped])
        apart.decide()
        #expect(apart.meet == false)
        // Nil (no witness) fails too.
        #expect(apart.witness.map { $0.lower < $0.upper && Rational.zero < $0.values[.givenWidth]! } == true)
    }

    /// Bounds that differ at a point the proof allows (here: measured answers and given extents
    /// the layout can get) are not determined, said at once: no proof is searched for, so none
    /// runs out of its budget (`RuntimeValues+Points`).
    @Test func boundsThatDifferAtAPointAreNotDetermined() {
        let spec = """
            layout Deep {
                view v0
                view v1: measured @751
                view v2: measured @high
                view v3: measured @high
                H: |-(>=8)-[v1(14.5)]-(>=18)-|
                v1.leading == super.leading - 12 @400
                V: |-16.5-[v0]-(>=22.5)-[v1]-(>=0.5)-|
                v0.leading == v1.left - 5.5
                19 <= v0.width <= 141.5
                v0.width == 13.5 @400
                6 <= v0.height <= 170
                v0.height == 38 @260
                v1.height <= super.height * 2 + 17.5
                v2.leading >= super.leading - 3.5
                v2.leading == super.trailing + 28 @700
                v2.width >= 72 @600
                v2.bottom == v1.top
                32.5 <= v2.height <= 113.5
                v2.height == 76 @100
                v3.right == v1.leading - 7.5
                v3.width >= 124.5 @900
                v0.bottom <= v3.top <= super.top + 58.5
                v3.centerY == v2.centerY - 18 @20
                v3.height <= 132.5 @500
                v0.leading <= super.leading + 21 @20
                v3.width <= 113.5 @749
            }
            """
        let messages = compile(spec).messages
        #expect(messages.contains { $0.hasPrefix("3:10: error: vertical position of 'v1' is not determined") })
        #expect(!messages.contains { $0.contains("could not prove") })
    }

    /// Bounds no search of a budget compared (they meet only where a stronger goal's value is
    /// at one of its own bounds: `v1` between `super.trailing + 29.5` and `v0.leading + 69.5`,
    /// with `v0.leading` a `max` of the two) are decided exactly: the layout solves, and the
    /// reference solve agrees at widths on both sides of where `v0.leading`'s bound changes.
    @Test func boundsThatMeetThroughAMinOrMaxAreDecidedExactly() throws {
        let spec = """
            layout Budget {
                view v0, v1, v2
                view v3: measured @high
                v0.trailing == super.trailing + 30.5 @900
                v0.width == super.width / 3 + 4.5
                v0.top == 0
                v0.height == 10
                super.trailing + 29.5 <= v1.leading <= v0.leading + 69.5
                v1.width == 40
                v1.top == 0
                v1.height == 10
                v0.trailing - 19.5 <= v2.trailing <= v0.leading + 100
                v2.centerX == v1.leading + 31.5 @20
                v2.width == 40
                v2.top == 0
                v2.height == 10
                v3.trailing >= v2.leading - 10 @260
                v3.trailing == super.leading @400
                v3.top == 0
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Budget.layout", text: spec))?.first)
        for width in [100.0, 197, 200, 375] {
            let arguments = EvaluationArguments(width: width, height: 100, measure: ["v3": .fixed(width: 20, height: 20)])
            let frames = try evaluate(layout.plan, arguments: arguments)
            #expect(try Verification.check(layout, arguments: arguments).isEmpty, "at \(width) wide")
            // v1 sits at its lower bound, where the weak centring pulls it.
            #expect(frames["v1"]?.x == min(width, 345) + 29.5, "at \(width) wide")
        }
    }
}
