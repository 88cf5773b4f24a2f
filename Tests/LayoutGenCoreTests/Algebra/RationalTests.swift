import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

@Suite struct RationalTests {
    @Test func decimalsAreExact() {
        #expect(Rational(decimal: "0.1") == Rational(1, 10))
        #expect(Rational(decimal: "12") == Rational(12, 1))
        #expect(Rational(decimal: "1e3") == Rational(1000, 1))
        #expect(Rational(decimal: "2.5e-1") == Rational(1, 4))
        #expect(Rational(decimal: "abc") == nil)
        #expect(Rational(decimal: "1e400") == nil)
    }

    @Test func arithmeticReduces() {
        let third = Rational(1, 3)
        #expect(third + third + third == .one)
        #expect(Rational(2, 4) == Rational(1, 2))
        #expect(Rational(1, -2) == -Rational(1, 2))
        #expect(third * Rational(3, 1) == .one)
        #expect(Rational(1, 2) / Rational(1, 4) == Rational(2, 1))
        #expect(Rational(1, 3) < Rational(1, 2))
    }

    /// `<`, `>`, `<=` and `>=` (each written out) order values given in increasing order, with
    /// equal and different denominators, negative values, and products past 64 bits.
    @Test func comparisonsOrderExactly() {
        let max = Int64.max
        let increasing = [
            Rational(-max, 1), Rational(-max + 1, 2), Rational(-3, 2), Rational(-1, 2), Rational(-1, 3), .zero,
            Rational(1, max), Rational(1, 3), Rational(1, 2), Rational(max - 2, max - 1), Rational(max - 1, max),
            .one, Rational(3, 2), Rational(max / 2, 3), Rational(max - 1, 2), Rational(max, 1),
        ]
        for i in increasing.indices {
            for j in increasing.indices {
                let (a, b) = (increasing[i], increasing[j])
                #expect((a < b) == (i < j), "\(a) < \(b)")
                #expect((a > b) == (i > j), "\(a) > \(b)")
                #expect((a <= b) == (i <= j), "\(a) <= \(b)")
                #expect((a >= b) == (i >= j), "\(a) >= \(b)")
            }
        }
    }

    @Test func overflowIsStickyNotATrap() {
        let big = Rational(Int64.max / 2, 1)
        let sum = big + big + big
        #expect(sum.isOverflow)
        #expect((sum * .one).isOverflow)
        #expect((Rational(1, 1) / .zero).isOverflow)
    }
}
