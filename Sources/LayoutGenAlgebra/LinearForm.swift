/// `Σ cᵢ·xᵢ + Σ dⱼ·sⱼ + k`: an affine form over unknowns `x` and run-time symbols `s`, with
/// exact coefficients. Terms are kept sorted and without zero coefficients, so equal forms
/// compare equal.
public struct LinearForm: Hashable, Sendable, CustomStringConvertible {
    /// Unknowns with non-zero coefficients, sorted by variable.
    public private(set) var terms: [VariableTerm]
    /// Run-time symbols with non-zero coefficients, sorted.
    public private(set) var symbols: [SymbolTerm]
    /// The constant term.
    public var constant: Rational

    public init(constant: Rational = .zero) {
        self.terms = []
        self.symbols = []
        self.constant = constant
    }

    public init(_ variable: Variable, _ coefficient: Rational = .one) {
        self.terms = coefficient.isZero ? [] : [VariableTerm(key: variable, coefficient: coefficient)]
        self.symbols = []
        self.constant = .zero
    }

    public init(symbol: Symbol) {
        self.terms = []
        self.symbols = [SymbolTerm(key: symbol, coefficient: .one)]
        self.constant = .zero
    }

    /// Whether the form has no unknowns.
    public var isKnown: Bool { terms.isEmpty }
    /// Whether the form is a plain number.
    public var isConstant: Bool { terms.isEmpty && symbols.isEmpty }
    /// Whether any coefficient overflowed.
    public var hasOverflow: Bool {
        // Index loops: a closure costs a call per term unoptimised, and an array's iterator
        // type metadata at each step.
        if constant.isOverflow { return true }
        for k in 0..<terms.count where terms[k].coefficient.isOverflow { return true }
        for k in 0..<symbols.count where symbols[k].coefficient.isOverflow { return true }
        return false
    }

    /// The coefficient of `variable` (zero when absent).
    public func coefficient(of variable: Variable) -> Rational {
        SortedTerms.find(variable, in: terms).map { terms[$0].coefficient } ?? .zero
    }

    /// The coefficient of `symbol` (zero when absent).
    public func coefficient(of symbol: Symbol) -> Rational {
        SortedTerms.find(symbol, in: symbols).map { symbols[$0].coefficient } ?? .zero
    }

    /// Adds `coefficient · variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Rational) {
        SortedTerms.merge(&terms, adding: VariableTerm(key: variable, coefficient: coefficient))
    }

    /// Adds `coefficient · symbol`.
    public mutating func add(_ symbol: Symbol, _ coefficient: Rational) {
        SortedTerms.merge(&symbols, adding: SymbolTerm(key: symbol, coefficient: coefficient))
    }

    /// Adds `factor · other`.
    public mutating func add(_ other: LinearForm, times factor: Rational = .one) {
        SortedTerms.merge(&terms, other.terms, times: factor)
        SortedTerms.merge(&symbols, other.symbols, times: factor)
        constant = constant + other.constant * factor
    }

    /// `factor · (self without its unknowns)`: what `(self - unknowns) * factor` gives,
    /// without the intermediate form.
    package func knownPart(times factor: Rational) -> LinearForm {
        var result = LinearForm(constant: constant * factor)
        // An index loop, not `compactMap`: cheaper unoptimised, where the generator often runs.
        result.symbols.reserveCapacity(symbols.count)
        for k in 0..<symbols.count {
            let coefficient = symbols[k].coefficient * factor
            if !coefficient.isZero { result.symbols.append(symbols[k].with(coefficient: coefficient)) }
        }
        return result
    }

    /// Removes the unknown's term and returns its coefficient.
    @discardableResult
    public mutating func remove(_ variable: Variable) -> Rational {
        guard let i = SortedTerms.find(variable, in: terms) else { return .zero }
        return terms.remove(at: i).coefficient
    }

    public static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        var r = a
        r.add(b)
        return r
    }

    public static func - (a: LinearForm, b: LinearForm) -> LinearForm {
        var r = a
        r.add(b, times: -.one)
        return r
    }

    public static func * (a: LinearForm, k: Rational) -> LinearForm {
        if k == .one { return a }
        if k.isZero { return LinearForm() }
        // A non-zero factor keeps every term (exact products of non-zero numbers are not zero).
        var r = LinearForm(constant: a.constant * k)
        r.terms = a.terms.map { $0.with(coefficient: $0.coefficient * k) }
        r.symbols = a.symbols.map { $0.with(coefficient: $0.coefficient * k) }
        return r
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.key)" }
        parts += symbols.map { "\($0.coefficient)*\($0.key)" }
        if !constant.isZero || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

