import LayoutGenAlgebra
import LayoutGenDiagnostics

/// When and at what proposal a measured view is measured (LANGUAGE.md §7.3, revised 2026-11-28).
///
/// The maths: a measured view `v` has along each axis `a` a compression resistance `c_a` and a
/// hugging `h_a`, the soft rows `size_a >= m_a @c_a` and `size_a <= m_a @h_a`. Its proposal
/// along `a` is the largest `size_a` over the set the required constraints and every goal
/// stronger than `c_a` leave, `v`'s own goals left out (they read the answer: no proposal can
/// wait for them). The view is measured once, before the first level that holds one of its
/// goals (`L`, the strongest of `c_w`, `c_h`, `h_w`, `h_h`):
///
/// - an axis with `c_a == L`: the set at the start of level `L` is the one the proposal is
///   over (every goal stronger than `c_a` is met, none of `L`'s): read there, whatever the
///   order of the `view` lines;
/// - an axis with `c_a < L` (`measured(H compression @749)` beside a vertical resistance of
///   750, or a hugging above the resistance): the goals from `L` down to just above `c_a` are
///   met first in a copy of the solver (a look-ahead), without `v`'s own goals, and the
///   proposal is read there. So a wrapping label is measured at the width it ends up with: the title of a
///   cell whose horizontal resistance is 749 gets the width that the time stamp's resistance
///   at 750 leaves it, declared before or after it.
///
/// A view whose goal comes up in the look-ahead is measured there (its own proposal read as
/// here, `v` left out). It is kept, measured before `v`, only where `v`'s proposal reads its
/// answer; else it is measured at its own level, with `v`'s goals met. A kept one's proposals
/// are read again when its own level comes; where they differ, its proposal needed `v`'s
/// answer and `v`'s needed its own: a cycle through their goals, and an error
/// (`measurementsDependOnEachOther`). The look-ahead's run-time values are kept (they are this
/// solve's, made again the same when their goals come up: `RuntimeValues` interns them).
extension GoalSolver {
    /// The strength of a measured view's goal along one axis (`makeGoals`).
    func measuredStrength(_ i: Int, isWidth: Bool, compression: Bool) -> Strength {
        let item = model.items[i]
        if compression {
            let c = item.compressionResistance[isWidth: isWidth]
            return c >= 1000 ? .fill : .priority(c)
        }
        return .priority(min(item.hugging[isWidth: isWidth], 999))
    }

    /// The measured view whose goal `k` is, if any.
    func measuredItem(of k: Int) -> Int? {
        switch goals[k].kind {
        case .compression(let i, _), .hugging(let i, _): i
        default: nil
        }
    }

    /// Measures, before the first goal of `level`, every view with a goal in it that is not
    /// measured yet: first those whose proposals are read at the level's start, then those that
    /// need a look-ahead, in declaration order. A view measured in another view's look-ahead
    /// has its proposals read again at its own level: where they differ, its proposal depended
    /// on the view measured after it, whose own proposal read its answer (a cycle through their
    /// goals), and that is an error.
    mutating func measureViews(startingLevel level: Range<Int>) {
        let strength = goals[level.lowerBound].strength
        let skipped = lookAhead ?? []
        var atStart: [Int] = []
        var ahead: [Int] = []
        for k in level where goals[k].target == nil {
            guard let i = measuredItem(of: k), !skipped.contains(i), !atStart.contains(i), !ahead.contains(i) else { continue }
            let needsLookAhead = [true, false].contains { measuredStrength(i, isWidth: $0, compression: true) < strength }
            if needsLookAhead { ahead.append(i) } else { atStart.append(i) }
        }
        for i in atStart.sorted() { measure(i, proposals: readProposals(of: i, before: level, skipping: skipped)) }
        // One view's look-ahead may measure another of them: that one is then read again below.
        for i in ahead.sorted() where isUnmeasured(i) {
            measure(i, proposals: readProposals(of: i, before: level, skipping: skipped))
        }
        // (Read again in the solve itself, not in a look-ahead.)
        guard lookAhead == nil, !measuredEarly.isEmpty else { return }
        var early: [Int] = []
        for k in level {
            if let i = measuredItem(of: k), measuredEarly[i] != nil, !early.contains(i) { early.append(i) }
        }
        for i in early.sorted() {
            let neededBy = measuredEarly.removeValue(forKey: i)!
            let made = measurements.first { $0.item == i }
            var again = self
            let proposals = again.readProposals(of: i, before: level, skipping: [])
            let error = Diagnostic(
                .error, .measurementsDependOnEachOther(model.items[i].name, model.items[neededBy].name), at: model.items[i].range)
            // (The solves that share this collector, a tie fork or a branch, may find it again.)
            if let made, [made.width, made.height] != proposals, !diagnostics.diagnostics.contains(error) {
                diagnostics.report(error)
            }
        }
    }

