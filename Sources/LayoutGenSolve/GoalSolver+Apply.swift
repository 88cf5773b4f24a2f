import LayoutGenAlgebra
import LayoutGenPlan

extension GoalSolver {
    /// STEP 3 for goal `k`: `e ⋈ t` met as well as the constraints so far allow.
    ///
    /// With `[lo, hi]` the interval of `e` over them: `e == t` pins `e = min(max(t, lo), hi)`;
    /// `e <= t` adds the row `e <= max(t, lo)`, `e >= t` the row `e >= min(t, hi)`. When the new
    /// bound meets the opposite one, `e` is pinned there instead.
    ///
    /// The second of a measured view's two goals along an axis pins its size as an equality
    /// would: after `e >= min(m, hi₁)`, the interval `[lo, hi]` at `e <= m` has `hi <= hi₁` and
    /// `lo >= min(m, hi₁)`, so `[lo, min(hi, max(m, lo))]` is one point, `min(max(m, lo), hi)`
    /// (when `m <= lo` it is `lo`; when `m > lo`, `lo >= hi₁ >= hi`).
    ///
    /// Returns what the goal waits for instead of being met: a `min`/`max` it would read whose
    /// arguments are still open (`GoalSolver+Extrema`), or, in a look-ahead, the measurement of
    /// a view measured after it (`GoalSolver+Measure`).
    /// With `assumingExtrema`, a goal that would read such a `min`/`max` reads it where the
    /// arguments ending at the bound that helps it makes the answer exact (`assumptions`).
    package mutating func apply(_ k: Int, assumingExtrema: Bool = false) -> GoalWait? {
        let goal = goals[k]
        // Measured at the start of the goal's level (`measureViews`); left out of a look-ahead.
        guard let target = goal.target else { return .measurement }
        let (e, reducedBy) = basis.reduce(goal.expression)
        let source = sources.id(.goal(k))
        guard !e.isKnown else {
            // What fixed it may be another goal of its priority, met first.
            noteCompetitors(of: k, [reducedBy])
            // Fixed only once what it reads is: `v.height == max(26.5, super.height / 3 + 10)`
            // leaves `v.height <= 62.5 @260` to the height decided at a weaker priority. (A
            // container's extent that follows `max(…)` of its content is never an error; one
            // that is a product of what is still open is not fixed, since Auto Layout would
            // meet `super.height == k * b.height + 16` by moving `b.height`: an error once
            // everything else is determined, `reportExtentsReadingProducts`.)
            let isExtent = if case .extent = goal.kind { true } else { false }
            if isExtent, let j = openProduct(in: e) { extentsReadingProducts.append((k, j)) }
            if !isExtent, let j = extremumWithOpenArguments(in: [e]) {
                // At the end of its level it may read the value where its arguments end at
                // the bounds that help it (checked once everything is solved).
                guard assumingExtrema,
                    let assumed = assumptions(for: k, target: target, relation: goal.relation, projection: Projection(fixedAt: e))
                else { return .extremum(j) }
                extremumAssumptions += assumed
            }
            settleFixed(k, value: e, target: target)
            return nil
        }
        if let j = extremumMoved(by: e) { return .extremum(j) }
        let projection = project(e)
        guard !projection.hasOverflow else {
            diagnostics.error(.arithmeticOverflow, at: goal.range)
            return nil
        }
        reportConflicts(projection)
        if case .extent(let isWidth) = goal.kind { reportNegativeExtent(isWidth: isWidth, projection) }
        noteCompetitors(of: k, (projection.lower + projection.upper).map(\.provenance) + [reducedBy])
        let lowerForms = projection.lower.map(\.value)
        let upperForms = projection.upper.map(\.value)
        let about = subject(of: goal)
        var relation = goal.relation
        var axis: MeasuredAxis?
        switch goal.kind {
        case .compression(let i, let isWidth), .hugging(let i, let isWidth):
            axis = MeasuredAxis(item: i, isWidth: isWidth)
            if measuredGoalsMet.contains(axis!) { relation = .equal }
        default: break
        }
        if let j = extremumNeeded(target: target, relation: relation, projection: projection) {
            guard assumingExtrema, let assumed = assumptions(for: k, target: target, relation: relation, projection: projection)
            else { return .extremum(j) }
            extremumAssumptions += assumed
        }
        if let axis { measuredGoalsMet.insert(axis) }
        // What the value yields to where it is bounded (`explain`).
        let bounds = (projection.lower + projection.upper).map(\.provenance)
        switch relation {
        case .equal:
            if case .fill = goal.kind { reportAlwaysOverflowing(k, target: target, projection: projection) }
            let raised = runtime.maximum([target] + lowerForms)!
            record(raised, .atLeast, about: about, goal.range, bounds: bounds)
            let value = runtime.minimum([raised] + upperForms)!
            record(value, .value, about: about, goal.range, bounds: bounds)
            // The given size decides the extent; what it pins through the extent's row (the
            // extent unreduced) is decided by that row's constraint (`EliminationBasis.add`).
            pin(goal.isExtent ? goal.expression - value : e - value, source: source, citingWhatBroughtIn: goal.isExtent)
        case .lessOrEqual:
            let bound = runtime.maximum([target] + lowerForms)!
            record(bound, .atMost, about: about, goal.range, bounds: bounds)
            let lower = runtime.maximum(lowerForms)
            if let lower, runtime.minimum(upperForms + [bound]) == lower {
                pin(e - lower, source: source)
            } else {
                addRow(e - bound, source: source)
            }
        case .greaterOrEqual:
            let bound = runtime.minimum([target] + upperForms)!
            record(bound, .atLeast, about: about, goal.range, bounds: bounds)
            let upper = runtime.minimum(upperForms)
            if let upper, runtime.maximum(lowerForms + [bound]) == upper {
                pin(e - upper, source: source)
            } else {
                addRow(bound - e, source: source)
            }
        }
        return nil
    }

