import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// One step of a program run symbolically: its value on each path, with the rows under which
/// that is its value.
extension PathExplorer {
    /// Runs step `s` of program `p` and continues with each of its values; true to stop.
    /// Of a measure step, only the `answers` needed are searched.
    package func step(
        _ p: Int, _ s: Int, _ state: inout State, answers needed: (width: Bool, height: Bool),
        _ next: (inout State) -> Bool
    ) -> Bool {
        func finish(_ state: inout State, _ value: Value) -> Bool {
            state.values[p][s] = value
            defer { state.values[p][s] = nil }
            return next(&state)
        }
        switch operations[p][s] {
        case .affine(let terms, let constant):
            guard var sum = solver.budget.exactly(constant).map({ AffineForm(constant: $0) }) else {
                return giveUp()
            }
            if terms.count > 1 { sum.reserveCapacity(termCount(terms, state, p)) }
            for term in terms {
                guard let value = read(state, p, term.operand) else { return giveUp() }
                guard case .finite(let form) = value else { return finish(&state, .unbounded) }
                sum.add(form, times: Rational(term.numerator, term.denominator))
            }
            return finish(&state, .finite(sum))

        case .measure(let element, let width, let height):
            guard let unknowns = domain.measured[element] else { return giveUp() }
            // A label that may be empty: 0×0 on one path, its text on the other (the same
            // answer in every program of the path).
            if let k = emptyIndex[element], state.empty[k] == nil, needed.width || needed.height {
                for isEmpty in [false, true] {
                    state.empty[k] = isEmpty
                    let stop = step(p, s, &state, answers: needed, next)
                    state.empty[k] = nil
                    if stop { return true }
                }
                return false
            }
            if let k = emptyIndex[element], state.empty[k] == true {
                state.answers[p][s] = (zero, zero)
                defer { state.answers[p][s] = nil }
                return finish(&state, .finite(zero))
            }
            // A label of one line (`text:WxH:1`): its natural width W and line height H are the
            // unknowns; it answers min(W, max(0, p)) wide, W within the container's given width
            // where the proposal is unbounded, and H tall, within a bounded height proposal.
            let natural = self.unknowns[unknowns.width]
            let lineHeight = self.unknowns[unknowns.height]
            // A text that wraps: its height depends on the width it is proposed. (Its width alone
            // is a line's: the cases below where the height is not needed.)
            if let most = domain.lines[element], needed.height {
                guard let proposal = read(state, p, width) else { return giveUp() }
                // One line fits the height it is offered, as a label of one line does.
                guard let offered = read(state, p, height) else { return giveUp() }
                var fits: [AffineForm] = []
                if case .finite(let offered) = offered { fits = [lineHeight - offered] }
                for answer in wrappingAnswers(proposal, natural: natural, lineHeight: lineHeight, lines: most) {
                    let stop = choose([Alternative(answer.width, answer.rows + fits)], &state) { state, answerWidth in
                        state.answers[p][s] = (answerWidth, answer.height)
                        defer { state.answers[p][s] = nil }
                        return finish(&state, .finite(zero))
                    }
                    if stop { return true }
                }
                return false
            }
            var widths = unsearched
            if needed.width {
                switch read(state, p, width) {
                case nil: return giveUp()
                case .unbounded?: widths = [Alternative(natural, [natural - self.unknowns[domain.width]])]
                case .finite(let p)?:
                    widths = [Alternative(natural, [natural - p]), Alternative(p, [p - natural, -p]), Alternative(zero, [p])]
                }
            }
            var heights = unsearched
            if needed.height {
                switch read(state, p, height) {
                case nil: return giveUp()
                case .unbounded?: heights = [Alternative(lineHeight, [])]
                case .finite(let p)?:
                    heights = [Alternative(lineHeight, [lineHeight - p, -p]), Alternative(lineHeight, [lineHeight, p])]
                }
            }
            return choose(widths, &state) { state, answerWidth in
                choose(heights, &state) { state, answerHeight in
                    state.answers[p][s] = (answerWidth, answerHeight)
                    defer { state.answers[p][s] = nil }
                    return finish(&state, .finite(zero))
                }
            }

        case .extremum(let isMinimum, let operands):
            var forms: [AffineForm] = []
            for operand in operands {
                switch read(state, p, operand) {
                case nil: return giveUp()
                case .unbounded?: if !isMinimum { return finish(&state, .unbounded) }
                case .finite(let form)?: forms.append(form)
                }
            }
            guard !forms.isEmpty else { return finish(&state, .unbounded) }
            // Argument i is the value where it is at most (min) or at least (max) every other.
            var alternatives: [Alternative] = []
            alternatives.reserveCapacity(forms.count)
            for i in forms.indices {
                var rows: [AffineForm] = []
                rows.reserveCapacity(forms.count - 1)
                for j in forms.indices where j != i { rows.append(isMinimum ? forms[i] - forms[j] : forms[j] - forms[i]) }
                alternatives.append(Alternative(forms[i], rows))
            }
            return choose(alternatives, &state) { state, result in finish(&state, .finite(result)) }

        case .rounded(let value, let rounding):
            guard case .finite(let v)? = read(state, p, value) else { return giveUp() }
            // A stand-in r within a point of v, on the side the rule rounds to.
            let one = AffineForm(constant: .one)
            let half = AffineForm(constant: Rational(1, 2))
            return relaxed(v, .rounded(rounding), &state, finish) { r in
                switch rounding.rule {
                case .down: [r - v, v - r - one]
                case .up: [v - r, r - v - one]
                case .nearest: [r - v - half, v - r - half]
                }
            }

        case .product(let value, let factor):
            guard case .finite(let v)? = read(state, p, value), case .finite(let f)? = read(state, p, factor) else {
                return giveUp()
            }
            // Affine where one factor is a number on this path; else a stand-in of any value
            // (a witness through it is confirmed by evaluation, or dropped).
            guard let product = AffineForm.product(domain.fixing(v), domain.fixing(f)) else {
                return relaxed(v, .product(factor: f), &state, finish) { _ in [] }
            }
            return product.hasOverflow ? giveUp() : finish(&state, .finite(product))

        case .shown(let element):
            guard let k = openHidden[element] else {
                return finish(&state, .finite(AffineForm(constant: hidden.contains(element) ? .zero : .one)))
            }
            return taking([k], &state) { state in
                finish(&state, .finite(AffineForm(constant: state.open[k]! ? .zero : .one)))
            }

        case .choice(let conditions, let values):
            return taking(openAtoms(in: conditions), &state) { state in
                guard let value = chosen(conditions, values, open: state.open) else { return giveUp() }
                return finish(&state, .finite(AffineForm(constant: value)))
            }

        case .leastErrors(let lists):
            // Two branches: the second is chosen where its errors are lexicographically less
            // (equal up to some k, less at k); the first elsewhere. Strict comparisons are
            // relaxed to their closures: a witness on a boundary is confirmed or dropped.
            guard lists.count == 2 else {
                solver.budget.gaveUp("a layout that chooses among more than two branches of a min/max at run time")
                return true
            }
            var pairs: [(first: AffineForm, second: AffineForm)] = []
            for (a, b) in zip(lists[0], lists[1]) {
                guard case .finite(let x)? = read(state, p, a), case .finite(let y)? = read(state, p, b) else { return giveUp() }
                pairs.append((x, y))
            }
            var alternatives: [Alternative] = []
            var equal: [AffineForm] = []
            for (x, y) in pairs {
                alternatives.append(Alternative(AffineForm(constant: .one), equal + [y - x]))
                alternatives.append(Alternative(zero, equal + [x - y]))
                equal += [x - y, y - x]
            }
            alternatives.append(Alternative(zero, equal))
            return choose(alternatives, &state) { state, result in finish(&state, .finite(result)) }

        case .select(let index, let operands):
            guard case .finite(let chosen)? = read(state, p, index), chosen.terms.isEmpty,
                let k = Int(exactly: chosen.constant.doubleValue), operands.indices.contains(k),
                let value = read(state, p, operands[k])
            else { return giveUp() }
            return finish(&state, value)
        }
    }

