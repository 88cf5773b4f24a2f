import LayoutGenSolve

/// The run-time values that stand for numbers chosen before any layout arithmetic: whether an
/// optional view is shown (`Resolver.shownItems`), and a folded `when`'s number
/// (`Resolver.foldWhens`).
extension GoalPlanBuilder {
    /// `let flagShown: CGFloat = hidden.contains(.flag) ? 0 : 1`.
    mutating func emitShown(_ i: Int) {
        let item = model.items[i]
        let index = writer.append(
            item.name + "Shown", .shown(element: i), item.range, reason: "1 while \(item.name) is shown, 0 while hidden")
        writer.bind(.shown(i), to: .value(index))
    }

    /// `let iconWidthByBranch: CGFloat = compact ? 32 : size.width >= 600 ? 64 : 48`.
    mutating func emitBranchConstant(_ k: Int) {
        let constant = model.branchConstants[k]
        let when = model.whens[constant.when]
        let conditions = when.conditions.map { VariantCondition.convert($0, model: model) }
        let index = writer.append(
            constant.name, .choice(conditions: conditions, values: constant.values.map(\.doubleValue)), when.range,
            reason: "the number of the branch that holds")
        writer.bind(.branchConstant(k), to: .value(index))
    }
}
