/// A value the solver introduces, computed at run time from values before it: the symbol
/// `.soft(k)` is the value at index `k` of `RuntimeValues`.
enum RuntimeValue: Hashable {
    /// `min` of at least two forms over earlier symbols, in canonical order.
    case minimum([LinearForm])
    /// `max` of at least two forms over earlier symbols, in canonical order.
    case maximum([LinearForm])
    /// One axis of a measured view's answer (never below 0: a negative or NaN answer counts
    /// as 0).
    case measured(item: Int, isWidth: Bool)
}

/// The solver's run-time values, each made once (the same `min` or `max` of the same forms is
/// the same symbol), in the order they were made: each reads only symbols made before it,
/// parameters and the spec's own `min`/`max` values.
///
/// `min` and `max` are kept in a canonical form, so that two bounds can be compared by their
/// forms: nested calls of the same function are flattened, duplicates removed, an argument
/// that another argument provably dominates for every run-time value is dropped
/// (`provesNonNegative`), a call with one argument left is that argument, and constants fold.
struct RuntimeValues {
    /// The values, by symbol index.
    private(set) var values: [RuntimeValue] = []
    /// The index of each value.
    private var index: [RuntimeValue: Int] = [:]
    /// Per value, the symbols that are not the solver's (parameters, the spec's `min`/`max`)
    /// that its definition reads, directly or through other values.
    private var supports: [Set<Symbol>] = []
    /// What `provesNonNegative` found for each form it was asked about.
    private var proofs: [ProofKey: Proof] = [:]
    /// What `maximum` and `minimum` gave for each list of arguments.
    private var calls: [CallKey: LinearForm?] = [:]

    private struct CallKey: Hashable {
        var arguments: [LinearForm]
        var isMinimum: Bool
    }

    /// The symbol of a measured view's answer along one axis.
    mutating func measured(item: Int, isWidth: Bool) -> LinearForm {
        LinearForm(symbol: .soft(intern(.measured(item: item, isWidth: isWidth))))
    }

    /// `max(arguments)` in canonical form; nil when there are no arguments (no lower bound).
    mutating func maximum(_ arguments: [LinearForm]) -> LinearForm? {
        extremum(arguments, isMinimum: false)
    }

    /// `min(arguments)` in canonical form; nil when there are no arguments (no upper bound).
    mutating func minimum(_ arguments: [LinearForm]) -> LinearForm? {
        extremum(arguments, isMinimum: true)
    }

    /// The value of a symbol, when the solver made it.
    func value(of symbol: Symbol) -> RuntimeValue? {
        if case .soft(let k) = symbol, k < values.count { return values[k] }
        return nil
    }

    private mutating func extremum(_ arguments: [LinearForm], isMinimum: Bool) -> LinearForm? {
        // The common cases, without the canonical form's search: one argument (every copy of
        // it), and plain numbers.
        guard let first = arguments.first else { return nil }
        if arguments.allSatisfy({ $0 == first }) { return first }
        if arguments.allSatisfy(\.isConstant) {
            let constants = arguments.map(\.constant)
            return LinearForm(constant: (isMinimum ? constants.min() : constants.max())!)
        }
        let key = CallKey(arguments: arguments, isMinimum: isMinimum)
        if let known = calls[key] { return known }
        let result = makeExtremum(arguments, isMinimum: isMinimum)
        calls[key] = result
        return result
    }

