import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenDiagnostics
@testable import LayoutGenResolve
@testable import LayoutGenSyntax

/// Lowering of sugar to primitive constraints.
@Suite struct ResolverTests {
    func model(_ source: String) -> (LayoutModel?, [Diagnostic]) {
        let file = SourceFile(path: "T.layout", text: source)
        let diagnostics = DiagnosticCollector()
        let syntax = parseSpec(file, diagnostics: diagnostics)
        let models = resolveSpec(syntax, file: file, diagnostics: diagnostics)
        return (models.first, diagnostics.diagnostics)
    }

    func forms(_ source: String) -> [LinearForm] {
        model(source).0?.constraints.map(\.form) ?? []
    }

    @Test func compoundAttributesLowerPerComponent() {
        let result = forms("layout A {\n view a\n a.size == (64, 48)\n}")
        #expect(result == [LinearForm(.width(0)) - LinearForm(constant: Rational(64)),
                           LinearForm(.height(0)) - LinearForm(constant: Rational(48))])
    }

    @Test func edgesInsetShrinksInward() {
        let result = forms("layout A {\n view a\n a.edges == super.edges.inset(top: 8, trailing: 4)\n}")
        #expect(result.count == 4)
        #expect(result[0] == LinearForm(.top(0)) - LinearForm(constant: Rational(8)))
        #expect(result[1] == LinearForm(.leading(0)))
        #expect(result[2] == LinearForm(.top(0)) + LinearForm(.height(0)) - LinearForm(.containerHeight))
        var trailing = LinearForm(.leading(0)) + LinearForm(.width(0)) - LinearForm(.containerWidth)
        trailing.constant = Rational(4)
        #expect(result[3] == trailing)
    }

    @Test func aScalarIsSpreadOverACompound() {
        let result = forms("layout A {\n view a, b\n b.size == a.width / 4\n}")
        #expect(result == [LinearForm(.width(1)) - LinearForm(.width(0)) * Rational(1, 4),
                           LinearForm(.height(1)) - LinearForm(.width(0)) * Rational(1, 4)])
    }

    @Test func chainsRelateAdjacentPairs() {
        let result = forms("layout A {\n view a, b, c\n a.top == b.top == c.top\n}")
        #expect(result == [LinearForm(.top(0)) - LinearForm(.top(1)), LinearForm(.top(1)) - LinearForm(.top(2))])
    }

    @Test func prioritiesMakePreferencesAndInequalitiesMakeClamps() {
        let (m, _) = model("layout A {\n view a\n a.width == 10 @low\n a.width == 20 @600\n a.width <= 30\n a.width >= 1 @required\n}")
        #expect(m?.constraints.map(\.kind) == [.preference(250), .preference(600), .inequality(isUpper: true), .inequality(isUpper: false)])
    }

    @Test func leadingIsDirectionFreeButLeftIsNot() {
        let (m, _) = model("layout A {\n view a\n a.leading == 10\n a.left == 10\n a.centerX == super.centerX\n}")
        let constraints = m?.constraints ?? []
        #expect(constraints[0].rightToLeftForm == nil)
        #expect(constraints[1].rightToLeftForm != nil)
        #expect(constraints[2].rightToLeftForm == nil)  // the same equation, mirrored
        #expect(m?.isDirectionDependent == true)
    }

    @Test func letsAndInputsBecomeSymbols() {
        let result = forms("layout A {\n input gap = 8\n let twice = gap * 2\n view a\n a.leading == twice + 1\n}")
        var expected = LinearForm(.leading(0))
        expected.add(Symbol.input(0), Rational(-2))
        expected.constant = Rational(-1)
        #expect(result == [expected])
    }

    @Test func childrenOfAContainerViewAreRelativeToIt() {
        let (m, _) = model("layout A {\n view card {\n view inner\n inner.trailing == super.trailing\n }\n}")
        #expect(m?.items.map(\.parent) == [nil, 0])
        #expect(m?.constraints.first?.form == LinearForm(.leading(1)) + LinearForm(.width(1)) - LinearForm(.width(0)))
    }

    @Test func letCannotNameAttributes() {
        let (_, diagnostics) = model("layout A {\n view a\n let x = a.width\n a.width == x\n}")
        #expect(diagnostics.map(\.message) == ["this value must be a known quantity (numbers and inputs only)"])
    }

    @Test func nestedWhenIsReportedNotIgnored() {
        let (_, diagnostics) = model("layout A {\n input x: Bool\n view a\n when x {\n when x {\n a.top == 0\n }\n }\n}")
        #expect(diagnostics.map(\.message) == ["a 'when' inside a 'when' is not supported in this version"])
    }
}
