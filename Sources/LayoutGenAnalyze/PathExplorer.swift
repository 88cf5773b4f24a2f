import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// Runs programs of a plan symbolically over the analysis's domain: every value an affine form
/// of the domain's unknowns, one path per choice of which argument each `min`/`max` (and each
/// clamp at 0) takes. A path is a polyhedron of inputs (its rows `f <= 0`) on
/// which every value the searched objective reads is affine, so one exact linear program per
/// path and objective decides it.
///
/// STEP 1: the cone: only the steps the objective reads are run. A measured view is a label of
///         one line whose natural width and line height are unknowns of the domain: each program
///         measures it with its own proposal, as `text:WxH:1` answers in `eval`; a text that
///         wraps (`domain NAME.lines`) as `text:WxH:N` answers (`PathExplorer+Text`), its height
///         read with the width it is proposed.
/// STEP 2: depth first over the cone's steps; a choice is followed only when its rows leave
///         the path feasible (tested at the path's last feasible point first, by a linear
///         program otherwise).
/// STEP 3: at each complete path, the callback searches it; it answers true to stop.
/// Limits: a rounding step's value is only bounded (within a point of its argument), so a path
/// through one may be infeasible for the real program: the callback's witness is evaluated
/// before it counts. The budget bounds the whole search.
package final class PathExplorer {
    /// One program of a path.
    package struct Program {
        package var variant: Variant
        /// The program whose height (at least 0) this one is given as its container's height: the
        /// fitting program of `layout(in: sizeThatFits(…))`; nil: the domain's height. The width
        /// is always the domain's: fitting the height keeps the width as given unless required
        /// constraints make it yield, and a witness found there is confirmed like any other.
        var sizeFrom: Int?
    }

    /// A value: an affine form, or `.greatestFiniteMagnitude` (an unbounded proposal).
    package enum Value {
        case finite(AffineForm)
        case unbounded
    }

    /// A partial path.
    package struct State {
        /// Per program, per step: its value once run.
        package var values: [[Value?]]
        /// Per program, per measure step: the answer once measured.
        package var answers: [[(width: AffineForm, height: AffineForm)?]]
        /// Per program: its height as the next program reads it, once computed.
        package var heights: [AffineForm?]
        /// The inputs where the path is taken: `row <= 0` for each.
        package var rows: [AffineForm]
        /// A point where every row holds.
        package var point: [Rational]
        /// The values rounded (and the products of two values that vary) so far, each with its
        /// stand-in (an unknown of the domain): the same value rounded again (the same product),
        /// in any program of the path, is the same stand-in.
        var relaxations: [(value: AffineForm, of: Relaxed, unknown: Int)] = []
        /// Per open atom of the scenario (`VariantScenario.open`), its truth on this path once a
        /// step read it.
        package var open: [Bool?] = []
        /// Per possibly empty measured view (`CheckDomain.possiblyEmpty`, by `emptyIndex`),
        /// whether it is empty on this path, once a step measured it.
        package var empty: [Bool?] = []
    }

    /// What a stand-in stands for: a rounding of its value, or the value times a factor.
    package enum Relaxed: Equatable {
        case rounded(Rounding)
        case product(factor: AffineForm)
    }

    /// Per program, each step's operation, its height and the program it takes its height from
    /// (`Program`), read out once: the search reads them at every step.
    let operations: [[Operation]]
    package let heights: [Operand]
    let sizeFrom: [Int?]
    /// Where each program's steps start in a list of every program's steps.
    let offsets: [Int]
    package let domain: CheckDomain
    /// The values of the Bool inputs (index → 0 or 1) on this path's variant.
    let bools: [Int: Rational]
    /// The optional views hidden on this path's variant (read by `Operation.shown`).
    package let hidden: Set<Int>
    /// The truth of the conditions' atoms on this path's variant (read by `Operation.choice`).
    let truths: [(atom: PlanCondition, value: Bool)]
    /// The atoms a path takes each truth of where a step reads them (`VariantScenario.open`),
    /// and the index among them of each optional view's `.hidden`.
    let open: [PlanCondition]
    package let openHidden: [Int: Int]
    /// The index in `State.empty` of each measured view that may be empty.
    package let emptyIndex: [Int: Int]
    package let solver: DomainProgram
    /// Each unknown of the domain as a form, and 0: made once, read often.
    package let unknowns: [AffineForm]
    package let zero: AffineForm
    /// The one alternative of an answer not searched: 0, under no condition.
    let unsearched: [Alternative]
    /// The state between searches (every value unset), kept for the next one.
    private var idle: State?
    /// Per program, the cone of each step's value and measured answer a check read so far
    /// (at `3·step`, and `3·step + 1` or `+ 2` for a measured width or height).
    var operandCones: [[Cone?]]

    package init(
        programs: [Program], domain: CheckDomain, bools: [Int: Rational], hidden: Set<Int>,
        truths: [(atom: PlanCondition, value: Bool)] = [], open: [PlanCondition] = [], solver: DomainProgram
    ) {
        self.hidden = hidden
        self.truths = truths
        self.open = open
        var openHidden: [Int: Int] = [:]
        for (k, atom) in open.enumerated() { if case .hidden(let e) = atom { openHidden[e] = k } }
        self.openHidden = openHidden
        emptyIndex = Dictionary(uniqueKeysWithValues: domain.possiblyEmpty.sorted().enumerated().map { ($1, $0) })
        operations = programs.map { $0.variant.steps.map(\.operation) }
        heights = programs.map(\.variant.height)
        sizeFrom = programs.map(\.sizeFrom)
        offsets = operations.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        self.domain = domain
        self.bools = bools
        self.solver = solver
        unknowns = (0..<domain.count).map { AffineForm(unknown: $0) }
        zero = AffineForm()
        unsearched = [Alternative(zero, [])]
        operandCones = operations.map { [Cone?](repeating: nil, count: 3 * $0.count) }
    }

    /// The value of `operand` in program `p` on a path (nil: not run, as outside the cone).
    package func read(_ state: State, _ p: Int, _ operand: Operand) -> Value? {
        switch operand {
        case .constant(let v):
            if v == 0 { return .finite(zero) }
            return solver.budget.exactly(v).map { .finite(AffineForm(constant: $0)) }
        case .value(let i): return state.values[p][i]
        case .measured(let i, let isWidth):
            return state.answers[p][i].map { .finite(isWidth ? $0.width : $0.height) }
        case .baseline(let i, _):
            // The label of one line `measure` answers: both baselines at its ascender, 0.8 of
            // its line height (as `text:WxH:1` answers in `eval`), whatever the proposal.
            guard case .measure(let element, _, _) = operations[p][i], let measured = domain.measured[element] else {
                return nil
            }
            // An empty label has no line: its baselines are at its top.
            if let k = emptyIndex[element], state.empty.indices.contains(k), state.empty[k] == true {
                return .finite(zero)
            }
            var ascender = AffineForm()
            ascender.add(unknowns[measured.height], times: Rational(4, 5))
            // A text that wraps: its last baseline is on its last line, 0.2 of a line above its
            // bottom.
            if case .baseline(_, isFirst: false) = operand, domain.lines[element] != nil {
                guard let answer = state.answers[p][i] else { return nil }
                var last = answer.height
                last.add(unknowns[measured.height], times: Rational(-1, 5))
                return .finite(last)
            }
            return .finite(ascender)
        case .parameter(.width):
            return .finite(unknowns[domain.width])
        case .parameter(.height):
            if let q = sizeFrom[p] { return state.heights[q].map { .finite($0) } }
            return .finite(unknowns[domain.height])
        case .parameter(.input(let i)):
            if let unknown = domain.inputs[i] { return .finite(unknowns[unknown]) }
            return .finite(AffineForm(constant: bools[i] ?? .zero))
        case .parameter(.safeArea):
            return .finite(zero)
        case .unbounded:
            return .unbounded
        }
    }

    /// The value a `choice` step takes on this path's variant, with the open atoms' truths a
    /// path took (an open atom not taken counts as false).
    package func chosen(_ conditions: [PlanCondition], _ values: [Double], open taken: [Bool?] = []) -> Rational? {
        var truths = self.truths
        for (atom, truth) in zip(open, taken) { if let truth { truths.append((atom, truth)) } }
        let b = conditions.firstIndex { VariantScenario.holds($0, truths) }
        return Rational.exactly(b.map { values[$0] } ?? values[values.count - 1])
    }

    /// The open atoms (their indices) that `conditions` read.
    func openAtoms(in conditions: [PlanCondition]) -> [Int] {
        var result: [Int] = []
        func walk(_ c: PlanCondition) {
            switch c {
            case .constant: break
            case .not(let a): walk(a)
            case .and(let a, let b), .or(let a, let b):
                walk(a)
                walk(b)
            default: if let k = open.firstIndex(of: c), !result.contains(k) { result.append(k) }
            }
        }
        conditions.forEach(walk)
        return result
    }

    /// Continues with each truth of the open atoms `atoms` the path has not taken yet (false
    /// first: a view shown, a flag off), undoing each on the way back; true to stop.
    func taking(_ atoms: [Int], _ state: inout State, _ body: (inout State) -> Bool) -> Bool {
        guard let k = atoms.first(where: { state.open[$0] == nil }) else { return body(&state) }
        for truth in [false, true] {
            state.open[k] = truth
            let stop = taking(atoms, &state, body)
            state.open[k] = nil
            if stop { return true }
        }
        return false
    }

    /// STEPS 2–3: every feasible path through `cone`, from `rows`, with the optional views of
    /// `shown` (indices of open atoms) shown on every path.
    func explore(_ cone: Cone, rows: [AffineForm], point: [Rational], shown: [Int] = [], _ visit: (State) -> Bool) {
        // Every search starts from the same empty state, and a path undoes what it sets: one
        // state serves every search.
        var state =
            idle
            ?? State(
                values: operations.map { [Value?](repeating: nil, count: $0.count) },
                answers: operations.map { Array(repeating: nil, count: $0.count) },
                heights: operations.map { _ in nil }, rows: [], point: [])
        idle = nil
        state.rows = rows
        state.point = point
        state.open = [Bool?](repeating: nil, count: open.count)
        for k in shown { state.open[k] = false }
        state.empty = [Bool?](repeating: nil, count: emptyIndex.count)
        _ = run(cone.tasks[...], &state, visit)
        idle = state
    }

    /// Runs the tasks from `state` (depth first, changing `state` in place and undoing each
    /// change on the way back); true when the visit asked to stop.
    private func run(
        _ tasks: ArraySlice<Task>, _ state: inout State, _ visit: (State) -> Bool
    ) -> Bool {
        guard solver.budget.spend() else { return true }
        guard let task = tasks.first else { return visit(state) }
        let rest = tasks.dropFirst()
        guard let s = task.step else {
            // The program's height as the next one is given it: at least 0.
            guard case .finite(let h)? = read(state, task.program, heights[task.program]) else {
                return false
            }
            return choose(atLeastZero(h), &state) { state, height in
                state.heights[task.program] = height
                defer { state.heights[task.program] = nil }
                return run(rest, &state, visit)
            }
        }
        return step(task.program, s, &state, answers: (task.answers & 1 != 0, task.answers & 2 != 0)) { state in
            run(rest, &state, visit)
        }
    }

    /// The alternatives of `max(0, v)`: each value with its rows.
    func atLeastZero(_ v: AffineForm) -> [Alternative] {
        [Alternative(v, [-v]), Alternative(zero, [v])]
    }

    /// A value a step may take, and the rows (`row <= 0`) under which it does.
    package struct Alternative {
        package var value: AffineForm
        package var rows: [AffineForm]
        package init(_ value: AffineForm, _ rows: [AffineForm]) {
            self.value = value
            self.rows = rows
        }
    }

    /// Follows each feasible alternative (a value and the rows under which it is the value),
    /// with its rows added to `state` for the body and removed after it.
    func choose(
        _ alternatives: [Alternative], _ state: inout State, _ body: (inout State, AffineForm) -> Bool
    ) -> Bool {
        // One value under no condition: nothing to choose.
        if alternatives.count == 1, alternatives[0].rows.isEmpty, !alternatives[0].value.hasOverflow {
            return body(&state, alternatives[0].value)
        }
        // A row that holds over the whole box says nothing. One that holds nowhere in it, or
        // only where it is 0, rules its alternative out: on that boundary another alternative
        // has the same value (min, max and clamps are continuous).
        var open: [Alternative] = []
        open.reserveCapacity(alternatives.count)
        for alternative in alternatives {
            let (value, written) = (alternative.value, alternative.rows)
            guard !value.hasOverflow, !written.contains(where: \.hasOverflow) else {
                solver.budget.gaveUp()
                return true
            }
            // The rows as written unless one is dropped (most are kept: no copy).
            var rows = written
            var holdsNowhere = false
            var k = 0
            for row in written {
                let bounds = solver.boxBounds(row)
                if bounds.min >= .zero && bounds.max > .zero {
                    holdsNowhere = true
                    break
                }
                if bounds.max > .zero { k += 1 } else { rows.remove(at: k) }
            }
            if holdsNowhere { continue }
            open.append(Alternative(value, rows))
        }
        // An alternative whose rows the path has already is the only one to follow: the others
        // can hold only on its boundary, where every alternative has the same value.
        let given = open.firstIndex { $0.rows.allSatisfy(state.rows.contains) }
        for i in given.map({ $0..<$0 + 1 }) ?? open.indices {
            let value = open[i].value
            var rows = open[i].rows
            if rows.contains(where: state.rows.contains) { rows.removeAll(where: state.rows.contains) }
            var point: [Rational]?
            if !rows.allSatisfy({ $0.value(at: state.point) <= .zero }) {
                guard let found = solver.feasiblePoint(state.rows + rows) else {
                    if solver.budget.exhausted { return true }
                    continue
                }
                point = found
            }
            let before = state.point
            state.rows += rows
            if let point { state.point = point }
            let stop = body(&state, value)
            state.rows.removeLast(rows.count)
            state.point = before
            if stop { return true }
        }
        return false
    }
}