    private mutating func makeExtremum(_ arguments: [LinearForm], isMinimum: Bool) -> LinearForm? {
        // STEP 1: flatten nested calls of the same function, drop duplicates.
        var flat: [LinearForm] = []
        for argument in arguments {
            let inner = nestedArguments(of: argument, isMinimum: isMinimum) ?? [argument]
            for form in inner where !flat.contains(form) { flat.append(form) }
        }
        guard !flat.isEmpty else { return nil }
        // STEP 2: drop the arguments another one dominates (for a min: is provably at least).
        var kept: [LinearForm] = []
        for (i, candidate) in flat.enumerated() {
            let dominated = flat.indices.contains { j in
                guard j != i else { return false }
                let difference = isMinimum ? candidate - flat[j] : flat[j] - candidate
                // Of two arguments that dominate each other (equal for every value), the first stays.
                guard provesNonNegative(difference) else { return false }
                let reverse = isMinimum ? flat[j] - candidate : candidate - flat[j]
                return !provesNonNegative(reverse) || j < i
            }
            if !dominated { kept.append(candidate) }
        }
        // STEP 3: one argument is the value; constants fold into one.
        let constants = kept.filter(\.isConstant).map(\.constant)
        var forms = kept.filter { !$0.isConstant }
        if let folded = constants.min(by: { isMinimum ? $0 < $1 : $1 < $0 }) {
            forms.append(LinearForm(constant: folded))
        }
        if forms.count == 1 { return forms[0] }
        forms.sort(by: Self.precedes)
        let value: RuntimeValue = isMinimum ? .minimum(forms) : .maximum(forms)
        return LinearForm(symbol: .soft(intern(value)))
    }

    /// The arguments of a form that is exactly a value of the same function.
    private func nestedArguments(of form: LinearForm, isMinimum: Bool) -> [LinearForm]? {
        guard form.isKnown, form.constant.isZero, form.symbols.count == 1, form.symbols[0].coefficient == .one,
            let value = value(of: form.symbols[0].key)
        else { return nil }
        switch value {
        case .minimum(let arguments) where isMinimum: return arguments
        case .maximum(let arguments) where !isMinimum: return arguments
        default: return nil
        }
    }

    private mutating func intern(_ value: RuntimeValue) -> Int {
        if let k = index[value] { return k }
        index[value] = values.count
        values.append(value)
        var support = Set<Symbol>()
        switch value {
        case .minimum(let arguments), .maximum(let arguments):
            for term in arguments.flatMap(\.symbols) {
                if case .soft(let k) = term.key { support.formUnion(supports[k]) } else { support.insert(term.key) }
            }
        case .measured: break
        }
        supports.append(support)
        return values.count - 1
    }

    /// A total order on forms (symbols by key then coefficient, then the constant), so that
    /// the arguments of a value are in the same order however they were found.
    static func precedes(_ a: LinearForm, _ b: LinearForm) -> Bool {
        for (x, y) in zip(a.symbols, b.symbols) {
            if x.key != y.key { return x.key < y.key }
            if x.coefficient != y.coefficient { return x.coefficient < y.coefficient }
        }
        if a.symbols.count != b.symbols.count { return a.symbols.count < b.symbols.count }
        return a.constant < b.constant
    }
}

extension RuntimeValues {
    /// What the search for a proof that a form is never below 0 found.
    enum Proof {
        case proved
        /// No proof within the search's reach: the form may be below 0 for some values.
        case notShown
        /// The search stopped at its budget before it found one.
        case budgetSpent
    }

    /// Whether `form >= 0` for every run-time value, as far as the values' definitions show.
    /// A term `c·v` with `v = min(aᵢ)` and `c > 0` (or `v = max(aᵢ)` and `c < 0`) holds for
    /// every argument or not at all, so each argument is tried in turn and all must succeed;
    /// a term `c·v` with `v = max(aᵢ)` and `c > 0` (or `min` and `c < 0`) is at least (at
    /// most) `c·aᵢ` for each argument, so one that succeeds is enough; a measured answer is at
    /// least 0 and a shown flag is 0 or 1. Sound, not complete (the search has a budget): false
    /// means "not shown". It holds for every value of the parameters, which callers may pass
    /// negative: what it proves simplifies the generated arithmetic.
    mutating func provesNonNegative(_ form: LinearForm) -> Bool {
        proveNonNegative(form, givenSizesNonNegative: false) == .proved
    }

