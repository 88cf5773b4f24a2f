import Testing

@testable import LayoutGenCore

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
    @Test func boundsThatDifferForSomeWidthAreAnError() {
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
        #expect(compile(spec).messages.contains { $0.contains("horizontal position of 'b' is not determined") })
    }

    /// The proof takes the given extents as at least 0 only where asked (the determination);
    /// the canonical forms of the generated arithmetic hold for any argument.
    @Test func givenSizesAreNonNegativeOnlyForTheDetermination() {
        var values = RuntimeValues()
        let w = LinearForm(symbol: .givenWidth)
        let clamped = values.maximum([LinearForm(), w])!
        #expect(clamped.symbols.count == 1)
        let assumed = values.proveNonNegative(w - clamped, givenSizesNonNegative: true)
        let anyArgument = values.proveNonNegative(w - clamped, givenSizesNonNegative: false)
        #expect(assumed == .proved)
        #expect(anyArgument == .notShown)
    }

    /// A spec whose bounds the proof cannot compare within its budget gets an error of its own,
    /// which says so, not "not determined".
    @Test func aProofOutOfBudgetSaysSo() {
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
        #expect(messages.contains { $0.hasPrefix("3:10: error: could not prove that the vertical position of 'v1' is determined") })
        #expect(!messages.contains { $0.contains("'v1' is not determined") })
    }
}