extension LinearForm {
    /// One word per term, its key and coefficient mixed (the synthesized hash combines three):
    /// forms key the solver's caches, and hashing them took a tenth of its time. Equality is
    /// the synthesized one.
    /// The terms are folded into one word first (`Hasher.combine` is a generic call each,
    /// unoptimised).
    public func hash(into hasher: inout Hasher) {
        var word = terms.count &+ symbols.count &<< 32
        for k in 0..<terms.count { word = (word &<< 5 | word &>> 59) ^ Self.mix(terms[k].order, terms[k].coefficient) }
        for k in 0..<symbols.count {
            word = (word &<< 5 | word &>> 59) ^ Self.mix(symbols[k].order, symbols[k].coefficient)
        }
        hasher.combine(word ^ Self.mix(0, constant))
    }

    private static func mix(_ key: Int, _ coefficient: Rational) -> Int {
        key &* 0x1E37_79B9_7F4A_7C15 ^ Int(coefficient.numerator) &* 0x2545_F491_4F6C_DD1D ^ Int(coefficient.denominator)
    }
}

extension LinearForm {
    /// The form with `term`'s symbol replaced by `replacement` (a `min`/`max` by one of its
    /// arguments).
    package func replacing(_ term: SymbolTerm, by replacement: LinearForm) -> LinearForm {
        var next = self
        guard canReplaceInOnePass(term) else {
            next.add(term.key, -term.coefficient)
            next.add(replacement, times: term.coefficient)
            return next
        }
        // What removing the term and then adding `c · replacement` gives, in one pass into a
        // new list (the proof search makes many such forms, most of them once).
        SortedTerms.merge(&next.terms, replacement.terms, times: term.coefficient)
        next.constant = constant + replacement.constant * term.coefficient
        var merged: [SymbolTerm] = []
        merged.reserveCapacity(symbols.count + replacement.symbols.count)
        SortedTerms.forEachCombined(symbols, .one, replacement.symbols, term.coefficient, less: (term.key, term.coefficient)) {
            merged.append($0.with(coefficient: $1))
            return true
        }
        next.symbols = merged
        return next
    }

    /// The number `replacing(term, by: replacement)` is, without making the form; nil where a
    /// symbol or an unknown is left.
    package func constantAfterReplacing(_ term: SymbolTerm, by replacement: LinearForm) -> Rational? {
        guard canReplaceInOnePass(term), terms.isEmpty, replacement.terms.isEmpty else {
            let form = replacing(term, by: replacement)
            return form.isConstant ? form.constant : nil
        }
        var isConstant = true
        SortedTerms.forEachCombined(symbols, .one, replacement.symbols, term.coefficient, less: (term.key, term.coefficient)) {
            _, _ in
            isConstant = false
            return false
        }
        return isConstant ? constant + replacement.constant * term.coefficient : nil
    }

    /// `a·x + b·y` without the unknown `dropped`, as scaling `a`, adding `b·y` and removing
    /// `dropped` give it, in one pass into new lists (an elimination's combination of two rows).
    package static func combining(_ a: LinearForm, _ x: Rational, _ b: LinearForm, _ y: Rational, dropping dropped: Variable)
        -> LinearForm
    {
        var result = LinearForm(constant: a.constant * x + b.constant * y)
        result.terms = SortedTerms.combining(a.terms, x, b.terms, y, dropping: dropped)
        result.symbols = SortedTerms.combining(a.symbols, x, b.symbols, y, dropping: nil)
        return result
    }

    /// Whether `term` is one of the form's own, with a coefficient that did not overflow.
    private func canReplaceInOnePass(_ term: SymbolTerm) -> Bool {
        !term.coefficient.isOverflow && SortedTerms.find(term.key, in: symbols) != nil
    }
}
