import LayoutGenAlgebra

/// The search for earlier steps a new step can reuse (`StepWriter.operand(for:…)`): the cost
/// of a form in operations, and the one or two known forms whose multiples make it cheapest.
extension StepWriter {
    /// The known form whose multiple, subtracted from `form`, saves the most: a term is one
    /// operation, a multiplication one more and a division one more again (`x * 2 / 11` is
    /// slower than `x * 2`), so that of two reuses with as many terms the cheaper one wins.
    /// Two known forms together may save more than either alone: `x3 = 4·gap + a + b + c` is
    /// `x2 + gap + c` with `x2 = 3·gap + a + b`, where neither `x2` nor `gap` alone shortens it
    /// much; then the first of the two is the answer (the second is the best reuse after it).
    func bestReuse(for form: LinearForm) -> (LinearForm, Rational)? {
        let current = Self.cost(of: form)
        let (single, candidates) = reuses(of: form, costing: current)
        var best = single
        // Two reused operands cost at least 2: a pair cannot save more than the rest.
        guard form.symbols.count > 2, (best?.gain ?? 0) < current - 2 else { return best.map { ($0.form, $0.factor) } }
        for i in candidates.indices {
            for j in candidates.indices where j > i {
                guard let pair = pairReuse(of: form, costing: current, candidates[i], candidates[j]),
                    pair.gain > (best?.gain ?? 0)
                else { continue }
                best = pair
            }
        }
        return best.map { ($0.form, $0.factor) }
    }

    /// How many known forms that share the most terms with a form are tried in pairs.
    static let pairCandidates = 8

    /// What an operation costs: the operands' count (each one more addition), the
    /// multiplications and divisions, and the constant; with a divisor every term shares
    /// applied once where that is cheaper (as `operand(for:…)` writes it).
    private static func cost(of form: LinearForm) -> Int {
        let plain = form.symbols.reduce(form.constant.isZero ? 0 : 1) { $0 + Self.cost(of: $1.coefficient) }
        guard form.symbols.count > 1, let d = form.symbols.first?.coefficient.denominator, d > 1,
            form.symbols.allSatisfy({ $0.coefficient.denominator == d })
        else { return plain }
        let scaled = form * Rational(d, 1)
        guard !scaled.hasOverflow else { return plain }
        return min(plain, cost(of: scaled) + 1 + (Rational(1, d).needsDivision ? 1 : 0))
    }

    /// The cost of `form - a·first - b·second` (as `cost(of:)` gives it without a shared
    /// divisor), in one pass over the three sorted lists without building the form; nil where
    /// a coefficient overflows.
    private static func cost(
        of form: LinearForm, minus a: Rational, _ first: LinearForm, minus b: Rational = .zero,
        _ second: LinearForm = LinearForm()
    ) -> Int? {
        let (x, y, z) = (form.symbols, first.symbols, second.symbols)
        var (i, j, k, cost) = (0, 0, 0, 0)
        while i < x.count || j < y.count || k < z.count {
            // The least key order left in the three lists (terms compared by their orders).
            var key = i < x.count ? x[i].order : Int.max
            if j < y.count, y[j].order < key { key = y[j].order }
            if k < z.count, z[k].order < key { key = z[k].order }
            var c = Rational.zero
            if i < x.count, x[i].order == key {
                c = c + x[i].coefficient
                i += 1
            }
            if j < y.count, y[j].order == key {
                c = c - a * y[j].coefficient
                j += 1
            }
            if k < z.count, z[k].order == key {
                c = c - b * z[k].coefficient
                k += 1
            }
            if c.isOverflow { return nil }
            if !c.isZero { cost += Self.cost(of: c) }
        }
        let constant = form.constant - a * first.constant - b * second.constant
        if constant.isOverflow { return nil }
        return cost + (constant.isZero ? 0 : 1)
    }

    /// What a term with this coefficient costs (a reused operand with this factor): one
    /// addition, and its multiplication and division.
    private static func cost(of coefficient: Rational) -> Int {
        1 + (coefficient.needsDivision ? 1 : 0) + (coefficient.needsMultiplication ? 1 : 0)
    }

