import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

/// `LinearForm.replacing(_:by:)` and `LinearForm.combining` build their forms in one pass, and
/// `constantAfterReplacing` answers without building one: each must give what the operations
/// they stand in for give (`add`, `*`, `remove`).
@Suite struct LinearFormOnePassTests {
    /// What `replacing` stands for.
    private func reference(_ form: LinearForm, _ term: SymbolTerm, _ replacement: LinearForm) -> LinearForm {
        var next = form
        next.add(term.key, -term.coefficient)
        next.add(replacement, times: term.coefficient)
        return next
    }

    /// A form over a few symbols with small coefficients (some cancelling), from a seed.
    private func form(_ seed: inout SeededNumbers, unknowns: Bool) -> LinearForm {
        func next() -> Int { seed.next() }
        var result = LinearForm(constant: Rational(Int64(next() % 7 - 3), Int64(next() % 3 + 1)))
        for _ in 0..<(next() % 5) {
            let coefficient = Rational(Int64(next() % 5 - 2), Int64(next() % 2 + 1))
            let symbol: Symbol = next() % 3 == 0 ? .input(next() % 3) : .soft(next() % 4)
            result.add(symbol, coefficient)
        }
        if unknowns, next() % 4 == 0 { result.add(.width(next() % 2), .one) }
        return result
    }

    @Test func replacingGivesWhatRemovingAndAddingGive() {
        var seed = SeededNumbers(seed: 7)
        var compared = 0
        var constants = 0
        for _ in 0..<4000 {
            let base = form(&seed, unknowns: true)
            let replacement = form(&seed, unknowns: true)
            for term in base.symbols {
                let expected = reference(base, term, replacement)
                #expect(base.replacing(term, by: replacement) == expected)
                let constant = base.constantAfterReplacing(term, by: replacement)
                #expect(constant == (expected.isConstant ? expected.constant : nil))
                if constant != nil { constants += 1 }
                compared += 1
            }
        }
        // The seeds reach both answers of the constant check, and cancelling terms.
        #expect(compared > 4000)
        #expect(constants > 50)
    }

    @Test func combiningGivesWhatScalingAddingAndRemovingGive() {
        var seed = SeededNumbers(seed: 11)
        var cancelled = 0
        for _ in 0..<4000 {
            let (a, b) = (form(&seed, unknowns: true), form(&seed, unknowns: true))
            for (x, y) in [(Rational.one, Rational.one), (Rational(1, 2), Rational(2, 3)), (Rational(-3, 1), Rational(1, 3))] {
                var expected = a * x
                expected.add(b, times: y)
                expected.remove(.width(0))
                let combined = LinearForm.combining(a, x, b, y, dropping: .width(0))
                #expect(combined == expected)
                if combined.symbols.count < Set(a.symbols.map(\.key) + b.symbols.map(\.key)).count { cancelled += 1 }
            }
        }
        // Some sums cancel to 0 and are left out.
        #expect(cancelled > 100)
    }

    @Test func aTermTheFormDoesNotHaveIsAddedWithTheOppositeSign() {
        let form = LinearForm(symbol: .input(0))
        let absent = SymbolTerm(key: Symbol.input(1), coefficient: Rational(2, 1))
        let replacement = LinearForm(symbol: .input(2))
        #expect(form.replacing(absent, by: replacement) == reference(form, absent, replacement))
    }
}