    /// After STEP 4: reports the first extent that read a product whose attribute was open
    /// (`apply`), where the given size needed it.
    mutating func reportExtentsReadingProducts() -> Bool {
        guard let (k, j) = extentsReadingProducts.first else { return false }
        reportExtremumNeededEarly(k, extremum: j)
        return true
    }

    /// A product `form` reads whose attribute is still open.
    private func openProduct(in form: LinearForm) -> Int? {
        for term in form.symbols {
            guard case .extremum(let j) = term.key, model.extrema[j].function == .product else { continue }
            if arguments(of: j).contains(where: { !basis.reduce($0).form.isKnown }) { return j }
        }
        return nil
    }

    /// Records the goals of `k`'s priority among the sources of what bounds it (the solve with
    /// ties reversed only compares frames: it records none).
    private mutating func noteCompetitors(of k: Int, _ bounds: [SourceSet]) {
        let goal = goals[k]
        guard ties == .declaration, goal.strength.priority != nil, !goal.isExtent else { return }
        for other in sources.goals(in: SourceSet(unionOf: bounds)) {
            if other != k, goals[other].strength == goal.strength, !goals[other].isExtent {
                competitions.append((other, k))
            }
        }
    }

    /// A goal whose expression the stronger constraints fix: a preference they fix to another
    /// value is reported as never having an effect.
    private func settleFixed(_ k: Int, value: LinearForm, target: LinearForm) {
        let goal = goals[k]
        guard case .preference(let c) = goal.kind, value != target else { return }
        let (_, provenance) = basis.reduce(goal.expression)
        diagnostics.warning(
            .droppedPreference(priority: goal.strength.priority ?? 0), at: model.constraints[c].range,
            notes: notes(for: provenance, except: .goal(k), "what determines it instead"))
    }

    /// A sequence's fill whose parts need a constant amount more than the container's extent,
    /// which required constraints fix: its trailing end always runs past the container.
    private func reportAlwaysOverflowing(_ k: Int, target: LinearForm, projection: Projection) {
        let misses = projection.lower.map { $0.value - target } + projection.upper.map { target - $0.value }
        guard let largest = misses.filter({ $0.isConstant && Rational.zero < $0.constant }).map(\.constant).max()
        else { return }
        diagnostics.warning(.sequenceAlwaysOverflows(UnderDeterminedReport.format(largest)), at: goals[k].range)
    }

    private mutating func addRow(_ form: LinearForm, source: Int) {
        var provenance = SourceSet()
        provenance.insert(source)
        rows.append(InequalityRow(form: form, provenance: provenance, isGoal: true))
    }

    /// An extent the required constraints hold below 0 (a constant upper bound under 0): no
    /// container UIKit gives (its sizes are never negative) keeps them. The extent yields to
    /// them (LANGUAGE.md §7.2) and `size` reports 0: a warning, since every frame then breaks
    /// one of them at the size reported.
    private func reportNegativeExtent(isWidth: Bool, _ projection: Projection) {
        guard let bound = projection.upper.first(where: { $0.value.isConstant && $0.value.constant < .zero }) else { return }
        let constraints = sources.constraints(in: bound.provenance)
        guard let first = constraints.first else { return }
        diagnostics.warning(
            .negativeExtent(isWidth ? "width" : "height", "-" + UnderDeterminedReport.format(bound.value.constant)),
            at: model.constraints[first].range,
            notes: notes(for: constraints, except: .constraint(first), "constraint that bounds it"))
    }

    /// Conditions the projection leaves that fail for every run-time value: the constraints
    /// that produced them contradict each other. (A condition that reads only `min`/`max`s
    /// whose arguments the required equalities fix to numbers is a number: `number(of:)`.)
    func reportConflicts(_ projection: Projection) {
        var failing: [(amount: Rational, provenance: SourceSet)] = []
        for condition in projection.conditions {
            if let amount = number(of: condition.form), Rational.zero < amount { failing.append((amount, condition.provenance)) }
        }
        // A lower bound `max(a…)` and an upper bound `min(b…)` cross for every run-time value
        // where some `a - b` is a positive number.
        for lower in projection.lower {
            for upper in projection.upper {
                for a in runtime.nestedArguments(of: lower.value, isMinimum: false) ?? [lower.value] {
                    for b in runtime.nestedArguments(of: upper.value, isMinimum: true) ?? [upper.value] {
                        if let gap = number(of: a - b), Rational.zero < gap {
                            failing.append((gap, lower.provenance.union(upper.provenance)))
                        }
                    }
                }
            }
        }
        guard let (amount, provenance) = failing.first else { return }
        let constraints = sources.constraints(in: provenance)
        guard let first = constraints.first else { return }
        diagnostics.error(
            .conflict("they differ by \(UnderDeterminedReport.format(amount))"), at: model.constraints[first].range,
            notes: notes(for: constraints, except: .constraint(first), "conflicting constraint"))
    }

    /// What a goal's value is in the plan.
    private func subject(of goal: SoftGoal) -> StepSubject {
        switch goal.kind {
        case .extent(let isWidth): .container(isWidth: isWidth)
        case .preference, .bound: .preferred(goal.range)
        case .compression(let i, let isWidth), .hugging(let i, let isWidth): .attribute(element: i, isWidth ? .width : .height)
        case .shrink: .shrinkUnit
        case .fill, .unboundedUnit: .flexibleUnit
        }
    }
}