    /// Whether no goal of view `i` has its answer yet.
    private func isUnmeasured(_ i: Int) -> Bool {
        !goals.indices.contains { measuredItem(of: $0) == i && goals[$0].target != nil }
    }

    /// The proposals (width, height) of view `i` before `level`: read here along an axis whose
    /// compression resistance is the level's, else in a look-ahead that meets the goals down to
    /// just above it, those of `skipping` left out (what the look-ahead measures is kept).
    private mutating func readProposals(of i: Int, before level: Range<Int>, skipping: Set<Int>) -> [LinearForm?] {
        let strength = goals[level.lowerBound].strength
        var proposals: [LinearForm?] = []
        for isWidth in [true, false] {
            let below = measuredStrength(i, isWidth: isWidth, compression: true)
            guard below < strength else {
                proposals.append(proposal(i, isWidth: isWidth))
                continue
            }
            var trial = self
            trial.lookAhead = skipping.union([i])
            trial.diagnostics = DiagnosticCollector()
            trial.competitions = []
            guard trial.applyLevels(from: level.lowerBound, while: { $0 > below }) else {
                // Where the goals in between fail without the view's own (a `min`/`max` its goals
                // decide, needed early), it is proposed what the constraints so far allow; a
                // failure of theirs is the solve's own to report.
                proposals.append(proposal(i, isWidth: isWidth))
                continue
            }
            let proposal = trial.proposal(i, isWidth: isWidth)
            proposals.append(proposal)
            adoptMeasurements(of: trial, neededBy: i, readBy: proposal)
        }
        return proposals
    }

    /// Meets the levels from goal `first` on while their strength satisfies `condition`.
    mutating func applyLevels(from first: Int, while condition: (Strength) -> Bool) -> Bool {
        var start = first
        while start < goals.count, condition(goals[start].strength) {
            let end = goals[start...].firstIndex { $0.strength != goals[start].strength } ?? goals.count
            guard applyLevel(start..<end), !diagnostics.hasErrors else { return false }
            start = end
        }
        return true
    }

    /// What a look-ahead made, kept: its run-time values and their names (values are interned,
    /// so those it made are the ones this solve makes again, and the proposal reads them), and
    /// the views it measured whose answers the proposal reads (directly or through the
    /// proposals of others it keeps), measured here before the view whose proposal it read.
    /// One whose answer the proposal does not read is measured at its own level, its proposal
    /// read then with this view's goals met.
    private mutating func adoptMeasurements(of trial: GoalSolver, neededBy view: Int, readBy proposal: LinearForm?) {
        runtime = trial.runtime
        for (k, role) in trial.valueRoles where valueRoles[k] == nil { valueRoles[k] = role }
        let made = Array(trial.measurements.dropFirst(measurements.count))
        var read = trial.measuredItems(readBy: proposal.map { [$0] } ?? [])
        var kept: Set<Int> = []
        // (A view's proposal reads only views measured before it.)
        for m in made.indices.reversed() where read.contains(made[m].item) {
            kept.insert(made[m].item)
            read.formUnion(trial.measuredItems(readBy: [made[m].width, made[m].height].compactMap { $0 }))
        }
        for m in made.indices where kept.contains(made[m].item) {
            measurements.append(made[m])
            measuredEarly[made[m].item] = view
        }
        for k in goals.indices where goals[k].target == nil && trial.goals[k].target != nil {
            if let item = measuredItem(of: k), kept.contains(item) { goals[k].target = trial.goals[k].target }
        }
    }

