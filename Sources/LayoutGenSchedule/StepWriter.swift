import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve

/// Writes forms over run-time symbols as `let` steps: each form once, constants folded,
/// reusing earlier steps (one, or two together) where that shortens a form (common
/// subexpressions), at most `maximumTerms` terms per step.
package struct StepWriter {
    package let file: SourceFile
    /// Steps for the analysis only (the programs with ties reversed): no search for an earlier
    /// step to reuse beyond an equal form, and no names or reasons (nothing reads them).
    package let plain: Bool
    package var steps: [Step] = []
    /// The operand that holds each symbol's value.
    var symbolOperands = OrdinalMap<Symbol, Operand>()
    /// The symbols with operands, in the order they were bound.
    var boundSymbols: [Symbol] = []
    /// Symbols whose value is a number known at generation time; forms fold it.
    var symbolConstants = OrdinalMap<Symbol, Rational>()
    /// Forms already held by an operand (for reuse), and the operands' forms.
    var operandOf: [LinearForm: Operand] = [:]
    var formOf: [Operand: LinearForm] = [:]
    /// Known forms containing each symbol, in emission order.
    var formsWithSymbol = OrdinalMap<Symbol, [LinearForm]>()
    /// Step names in use, and the names of the generated function's parameters.
    var usedNames: Set<String> = []

    /// A writer whose steps may read the layout's inputs and safe-area insets; `expectedSteps`
    /// reserves room.
    package init(file: SourceFile, inputs: [Input], expectedSteps: Int, plain: Bool = false) {
        self.file = file
        self.plain = plain
        operandOf.reserveCapacity(expectedSteps)
        formOf.reserveCapacity(expectedSteps)
        usedNames.reserveCapacity(expectedSteps)
        for (i, input) in inputs.enumerated() {
            bind(.input(i), to: .parameter(.input(i)))
            usedNames.insert(input.name)
        }
        for edge in 0..<4 { bind(.safeArea(edge), to: .parameter(.safeArea(edge))) }
        usedNames.formUnion(["size", "hidden", "safeAreaInsets", "rightToLeft", "scale", "measure"])
    }

    /// Terms per step at most (the Swift type checker is quick on short expressions).
    static let maximumTerms = 6

    /// Records that `operand` holds the value of `symbol`.
    mutating func bind(_ symbol: Symbol, to operand: Operand) {
        symbolOperands[symbol] = operand
        boundSymbols.append(symbol)
        remember(LinearForm(symbol: symbol), operand)
    }

    /// Records that `symbol` is a number known at generation time; forms fold it.
    mutating func bind(_ symbol: Symbol, toConstant value: Rational) {
        symbolConstants[symbol] = value
        symbolOperands[symbol] = .constant(value.doubleValue)
        boundSymbols.append(symbol)
    }

    /// An operand holding `form` (a form over symbols): a constant, an existing value, or a new
    /// `let` step that reuses earlier steps when that makes it shorter (and, unless `factored`,
    /// applies a divisor its terms share once).
    package mutating func operand(
        for given: LinearForm, name: String, source: SourceRange, subject: StepSubject = .intermediate,
        factored: Bool = false
    ) -> Operand {
        var form = given
        for term in given.symbols {
            guard let value = symbolConstants[term.key] else { continue }
            form.add(term.key, -term.coefficient)
            form.constant = form.constant + term.coefficient * value
        }
        if form.isConstant { return .constant(form.constant.doubleValue) }
        if let existing = operandOf[form] { return existing }
        var remaining = form
        var reused: [AffineTerm] = []
        // Each reuse (or pair of reuses) makes the form cheaper; the bound keeps a pathological
        // form from trading reuses for ever.
        while !plain, reused.count < 16, let (known, factor) = bestReuse(for: remaining) {
            reused.append(AffineTerm(operandOf[known]!, factor))
            remaining.add(known, times: -factor)
        }
        var terms = reused + remaining.symbols.map { AffineTerm(symbolOperands[$0.key]!, $0.coefficient) }
        // A divisor every term shares is applied once: `(a - b - c) / 11` costs one division
        // where `a / 11 - b / 11 - c / 11` costs three, `(a - b - c) * 0.5` one multiplication.
        if !factored, terms.count > 1, let d = terms.first?.denominator, d > 1,
            terms.allSatisfy({ $0.denominator == d })
        {
            let scaled = form * Rational(d, 1)
            if !scaled.hasOverflow {
                let sum = operand(for: scaled, name: name + "Sum", source: source, factored: true)
                return operand(
                    forTerms: [AffineTerm(sum, Rational(1, d))], constant: .zero, form: form, name: name,
                    source: source, subject: subject)
            }
        }
        var constant = remaining.constant
        // Terms that share a divisor other than a power of two are summed, and the sum divided
        // once: `(a - b) / 3 + c` is exact where `a - b` is a multiple of 3, where
        // `a / 3 - b / 3 + c` leaves a last bit (a fitted width of 931.9999999999999, at
        // which a label 900 wide wraps).
        if !factored, let d = Self.sharedDivisor(of: terms, constant) {
            // The sum's form: each term's operand's form (a reused step's with its constant).
            var group = LinearForm()
            for t in terms where t.denominator == d { group.add(formOf[t.operand]!, times: Rational(t.numerator, 1)) }
            let takesConstant = constant.denominator == d
            if takesConstant { group.constant = group.constant + constant * Rational(d, 1) }
            if !group.hasOverflow {
                let sum = operand(for: group, name: name + "Sum", source: source, factored: true)
                terms = [AffineTerm(sum, Rational(1, d))] + terms.filter { $0.denominator != d }
                if takesConstant { constant = .zero }
            }
        }
        // Added terms first: `size.width - inset * 2` reads better than `-inset * 2 + size.width`.
        terms = terms.filter { !$0.isNegative } + terms.filter(\.isNegative)
        while terms.count > Self.maximumTerms {
            let head = Array(terms.prefix(Self.maximumTerms - 1))
            var headForm = LinearForm()
            for t in head { headForm.add(formOf[t.operand]!, times: Rational(t.numerator, t.denominator)) }
            let part = operand(forTerms: head, constant: .zero, form: headForm, name: name + "Part", source: source)
            terms = [AffineTerm(part, .one)] + terms.dropFirst(head.count)
        }
        return operand(forTerms: terms, constant: constant, form: form, name: name, source: source, subject: subject)
    }

    /// The divisor other than a power of two that the most of `terms` and `constant` share, at
    /// least two of them; nil where there is none.
    private static func sharedDivisor(of terms: [AffineTerm], _ constant: Rational) -> Int64? {
        var counts: [Int64: Int] = [:]
        for d in terms.map(\.denominator) + [constant.denominator] where Rational(1, d).needsDivision {
            counts[d, default: 0] += 1
        }
        return counts.filter { $0.value > 1 }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    private mutating func operand(
        forTerms terms: [AffineTerm], constant: Rational, form: LinearForm, name: String, source: SourceRange,
        subject: StepSubject = .intermediate
    ) -> Operand {
        if let existing = operandOf[form] { return existing }
        if terms.count == 1, constant.isZero, terms[0].numerator == 1, terms[0].denominator == 1 {
            return terms[0].operand
        }
        let file = self.file
        let index = append(
            name, .affine(terms, constant: constant.doubleValue), source, reason: file.text(of: source), subject: subject)
        remember(form, .value(index))
        return .value(index)
    }

    private mutating func remember(_ form: LinearForm, _ operand: Operand) {
        guard operandOf[form] == nil else { return }
        operandOf[form] = operand
        formOf[operand] = form
        // A plain program reuses only equal forms (`bestReuse` is not asked).
        if plain { return }
        for s in form.symbols { formsWithSymbol.modify(s.key, default: []) { $0.append(form) } }
    }

    /// Appends a step with a unique name; returns its index.
    package mutating func append(
        _ name: String, _ operation: Operation, _ source: SourceRange, reason: @autoclosure () -> String,
        subject: StepSubject = .intermediate, boundSources: [SourceRange] = []
    ) -> Int {
        if plain {
            steps.append(Step(name: "", operation: operation, source: source, reason: "", subject: subject))
            return steps.count - 1
        }
        var unique = name
        var n = 2
        while usedNames.contains(unique) {
            unique = name + "\(n)"
            n += 1
        }
        usedNames.insert(unique)
        steps.append(
            Step(
                name: unique, operation: operation, source: source, reason: reason(), subject: subject,
                boundSources: boundSources))
        return steps.count - 1
    }
}
