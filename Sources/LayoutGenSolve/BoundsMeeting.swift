import LayoutGenAlgebra

/// STEP 4's question, decided exactly: whether an unknown's bounds meet, `max(lower) >= min(upper)`
/// for every run-time value, so that the optimum pins it (LANGUAGE.md §7.2: "the same in every
/// optimal answer, for every value of the run-time parameters").
///
/// The maths: the bounds are apart exactly where a point of the run-time values has `lᵢ < uⱼ`
/// for every lower bound `lᵢ` and upper bound `uⱼ`, that is where the largest `t` with
/// `lᵢ + t <= uⱼ` is above 0. The values are the parameters (the given extents and insets at
/// least 0, as UIKit gives them; a shown flag 0 or 1; a measured answer at least 0; any other
/// any number), the solver's `min`/`max`s of them, and the spec's own `min`/`max`s whose
/// arguments the constraints have made known (`spec`: a value read through another may not read
/// it back). A value `v = min(a…)` is relaxed to
/// `v <= aₖ` for each argument (`max`: `v >= aₖ`) and a flag to `[0, 1]`: a linear program
/// whose points include every true one, solved in exact arithmetic (`ExactSimplex`).
///
/// - Where the program's largest `t` is at most 0, no true point has the bounds apart: they meet.
/// - Where it is above 0, the solver's values are computed from the point's parameters by their
///   definitions: where the bounds are apart there too, that point is the witness.
/// - Otherwise a value the program set apart from its definition (or a flag strictly between 0
///   and 1) is split: once per argument, with `v >= aₖ` (`max`: `v <= aₖ`) added, so that `v`
///   is that argument, or once per flag value; each part is decided the same way.
///
/// Each path splits a value at most once, so the search ends; each part's program is exact,
/// so its answer is. No screen, no proof budget: `nil` only where exact arithmetic overflows
/// 64-bit rationals or the search outgrows `programLimit`, which callers report as such.
package struct BoundsMeeting {
    let runtime: RuntimeValues
    /// The spec's `min`/`max`s (`Symbol.extremum`) with known arguments, by index.
    package let spec: [Int: RuntimeValue]
    package let lower: [LinearForm]
    package let upper: [LinearForm]
    /// The symbols the bounds read, directly or through the values of others (each after what
    /// its definition reads), with their columns: `x[positive] - x[negative]` (a symbol at
    /// least 0 has no negative column).
    private var symbols: [Symbol] = []
    private var columns: [Symbol: (positive: Int, negative: Int?)] = [:]
    private var count = 0
    /// Where the bounds are apart, once `decide()` found they are: every symbol they read, and
    /// the greatest lower bound and the least upper bound there.
    package private(set) var witness: (values: [Symbol: Rational], lower: Rational, upper: Rational)?
    /// How many programs the search has solved.
    package private(set) var programs = 0
    /// The most programs one question may take (each is small; a question takes a few).
    package static let programLimit = 512

    package init(runtime: RuntimeValues, spec: [Int: RuntimeValue] = [:], lower: [LinearForm], upper: [LinearForm]) {
        self.runtime = runtime
        self.spec = spec
        self.lower = lower
        self.upper = upper
        for form in lower + upper { collect(form) }
    }

    private mutating func collect(_ form: LinearForm) {
        for term in form.symbols where columns[term.key] == nil {
            let nonNegative: Bool
            switch term.key {
            case .givenWidth, .givenHeight, .safeArea, .shown: nonNegative = true
            default:
                switch definition(of: term.key) {
                case .measured: nonNegative = true
                case .minimum(let arguments), .maximum(let arguments):
                    nonNegative = false
                    for argument in arguments { collect(argument) }
                case nil: nonNegative = false
                }
            }
            columns[term.key] = (count, nonNegative ? nil : count + 1)
            count += nonNegative ? 1 : 2
            symbols.append(term.key)
        }
    }

    /// What a symbol is, where it is a value of others: the solver's, or one of the spec's
    /// `min`/`max`s with known arguments.
    private func definition(of symbol: Symbol) -> RuntimeValue? {
        if case .extremum(let j) = symbol { return spec[j] }
        return runtime.value(of: symbol)
    }

    /// A split made on one path: a `min`/`max` value taken at one of its arguments, or a flag
    /// at 0 or 1.
    private enum Split: Hashable {
        case argument(Symbol, Int)
        case flag(Symbol, Rational)
    }

    /// Whether the bounds meet for every run-time value (`witness` is where they do not); nil
    /// where it could not be decided. Set by `decide()`.
    package private(set) var meet: Bool?

    /// Decides whether the bounds meet (`meet`, and where they do not, `witness`).
    package mutating func decide() {
        guard !lower.isEmpty, !upper.isEmpty else {
            meet = false
            return
        }
        guard !(lower + upper).contains(where: \.hasOverflow) else {
            meet = nil
            return
        }
        meet = search([])
    }

    /// Whether no point with the splits made has the bounds apart.
    private mutating func search(_ splits: [Split]) -> Bool? {
        programs += 1
        guard programs <= Self.programLimit else { return nil }
        let outcome = program(splits).maximize(objective)
        let point: [Rational]
        switch outcome {
        case .infeasible: return true
        case .gaveUp, .unbounded: return nil
        case .optimal(let t, let found):
            if !(Rational.zero < t) { return true }
            point = found
        }
        guard let reading = read(point) else { return nil }
        // Every value what its definition gives at the point's parameters: the point is the witness.
        guard let split = reading.split else {
            guard let apart = at(reading.values) else { return nil }
            witness = apart
            return false
        }
        if reading.isRunTimePoint, let apart = at(reading.values), apart.lower < apart.upper {
            witness = apart
            return false
        }
        for choice in split {
            switch search(splits + [choice]) {
            case true: continue
            case false: return false
            case nil: return nil
            }
        }
        return true
    }

    /// The objective: the last column, `t`.
    private var objective: [Rational] {
        var c = [Rational](repeating: .zero, count: count + 1)
        c[count] = .one
        return c
    }

    /// The program of one part: the relaxed definitions, the splits, and `lᵢ + t <= uⱼ`, `t <= 1`.
    private func program(_ splits: [Split]) -> ExactSimplex {
        var simplex = ExactSimplex(count: count + 1)
        func add(_ form: LinearForm, t: Rational = .zero) {  // form + t·t <= 0
            var row = [Rational](repeating: .zero, count: count + 1)
            for term in form.symbols {
                let (positive, negative) = columns[term.key]!
                row[positive] = row[positive] + term.coefficient
                if let negative { row[negative] = row[negative] - term.coefficient }
            }
            row[count] = t
            simplex.add(row, atMost: -form.constant)
        }
        for symbol in symbols {
            let value = LinearForm(symbol: symbol)
            switch definition(of: symbol) {
            case .minimum(let arguments): for a in arguments { add(value - a) }
            case .maximum(let arguments): for a in arguments { add(a - value) }
            default: if case .shown = symbol { add(value - LinearForm(constant: .one)) }
            }
        }
        for split in splits {
            switch split {
            case .argument(let symbol, let k):
                let value = LinearForm(symbol: symbol)
                switch definition(of: symbol) {
                case .minimum(let arguments): add(arguments[k] - value)
                case .maximum(let arguments): add(value - arguments[k])
                default: break
                }
            case .flag(let symbol, let at):
                let value = LinearForm(symbol: symbol)
                add(value - LinearForm(constant: at))
                add(LinearForm(constant: at) - value)
            }
        }
        for l in lower {
            for u in upper { add(l - u, t: .one) }
        }
        var t = [Rational](repeating: .zero, count: count + 1)
        t[count] = .one
        simplex.add(t, atMost: .one)
        return simplex
    }

    /// What the program's point gives: the solver's values by their definitions at its
    /// parameters, and the splits of the first value the point sets apart from its definition
    /// (a flag strictly between 0 and 1 first: the point is then not one of the run-time values').
    private struct Reading {
        var values: [Symbol: Rational] = [:]
        var split: [Split]?
        var isRunTimePoint = true
    }

    private func read(_ point: [Rational]) -> Reading? {
        func atPoint(_ symbol: Symbol) -> Rational {
            let (positive, negative) = columns[symbol]!
            return negative.map { point[positive] - point[$0] } ?? point[positive]
        }
        var reading = Reading()
        func evaluate(_ form: LinearForm, _ value: (Symbol) -> Rational) -> Rational {
            form.symbols.reduce(form.constant) { $0 + $1.coefficient * value($1.key) }
        }
        // The parameters first; then the values of others, in `symbols`' order: each after what
        // its definition reads (`collect`).
        func isDefined(_ symbol: Symbol) -> Bool {
            switch definition(of: symbol) {
            case .minimum, .maximum: true
            default: false
            }
        }
        for symbol in symbols where !isDefined(symbol) {
            let value = atPoint(symbol)
            reading.values[symbol] = value
            if case .shown = symbol, value != .zero, value != .one {
                reading.isRunTimePoint = false
                reading.split = reading.split ?? [.flag(symbol, .zero), .flag(symbol, .one)]
            }
        }
        for symbol in symbols {
            let arguments: [LinearForm]
            let isMinimum: Bool
            switch definition(of: symbol) {
            case .minimum(let a): (arguments, isMinimum) = (a, true)
            case .maximum(let a): (arguments, isMinimum) = (a, false)
            default: continue
            }
            let byDefinition = arguments.map { evaluate($0, { reading.values[$0]! }) }
            let atProgram = arguments.map { evaluate($0, atPoint) }
            guard !(byDefinition + atProgram).contains(where: \.isOverflow) else { return nil }
            reading.values[symbol] = isMinimum ? byDefinition.min()! : byDefinition.max()!
            if reading.split == nil, (isMinimum ? atProgram.min()! : atProgram.max()!) != atPoint(symbol)
            {
                reading.split = arguments.indices.map { .argument(symbol, $0) }
            }
        }
        return reading
    }

    /// The bounds at these values of the symbols: the greatest lower and the least upper one.
    private func at(_ values: [Symbol: Rational]) -> (
        values: [Symbol: Rational], lower: Rational, upper: Rational
    )? {
        func evaluate(_ form: LinearForm) -> Rational {
            form.symbols.reduce(form.constant) { $0 + $1.coefficient * values[$1.key]! }
        }
        let (lows, highs) = (lower.map(evaluate), upper.map(evaluate))
        guard !(lows + highs).contains(where: \.isOverflow) else { return nil }
        return (values, lows.max()!, highs.min()!)
    }
}
