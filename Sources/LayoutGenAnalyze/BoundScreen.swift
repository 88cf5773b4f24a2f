import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// A first pass over one scenario's programs that proves checks without following paths: each
/// value is an affine form of the domain's unknowns and of one more unknown per step that
/// chooses (a `min`, `max`, measured width or rounding), which stands for `max(0, d)` of the
/// difference `d` of its arguments (or for the rounding error) and is bounded over the box. A
/// check whose slack is at most 0 over the whole box, every such unknown within its bounds (or,
/// where that leaves it possible, with such unknowns replaced by `d` below them or the chord
/// above them: `tightened`), cannot show its problem at any input; only the others are
/// searched path by path (`PathExplorer`).
///
/// Sound because each true value is its form at the input and at some value of each extra
/// unknown within its bounds, the one `max(0, d)` takes, which is at least `d` and at most the
/// chord: the box's maximum of a slack, tightened or not, is at least its value at every input.
/// It is looser than the paths (the bounds ignore which path is taken, the scenario's rows and
/// the domain's coupling of a measured answer to its proposal), so it proves less than the
/// search would, never more.
package struct BoundScreen {
    /// Every value of every program, as `PathExplorer.read` reads them.
    private var state: PathExplorer.State
    /// The bounds of the domain's unknowns, then of the extra ones.
    private var lower: [Rational]
    private var upper: [Rational]
    /// Whether a bound went beyond exact rationals (then nothing is screened).
    private var overflowed = false
    /// The stand-in of each choice made so far, by what it chooses: the same choice, in any
    /// program, is the same value at every input, so it is the same unknown (the programs with
    /// ties reversed then cancel with the others wherever they compute alike).
    /// Keyed by the form chosen about and its kind as a constant form (0 `max(0, form)`; 1
    /// rounding down, 2 up, 3 to nearest, 4–6 to the pixel grid; 7 an optional view's being
    /// shown, keyed by its index, where a path takes it).
    private var choices = FormsTable<AffineForm>()
    /// The stand-in of each `choice` step that reads an open atom, by its conditions and values.
    private var openChoices: [(conditions: [PlanCondition], values: [Double], form: AffineForm)] = []
    /// Per stand-in `u = max(0, d)` (by its unknown less the domain's count; nil for a rounding
    /// error), `d` and its bounds over the box: `u >= d`, and `u` is at most the chord of
    /// `max(0, ·)` over them (`tightened`).
    private var positiveParts: [(d: AffineForm, low: Rational, high: Rational)?] = []
    /// How many unknowns the domain has (the stand-ins follow).
    private let domainCount: Int

    private static func choice(_ kind: Int, _ form: AffineForm) -> [AffineForm] {
        [form, AffineForm(constant: Rational(kind))]
    }

    /// Nil when a value cannot be followed (an unbounded operand where a number is needed, a
    /// number beyond exact rationals): then nothing is screened.
    package init?(_ explorer: PathExplorer) {
        let operations = explorer.operations
        state = PathExplorer.State(
            values: operations.map { [PathExplorer.Value?](repeating: nil, count: $0.count) },
            answers: operations.map { Array(repeating: nil, count: $0.count) },
            heights: operations.map { _ in nil }, rows: [], point: [])
        // A label that may be empty: its answers from 0 (both cases in one box).
        lower = explorer.domain.hullLower
        upper = explorer.domain.upper
        domainCount = lower.count
        for p in operations.indices {
            for s in operations[p].indices {
                guard let value = value(p, s, explorer) else { return nil }
                state.values[p][s] = value
            }
            if explorer.sizeFrom.contains(p) {
                guard case .finite(let h)? = explorer.read(state, p, explorer.heights[p]) else { return nil }
                state.heights[p] = positivePart(h)
            }
        }
        if overflowed { return nil }
    }

    /// Whether the check's problem shows nowhere: one of its slacks is at most 0 over the box.
    func proves(_ check: AnalysisCheck) -> Bool {
        guard let slacks = check.slacks(state) else { return false }
        return slacks.contains { slack in
            guard !slack.hasOverflow else { return false }
            let max = bounds(slack).max
            if !max.isOverflow && max <= .zero { return true }
            let closer = bounds(tightened(slack)).max
            return !closer.isOverflow && closer <= .zero
        }
    }

    /// A form at least `form` wherever each stand-in of `max(0, d)` is what it stands for, whose
    /// largest value over the box is often smaller: from the last stand-in to the first, each is
    /// replaced by `d` where it counts negatively (it is never below `d`: `max(a, b) >= b`, what
    /// the box forgets) or by the chord of `max(0, ·)` over `d`'s bounds where it counts
    /// positively (never above it), when that lowers the largest value; else the box's bound
    /// (0, or the largest value) stands. The `d` put in reads only earlier unknowns.
    private func tightened(_ form: AffineForm) -> AffineForm {
        var result = form
        var next = result.terms.count - 1
        while next >= 0 {
            let term = result.terms[next]
            guard term.key >= domainCount else { break }
            next -= 1
            guard let (d, low, high) = positiveParts[term.key - domainCount] else { continue }
            let u = AffineForm(unknown: term.key)
            // c·u <= c·d (c < 0), or c·u <= c·(chord) (c > 0); else the box's bound stands.
            var bound: AffineForm
            if term.coefficient < .zero {
                bound = d
            } else {
                bound = AffineForm(constant: -high * low / (high - low))
                bound.add(d, times: high / (high - low))
            }
            var replaced = result
            replaced.add(bound - u, times: term.coefficient)
            guard !replaced.hasOverflow, bounds(replaced).max < bounds(result).max else { continue }
            result = replaced
            next = min(next, result.terms.count - 1)
            while next >= 0 && result.terms[next].key >= term.key { next -= 1 }
        }
        return result
    }

    /// The smallest and largest value `operand` of program `p` can take (nil: unbounded).
    package func bounds(of operand: Operand, in p: Int, _ explorer: PathExplorer) -> (min: Rational, max: Rational)? {
        guard case .finite(let form)? = explorer.read(state, p, operand), !form.hasOverflow else { return nil }
        let result = bounds(form)
        return result.min.isOverflow || result.max.isOverflow ? nil : result
    }

    /// The smallest and largest value of a form over the box.
    private func bounds(_ form: AffineForm) -> (min: Rational, max: Rational) {
        var (low, high) = (form.constant, form.constant)
        for term in form.terms {
            let (a, b) = (term.coefficient * lower[term.key], term.coefficient * upper[term.key])
            low = low + (a < b ? a : b)
            high = high + (a < b ? b : a)
        }
        return (low, high)
    }

    /// The bounds of a form, noting an overflow.
    private mutating func checkedBounds(_ form: AffineForm) -> (min: Rational, max: Rational) {
        let result = bounds(form)
        if form.hasOverflow || result.min.isOverflow || result.max.isOverflow { overflowed = true }
        return result
    }

    /// A new unknown between `low` and `high`.
    private mutating func standIn(_ low: Rational, _ high: Rational) -> AffineForm {
        lower.append(low)
        upper.append(high)
        positiveParts.append(nil)
        return AffineForm(unknown: lower.count - 1)
    }

    /// `max(0, d)`: `d` or 0 where its bounds decide it, else from the stand-in of `max(0, d̂)`
    /// for `d = k·d̂`, `d̂`'s first coefficient 1: `k·max(0, d̂)` for `k > 0`, and
    /// `k·(d̂ − max(0, d̂))` for `k < 0` (`max(0, −x) = max(0, x) − x`). So `max(a, b)`,
    /// `max(b, a)`, `min(a, b)` and their shifts and multiples share one unknown.
    private mutating func positivePart(_ d: AffineForm) -> AffineForm {
        let b = checkedBounds(d)
        if b.min >= .zero { return d }
        if b.max <= .zero || d.terms.isEmpty { return AffineForm() }
        let k = d.terms[0].coefficient
        var unit = AffineForm()
        unit.add(d, times: .one / k)
        let choice = Self.choice(0, unit)
        let u: AffineForm
        if let known = choices[choice] {
            u = known
        } else {
            let (low, high) = checkedBounds(unit)
            u = standIn(.zero, high)
            choices[choice] = u
            if low < .zero && high > .zero { positiveParts[positiveParts.count - 1] = (unit, low, high) }
        }
        var result = AffineForm()
        if k > .zero {
            result.add(u, times: k)
        } else {
            result.add(unit, times: k)
            result.add(u, times: -k)
        }
        return result
    }

    /// `min(a, b)`: `b − max(0, b − a)`.
    private mutating func minimum(_ a: AffineForm, _ b: AffineForm) -> AffineForm {
        b - positivePart(b - a)
    }

    /// `max(a, b)`: `a + max(0, b − a)`.
    private mutating func maximum(_ a: AffineForm, _ b: AffineForm) -> AffineForm {
        a + positivePart(b - a)
    }

    /// Step `s` of program `p` (its operands already have values).
    private mutating func value(_ p: Int, _ s: Int, _ explorer: PathExplorer) -> PathExplorer.Value? {
        let domain = explorer.domain
        func finite(_ operand: Operand) -> AffineForm? {
            if case .finite(let form)? = explorer.read(state, p, operand) { form } else { nil }
        }
        switch explorer.operations[p][s] {
        case .affine(let terms, let constant):
            guard var sum = Rational.exactly(constant).map({ AffineForm(constant: $0) }) else { return nil }
            if terms.count > 1 { sum.reserveCapacity(explorer.termCount(terms, state, p)) }
            for term in terms {
                switch explorer.read(state, p, term.operand) {
                case nil: return nil
                case .unbounded?: return .unbounded
                case .finite(let form)?: sum.add(form, times: Rational(term.numerator, term.denominator))
                }
            }
            return sum.hasOverflow ? nil : .finite(sum)

        case .measure(let element, let width, _):
            // A label of one line: min(W, max(0, proposal)) wide (W within the container's
            // width where the proposal is unbounded), its line height H tall.
            guard let unknowns = domain.measured[element] else { return nil }
            let natural = explorer.unknowns[unknowns.width]
            let answer: AffineForm
            switch explorer.read(state, p, width) {
            case nil: return nil
            case .unbounded?: answer = minimum(natural, explorer.unknowns[domain.width])
            case .finite(let proposal)?: answer = minimum(natural, positivePart(proposal))
            }
            state.answers[p][s] = (answer, explorer.unknowns[unknowns.height])
            return .finite(AffineForm())

        case .extremum(let isMinimum, let operands):
            var forms: [AffineForm] = []
            for operand in operands {
                switch explorer.read(state, p, operand) {
                case nil: return nil
                case .unbounded?: if !isMinimum { return .unbounded }
                case .finite(let form)?: forms.append(form)
                }
            }
            // In one order of the arguments: the same extremum written in another order (in
            // the program with ties reversed) is then the same stand-ins, and cancels.
            if forms.count > 2 { forms.sort(by: AffineForm.precedes) }
            var result: AffineForm?
            for form in forms { result = result.map { isMinimum ? minimum($0, form) : maximum($0, form) } ?? form }
            return result.map { .finite($0) } ?? .unbounded

        case .rounded(let value, let rounding):
            // Within a point of the value, on the side the rule rounds to (as `PathExplorer`).
            guard let v = finite(value) else { return nil }
            let (kind, low, high): (Int, Rational, Rational) =
                switch rounding.rule {
                case .down: (1, -.one, .zero)
                case .up: (2, .zero, .one)
                case .nearest: (3, Rational(-1, 2), Rational(1, 2))
                }
            let choice = Self.choice(kind + (rounding.toPixel ? 3 : 0), v)
            if let known = choices[choice] { return .finite(known) }
            let rounded = v + standIn(low, high)
            choices[choice] = rounded
            return .finite(rounded)

        case .product(let value, let factor):
            guard let v = finite(value), let f = finite(factor),
                // Over the screen's bounds: `v` and `f` may read its stand-ins, past the domain's.
                let product = AffineForm.product(
                    CheckDomain.fixing(v, lower: lower, upper: upper), CheckDomain.fixing(f, lower: lower, upper: upper))
            else { return nil }
            return product.hasOverflow ? nil : .finite(product)

        case .shown(let element):
            guard explorer.openHidden[element] != nil else {
                return .finite(AffineForm(constant: explorer.hidden.contains(element) ? .zero : .one))
            }
            // Shown or hidden as a path takes it: between 0 and 1, one stand-in per view.
            let choice = Self.choice(7, AffineForm(constant: Rational(element)))
            if let known = choices[choice] { return .finite(known) }
            let shown = standIn(.zero, .one)
            choices[choice] = shown
            return .finite(shown)

        case .choice(let conditions, let values):
            guard !explorer.openAtoms(in: conditions).isEmpty else {
                return explorer.chosen(conditions, values).map { .finite(AffineForm(constant: $0)) }
            }
            // One of the values, as a path takes the open atoms: between the least and the
            // greatest, one stand-in per choice (the same choice in another program is the same).
            if let known = openChoices.first(where: { $0.conditions == conditions && $0.values == values }) {
                return .finite(known.form)
            }
            guard let low = values.min().flatMap(Rational.exactly), let high = values.max().flatMap(Rational.exactly)
            else { return nil }
            let form = standIn(low, high)
            openChoices.append((conditions, values, form))
            return .finite(form)

        case .leastErrors, .select:
            return nil
        }
    }
}