    /// The single reuse that saves the most (if any saves), and the known forms that share the
    /// most terms with `form` (at least two, and half of them, its first or its last among
    /// them), to try in pairs.
    private func reuses(of form: LinearForm, costing current: Int)
        -> (best: (form: LinearForm, factor: Rational, gain: Int)?, candidates: [LinearForm])
    {
        var best: (form: LinearForm, factor: Rational, gain: Int)?
        var candidates: [(form: LinearForm, shared: Int)] = []
        for (n, term) in form.symbols.enumerated() {
            // Pairs are tried among the forms that share the form's first or last term.
            let collecting = n == 0 || (n == form.symbols.count - 1 && form.symbols.count > 2)
            for known in formsWithSymbol[term.key] ?? [] where known.symbols.count > 1 || !known.constant.isZero {
                // Only shared symbols cancel, and each symbol only `known` has is one more
                // term: the gain is at most their difference, and each of the form's
                // multiplications and divisions can save one more.
                let (shared, own) = Self.sharedAndOwn(form.symbols, known.symbols)
                if collecting, shared > 1, 2 * shared >= form.symbols.count,
                    n == 0 || known.coefficient(of: form.symbols[0].key).isZero
                {
                    candidates.append((known, shared))
                }
                guard shared - own + current - form.symbols.count > (best?.gain ?? 0) else { continue }
                let factor = term.coefficient / known.symbols.first { $0.order == term.order }!.coefficient
                guard let rest = Self.cost(of: form, minus: factor, known) else { continue }
                let gain = current - rest - Self.cost(of: factor)
                if gain > 0, gain > (best?.gain ?? 0) { best = (known, factor, gain) }
            }
        }
        // The most shared terms first, then the latest (a chain continues from the step before).
        let chosen = candidates.enumerated().sorted { ($0.element.shared, $0.offset) > ($1.element.shared, $1.offset) }
        return (best, chosen.prefix(Self.pairCandidates).map(\.element.form))
    }

    /// `form - a·first - b·second` with `a` and `b` chosen to cancel two of the form's terms
    /// (pairs of its first and last few terms are tried): what it saves, with `first` and `a`.
    private func pairReuse(of form: LinearForm, costing current: Int, _ first: LinearForm, _ second: LinearForm)
        -> (form: LinearForm, factor: Rational, gain: Int)?
    {
        // A term left over in the answer gives a wrong pair of factors: terms from both ends.
        let all = form.symbols.map(\.key)
        let keys = all.count <= 4 ? all : Array(all.prefix(2) + all.suffix(2))
        var best: (form: LinearForm, factor: Rational, gain: Int)?
        var tried: [(Rational, Rational)] = []
        // Each key's coefficient in the three forms, looked up once.
        let (f, x, y) = (keys.map(form.coefficient(of:)), keys.map(first.coefficient(of:)), keys.map(second.coefficient(of:)))
        for p in keys.indices {
            for q in keys.indices where q > p {
                let det = x[p] * y[q] - x[q] * y[p]
                guard !det.isZero, !det.isOverflow else { continue }
                let a = (f[p] * y[q] - f[q] * y[p]) / det
                let b = (x[p] * f[q] - x[q] * f[p]) / det
                guard !a.isZero, !b.isZero, !a.isOverflow, !b.isOverflow, !tried.contains(where: { $0 == (a, b) })
                else { continue }
                tried.append((a, b))
                guard let rest = Self.cost(of: form, minus: a, first, minus: b, second) else { continue }
                let gain = current - rest - Self.cost(of: a) - Self.cost(of: b)
                if gain > 0, gain > (best?.gain ?? 0) { best = (first, a, gain) }
            }
        }
        return best
    }

    /// The number of keys both sorted lists have, and the number only `other` has.
    private static func sharedAndOwn(_ list: [SymbolTerm], _ other: [SymbolTerm]) -> (shared: Int, own: Int) {
        var (i, shared) = (0, 0)
        for k in 0..<other.count {
            let order = other[k].order
            while i < list.count && list[i].order < order { i += 1 }
            if i < list.count && list[i].order == order { shared += 1 }
        }
        return (shared, other.count - shared)
    }
}
