import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

/// The solver's run-time values: canonical `min` and `max`, made once each.
@Suite struct RuntimeValuesTests {
    static let w = LinearForm(symbol: .givenWidth)
    static func constant(_ value: Int) -> LinearForm { LinearForm(constant: Rational(value)) }

    @Test func theSameCallIsTheSameSymbol() {
        var values = RuntimeValues()
        let m = values.measured(item: 0, isWidth: true)
        let one = values.minimum([m, Self.w - Self.constant(90)])
        let two = values.minimum([Self.w - Self.constant(90), m])
        #expect(one == two)
        #expect(values.values.count == 2)
    }

    @Test func dominatedArgumentsAndNestingFold() {
        var values = RuntimeValues()
        let m = values.measured(item: 0, isWidth: true)
        // A measured answer is never below 0: max(0, m + 24) is m + 24.
        #expect(values.maximum([Self.constant(0), m + Self.constant(24)]) == m + Self.constant(24))
        #expect(values.maximum([Self.constant(3), Self.constant(7)]) == Self.constant(7))
        #expect(values.minimum([]) == nil)
        // min(m, W) is never above m: max(m, min(m, W)) is m.
        let small = values.minimum([m, Self.w])!
        #expect(values.maximum([m, small]) == m)
        // min(min(m, W), 10) is min(m, W, 10).
        let nested = values.minimum([small, Self.constant(10)])!
        #expect(values.value(of: nested.symbols[0].key) == .minimum([Self.constant(10), m, Self.w].sorted(by: RuntimeValues.precedes)))
    }

    /// Three forms of one value, `max(92, x + 59.75)`, whose equalities the proofs show one way
    /// only: each dominated another in a cycle and all were dropped, a `min` of no arguments
    /// (soft oracle seed 2392623 crashed). One stays.
    @Test(arguments: [LinearForm(symbol: .input(0)), LinearForm(symbol: .givenWidth)])
    func equalArgumentsInACycleKeepOne(x: LinearForm) {
        var values = RuntimeValues()
        func number(_ n: Int64, _ d: Int64) -> LinearForm { LinearForm(constant: Rational(n, d)) }
        let s7 = values.maximum([number(169, 2), x * Rational(1, 2) + number(209, 4)])!
        let s9 = values.maximum([number(133, 4), x * Rational(1, 4) + number(137, 8)])!
        let s6 = values.maximum([number(165, 2), x * Rational(1, 2) + number(201, 4)])!
        let forms = [s7 + number(15, 2), s9 * Rational(2) + number(51, 2), s6 * Rational(2) - s9 * Rational(2) - number(13, 2)]
        let value = values.minimum(forms)!
        // One of the three (they are equal), or a `min` of some of them; never of none.
        var arguments = [value]
        if let made = values.value(of: value.symbols[0].key), case .minimum(let kept) = made { arguments = kept }
        #expect(!arguments.isEmpty)
        #expect(arguments.allSatisfy(forms.contains))
    }

    @Test func unprovenOrdersStay() {
        var values = RuntimeValues()
        let input = LinearForm(symbol: .input(0))
        let value = values.maximum([input, Self.constant(0)])!
        #expect(value.symbols.count == 1)
        let inputShown = values.provesNonNegative(input)
        let differenceShown = values.provesNonNegative(value - input)
        #expect(!inputShown)
        #expect(differenceShown)
    }

    /// Every value is evaluated at four points the proof allows: a form below 0 at one of them
    /// is not shown without a search, and a true one is still proved (the points only refute).
    @Test func thePointsRefuteOnlyWhatIsFalseSomewhere() {
        var values = RuntimeValues()
        let m = values.measured(item: 0, isWidth: true)
        let small = values.minimum([m, Self.w])!
        // m - min(m, W) is never below 0; min(m, W) - m is below 0 wherever W < m.
        #expect(!values.isNegativeSomewhere(m - small))
        #expect(values.isNegativeSomewhere(small - m))
        let proved = values.provesNonNegative(m - small)
        let refuted = values.provesNonNegative(small - m)
        #expect(proved && !refuted)
        // The points keep the proof's own facts: a measured answer and a given extent (with
        // `given`) at least 0, a shown flag 0 or 1.
        let shown = LinearForm(symbol: .shown(0))
        #expect(!values.isNegativeSomewhere(m))
        #expect(!values.isNegativeSomewhere(Self.w))
        #expect(!values.isNegativeSomewhere(shown) && !values.isNegativeSomewhere(Self.constant(1) - shown))
        #expect(values.isNegativeSomewhere(LinearForm(symbol: .input(0))))
        // A form whose arithmetic overflowed has no value at the points: never refuted.
        let overflowed = LinearForm(constant: Rational(Int64.max, 1)) + Self.constant(1) - m
        #expect(overflowed.hasOverflow)
        #expect(!values.isNegativeSomewhere(overflowed))
    }
}
