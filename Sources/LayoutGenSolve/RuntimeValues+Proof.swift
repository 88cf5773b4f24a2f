import LayoutGenAlgebra

/// Proofs that a form over run-time values is never below 0: what lets `RuntimeValues` drop a
/// dominated `min`/`max` argument. (Whether an unknown's bounds meet, STEP 4 of the solver,
/// is decided exactly instead: `BoundsMeeting`.)
extension RuntimeValues {
    /// Whether `form >= 0` for every run-time value, as far as the values' definitions show.
    /// A term `c·v` with `v = min(aᵢ)` and `c > 0` (or `v = max(aᵢ)` and `c < 0`) holds for
    /// every argument or not at all, so each argument is tried in turn and all must succeed;
    /// a term `c·v` with `v = max(aᵢ)` and `c > 0` (or `min` and `c < 0`) is at least (at
    /// most) `c·aᵢ` for each argument, so one that succeeds is enough; a measured answer is at
    /// least 0 and a shown flag is 0 or 1. Sound, not complete (the search has a budget): false
    /// means "not shown", and an argument not shown to be dominated is kept (the value is the
    /// same, its arithmetic one comparison longer). It holds for every value of the
    /// parameters, which callers may pass negative: what it proves simplifies the generated
    /// arithmetic.
    mutating func provesNonNegative(_ form: LinearForm) -> Bool {
        if form.symbols.isEmpty { return form.isKnown && !(form.constant < .zero) }
        if let known = proofs[form] { return known }
        // Below 0 at a point the proof allows: no proof exists (`RuntimeValues+Points`).
        if isNegativeSomewhere(form) || isNegativeAtMorePoints(form) {
            proofs[form] = false
            return false
        }
        var budget = 24
        let proved = provesNonNegative(form, depth: 6, budget: &budget)
        proofs[form] = proved
        return proved
    }

    /// Whether every symbol of the form that is not the solver's is read by a value of the form
    /// (or is one the proof can bound: `bound(of:below:)`): one that neither holds for
    /// stays in every form the proof reaches, which then never becomes a constant.
    private func canCancelParameters(_ form: LinearForm) -> Bool {
        // Each parameter looked up in the supports of the form's values (no set of them built:
        // this runs at every step of the search).
        form.symbols.allSatisfy { term in
            if case .soft = term.key { return true }
            if Self.bound(of: term.key, below: term.coefficient > .zero) != nil { return true }
            return form.symbols.contains { other in
                guard case .soft(let k) = other.key, k < supports.count else { return false }
                return supports[k].contains(term.key)
            }
        }
    }

    /// A number a parameter is never below (`below`) or never above: a shown flag is 0 or 1;
    /// nil where nothing is known (the given extents may be passed negative).
    private static func bound(of symbol: Symbol, below: Bool) -> Rational? {
        if case .shown = symbol { below ? .zero : .one } else { nil }
    }

    private func provesNonNegative(_ form: LinearForm, depth: Int, budget: inout Int) -> Bool {
        if form.symbols.isEmpty { return form.isKnown && !(form.constant < .zero) }
        guard depth > 0, budget > 0, canCancelParameters(form) else { return false }
        budget -= 1
        // A term that splits into cases every one of which must hold.
        for term in form.symbols {
            guard let arguments = arguments(of: term.key, isMinimum: term.coefficient > .zero) else {
                continue
            }
            for argument in arguments
            where !holds(form, term, argument, depth: depth - 1, budget: &budget) {
                return false
            }
            return true
        }
        // Terms that may be replaced by a value they are never below (above).
        for term in form.symbols {
            let isPositive = term.coefficient > .zero
            var replacements = arguments(of: term.key, isMinimum: !isPositive) ?? []
            if isPositive, case .measured = value(of: term.key) { replacements.append(LinearForm()) }
            if let bound = Self.bound(of: term.key, below: isPositive) {
                replacements.append(LinearForm(constant: bound))
            }
            for replacement in replacements
            where holds(form, term, replacement, depth: depth - 1, budget: &budget) {
                return true
            }
        }
        return false
    }

    /// Whether `form` with `term` replaced is proved, at `depth`: one the search would not
    /// expand (no depth or budget left) only where it is a number at least 0, which is known
    /// without making it (most forms the search reaches are such leaves).
    private func holds(
        _ form: LinearForm, _ term: SymbolTerm, _ replacement: LinearForm, depth: Int, budget: inout Int
    ) -> Bool {
        guard depth > 0, budget > 0 else {
            return form.constantAfterReplacing(term, by: replacement).map { !($0 < .zero) } ?? false
        }
        return provesNonNegative(form.replacing(term, by: replacement), depth: depth, budget: &budget)
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
