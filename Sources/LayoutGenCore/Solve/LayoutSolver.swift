/// Solves one layout in one direction, exactly.
///
/// The maths: the required equalities are rows of `A·x = b(s)`, where `x` are the unknowns
/// (`Variable`) and `s` are values known at run time (`Symbol`). Soft sources add rows
/// `r·x = sₖ` strongest first, each only if independent of the rows so far. When every unknown
/// is a pivot whose row holds no other unknown, the layout is determined and each unknown is
/// an affine form over symbols. Clamps (inequalities) are then read as bounds on exactly one
/// soft value each, the weakest one they involve.
///
/// STEP 1: required rows (conflicts and redundancies reported with every constraint involved).
/// STEP 2: soft rows, strongest first.
/// STEP 3: every axis of every item must be determined.
/// STEP 4: clamps become bounds on soft values.
/// Limits: coefficients are 64-bit rationals (overflow is reported, not trapped).
struct LayoutSolver {
    let model: LayoutModel
    /// The combination of `when` branches and hidden views being solved.
    let variant: ModelVariant
    let rightToLeft: Bool
    let diagnostics: DiagnosticCollector
    /// The constraints that hold in this variant (indices into `model.constraints`), minus the
    /// fill constraints of flexible units solved as soft values.
    let active: [Int]
    /// Flexible units solved as soft values (the second solve): `F = max(0, value)`, the value
    /// being what the sequence's fill constraint gives once the units it depends on are settled
    /// (see `settleFlexibleValues`).
    let softUnits: [Int]
    var basis: EliminationBasis
    var softs: [SoftSource] = []
    /// The index of the first flexible unit's soft source (where the second solve inserts them).
    var firstFlexibleSoft = 0
    /// For the soft source of a flexible unit: the length of the longest chain of other
    /// sequences its fill value reads through (0 when it reads none). Among units that may
    /// yield to one clamp, the deepest yields.
    var unitDepth: [Int: Int] = [:]
    /// Whether the container's width/height is fixed by the constraints (self-sizing).
    var selfSizing = (width: false, height: false)
    /// Clamps on a self-sizing extent: they bound the reported size only.
    var fitBounds = (width: [(isUpper: Bool, bound: LinearForm, constraint: Int)](),
        height: [(isUpper: Bool, bound: LinearForm, constraint: Int)]())
    /// The value of every unknown once determined.
    var values = OrdinalMap<Variable, LinearForm>()

    init(
        model: LayoutModel, variant: ModelVariant, rightToLeft: Bool, diagnostics: DiagnosticCollector,
        softUnits: [Int] = []
    ) {
        self.model = model
        self.variant = variant
        self.rightToLeft = rightToLeft
        self.diagnostics = diagnostics
        self.softUnits = softUnits
        let yielding = Set(softUnits.map { model.flexibleUnits[$0].fillConstraint })
        self.active = model.constraints.indices.filter {
            variant.admits(model.constraints[$0].requires) && !yielding.contains($0)
        }
        // Later items first, positions before sizes, the container's extents last: a new
        // row then "decides" the attribute its constraint is about.
        self.basis = EliminationBasis { variable in
            switch variable {
            case .containerHeight: 0
            case .containerWidth: 1
            case .flexible: 5
            case .contentWidth, .contentHeight: 6
            default: 8 + 4 * variable.item! + [3, 1, 2, 0][variable.slot!]
            }
        }
    }

    /// Source ids: constraints are `0..<constraints.count`, soft sources follow.
    func softSourceId(_ k: Int) -> Int { model.constraints.count + k }

    /// The flexible units that take part in this variant.
    var activeUnits: [Int] {
        model.flexibleUnits.indices.filter { variant.admits(model.flexibleUnits[$0].requires) }
    }

    /// The views hidden in this variant.
    var hiddenItems: Set<Int> { variant.hiddenItems }

    /// Runs every step; returns false when the layout cannot be solved. `firstSolve`: in the
    /// second solve, the units' values in the first (see `settleFlexibleValues`).
    mutating func solve(firstSolve: FirstSolve = FirstSolve()) -> Bool {
        guard solveStructure() else { return false }
        if !softUnits.isEmpty { settleFlexibleValues(firstSolve: firstSolve) }
        applyClamps()
        return !diagnostics.hasErrors
    }

    /// STEPS 1–3 only: which values are determined, and by what (no clamps).
    mutating func solveStructure() -> Bool {
        addRequiredRows()
        if softUnits.isEmpty { pinShrinkUnits() }
        addSoftRows()
        return !diagnostics.hasErrors && checkDetermined()
    }

