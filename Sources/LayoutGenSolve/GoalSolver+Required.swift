import LayoutGenAlgebra
import LayoutGenDiagnostics

/// STEPS 1–2 of `GoalSolver`: the required constraints, equalities into the basis and
/// inequalities as rows (a sequence's flexible units at least 0 among them).
extension GoalSolver {
    /// STEP 1.
    mutating func addRequiredEqualities() {
        for index in active where model.constraints[index].kind == .required && !fills.contains(index) {
            let constraint = model.constraints[index]
            guard case .dependent(let residual, let provenance) = basis.add(form(of: constraint), source: index)
            else { continue }
            if residual.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: constraint.range)
            } else if residual.isConstant && residual.constant.isZero {
                diagnostics.warning(
                    .redundant, at: constraint.range,
                    notes: notes(for: provenance, except: .constraint(index), "implied together with this constraint"))
            } else {
                let detail =
                    residual.isConstant
                    ? "they differ by \(UnderDeterminedReport.format(residual.constant))"
                    : "they agree only for particular input values"
                diagnostics.error(
                    .conflict(detail), at: constraint.range,
                    notes: notes(for: provenance, except: .constraint(index), "conflicting constraint")
                        + collapseNotes(provenance))
            }
        }
    }

    /// STEP 2.
    mutating func addRequiredInequalities() {
        for index in active {
            let constraint = model.constraints[index]
            guard case .inequality(let isUpper) = constraint.kind else { continue }
            let form = form(of: constraint)
            var provenance = SourceSet()
            provenance.insert(index)
            for row in expandingExtrema(isUpper ? form : form * -.one) {
                addRequiredRow(row, provenance: provenance, range: constraint.range, source: index)
            }
        }
        for unit in activeUnits {
            let u = model.flexibleUnits[unit]
            guard u.isShrink || !u.isUnbounded else { continue }
            var provenance = SourceSet()
            provenance.insert(u.fillConstraint)
            // -F <= 0.
            addRequiredRow(LinearForm(.flexible(unit), -.one), provenance: provenance, range: u.range, source: nil)
        }
        addChoiceRows()
    }

    /// The arguments of the spec's `min`/`max` `j` in this variant and direction (those that
    /// read a hidden view drop out).
    package func arguments(of j: Int) -> [LinearForm] {
        let all = model.extrema[j].arguments(rightToLeft: rightToLeft, hidden: hiddenItems)
        return choices.isEmpty ? all : all.map(choosing)
    }

    /// `form <= 0` as rows without the spec's `min`/`max` where they bound it from the side
    /// that splits: `x <= min(a, b)` is `x <= a` and `x <= b`, `x >= max(a, b)` is `x >= a` and
    /// `x >= b`. A value is then not needed before what it bounds is solved (no false cycle).
    func expandingExtrema(_ form: LinearForm) -> [LinearForm] {
        for term in form.symbols {
            guard case .extremum(let j) = term.key else { continue }
            // `c·v + rest <= 0` splits for a `min` with c < 0 and a `max` with c > 0.
            guard model.extrema[j].isMinOrMax, model.extrema[j].isMinimum == (term.coefficient < .zero) else { continue }
            return arguments(of: j).flatMap { expandingExtrema(form.replacing(term, by: $0)) }
        }
        return [form]
    }

    /// Adds the required row `form <= 0` from `source` (nil: from a sequence's unit).
    /// (`expanding`: whether a `min`/`max` the equalities put into the row may still be split
    /// into its arguments; once, since an argument may reduce to the same `min`/`max` again.)
    private mutating func addRequiredRow(
        _ form: LinearForm, provenance: SourceSet, range: SourceRange, source: Int?, expanding: Bool = true
    ) {
        let (reduced, used) = basis.reduce(form)
        let all = provenance.union(used)
        if reduced.hasOverflow {
            diagnostics.error(.arithmeticOverflow, at: range)
            return
        }
        guard reduced.isKnown else {
            rows.append(InequalityRow(form: reduced, provenance: all))
            return
        }
        guard let source else {
            // A sequence's unit `F >= 0` that the required equalities fix below 0 at every input.
            if reduced.isConstant && reduced.constant > .zero {
                diagnostics.error(
                    .conflict(
                        "they make its flexible space -\(UnderDeterminedReport.format(reduced.constant)) per unit of weight, and flexible space is never below 0"
                    ),
                    at: range,
                    notes: notes(for: used, except: nil, "conflicting constraint") + [
                        DiagnosticNote(
                            "to let the flexible space go below 0 (the parts then overlap), write 'unbounded' after the "
                                + "sequence's last element; or give one of these constraints a priority", at: range)
                    ])
            }
            return
        }
        // The equalities may have set a term to a `min`/`max` of unknowns (`v.height ==
        // max(76, super.height / 3 - 25.5)` under `v.height <= 179`): from the side that splits,
        // the row is one per argument (an argument that meets it at every input adds none), and
        // those read unknowns again; from the other side, it always holds when one argument
        // makes it hold whatever the inputs.
        let expanded = expanding ? expandingExtrema(reduced) : [reduced]
        if expanded != [reduced] {
            for row in expanded {
                let (form, _) = basis.reduce(row)
                if form.isConstant && form.constant <= .zero { continue }
                addRequiredRow(row, provenance: all, range: range, source: source, expanding: false)
            }
            return
        }
        if !reduced.isConstant, alwaysHoldsThroughAnArgument(reduced) {
            diagnostics.warning(
                .alwaysHolds, at: range, notes: notes(for: used, except: .constraint(source), "what makes it hold"))
            return
        }
        // A number, also where it reads only `min`/`max`s of numbers (`number(of:)`).
        if let amount = number(of: reduced) {
            if amount < .zero || amount.isZero {
                diagnostics.warning(
                    .alwaysHolds, at: range, notes: notes(for: used, except: .constraint(source), "what makes it hold"))
            } else {
                diagnostics.error(
                    .conflict("they differ by \(UnderDeterminedReport.format(amount))"), at: range,
                    notes: notes(for: used, except: .constraint(source), "conflicting constraint"))
            }
        } else if let j = extremumWithOpenArguments(in: [reduced]), model.extrema[j].isMinOrMax
            || model.extrema[j].function == .product
        {
            if model.extrema[j].isMinOrMax {
                // A bound on a `min`/`max` from the side that does not split (`x <= max(a, b)`:
                // `x <= a` or `x <= b`): a choice of argument, solved once per argument
                // (`SolveVariant`).
                neededEarly = j
                diagnostics.error(.extremumNeededEarly(model.extrema[j].name), at: model.extrema[j].range)
            } else {
                // A product of what is still open (the container's width through `p * v.width`):
                // the row bounds the attribute, which a product never decides.
                diagnostics.error(
                    .productNeededEarly, at: model.extrema[j].range, notes: [DiagnosticNote("needed here", at: range)])
            }
        } else {
            diagnostics.error(.unclampable, at: range)
        }
    }

    /// Whether `form <= 0` holds at every input through one argument of a `min`/`max` it reads
    /// from the side that does not split (`max(76, x) >= 33`: 76 makes it hold).
    private func alwaysHoldsThroughAnArgument(_ form: LinearForm) -> Bool {
        form.symbols.contains { term in
            guard case .extremum(let j) = term.key, model.extrema[j].isMinOrMax else { return false }
            return arguments(of: j).contains { argument in
                let (reduced, _) = basis.reduce(form.replacing(term, by: argument))
                return reduced.isConstant && reduced.constant <= .zero
            }
        }
    }

    /// Where a conflict runs through a hidden item's zero extent: what to write instead.
    private func collapseNotes(_ provenance: SourceSet) -> [DiagnosticNote] {
        sources.constraints(in: provenance).compactMap { c in
            guard let item = model.constraints[c].collapsedItem else { return nil }
            let name = model.items[item].name
            return DiagnosticNote(
                "hidden, '\(name)' takes no space along this sequence (required, as in UIStackView): "
                    + "write its size in the sequence ('[\(name)(…)]'), where it holds only while it is visible, "
                    + "or give the other constraint a priority",
                at: model.constraints[c].range)
        }
    }
}
