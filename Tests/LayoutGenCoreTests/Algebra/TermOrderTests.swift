import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

/// A term's `order` orders as its key does, so that sorted terms may be merged and searched by
/// the integers alone.
@Suite struct TermOrderTests {
    @Test func symbolTermsOrderAsTheirSymbols() {
        let symbols: [Symbol] = [
            .shown(2), .input(3), .soft(0), .givenHeight, .extremum(1), .safeArea(3), .input(0), .branchConstant(1),
            .lastBaselineDepth(4), .givenWidth, .firstBaseline(0), .soft(12),
        ]
        let terms = symbols.map { SymbolTerm(key: $0, coefficient: .one) }
        #expect(terms.sorted { $0.order < $1.order }.map(\.key) == symbols.sorted())
        #expect(terms.allSatisfy { $0.with(coefficient: Rational(3)).order == $0.order })
    }

    @Test func variableTermsOrderAsTheirVariables() {
        let variables: [Variable] = [
            .height(1), .containerWidth, .leading(3), .flexible(0), .top(0), .contentWidth(2), .width(0),
            .containerHeight, .leading(0),
        ]
        let terms = variables.map { VariableTerm(key: $0, coefficient: .one) }
        #expect(terms.sorted { $0.order < $1.order }.map(\.key) == variables.sorted())
    }

    @Test func formsBuiltInAnyOrderAreEqual() {
        var a = LinearForm()
        a.add(.soft(2), Rational(3))
        a.add(.input(1), Rational(-1))
        a.add(.width(4), .one)
        var b = LinearForm(.width(4))
        b.add(.input(1), Rational(-1))
        b.add(.soft(2), Rational(3))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.add(.soft(2), Rational(-3))
        #expect(b.symbols.map(\.key) == [.input(1)])
    }
}
