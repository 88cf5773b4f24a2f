import Testing

@testable import LayoutGenCore

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
}