    /// STEP 1.
    private mutating func addRequiredRows() {
        for index in active where model.constraints[index].kind == .required {
            let constraint = model.constraints[index]
            let form = constraint.form(rightToLeft: rightToLeft)
            guard case .dependent(let residual, let provenance) = basis.add(form, source: index) else {
                continue
            }
            if residual.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: constraint.range)
            } else if residual.isConstant && residual.constant.isZero {
                diagnostics.warning(
                    .redundant, at: constraint.range,
                    notes: notes(for: provenance, except: index, "implied together with this constraint"))
            } else {
                let detail =
                    residual.isConstant
                    ? "they differ by \(Self.format(residual.constant))"
                    : "they agree only for particular input values"
                diagnostics.error(
                    .conflict(detail), at: constraint.range,
                    notes: notes(for: provenance, except: index, "conflicting constraint"))
            }
        }
    }

    /// STEP 2.
    private mutating func addSoftRows() {
        (softs, firstFlexibleSoft) = makeSoftSources()
        // Flexible units take the place of their fill constraints, so they come first; the
        // rest strongest first, ties in source order.
        let order = softs.indices.sorted {
            (softs[$0].processesFirst ? 1 : 0, softs[$0].rank, softs[$1].order)
                > (softs[$1].processesFirst ? 1 : 0, softs[$1].rank, softs[$0].order)
        }
        for k in order {
            var row = softs[k].row
            row.add(.soft(k), -.one)
            switch basis.add(row, source: softSourceId(k)) {
            case .pivot:
                softs[k].isAccepted = true
            case .dependent(let residual, let provenance):
                settleDependent(k, residual: residual, provenance: provenance)
            }
        }
    }

    /// A soft row already implied: the extent is self-sizing, the measured size only proposed,
    /// the preference kept silently when it holds, else dropped with a warning.
    private mutating func settleDependent(_ k: Int, residual: LinearForm, provenance: Set<Int>) {
        switch softs[k].kind {
        case .extent(let isWidth):
            if isWidth { selfSizing.width = true } else { selfSizing.height = true }
        case .measured, .flexible, .fallback:
            break
        case .preference(let constraint):
            var implied = residual
            implied.add(.soft(k), .one)
            guard implied != softs[k].preferredValue else { return }
            let priority = softs[k].rank
            diagnostics.warning(
                .droppedPreference(priority: priority), at: model.constraints[constraint].range,
                notes: notes(for: provenance, except: softSourceId(k), "what determines it instead"))
        }
    }

    /// The soft sources of the model (in no particular order), and where the flexible units'
    /// are: after the container's extents and the measured sizes, before the preferences.
    private func makeSoftSources() -> ([SoftSource], Int) {
        var result: [SoftSource] = [
            SoftSource(
                kind: .extent(isWidth: true), rank: SoftSource.widthExtentRank,
                order: model.nameRange.start, row: LinearForm(.containerWidth), range: model.nameRange),
            SoftSource(
                kind: .extent(isWidth: false), rank: SoftSource.heightExtentRank,
                order: model.nameRange.start, row: LinearForm(.containerHeight), range: model.nameRange),
        ]
        for (i, item) in model.items.enumerated() {
            guard let priority = item.measuredPriority else { continue }
            // A hidden view is not measured: its measured size is 0 × 0.
            let hiddenSize: LinearForm? = hiddenItems.contains(i) ? LinearForm() : nil
            for isWidth in [true, false] {
                result.append(
                    SoftSource(
                        kind: .measured(item: i, isWidth: isWidth), rank: priority, order: item.range.start,
                        row: LinearForm(isWidth ? .width(i) : .height(i)), preferredValue: hiddenSize,
                        range: item.range))
            }
        }
        let firstFlexible = result.count
        result += flexibleSoftSources(at: firstFlexible)
        for index in active {
            let constraint = model.constraints[index]
            let kind: SoftSource.Kind
            let rank: Int
            switch constraint.kind {
            case .preference(let priority): (kind, rank) = (.preference(constraint: index), priority)
            case .fallback: (kind, rank) = (.fallback(constraint: index), SoftSource.fallbackRank)
            case .required, .clamp, .softClamp: continue
            }
            let form = constraint.form(rightToLeft: rightToLeft)
            var unknowns = LinearForm()
            for term in form.terms { unknowns.add(term.key, term.coefficient) }
            result.append(
                SoftSource(
                    kind: kind, rank: rank, order: constraint.range.start, row: unknowns,
                    preferredValue: unknowns - form, range: constraint.range))
        }
        return (result, firstFlexible)
    }

    /// The value of a form once every unknown is determined, leaving out the terms of the
    /// skipped unknowns.
    func substitute(_ form: LinearForm, except skipped: Set<Variable> = []) -> LinearForm {
        var result = LinearForm(constant: form.constant)
        for s in form.symbols { result.add(s.key, s.coefficient) }
        for t in form.terms where !skipped.contains(t.key) {
            result.add(values[t.key] ?? LinearForm(), times: t.coefficient)
        }
        return result
    }

    static func format(_ value: Rational) -> String {
        let magnitude = value < .zero ? -value : value
        return magnitude.isInteger ? "\(magnitude.numerator)" : "\(magnitude.doubleValue)"
    }
}
