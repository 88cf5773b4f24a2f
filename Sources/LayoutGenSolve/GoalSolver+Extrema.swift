import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

extension GoalSolver {
    /// The spec's `min`/`max` (index into `model.extrema`) that `forms` read, directly or
    /// through the values the solver made, whose arguments are not all known yet: an unknown
    /// they read is still open. A goal whose answer reads one would be decided with that value
    /// taken as fixed, while the unknown it reads can still move (LANGUAGE.md §7.2 would let
    /// the goal move it), so the answer could differ from the optimum; it is an error instead.
    func extremumWithOpenArguments(in forms: [LinearForm], skipping: Set<Int> = []) -> Int? {
        // Flags by index, not hashed sets: this runs before most goals, over every row. Made
        // when first needed: most forms read no value of the solver's and no `min`/`max`.
        var seenValues: [Bool] = []
        var seenExtrema: [Bool] = []
        var pending: [LinearForm] = []
        var next = 0
        while true {
            let form: LinearForm
            if let last = pending.popLast() {
                form = last
            } else if next < forms.count {
                form = forms[next]
                next += 1
            } else {
                return nil
            }
            let symbols = form.symbols
            for s in 0..<symbols.count {
                switch symbols[s].key {
                case .soft(let k):
                    if seenValues.isEmpty { seenValues = [Bool](repeating: false, count: runtime.values.count) }
                    if seenValues[k] { continue }
                    seenValues[k] = true
                    switch runtime.values[k] {
                    case .minimum(let arguments), .maximum(let arguments): pending += arguments
                    case .measured: break
                    }
                case .extremum(let j):
                    if seenExtrema.isEmpty {
                        seenExtrema = [Bool](repeating: false, count: model.extrema.count)
                        for skipped in skipping { seenExtrema[skipped] = true }
                    }
                    if seenExtrema[j] { continue }
                    seenExtrema[j] = true
                    for argument in arguments(of: j) {
                        let reduced = basis.reduce(argument).form
                        guard reduced.isKnown else { return j }
                        pending.append(reduced)
                    }
                default: break
                }
            }
        }
    }

    /// The `min`/`max` with open arguments that a goal `e ⋈ target` would read, if any.
    ///
    /// What the goal decides is read from its target and from the bounds on the side it moves
    /// its expression towards (an equality: both), and the conditions of the projection. The
    /// expression itself may read such a value where nothing bounds it on that side: the goal
    /// then adds `e <= t` (or `e == t`) over unknowns that are free to follow the value once it
    /// is known, as a self-sizing container's extent follows `max(…)` of its content; a later
    /// goal that bounds them reads the value through its bounds and is checked then.
    func extremumNeeded(target: LinearForm, relation: Relation, projection: Projection) -> Int? {
        guard !model.extrema.isEmpty else { return nil }
        // A condition reading one says the constraints so far hold only for some of its values.
        var forms = [target] + projection.conditions.map(\.form)
        if relation != .greaterOrEqual { forms += projection.lower.map(\.value) }
        if relation != .lessOrEqual { forms += projection.upper.map(\.value) }
        return extremumWithOpenArguments(in: forms)
    }

