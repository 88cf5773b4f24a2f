import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

/// `AffineForm`'s arithmetic (a merge of two sorted lists of terms) must be that of a plain map
/// from unknown to coefficient.
@Suite struct AffineFormTests {
    /// A form as a map, the reference.
    private struct Reference: Equatable {
        var coefficients: [Int: Rational] = [:]
        var constant = Rational.zero

        mutating func add(_ other: Reference, times factor: Rational) {
            constant = constant + factor * other.constant
            for (j, c) in other.coefficients {
                let sum = (coefficients[j] ?? .zero) + c * factor
                coefficients[j] = sum.isZero ? nil : sum
            }
        }

        func form() -> AffineForm {
            var result = AffineForm(constant: constant)
            for (j, c) in coefficients { result.add(AffineForm(unknown: j), times: c) }
            return result
        }
    }

    /// A form of 0 to 9 terms over 12 unknowns with small coefficients (some cancel when added).
    private func reference(_ seed: inout SeededNumbers) -> Reference {
        func next() -> Int { seed.next() }
        var result = Reference(constant: Rational(Int64(next() % 7 - 3), Int64(next() % 3 + 1)))
        for _ in 0..<(next() % 10) {
            let c = Rational(Int64(next() % 5 - 2), Int64(next() % 2 + 1))
            if !c.isZero { result.coefficients[next() % 12] = c }
        }
        return result
    }

    private func matches(_ form: AffineForm, _ reference: Reference) -> Bool {
        let keys = form.terms.map(\.key)
        return form.constant == reference.constant && keys == keys.sorted() && Set(keys).count == keys.count
            && form.terms.count == reference.coefficients.count
            && form.terms.allSatisfy { reference.coefficients[$0.key] == $0.coefficient }
            && (0..<12).allSatisfy { form.coefficient($0) == reference.coefficients[$0] ?? .zero }
    }

    @Test func arithmeticIsThatOfAMap() {
        var seed = SeededNumbers(seed: 5)
        var cancelled = 0
        let point = (0..<12).map { Rational($0 * 3 - 7) }
        for _ in 0..<4000 {
            let (a, b) = (reference(&seed), reference(&seed))
            let (fa, fb) = (a.form(), b.form())
            #expect(matches(fa, a))
            for factor in [Rational.one, -.one, Rational(2, 3)] {
                var expected = a
                expected.add(b, times: factor)
                var sum = fa
                sum.add(fb, times: factor)
                #expect(matches(sum, expected))
                // Equal forms, however made, are equal and hash alike.
                #expect(sum == expected.form())
                #expect(sum.hashValue == expected.form().hashValue)
                let value = expected.coefficients.reduce(expected.constant) { $0 + $1.value * point[$1.key] }
                #expect(sum.value(at: point) == value)
                if sum.terms.count < Set(fa.terms.map(\.key) + fb.terms.map(\.key)).count { cancelled += 1 }
            }
            #expect(matches(fa - fb, { var r = a; r.add(b, times: -.one); return r }()))
            #expect(matches(-fa, { var r = Reference(); r.add(a, times: -.one); return r }()))
            #expect((fa == fb) == (a == b))
        }
        // The seeds make terms cancel.
        #expect(cancelled > 500)
    }
}