    /// How many terms the values of `terms` have in program `p` on a path: room enough for
    /// their sum, added term by term.
    func termCount(_ terms: [AffineTerm], _ state: State, _ p: Int) -> Int {
        terms.reduce(0) { count, term in
            if case .finite(let form)? = read(state, p, term.operand) { count + form.terms.count } else { count }
        }
    }

    /// Continues with the stand-in of `value` relaxed as `relaxed` (the same one where the path
    /// relaxed it so already), under the rows `rows` gives for a new one.
    private func relaxed(
        _ value: AffineForm, _ relaxed: Relaxed, _ state: inout State, _ finish: (inout State, Value) -> Bool,
        rows: (AffineForm) -> [AffineForm]
    ) -> Bool {
        if let known = state.relaxations.first(where: { $0.value == value && $0.of == relaxed }) {
            return finish(&state, .finite(unknowns[known.unknown]))
        }
        guard state.relaxations.count < domain.count - domain.firstRelaxation else { return giveUp() }
        let unknown = domain.firstRelaxation + state.relaxations.count
        let r = unknowns[unknown]
        state.relaxations.append((value, relaxed, unknown))
        defer { state.relaxations.removeLast() }
        return choose([Alternative(r, rows(r))], &state) { state, result in finish(&state, .finite(result)) }
    }

    /// A step the analysis cannot follow: the search stops and says so.
    private func giveUp() -> Bool {
        solver.budget.gaveUp()
        return true
    }
}