    /// The measured views whose answers `forms` read: through run-time values, and through the
    /// spec's `min`/`max`s, whose arguments are read as the equalities so far give them.
    func measuredItems(readBy forms: [LinearForm]) -> Set<Int> {
        var items = Set<Int>()
        var seen = Set<Symbol>()
        var pending = forms
        while let form = pending.popLast() {
            for term in form.symbols where seen.insert(term.key).inserted {
                switch term.key {
                case .soft(let k):
                    switch runtime.values[k] {
                    case .measured(let item, _): items.insert(item)
                    case .minimum(let arguments), .maximum(let arguments): pending += arguments
                    }
                case .extremum(let j): pending += arguments(of: j).map { basis.reduce($0).form }
                default: break
                }
            }
        }
        return items
    }

    /// The proposal along one axis of view `i` over the constraints so far: the size they fix,
    /// else the largest they allow (nil: unbounded).
    package mutating func proposal(_ i: Int, isWidth: Bool) -> LinearForm? {
        let size = basis.reduce(LinearForm(isWidth ? .width(i) : .height(i))).form
        if size.isKnown { return size }
        let limit = runtime.minimum(project(size).upper.map(\.value))
        record(limit, .proposal, about: .attribute(element: i, isWidth ? .width : .height), model.items[i].range)
        return limit
    }

    /// Measures view `i` at `proposals` (width, height): its goals' targets become the answer.
    /// The measurement is unused, and said so, only where required constraints alone fix both
    /// sizes (a size the container's extent fixes changes with a fitting size).
    private mutating func measure(_ i: Int, proposals: [LinearForm?]) {
        var fixed = 0
        var fixedByRequired = 0
        for isWidth in [true, false] {
            let (size, provenance) = basis.reduce(LinearForm(isWidth ? .width(i) : .height(i)))
            guard size.isKnown else { continue }
            fixed += 1
            if sources.goals(in: provenance).isEmpty { fixedByRequired += 1 }
        }
        let width = runtime.measured(item: i, isWidth: true)
        let height = runtime.measured(item: i, isWidth: false)
        // A branch measures the view even where it fixes both sizes: its goals' errors are
        // compared with those of branches that do not (`GoalSolver+Branches`).
        let unused = fixed == 2 && choices.isEmpty
        for k in goals.indices {
            switch goals[k].kind {
            case .compression(i, let isWidth), .hugging(i, let isWidth):
                goals[k].target = unused ? LinearForm() : (isWidth ? width : height)
            default: break
            }
        }
        guard !unused else {
            // Inside a hidden view, the sizes come from its collapse, not from the spec's intent.
            // (Its baselines, if read, are measured at its fixed size: `GoalPlanBuilder`.)
            if !rightToLeft && fixedByRequired == 2 && !isInHiddenView(i) && !model.baselinesRead.contains(i) {
                diagnostics.warning(.unusedMeasurement(model.items[i].name), at: model.items[i].range)
            }
            return
        }
        // (Made in a look-ahead whose proposal did not read it, the answer's symbols come before
        // values this measurement's proposals read: the plan measures where they are first read.)
        measurements.append(
            SolvedVariant.Measurement(
                item: i, width: proposals[0], height: proposals[1], valuesBefore: runtime.index(ofMeasured: i, isWidth: true)!))
    }

    /// Whether an item is a hidden view or inside one, in this variant.
    private func isInHiddenView(_ i: Int) -> Bool {
        var current: Int? = i
        while let c = current {
            if hiddenItems.contains(c) { return true }
            current = model.items[c].parent
        }
        return false
    }
}
