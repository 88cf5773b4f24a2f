import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenResolve

/// LANGUAGE.md §12 for one layout: searches the domain for an input at which a tie decides
/// frames, a view is squeezed below 0, leaves its container, or overlaps a sibling placed beside
/// it; reports each problem once, with a witness the plan confirms.
///
/// STEP 1: the domain (defaults narrowed by `domain`) and the scenarios (which variant runs for
///         which Bool inputs, hidden views and comparisons).
/// STEP 2: per scenario, the checks: every visible view's width and height; its four edges
///         against its container (not in a scroll view, not `allow outside`); each pair placed
///         side by side (not `allow overlap`); the frames of what competing goals are about
///         against the plan solved with ties reversed.
/// STEP 3: the checks the bounds over the box prove (`BoundScreen`) are done; for the others,
///         per cone (the checks that read the same steps), every path of it (`PathExplorer`),
///         one exact linear program per path and open check; the first point with positive
///         slack becomes a witness if the plan, evaluated there, shows the problem. Where
///         several scenarios run one program, a check is decided once per reading of its cone
///         (`DecidedChecks`).
/// Limits: rounding steps, and products of two values that vary, are relaxed (witnesses
/// through them are confirmed or dropped); a budget of steps bounds the search; what was not
/// searched to the end is in `summary` and `gaveUp`.
package struct LayoutAnalysis {
    package let model: LayoutModel
    package let layout: LayoutPlan
    /// The layout solved with the soft constraints of each priority in reverse order.
    let alternative: LayoutPlan?
    package let budget: AnalysisBudget
    /// The warnings found, in the order of the checks, each with its witness's arguments and
    /// the views it is about.
    var findings: [(Diagnostic, EvaluationArguments, views: [String])] = []
    /// What was searched (`explain --checks` prints it).
    package var summary = AnalysisSummary()
    /// Why a search stopped before the end, if one did.
    package var gaveUp: String? {
        summary.notSearched ?? budget.ranOut ?? budget.stoppedBy
    }
    private var found: [AnalysisCheck.Key] = []
    /// Per variant, the cones its scenarios' checks read so far (they depend on its programs
    /// only): a layout with many optional views has many scenarios per variant.
    private var cones: [Int: [[PathExplorer.Cone?]]] = [:]
    /// Per variant of the model, the pairs placed side by side (`sideBySide`).
    private var pairs: [Int: [PlacedPair]] = [:]
    package init(model: LayoutModel, layout: LayoutPlan, alternative: LayoutPlan?, steps: Int, time: Duration) {
        self.model = model
        self.layout = layout
        self.alternative = alternative
        self.budget = AnalysisBudget(steps: steps, time: time)
    }

    package mutating func run() {
        // STEP 1.
        let relaxed = 2 * (Self.mostRelaxed(layout) + (alternative.map(Self.mostRelaxed) ?? 0))
        let domain = CheckDomain(layout: layout, narrowing: model.checks.domains, relaxations: relaxed)
        summary.domain = domain
        guard let scenarios = VariantScenario.all(layout, domain: domain) else {
            summary.notSearched = "the conditions have more than \(VariantScenario.atomLimit) atoms"
            return
        }
        let solver = DomainProgram(domain: domain, budget: budget)
        var decisions = DecidedChecks(scenarios)
        for scenario in scenarios {
            guard !budget.exhausted else { break }
            defer { if !budget.exhausted { summary.scenariosEnded += 1 } }
            guard let start = solver.feasiblePoint(scenario.rows) else { continue }
            let fitted = !domain.heightDeclared && !layout.fittings.isEmpty
            let programs = CheckedPrograms(
                layout: layout, alternative: alternative, variant: scenario.variant, fitted: fitted)
            summary.widthIgnored = (summary.widthIgnored ?? true) && programs.fixesItsWidth
            let explorer = PathExplorer(
                programs: programs.programs, domain: domain, bools: scenario.bools, hidden: scenario.hidden,
                truths: scenario.truths, open: scenario.open, solver: solver)
            if let known = cones[scenario.variant] { explorer.operandCones = known }
            defer { cones[scenario.variant] = explorer.operandCones }
            // Where several scenarios run the variant, what one decided holds in each that reads
            // the same (`DecidedChecks`).
            let shared = decisions.scenario(scenario, explorer)
            func key(_ kind: AnalysisCheck.Kind?, _ operands: [[Operand]]) -> DecidedChecks.Key? {
                shared.map { decisions.key(kind, operands, in: $0, explorer) }
            }
            // What the bounds over the box prove needs no search: made only if something is
            // left to decide (nil: not made yet; made as nil where a value cannot be followed).
            var screen: BoundScreen??
            func screened() -> BoundScreen? {
                if screen == nil { screen = .some(BoundScreen(explorer)) }
                return screen!
            }
            // Heights are checked where the layout sizes its own height (sizeThatFits gives more
            // than 0 somewhere), or over a declared range.
            var vertical = domain.heightDeclared
            if !vertical && fitted {
                let height = key(nil, programs.at(0, [programs.programs[0].variant.height]))
                if let height, let known = decisions[ownHeight: height] {
                    vertical = known
                } else {
                    vertical = sizesOwnHeight(explorer, programs, scenario, solver, screened())
                    if let height { decisions[ownHeight: height] = vertical }
                }
            }
            if !vertical { summary.heightsUnchecked = true }
            // STEPS 2–3: the checks of cones that branch alike share their paths: one search over
            // the union of their cones.
            var order: [(branching: PathExplorer.Cone, shown: [Int], cone: PathExplorer.Cone, checks: [AnalysisCheck])] = []
            let m = modelVariant(of: scenario)
            let placed = pairs[m] ?? sideBySide(in: model.variants[m])
            pairs[m] = placed
            var undecided: [AnalysisCheck] = []
            for check in checks(programs, scenario, explorer, vertical: vertical, pairs: placed)
            where !found.contains(check.kind.key) {
                if !summary.checked.contains(check.kind.key) { summary.checked.append(check.kind.key) }
                if let decision = key(check.kind, check.operands), !decisions.decide(decision) {
                    summary.repeated += 1
                    continue
                }
                undecided.append(check)
            }
            // The screen is read in one pass: read through its optional, it is copied each time.
            let proved =
                undecided.isEmpty
                ? [] : screened().map { screen in undecided.map(screen.proves) } ?? undecided.map { _ in false }
            for (check, isProved) in zip(undecided, proved) {
                if isProved {
                    summary.proved += 1
                    continue
                }
                let cone = explorer.cone(check.operands)
                let branching = explorer.branching(cone)
                if let g = order.firstIndex(where: { $0.branching == branching && $0.shown == check.shown }) {
                    order[g].cone = PathExplorer.union(order[g].cone, cone)
                    order[g].checks.append(check)
                } else {
                    order.append((branching, check.shown, cone, [check]))
                }
            }
            for (_, shown, cone, checks) in order {
                guard !budget.exhausted else { break }
                var open = checks.filter { !found.contains($0.kind.key) }
                guard !open.isEmpty else { continue }
                summary.searches += 1
                explorer.explore(cone, rows: scenario.rows, point: start, shown: shown) { state in
                    open.removeAll { check in
                        found.contains(check.kind.key) || search(check, state, scenario, programs, domain, solver)
                    }
                    return open.isEmpty
                }
            }
        }
        summary.scenarios = scenarios.count
        summary.programs = budget.programs
        summary.steps = budget.spent
        summary.ranOut = budget.ranOut
        summary.stoppedBy = budget.stoppedBy
        summary.found = findings.count
    }

    /// Whether a complete path shows the check's problem at an input the plan confirms: the
    /// finding is then recorded.
    private mutating func search(
        _ check: AnalysisCheck, _ state: PathExplorer.State, _ scenario: VariantScenario, _ programs: CheckedPrograms,
        _ domain: CheckDomain, _ solver: DomainProgram
    ) -> Bool {
        // A slack that is at most 0 over the whole box needs no program.
        guard let slacks = check.slacks(state), !slacks.contains(where: \.hasOverflow),
            slacks.allSatisfy({ solver.boxMaximum($0) > .zero }),
            let (value, point) = solver.largestSlack(state.rows, slacks), value > .zero
        else { return false }
        // The input that shows the problem the most is often extreme (the widest screen, the
        // longest text): show it, by up to 8 points, at the narrowest width and the shortest
        // texts that do, when the plan confirms that one.
        let margin = AffineForm(constant: min(value, Rational(8)))
        let smaller = solver.best(state.rows + slacks.map { margin - $0 }, maximizing: -domain.sizeOfInput)
        var confirmed: (witness: Witness, found: (diagnostic: Diagnostic, keys: [AnalysisCheck.Key]))?
        // In whole points where that still shows it.
        for candidate in [smaller.map(domain.rounded), smaller, point].compactMap({ $0 }) {
            let witness = Witness(
                point: candidate, scenario: scenario.taking(state.open), empty: domain.emptyViews(state.empty),
                layout: layout, domain: domain)
            if let found = confirm(check.kind, witness, programs) {
                confirmed = (witness, found)
                break
            }
        }
        guard let (witness, (diagnostic, keys)) = confirmed else {
            summary.unconfirmed += 1
            return false
        }
        if case .tie = check.kind {
            // A tie is reported once per pair of goals, found from whichever frame it moves; the
            // views' other frames are still searched, for another pair of goals that competes at
            // another input (compression where the row is narrow, hugging where it is wide).
            if findings.contains(where: { $0.0.problem == diagnostic.problem }) { return true }
        } else {
            found += keys.filter { !found.contains($0) }
        }
        findings.append((diagnostic, witness.arguments, check.elements.map { layout.elements[$0].name }))
        return true
    }

    /// The most rounding and product steps one program of `plan` has: each may take a stand-in
    /// (written out: as one chained expression it took the type checker most of a second).
    private static func mostRelaxed(_ plan: LayoutPlan) -> Int {
        var most = 0
        plan.forEachProgram { variant in
            var count = 0
            for step in variant.steps {
                switch step.operation {
                case .rounded, .product: count += 1
                default: break
                }
            }
            most = max(most, count)
        }
        return most
    }

    /// Whether the fitting program gives the layout a height above 0 at some input: at every
    /// one where its bounds say it is above 0 everywhere, at none where they say it is at most 0.
    private func sizesOwnHeight(
        _ explorer: PathExplorer, _ programs: CheckedPrograms, _ scenario: VariantScenario, _ solver: DomainProgram,
        _ screen: BoundScreen?
    ) -> Bool {
        guard programs.main == 1 else { return false }
        let height = programs.programs[0].variant.height
        if let bounds = screen?.bounds(of: height, in: 0, explorer) {
            if bounds.min > .zero { return true }
            if bounds.max <= .zero { return false }
        }
        var found = false
        guard let start = solver.feasiblePoint(scenario.rows) else { return false }
        explorer.explore(explorer.cone(programs.at(0, [height])), rows: scenario.rows, point: start) { state in
            guard case .finite(let h)? = explorer.read(state, 0, height),
                let (value, _) = solver.largestSlack(state.rows, [h])
            else { return false }
            found = value > .zero
            return found
        }
        return found
    }
}
