/// Runs programs of a plan symbolically over the analysis's domain: every value an affine form
/// of the domain's unknowns, one path per choice of which argument each `min`/`max` (and each
/// clamp at 0 or at a bound) takes. A path is a polyhedron of inputs (its rows `f <= 0`) on
/// which every value the searched objective reads is affine, so one exact linear program per
/// path and objective decides it.
///
/// STEP 1: the cone: only the steps the objective reads are run. A measured view is a label of
///         one line whose natural width and line height are unknowns of the domain: each program
///         measures it with its own proposal, as `text:WxH:1` answers in `eval`.
/// STEP 2: depth first over the cone's steps; a choice is followed only when its rows leave
///         the path feasible (tested at the path's last feasible point first, by a linear
///         program otherwise).
/// STEP 3: at each complete path, the callback searches it; it answers true to stop.
/// Limits: a rounding step's value is only bounded (within a point of its argument), so a path
/// through one may be infeasible for the real program: the callback's witness is evaluated
/// before it counts. The budget bounds the whole search.
struct PathExplorer {
    /// One program of a path.
    struct Program {
        var variant: Variant
        /// The program whose height (at least 0) this one is given as its container's height: the
        /// fitting program of `layout(in: sizeThatFits(…))`; nil: the domain's height. The width
        /// is always the domain's: fitting the height keeps the width as given unless required
        /// constraints make it yield, and a witness found there is confirmed like any other.
        var sizeFrom: Int?
    }

    /// A value: an affine form, or `.greatestFiniteMagnitude` (an unbounded proposal).
    enum Value {
        case finite(DenseAffine)
        case unbounded
    }

    /// A partial path.
    struct State {
        /// Per program, per step: its value once run.
        var values: [[Value?]]
        /// Per program, per measure step: the answer once measured.
        var answers: [[(width: DenseAffine, height: DenseAffine)?]]
        /// Per program: its height as the next program reads it, once computed.
        var heights: [DenseAffine?]
        /// The inputs where the path is taken: `row <= 0` for each.
        var rows: [DenseAffine]
        /// A point where every row holds.
        var point: [Rational]
        /// The values rounded so far, each with its stand-in (an unknown of the domain): the same
        /// value rounded again, in any program of the path, is the same stand-in.
        var relaxations: [(value: DenseAffine, rounding: Rounding, unknown: Int)] = []
    }

    let programs: [Program]
    let domain: CheckDomain
    /// The values of the Bool inputs (index → 0 or 1) on this path's variant.
    let bools: [Int: Rational]
    let solver: DomainProgram
    /// Each unknown of the domain as a form, and 0: made once, read often.
    let unknowns: [DenseAffine]
    let zero: DenseAffine

    init(programs: [Program], domain: CheckDomain, bools: [Int: Rational], solver: DomainProgram) {
        self.programs = programs
        self.domain = domain
        self.bools = bools
        self.solver = solver
        unknowns = (0..<domain.count).map { DenseAffine(count: domain.count, unknown: $0) }
        zero = DenseAffine(count: domain.count)
    }

    /// The value of `operand` in program `p` on a path (nil: not run, as outside the cone).
    func read(_ state: State, _ p: Int, _ operand: Operand) -> Value? {
        let n = domain.count
        switch operand {
        case .constant(let v):
            if v == 0 { return .finite(zero) }
            return solver.budget.exactly(v).map { .finite(DenseAffine(count: n, constant: $0)) }
        case .value(let i): return state.values[p][i]
        case .measured(let i, let isWidth):
            return state.answers[p][i].map { .finite(isWidth ? $0.width : $0.height) }
        case .parameter(.width):
            return .finite(unknowns[domain.width])
        case .parameter(.height):
            if let q = programs[p].sizeFrom { return state.heights[q].map { .finite($0) } }
            return .finite(unknowns[domain.height])
        case .parameter(.input(let i)):
            if let unknown = domain.inputs[i] { return .finite(unknowns[unknown]) }
            return .finite(DenseAffine(count: n, constant: bools[i] ?? .zero))
        case .parameter(.safeArea):
            return .finite(zero)
        case .unbounded:
            return .unbounded
        }
    }