    /// `provesNonNegative`, telling a search that ran out of budget from one that found nothing.
    /// With `givenSizesNonNegative`, it may also take the given extents and the safe area's
    /// insets as at least 0, as UIKit gives them (what is proved then holds for those values).
    mutating func proveNonNegative(_ form: LinearForm, givenSizesNonNegative: Bool) -> Proof {
        if form.symbols.isEmpty { return form.isKnown && !(form.constant < .zero) ? .proved : .notShown }
        let key = ProofKey(form: form, givenSizesNonNegative: givenSizesNonNegative)
        if let known = proofs[key] { return known }
        // The determination proof (given sizes) runs once per open unknown, so it may search further.
        var budget = givenSizesNonNegative ? 200 : 24
        let proved = provesNonNegative(form, given: givenSizesNonNegative, depth: givenSizesNonNegative ? 8 : 6, budget: &budget)
        let result: Proof = proved ? .proved : budget <= 0 ? .budgetSpent : .notShown
        proofs[key] = result
        return result
    }

    struct ProofKey: Hashable {
        var form: LinearForm
        var givenSizesNonNegative: Bool
    }

    /// Whether every symbol of the form that is not the solver's is read by a value of the form
    /// (or is one the proof can bound: `bound(of:below:given:)`): one that neither holds for
    /// stays in every form the proof reaches, which then never becomes a constant.
    private func canCancelParameters(_ form: LinearForm, given: Bool) -> Bool {
        var reachable = Set<Symbol>()
        for term in form.symbols {
            if case .soft(let k) = term.key, k < supports.count { reachable.formUnion(supports[k]) }
        }
        return form.symbols.allSatisfy { term in
            if case .soft = term.key { return true }
            return reachable.contains(term.key) || Self.bound(of: term.key, below: term.coefficient > .zero, given: given) != nil
        }
    }

    /// A number a parameter is never below (`below`) or never above: a shown flag is 0 or 1;
    /// with `given`, the given extents and the safe area's insets are at least 0; nil where
    /// nothing is known.
    private static func bound(of symbol: Symbol, below: Bool, given: Bool) -> Rational? {
        switch symbol {
        case .givenWidth, .givenHeight, .safeArea: below && given ? .zero : nil
        case .shown: below ? .zero : .one
        default: nil
        }
    }

    private func provesNonNegative(_ form: LinearForm, given: Bool, depth: Int, budget: inout Int) -> Bool {
        if form.symbols.isEmpty { return form.isKnown && !(form.constant < .zero) }
        guard depth > 0, budget > 0, canCancelParameters(form, given: given) else { return false }
        budget -= 1
        // A term that splits into cases every one of which must hold.
        for term in form.symbols {
            guard let arguments = arguments(of: term.key, isMinimum: term.coefficient > .zero) else { continue }
            for argument in arguments
            where !provesNonNegative(form.replacing(term, by: argument), given: given, depth: depth - 1, budget: &budget) {
                return false
            }
            return true
        }
        // Terms that may be replaced by a value they are never below (above).
        for term in form.symbols {
            let isPositive = term.coefficient > .zero
            var replacements = arguments(of: term.key, isMinimum: !isPositive) ?? []
            if isPositive, case .measured = value(of: term.key) { replacements.append(LinearForm()) }
            if let bound = Self.bound(of: term.key, below: isPositive, given: given) { replacements.append(LinearForm(constant: bound)) }
            for replacement in replacements
            where provesNonNegative(form.replacing(term, by: replacement), given: given, depth: depth - 1, budget: &budget) {
                return true
            }
        }
        return false
    }

    /// The arguments of a symbol that is a `min` (`isMinimum`) or a `max` of them.
    private func arguments(of symbol: Symbol, isMinimum: Bool) -> [LinearForm]? {
        switch value(of: symbol) {
        case .minimum(let arguments) where isMinimum: arguments
        case .maximum(let arguments) where !isMinimum: arguments
        default: nil
        }
    }
}