    /// A `min`/`max` with open arguments that moves with `e` (its arguments share an unknown
    /// with the rows connected to `e`) and that a required row bounding it reads: `e`'s
    /// projection would hold the value fixed while moving `e` changes it (`a.width >= min(105,
    /// super.width / 3 - 7.5)` under `a.width <= 10` bounds the width, which no row reads).
    /// Required rows that read the value but leave it free — `bubble.width <=
    /// ceil(super.width * 0.68)` where nothing bounds the bubble from below — hold whatever it
    /// is. (A goal's row keeps the value as read: its goal was met with it.) Where `e` itself
    /// reads such a value, nothing is asked here: a bound of `e` then reads it too, and
    /// `extremumNeeded` asks about the bounds the goal meets; a goal nothing bounds is met
    /// whatever the value.
    mutating func extremumMoved(by e: LinearForm) -> Int? {
        guard !model.extrema.isEmpty else { return nil }
        // A plain loop and an array: a lazy chain costs calls per row unoptimised.
        var required: [LinearForm] = []
        for r in 0..<rows.count where !rows[r].isGoal { required.append(rows[r].form) }
        // Most goals have none: the connected unknowns are then not needed.
        guard extremumWithOpenArguments(in: required) != nil else { return nil }
        let connected = ConnectedUnknowns(of: e, in: rows)
        var seen = Set<Int>()
        for r in 0..<required.count {
            let form = required[r]
            var skipping = Set<Int>()
            while let j = extremumWithOpenArguments(in: [form], skipping: skipping) {
                skipping.insert(j)
                let moves = arguments(of: j).contains { argument in
                    basis.reduce(argument).form.terms.contains { connected.contains($0.key) }
                }
                guard moves else { continue }
                // A row's first value that moves is the one asked about (once per value).
                if seen.insert(j).inserted, requiredRowsBound(j) { return j }
                break
            }
        }
        return nil
    }

    /// Whether the required rows that read the value of `min`/`max` `j` bound it: the value is
    /// made an unknown of its own in those rows and projected, every other unknown eliminated.
    /// (Where a row also reads what is connected to `e` and so bounds `e` through the value,
    /// `e`'s own bounds read the value, and `extremumNeeded` asks about them.) A row that reads
    /// it only through another value counts as bounding it. The conditions the projection leaves
    /// do not: they read neither the stand-in nor the value, so they hold or fail whatever it
    /// is (two rows bounding an unknown from both sides leave one, `-158 <= 0`); counting them
    /// made the answer depend on which unknowns the equalities had eliminated, that is, on the
    /// order of the `view` lines.
    private mutating func requiredRowsBound(_ j: Int) -> Bool {
        let symbol = Symbol.extremum(j)
        // An unknown no row has: a flexible unit index past the model's.
        let stand = Variable.flexible(model.flexibleUnits.count + j)
        var replaced: [InequalityRow] = []
        var readsIt = false
        for row in rows where !row.isGoal {
            let c = row.form.coefficient(of: symbol)
            if c.isZero {
                if extremumWithOpenArguments(in: [row.form]) == j || direction(of: j, in: row.form) != 0 { return true }
                replaced.append(row)
                continue
            }
            var form = row.form
            form.add(symbol, -c)
            form.add(stand, c)
            replaced.append(InequalityRow(form: form, provenance: row.provenance))
            readsIt = true
        }
        guard readsIt else { return false }
        let projection = Projection(of: LinearForm(stand), over: replaced, values: &runtime)
        return !projection.lower.isEmpty || !projection.upper.isEmpty || projection.hasOverflow
    }

    /// After STEP 4: the first `min`/`max` whose solved arguments read its own value, through
    /// other values or `min`/`max`s, as `h == min(2 * H + 5, 45)` does where the fitted height
    /// `H` reads `h`. No order computes it; it is marked for branching (each branch chooses
    /// the argument that is the value, and is linear) and reported for where branching cannot.
    mutating func reportSelfDependentExtremum() -> Bool {
        for j in model.extrema.indices where choices[j] == nil {
            guard let chain = cycle(through: j, resolving: substitute) else { continue }
            neededEarly = j
            let names = (chain + [j]).map { model.extrema[$0].citation }
            diagnostics.error(
                .cycle(names), at: model.extrema[j].range,
                notes: zip(chain.dropFirst(), names.dropFirst()).map { DiagnosticNote("\($1) is here", at: model.extrema[$0].range) })
            return true
        }
        return false
    }

    /// Whether `form`, with the required equalities substituted, reads a `min`/`max` whose
    /// arguments read its value: an extent that reads one is not fixed by the required
    /// constraints (which argument is the value depends on the goals).
    func readsSelfDependentExtremum(_ form: LinearForm) -> Bool {
        basis.reduce(form).form.symbols.contains { term in
            guard case .extremum(let j) = term.key, choices[j] == nil else { return false }
            return cycle(through: j) { basis.reduce($0).form } != nil
        }
    }