    /// STEPS 2–3: every feasible path through `cone`, from `rows`.
    func explore(_ cone: Cone, rows: [DenseAffine], point: [Rational], _ visit: (State) -> Bool) {
        var tasks: [(program: Int, step: Int?)] = []
        for (p, program) in programs.enumerated() {
            for s in program.variant.steps.indices where cone.steps[p][s] { tasks.append((p, s)) }
            if cone.heights[p] { tasks.append((p, nil)) }
        }
        var state = State(
            values: programs.map { [Value?](repeating: nil, count: $0.variant.steps.count) },
            answers: programs.map { Array(repeating: nil, count: $0.variant.steps.count) },
            heights: programs.map { _ in nil }, rows: rows, point: point)
        _ = run(tasks[...], &state, cone, visit)
    }

    /// Runs the tasks from `state` (depth first, changing `state` in place and undoing each
    /// change on the way back); true when the visit asked to stop.
    private func run(
        _ tasks: ArraySlice<(program: Int, step: Int?)>, _ state: inout State, _ cone: Cone, _ visit: (State) -> Bool
    ) -> Bool {
        guard solver.budget.spend() else { return true }
        guard let task = tasks.first else { return visit(state) }
        let rest = tasks.dropFirst()
        guard let s = task.step else {
            // The program's height as the next one is given it: at least 0.
            guard case .finite(let h)? = read(state, task.program, programs[task.program].variant.height) else {
                return false
            }
            return choose(atLeastZero(h), &state) { state, height in
                state.heights[task.program] = height
                defer { state.heights[task.program] = nil }
                return run(rest, &state, cone, visit)
            }
        }
        let answers = cone.answers[task.program][s]
        return step(task.program, s, &state, answers: (answers & 1 != 0, answers & 2 != 0)) { state in
            run(rest, &state, cone, visit)
        }
    }

    /// The alternatives of `max(0, v)`: each value with its rows.
    func atLeastZero(_ v: DenseAffine) -> [(DenseAffine, [DenseAffine])] {
        [(v, [-v]), (zero, [v])]
    }

    /// Follows each feasible alternative (a value and the rows under which it is the value),
    /// with its rows added to `state` for the body and removed after it.
    func choose(
        _ alternatives: [(DenseAffine, [DenseAffine])], _ state: inout State, _ body: (inout State, DenseAffine) -> Bool
    ) -> Bool {
        // A row that holds over the whole box says nothing. One that holds nowhere in it, or
        // only where it is 0, rules its alternative out: on that boundary another alternative
        // has the same value (min, max and clamps are continuous).
        var open: [(DenseAffine, [DenseAffine])] = []
        for (value, written) in alternatives {
            guard !value.hasOverflow, !written.contains(where: \.hasOverflow) else {
                solver.budget.gaveUp()
                return true
            }
            var rows: [DenseAffine] = []
            var holdsNowhere = false
            for row in written {
                let bounds = solver.boxBounds(row)
                if bounds.max > .zero { rows.append(row) }
                if bounds.min >= .zero && bounds.max > .zero { holdsNowhere = true }
            }
            if holdsNowhere { continue }
            open.append((value, rows))
        }
        // An alternative whose rows the path has already is the only one to follow: the others
        // can hold only on its boundary, where every alternative has the same value.
        let given = open.first { $0.1.allSatisfy(state.rows.contains) }
        for (value, written) in given.map({ [$0] }) ?? open {
            let rows = written.filter { !state.rows.contains($0) }
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

extension Rational {
    /// The rational a `Double` of the plan stands for (its shortest decimal spelling), or nil
    /// when 64-bit parts cannot hold it.
    static func exactly(_ value: Double) -> Rational? {
        guard value.isFinite else { return nil }
        return Rational(decimal: "\(value)")
    }
}
