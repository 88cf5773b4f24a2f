import LayoutGenAlgebra

/// A value the solver introduces, computed at run time from values before it: the symbol
/// `.soft(k)` is the value at index `k` of `RuntimeValues`.
package enum RuntimeValue: Hashable {
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
package struct RuntimeValues {
    /// The values, by symbol index.
    package private(set) var values: [RuntimeValue] = []
    /// The index of each value.
    private var index: [RuntimeValue: Int] = [:]
    /// Per value, the symbols that are not the solver's (parameters, the spec's `min`/`max`)
    /// that its definition reads, directly or through other values.
    private(set) var supports: [Set<Symbol>] = []
    /// Per value, what it is at the four points of `RuntimeValues+Points`.
    package private(set) var points: [Lanes] = []
    /// Per value, what it is at sixteen more points, once asked for (`isNegativeAtMorePoints`).
    var morePoints: [MoreLanes?] = []
    /// What `provesNonNegative` found for each form it was asked about.
    var proofs: [LinearForm: Bool] = [:]
    /// What `maximum` and `minimum` gave for each list of arguments.
    private var calls: [CallKey: LinearForm?] = [:]

    private struct CallKey: Hashable {
        var arguments: [LinearForm]
        var isMinimum: Bool
    }

    /// The symbol of a measured view's answer along one axis.
    package mutating func measured(item: Int, isWidth: Bool) -> LinearForm {
        LinearForm(symbol: .soft(intern(.measured(item: item, isWidth: isWidth))))
    }

    /// `max(arguments)` in canonical form; nil when there are no arguments (no lower bound).
    package mutating func maximum(_ arguments: [LinearForm]) -> LinearForm? {
        extremum(arguments, isMinimum: false)
    }

    /// `min(arguments)` in canonical form; nil when there are no arguments (no upper bound).
    package mutating func minimum(_ arguments: [LinearForm]) -> LinearForm? {
        extremum(arguments, isMinimum: true)
    }

    /// The value of a symbol, when the solver made it.
    package func value(of symbol: Symbol) -> RuntimeValue? {
        if case .soft(let k) = symbol, k < values.count { return values[k] }
        return nil
    }

    /// The index of a measured view's answer along one axis, once made.
    package func index(ofMeasured item: Int, isWidth: Bool) -> Int? {
        index[.measured(item: item, isWidth: isWidth)]
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
        // STEP 1: flatten nested calls of the same function, drop duplicates. The arguments of
        // one nested call were reduced when it was made (none dominates another): `group`.
        var flat: [LinearForm] = []
        var group: [Int] = []
        // Most calls have a few arguments: comparing is cheaper than hashing them.
        var seen = Set<LinearForm>()
        func isNew(_ form: LinearForm) -> Bool {
            guard flat.count >= 16 else { return !flat.contains(form) }
            if seen.isEmpty { seen = Set(flat) }
            return seen.insert(form).inserted
        }
        for (n, argument) in arguments.enumerated() {
            let inner = nestedArguments(of: argument, isMinimum: isMinimum) ?? [argument]
            for form in inner where isNew(form) {
                flat.append(form)
                group.append(n)
            }
        }
        guard !flat.isEmpty else { return nil }
        // STEP 2: drop the arguments another one dominates (for a min: is provably at least);
        // two of one nested call were compared when it was made, and both kept.
        // Most pairs are not ordered, and one argument's being below the other at a point shows
        // it without the difference being made (`RuntimeValues+Points`).
        // Plain loops: a closure costs a call per pair unoptimised.
        var points: [(value: Lanes, magnitude: Lanes)] = []
        points.reserveCapacity(flat.count)
        for form in flat { points.append(point(of: form)) }
        var kept: [LinearForm] = []
        for i in 0..<flat.count {
            let candidate = flat[i]
            var dominated = false
            for j in 0..<flat.count where j != i && group[j] != group[i] {
                if Self.isBelowSomewhere(points[isMinimum ? i : j], points[isMinimum ? j : i]) { continue }
                let difference = isMinimum ? candidate - flat[j] : flat[j] - candidate
                if !provesNonNegative(difference) { continue }
                // Of two arguments that dominate each other (equal for every value), the first stays.
                let reverse = isMinimum ? flat[j] - candidate : candidate - flat[j]
                if !provesNonNegative(reverse) || j < i {
                    dominated = true
                    break
                }
            }
            if !dominated { kept.append(candidate) }
        }
        // Equal arguments whose equality the proofs show one way only can drop one another in
        // a cycle, `a >= b >= c >= a` (soft oracle seed 2392623: three forms of `max(92, x +
        // 59.75)`): then each is dropped only for one that stays.
        if kept.isEmpty { kept = keptOneByOne(flat, group: group, isMinimum: isMinimum) }
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

    /// The arguments of a `min` (`isMinimum`) or `max` that another one does not dominate, taken
    /// in order: each is dropped where one kept before it dominates it, and drops those kept
    /// that it dominates (at least one stays).
    private mutating func keptOneByOne(_ flat: [LinearForm], group: [Int], isMinimum: Bool) -> [LinearForm] {
        var kept: [Int] = []
        for i in flat.indices {
            // `a` is at least (for a `max`, at most) `b`.
            func dominates(_ a: Int, _ b: Int) -> Bool {
                group[a] != group[b] && provesNonNegative(isMinimum ? flat[a] - flat[b] : flat[b] - flat[a])
            }
            if kept.contains(where: { dominates(i, $0) }) { continue }
            kept.removeAll { dominates($0, i) }
            kept.append(i)
        }
        return kept.map { flat[$0] }
    }

    /// The arguments of a form that is exactly a value of the same function (`isMinimum`: a
    /// `min`, else a `max`); nil for any other form.
    func nestedArguments(of form: LinearForm, isMinimum: Bool) -> [LinearForm]? {
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
        points.append(point(of: value))
        morePoints.append(nil)
        return values.count - 1
    }

    /// A total order on forms (symbols by key then coefficient, then the constant), so that
    /// the arguments of a value are in the same order however they were found.
    package static func precedes(_ a: LinearForm, _ b: LinearForm) -> Bool {
        for (x, y) in zip(a.symbols, b.symbols) {
            if x.order != y.order { return x.order < y.order }
            if x.coefficient != y.coefficient { return x.coefficient < y.coefficient }
        }
        if a.symbols.count != b.symbols.count { return a.symbols.count < b.symbols.count }
        return a.constant < b.constant
    }
}