    /// The `min`/`max`s, from `j`, through whose arguments (each resolved by `resolving`)
    /// `j`'s arguments read its own value: `[j, k]` where `j` reads `k` and `k` reads `j`;
    /// nil where they do not.
    private func cycle(through j: Int, resolving: (LinearForm) -> LinearForm) -> [Int]? {
        var seenValues = [Bool](repeating: false, count: runtime.values.count)
        // The `min`/`max` whose arguments led to each one seen (`j` for its own).
        var reachedFrom = [Int?](repeating: nil, count: model.extrema.count)
        reachedFrom[j] = j
        var pending = arguments(of: j).map { (resolving($0), j) }
        while let (form, from) = pending.popLast() {
            for term in form.symbols {
                switch term.key {
                case .soft(let k) where !seenValues[k]:
                    seenValues[k] = true
                    switch runtime.values[k] {
                    case .minimum(let arguments), .maximum(let arguments): pending += arguments.map { ($0, from) }
                    case .measured: break
                    }
                case .extremum(let i) where i == j:
                    var chain = [from]
                    while chain.last != j { chain.append(reachedFrom[chain.last!]!) }
                    return chain.reversed()
                case .extremum(let i) where reachedFrom[i] == nil:
                    reachedFrom[i] = from
                    pending += arguments(of: i).map { (resolving($0), i) }
                default: break
                }
            }
        }
        return nil
    }

    /// The number `form` is: its constant, where it reads nothing else, or where every symbol it
    /// reads is a spec's `min`/`max` whose arguments the required equalities fix to numbers
    /// (`min(139, super.height * 0.5 - 17)` where the height is fixed at 61 is 13.5); nil
    /// where it reads anything else.
    func number(of form: LinearForm, depth: Int = 0) -> Rational? {
        guard form.isKnown, !form.hasOverflow else { return nil }
        var result = form.constant
        for term in form.symbols {
            guard depth < 8, case .extremum(let j) = term.key, model.extrema[j].isMinOrMax else { return nil }
            var numbers: [Rational] = []
            for argument in arguments(of: j) {
                guard let n = number(of: basis.reduce(argument).form, depth: depth + 1) else { return nil }
                numbers.append(n)
            }
            guard let value = model.extrema[j].isMinimum ? numbers.min() : numbers.max() else { return nil }
            result = result + term.coefficient * value
        }
        return result.isOverflow ? nil : result
    }

    /// Reports goal `k` waiting, at the end of its level, for `min`/`max` `j`: the goals of its
    /// level did not decide the arguments, so the value would be taken as fixed while what it
    /// reads can still move (LANGUAGE.md §7.2 would let the goal move it).
    mutating func reportExtremumNeededEarly(_ k: Int, extremum j: Int) {
        neededEarly = j
        let extremum = model.extrema[j]
        let function = extremum.name
        let goal = goals[k]
        var notes: [DiagnosticNote] = []
        if case .extent(let isWidth) = goal.kind {
            let extent = isWidth ? "width" : "height"
            let which = goal.strength == .fittingExtent ? "to fit the \(extent) in sizeThatFits" : "to meet the \(extent) given to layout(in:)"
            notes.append(DiagnosticNote("needed \(which)", at: goal.range))
        } else if goal.range != extremum.range {
            notes.append(DiagnosticNote("needed here", at: goal.range))
        }
        let problem: Problem = extremum.function == .product ? .productNeededEarly : .extremumNeededEarly(function)
        diagnostics.error(problem, at: extremum.range, notes: notes)
    }
}

/// Why a soft goal is not met yet: it is tried again after the other goals of its level.
package enum GoalWait: Equatable {
    /// It would read `min`/`max` `j` (index into `model.extrema`) with open arguments.
    case extremum(Int)
    /// A measured view's goal waits for the view's measurement.
    case measurement
}
