extension GoalSolver {
    /// STEP 4: every unknown of the output must be determined. An unknown no equation fixes
    /// is pinned where its bounds meet (the optimum pins it): where the greatest lower bound is
    /// provably at least the least upper bound for every run-time value (a dominance proof
    /// between bounds, `RuntimeValues.proveNonNegative`; bounds hold by construction, so they
    /// are then equal). The proof takes the given extents and insets as UIKit gives them, at
    /// least 0; given a negative one, the value is still between its bounds (every constraint
    /// holds) but may be one of several optima. The rest are reported per item and axis, with what is set and what
    /// could complete it, or that the proof ran out of its budget.
    mutating func determineAll() -> Bool {
        let wanted = outputUnknowns()
        var unproved = Set<Variable>()
        var progress = true
        while progress {
            progress = false
            for variable in wanted where basis.value(of: variable) == nil {
                let (e, _) = basis.reduce(LinearForm(variable))
                guard !e.isKnown else { continue }
                let projection = project(e)
                // Bounds that cross for every run-time value: the inequalities contradict.
                reportConflicts(projection, at: model.nameRange)
                if diagnostics.hasErrors { return false }
                guard let lower = runtime.maximum(projection.lower.map(\.value)),
                    let upper = runtime.minimum(projection.upper.map(\.value))
                else { continue }
                if lower != upper {
                    switch runtime.proveNonNegative(lower - upper, givenSizesNonNegative: true) {
                    case .proved: unproved.remove(variable)
                    case .notShown: continue
                    case .budgetSpent:
                        unproved.insert(variable)
                        continue
                    }
                }
                // Equal wherever the bounds hold: the one with fewer run-time values reads less.
                let value = upper.symbols.count < lower.symbols.count ? upper : lower
                let bounds = value == lower ? projection.lower : projection.upper
                let source = bounds.first { $0.value == value }?.provenance.members.first
                pin(e - value, source: source ?? bounds[0].provenance.members.first ?? 0)
                progress = true
            }
        }
        var complete = true
        var mentioned: [Int: [String]]?
        for (i, item) in model.items.enumerated() {
            for isHorizontal in [true, false] {
                let pair: [Variable] = isHorizontal ? [.leading(i), .width(i)] : [.top(i), .height(i)]
                if pair.allSatisfy({ basis.value(of: $0) != nil }) { continue }
                complete = false
                if mentioned == nil { mentioned = UnderDeterminedReport.mentionedAttributes(active.map { model.constraints[$0] }) }
                UnderDeterminedReport.report(
                    item, isHorizontal: isHorizontal, mentioned: mentioned?[i] ?? [],
                    sizeKnown: basis.value(of: pair[1]) != nil, proofBudgetSpent: !unproved.isDisjoint(with: pair),
                    diagnostics: diagnostics)
            }
        }
        for (i, item) in model.items.enumerated() {
            for (scrolls, variable, axis) in [
                (item.scrollsHorizontally, Variable.contentWidth(i), "content width"),
                (item.scrollsVertically, Variable.contentHeight(i), "content height"),
            ] where scrolls && basis.value(of: variable) == nil {
                complete = false
                diagnostics.error(
                    .underDetermined(
                        item: item.name, axis: axis, constrained: [],
                        hint: "constrain its content to both edges of 'super' along the scroll axis"),
                    at: item.range)
            }
        }
        for unit in activeUnits where basis.value(of: .flexible(unit)) == nil {
            complete = false
            diagnostics.error(.flexibleUnitUndetermined, at: model.flexibleUnits[unit].range)
        }
        guard complete else { return false }
        for variable in wanted {
            guard let value = basis.value(of: variable) else { return false }
            if value.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: model.nameRange)
                return false
            }
            values[variable] = value
        }
        return true
    }

    /// The unknowns the output reads: every item's four, the container's extents, the
    /// sequences' units and the scroll views' content extents.
    func outputUnknowns() -> [Variable] {
        var result: [Variable] = [.containerWidth, .containerHeight]
        for (i, item) in model.items.enumerated() {
            result += [.leading(i), .width(i), .top(i), .height(i)]
            if item.scrollsHorizontally { result.append(.contentWidth(i)) }
            if item.scrollsVertically { result.append(.contentHeight(i)) }
        }
        return result + activeUnits.map { .flexible($0) }
    }
}
