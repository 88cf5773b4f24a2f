import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

@Suite struct EliminationBasisTests {
    let x = Variable.leading(0)
    let w = Variable.width(0)

    func basis() -> EliminationBasis { EliminationBasis { $0 == .leading(0) ? 1 : 0 } }

    func form(_ terms: [(Variable, Int)], _ constant: Int = 0) -> LinearForm {
        var f = LinearForm(constant: Rational(constant))
        for (v, c) in terms { f.add(v, Rational(c)) }
        return f
    }

    @Test func determinedAfterTwoIndependentRows() {
        var b = basis()
        _ = b.add(form([(x, 1)], -10), source: 0)  // x == 10
        _ = b.add(form([(x, 1), (w, 1)], -50), source: 1)  // x + w == 50
        #expect(b.value(of: x) == LinearForm(constant: Rational(10)))
        #expect(b.value(of: w) == LinearForm(constant: Rational(40)))
    }

    /// `x - w - 82 == 0` (source 21) decides `x` (preferred); `x == 375` (source 99) then pins
    /// `w`, which it reads only through that row: cited to the row's source, or to its own.
    @Test func aPivotBroughtInByARowCanCiteThatRow() {
        for citing in [true, false] {
            var b = basis()
            _ = b.add(form([(x, 1), (w, -1)], -82), source: 21)
            guard case .pivot(let pivot) = b.add(form([(x, 1)], -375), source: 99, citingWhatBroughtIn: citing) else {
                Issue.record("expected a pivot")
                return
            }
            #expect(pivot == w)
            #expect(b.value(of: w) == LinearForm(constant: Rational(293)))
            #expect(b.decidedBy[w] == (citing ? 21 : 99))
            #expect(b.decidedBy[x] == 21)
        }
    }

    @Test func redundantRowReducesToZeroWithItsProvenance() {
        var b = basis()
        _ = b.add(form([(x, 1)], -10), source: 0)
        _ = b.add(form([(w, 1)], -40), source: 1)
        guard case .dependent(let residual, let provenance) = b.add(form([(x, 1), (w, 1)], -50), source: 2) else {
            Issue.record("expected a dependent row")
            return
        }
        #expect(residual.isConstant && residual.constant.isZero)
        #expect(provenance.members == [0, 1, 2])
    }

    @Test func conflictingRowLeavesANonZeroResidual() {
        var b = basis()
        _ = b.add(form([(x, 2)], -10), source: 0)
        guard case .dependent(let residual, _) = b.add(form([(x, 1)], -7), source: 1) else {
            Issue.record("expected a dependent row")
            return
        }
        #expect(residual.constant == Rational(-2))
    }

    @Test func symbolsStayOnTheRightHandSide() {
        var b = basis()
        var row = form([(x, 1)])
        row.add(Symbol.input(0), -.one)  // x == in0
        _ = b.add(row, source: 0)
        _ = b.add(form([(w, 3)], -6), source: 1)  // 3w == 6
        var expected = LinearForm(symbol: .input(0))
        expected.constant = .zero
        #expect(b.value(of: x) == expected)
        #expect(b.value(of: w) == LinearForm(constant: Rational(2)))
    }

    @Test func underDeterminedVariableHasNoValue() {
        var b = basis()
        _ = b.add(form([(x, 1), (w, -1)]), source: 0)
        #expect(b.value(of: x) == nil)
        #expect(b.value(of: w) == nil)
    }
}
