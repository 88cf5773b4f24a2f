import LayoutGenAlgebra
import LayoutGenSyntax

extension GoalSolver {
    /// The soft goals of the variant, strongest first (LANGUAGE.md §7.1–§7.2): the container's
    /// extents (a fitting one at priority 50), shrink units, then by priority: preferences and soft inequalities, measured
    /// views' compression resistance and hugging (width before height). Ties in
    /// source order (a measured view at its declaration).
    func makeGoals() -> [SoftGoal] {
        var result: [SoftGoal] = []
        for isWidth in [true, false] {
            result.append(
                SoftGoal(
                    kind: .extent(isWidth: isWidth),
                    strength: fitting.contains(isWidth ? .width : .height) ? .fittingExtent : .extent,
                    order: model.nameRange.start,
                    expression: LinearForm(isWidth ? .containerWidth : .containerHeight), relation: .equal,
                    target: LinearForm(symbol: isWidth ? .givenWidth : .givenHeight), range: model.nameRange))
        }
        for unit in activeUnits {
            let u = model.flexibleUnits[unit]
            let f = LinearForm(.flexible(unit))
            if u.isShrink {
                result.append(
                    SoftGoal(
                        kind: .shrink(unit: unit), strength: .shrink, order: u.range.start, expression: f,
                        relation: .equal, target: LinearForm(), range: u.range))
            } else if u.isUnbounded {
                result.append(
                    SoftGoal(
                        kind: .unboundedUnit(unit: unit), strength: .unboundedUnit, order: u.range.start,
                        expression: f, relation: .greaterOrEqual, target: LinearForm(), range: u.range))
            }
        }
        let hidden = variant.hiddenItems
        for (i, item) in model.items.enumerated() where item.isMeasured {
            for isWidth in [true, false] {
                let size = LinearForm(isWidth ? .width(i) : .height(i))
                // A hidden view is not measured: its measured size is 0 × 0.
                let target: LinearForm? = hidden.contains(i) ? LinearForm() : nil
                let compression = item.compressionResistance[isWidth: isWidth]
                result.append(
                    SoftGoal(
                        kind: .compression(item: i, isWidth: isWidth),
                        strength: compression >= 1000 ? .fill : .priority(compression),
                        order: item.range.start, expression: size, relation: .greaterOrEqual, target: target, range: item.range))
                result.append(
                    SoftGoal(
                        kind: .hugging(item: i, isWidth: isWidth), strength: .priority(min(item.hugging[isWidth: isWidth], 999)),
                        order: item.range.start, expression: size, relation: .lessOrEqual, target: target, range: item.range))
            }
        }
        for index in active {
            let constraint = model.constraints[index]
            let kind: SoftGoal.Kind
            let strength: Strength
            var relation = Relation.equal
            switch constraint.kind {
            case .preference(let priority): (kind, strength) = (.preference(constraint: index), .priority(priority))
            case .softInequality(let isUpper, let priority):
                (kind, strength) = (.bound(constraint: index), .priority(priority))
                relation = isUpper ? .lessOrEqual : .greaterOrEqual
            case .required where fills.contains(index): (kind, strength) = (.fill(constraint: index), .fill)
            case .required, .inequality: continue
            }
            // `form ⋈ 0` is `unknowns ⋈ unknowns - form`.
            let form = form(of: constraint)
            var unknowns = LinearForm()
            for term in form.terms { unknowns.add(term.key, term.coefficient) }
            result.append(
                SoftGoal(
                    kind: kind, strength: strength, order: constraint.range.start, expression: unknowns, relation: relation,
                    target: unknowns - form, range: constraint.range))
        }
        return result.enumerated().sorted { SoftGoal.precedes($0, $1, ties: ties) }.map(\.element)
    }
}

extension SoftGoal {
    /// The order of goals: strongest first; of one strength, by position in the spec, then by
    /// `offset` (the order they were made in). Reversed ties reverse the order within each
    /// priority a spec can write (1...999), the container's extents kept first.
    package static func precedes(_ a: (offset: Int, element: SoftGoal), _ b: (offset: Int, element: SoftGoal), ties: TieOrder) -> Bool {
        if a.element.strength != b.element.strength { return a.element.strength > b.element.strength }
        let reversed =
            ties == .reversed && a.element.strength.priority != nil && !a.element.isExtent && !b.element.isExtent
        if a.element.order != b.element.order { return (a.element.order < b.element.order) != reversed }
        return (a.offset < b.offset) != reversed
    }
}
