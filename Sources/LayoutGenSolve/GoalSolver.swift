import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve

/// Solves one variant of a layout in one direction as Auto Layout would (LANGUAGE.md §7),
/// exactly, into values computed at run time by straight-line `min`/`max` arithmetic:
/// lexicographic goal programming, one soft constraint at a time (SOLVER.md).
///
/// The maths: the required equalities are rows of `A·x = b(s)` over the unknowns `x`
/// (`Variable`) and run-time symbols `s` (`Symbol`), kept in reduced row echelon form
/// (`EliminationBasis`); every unknown is then an affine form in the free unknowns `z` and `s`.
/// The required inequalities are rows `G·z + h(s) <= 0` (`InequalityRow`). Each soft goal
/// `e ⋈ t`, strongest first, is met as well as the constraints so far allow: the values `e` can
/// take form an interval `[lo(s), hi(s)]` (`Projection`), a `max` and a `min` of affine forms;
/// an equality becomes the equation `e = min(max(t, lo), hi)` (a free unknown is pinned), an
/// inequality `e <= t` the row `e <= max(t, lo)` (`e >= t`: `e >= min(t, hi)`). Each such value
/// is a new symbol (`RuntimeValues`), known at run time once the symbols it reads are. Every
/// step meets its goal as well as the stronger ones allow and never hurts them: the strict
/// levels' optimum (preemptive goal programming).
///
/// STEP 1: required equalities (conflicts and redundancies reported with every constraint).
/// STEP 2: required inequalities, and `F >= 0`, `S >= 0` for the sequences' units.
/// STEP 3: soft goals, strongest first; a measured view is measured before the first level
///         that holds one of its goals, along each axis at the largest size that the goals
///         stronger than its compression resistance allow (`GoalSolver+Measure`).
/// STEP 4: every unknown must be determined: pinned by an equation, or by bounds that meet for
///         every run-time value, decided exactly (`BoundsMeeting`).
/// Limits: coefficients are 64-bit rationals (overflow is reported, not trapped).
package struct GoalSolver {
    package let model: LayoutModel
    /// The combination of `when` branches and hidden views being solved.
    package let variant: ModelVariant
    /// The optional views the variant hides (its literals, read once: `arguments(of:)` runs
    /// before most goals).
    package let hiddenItems: Set<Int>
    package let rightToLeft: Bool
    /// The container's axes fitted as `sizeThatFits` fits them (empty: `layout(in:)`).
    package let fitting: FitAxes
    /// The order of soft constraints of one priority (declaration order; reversed only to find
    /// where that order decides the frames, LANGUAGE.md §12).
    package var ties: TieOrder
    package var diagnostics: DiagnosticCollector
    /// The constraints that hold in this variant (indices into `model.constraints`).
    package let active: [Int]
    /// The flexible units that take part in this variant.
    let activeUnits: [Int]
    /// The fill constraints of the active flexible units: goals, not required rows.
    package let fills: Set<Int>
    package var basis: EliminationBasis
    /// The inequalities, reduced: their unknowns are free (no pivot of `basis`).
    package var rows: [InequalityRow] = []
    /// The values the solver introduces (`Symbol.soft`).
    var runtime = RuntimeValues()
    /// The projections made so far.
    var projections = ProjectionCache()
    /// What each run-time value is called and where it comes from, for the plan.
    package var valueRoles: [Int: SolvedVariant.ValueRole] = [:]
    /// The soft goals, strongest first.
    package var goals: [SoftGoal] = []
    /// Set in a copy of the solver that meets the goals a view's proposal is read after
    /// (`GoalSolver+Measure`): the measured views whose goals it leaves out (the view whose
    /// proposal it reads, and those of the look-aheads it is within); nil in the solve itself.
    var lookAhead: Set<Int>?
    /// The views measured in a look-ahead, before their own level, whose proposals are read
    /// again when it comes, each with the view whose proposal needed it (`GoalSolver+Measure`).
    var measuredEarly: [Int: Int] = [:]
    /// The measurements, in the order they are made.
    package var measurements: [SolvedVariant.Measurement] = []
    /// The value of every unknown once determined.
    package var values = OrdinalMap<Variable, LinearForm>()
    /// The container's axes the required equalities alone fix: fitting them changes nothing.
    var extentsFixedByRequired: FitAxes = []
    /// The measured views' axes one of whose two goals (compression resistance, hugging) has
    /// been met.
    var measuredGoalsMet: Set<MeasuredAxis> = []
    /// What goals took for granted about `min`/`max` values they read with open arguments.
    var extremumAssumptions: [ExtremumAssumption] = []
    /// The container's extents the required constraints made a product of an attribute still
    /// open (goal, index into `model.extrema`): the given size needs the attribute moved.
    var extentsReadingProducts: [(goal: Int, product: Int)] = []
    /// Pairs of soft goals of one priority where the later one's interval was bounded by what
    /// the earlier one decided: where declaration order may decide the answer (LANGUAGE.md
    /// §7.2), for the analysis to search (`Variant.competitions`).
    package var competitions: [(earlier: Int, later: Int)] = []
    /// The spec's `min`/`max`s (index into `model.extrema`) this solve takes at one argument
    /// each (index into `arguments(of:)`): a branch of the layout (`GoalSolver+Branches`).
    package let choices: [Int: Int]
    /// The `min`/`max` a stronger goal needed before its arguments were decided, where that
    /// made the solve fail: the one to branch on.
    var neededEarly: Int?
    /// A branch whose chosen argument can never be the value: it has no solution.
    var branchIsEmpty = false
    /// A branch's errors, to compare it with the others at run time (`makeBranchErrors`).
    var branchErrors: [LinearForm] = []

    /// One axis of a measured view.
    package struct MeasuredAxis: Hashable {
        package var item: Int
        package var isWidth: Bool
    }

    package init(
        model: LayoutModel, variant: ModelVariant, rightToLeft: Bool, fitting: FitAxes = [],
        ties: TieOrder = .declaration, choices: [Int: Int] = [:],
        diagnostics: DiagnosticCollector
    ) {
        self.ties = ties
        self.choices = choices
        self.model = model
        self.variant = variant
        self.hiddenItems = variant.hiddenItems
        self.rightToLeft = rightToLeft
        self.fitting = fitting
        self.diagnostics = diagnostics
        self.active = model.constraints.indices.filter { variant.admits(model.constraints[$0].requires) }
        self.activeUnits = model.flexibleUnits.indices.filter { variant.admits(model.flexibleUnits[$0].requires) }
        self.fills = Set(activeUnits.map { model.flexibleUnits[$0].fillConstraint })
        // Which unknown a new row "decides" (the larger rank): later items first, positions
        // before sizes, then the container's extents, and measured views' sizes last of all.
        // A measured size then stays an unknown of its own for its measurement to decide, not
        // a difference of other unknowns that may read it back through a `min`/`max` (which
        // one would depend on the order the views are declared in).
        let isMeasured = model.items.map(\.isMeasured)
        self.basis = EliminationBasis { variable in
            switch variable {
            case .containerHeight: 0
            case .containerWidth: 1
            case .flexible: 5
            case .contentWidth, .contentHeight: 6
            default:
                if isMeasured[variable.item!] && variable.slot! % 2 == 1 {
                    -1 - variable.item!
                } else {
                    8 + 4 * variable.item! + Self.slotRank(variable.slot!)
                }
            }
        }
    }

    /// The order of an item's four unknowns (its `slot`) in the basis: positions before sizes
    /// (a switch, not an array made at each call).
    private static func slotRank(_ slot: Int) -> Int {
        switch slot {
        case 0: 3
        case 1: 1
        case 2: 2
        default: 0
        }
    }

    /// How the rows number their sources (constraints, then goals).
    package var sources: SourceNumbering { SourceNumbering(constraintCount: model.constraints.count) }

    /// Runs every step; returns false when the layout cannot be solved.
    package mutating func solve() -> Bool { solve(forkingTies: false).solved }

    /// Runs every step. With `forkingTies` and where a goal was bounded by another of its
    /// priority, also solves with ties reversed: from a copy of the state before the first level
    /// whose goals the reverse order reorders (every level before it is the same in either
    /// order), with the goals of that level and the later ones in reverse order.
    package mutating func solve(forkingTies: Bool) -> (solved: Bool, fork: TieFork) {
        addRequiredEqualities()
        guard !diagnostics.hasErrors else { return (false, .none) }
        addRequiredInequalities()
        guard !diagnostics.hasErrors, !branchIsEmpty else { return (false, .none) }
        for (axis, variable) in [(FitAxes.width, Variable.containerWidth), (.height, .containerHeight)]
        where basis.reduce(LinearForm(variable)).form.isKnown && !readsSelfDependentExtremum(LinearForm(variable)) {
            extentsFixedByRequired.insert(axis)
        }
        goals = makeGoals()
        let reordered = forkingTies ? firstReorderedLevel() : nil
        var before: GoalSolver?
        guard solveLevels(from: 0, copyingAt: reordered, into: &before) else { return (false, .none) }
        guard var reversed = before, let first = reordered, !competitions.isEmpty else { return (true, .none) }
        reversed.ties = .reversed
        reversed.diagnostics = DiagnosticCollector()
        // The goals as they were before that level (a measurement sets its goals' targets).
        let order = Array(reversed.goals[first...].enumerated())
        reversed.goals.replaceSubrange(
            first..., with: order.sorted { SoftGoal.precedes($0, $1, ties: .reversed) }.map(\.element))
        var unused: GoalSolver?
        return (true, reversed.solveLevels(from: first, copyingAt: nil, into: &unused) ? .solved(reversed) : .failed)
    }

    /// STEP 3 from the level starting at goal `first`, then STEP 4; a copy of the state before
    /// the level starting at `copyingAt` goes to `copy`.
    private mutating func solveLevels(from first: Int, copyingAt: Int?, into copy: inout GoalSolver?) -> Bool {
        var start = first
        while start < goals.count {
            let end = goals[start...].firstIndex { $0.strength != goals[start].strength } ?? goals.count
            if start == copyingAt { copy = self }
            guard applyLevel(start..<end) else { return false }
            start = end
        }
        return determineAll() && !reportBrokenAssumptions() && !reportExtentsReadingProducts()
            && !reportSelfDependentExtremum() && !diagnostics.hasErrors && makeBranchErrors()
    }

    /// STEP 3 for the goals of one priority, in declaration order, once the views with a goal
    /// in it are measured (`measureViews`); a goal that needs a `min`/`max` whose arguments are
    /// still open (in a look-ahead, a measurement not made yet) waits until the others of its
    /// level have been met, so that what decides the arguments comes first.
    mutating func applyLevel(_ level: Range<Int>) -> Bool {
        measureViews(startingLevel: level)
        guard !diagnostics.hasErrors else { return false }
        var pending = Array(level)
        if let skipped = lookAhead {
            pending.removeAll { measuredItem(of: $0).map(skipped.contains) ?? false }
        }
        while !pending.isEmpty {
            var waiting: [(goal: Int, wait: GoalWait)] = []
            for k in pending {
                if let wait = apply(k) { waiting.append((k, wait)) }
                if diagnostics.hasErrors { return false }
            }
            guard waiting.count < pending.count else {
                // No progress: what the goals still wait for is decided only at a weaker level.
                // A goal may read it where that takes for granted only that the arguments end
                // at the bound that helps it (checked once everything is determined).
                for (k, wait) in waiting {
                    guard case .extremum = apply(k, assumingExtrema: true) else { continue }
                    if diagnostics.hasErrors { return false }
                    if case .extremum(let j) = wait {
                        reportExtremumNeededEarly(k, extremum: j)
                        return false
                    }
                }
                return !diagnostics.hasErrors
            }
            pending = waiting.map(\.goal)
        }
        return true
    }

    /// Adds the equation `form == 0` from goal or constraint `source`, and reduces every row by it.
    /// (`citingWhatBroughtIn`: see `EliminationBasis.add`.)
    mutating func pin(_ form: LinearForm, source: Int, citingWhatBroughtIn: Bool = false) {
        guard case .pivot(let pivot) = basis.add(form, source: source, citingWhatBroughtIn: citingWhatBroughtIn) else { return }
        for i in rows.indices where !rows[i].form.coefficient(of: pivot).isZero {
            let (reduced, used) = basis.reduce(rows[i].form)
            rows[i].form = reduced
            rows[i].provenance.formUnion(used)
        }
        // A row without unknowns left holds by construction (its goal's value respects it).
        rows.removeAll { $0.form.isKnown }
    }

    /// The value of a form once every unknown is determined.
    func substitute(_ form: LinearForm) -> LinearForm {
        var result = LinearForm(constant: form.constant)
        for s in form.symbols { result.add(s.key, s.coefficient) }
        for t in form.terms { result.add(values[t.key] ?? LinearForm(), times: t.coefficient) }
        return result
    }
}
