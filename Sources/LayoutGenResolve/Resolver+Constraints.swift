import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

extension Resolver {
    /// STEP 2: lowers `a == b [<= c …] [@p]` to one `Constraint` per adjacent pair and per
    /// component, in both layout directions.
    mutating func lowerConstraint(_ stmt: ConstraintStmt, superRef: SuperRef, requires: [VariantLiteral]) {
        let directional = Self.isDirectional(stmt)
        let operands = [stmt.first] + stmt.links.map(\.rhs)
        var ltrContext = LoweringContext(superRef: superRef, directional: directional)
        let ltr = operands.map { lower($0, &ltrContext) }
        guard !ltr.contains(where: { if case .invalid = $0 { true } else { false } }) else { return }
        guard checkSameSpace(ltrContext.spaces, at: stmt.range) else { return }
        var rtlContext = LoweringContext(
            superRef: superRef, rightToLeft: true, directional: directional, reports: false)
        let rtl = operands.map { lower($0, &rtlContext) }

        let priority = stmt.priority.flatMap { resolvePriority($0) }
        for (i, link) in stmt.links.enumerated() {
            let range = operands[i].range.union(operands[i + 1].range)
            for (bare, valueRange) in [(ltr[i], operands[i].range), (ltr[i + 1], operands[i + 1].range)] {
                if case .item(let name) = bare {
                    diagnostics.error(
                        .wrongKind(name: name, isA: name == "super" ? "the container" : "an item", expected: "a number"),
                        at: valueRange, label: "add an attribute, such as '\(name).width'")
                    return
                }
            }
            let count = max(ltr[i].count ?? 1, ltr[i + 1].count ?? 1)
            guard let lhs = ltr[i].components(count: count), let rhs = ltr[i + 1].components(count: count),
                let rtlLhs = rtl[i].components(count: count), let rtlRhs = rtl[i + 1].components(count: count)
            else {
                diagnostics.error(
                    .componentMismatch(expected: ltr[i].count ?? 1, found: ltr[i + 1].count ?? 1), at: range)
                continue
            }
            let kind: Constraint.Kind
            switch link.relation {
            case .equal: kind = priority.map { .preference($0) } ?? .required
            case .lessOrEqual: kind = priority.map { .softInequality(isUpper: true, priority: $0) } ?? .inequality(isUpper: true)
            case .greaterOrEqual: kind = priority.map { .softInequality(isUpper: false, priority: $0) } ?? .inequality(isUpper: false)
            }
            for c in 0..<count {
                let form = lhs[c] - rhs[c]
                let rtlForm = rtlLhs[c] - rtlRhs[c]
                guard !form.isKnown else {
                    diagnostics.error(.relationWithoutUnknowns, at: range)
                    break
                }
                // An equality reads the same when it is the same equation up to its sign.
                let isEquality = link.relation == .equal
                let sameInBoth = rtlForm == form || (isEquality && rtlForm == form * -.one)
                constraints.append(
                    Constraint(
                        kind: kind, form: form, rightToLeftForm: sameInBoth ? nil : rtlForm,
                        range: range, mentions: ltrContext.mentions, requires: requires))
            }
        }
    }

    /// Reports items of different coordinate spaces in one relation.
    private func checkSameSpace(_ spaces: [(space: Int?, name: String)], at range: SourceRange) -> Bool {
        guard let first = spaces.first,
            let other = spaces.first(where: { $0.space != first.space })
        else { return true }
        diagnostics.error(.crossContainer(first.name, other.name), at: range)
        return false
    }

    /// Whether the statement names `leading`, `trailing` or `edges` anywhere.
    static func isDirectional(_ stmt: ConstraintStmt) -> Bool {
        ([stmt.first] + stmt.links.map(\.rhs)).contains(where: isDirectional)
    }

    private static func isDirectional(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member(let base, let name):
            return Attribute(rawValue: name.text)?.isDirectional == true || isDirectional(base)
        case .method(let base, _, let arguments):
            return isDirectional(base) || arguments.contains { isDirectional($0.value) }
        case .call(_, let arguments):
            return arguments.contains { isDirectional($0.value) }
        case .tuple(let elements):
            return elements.contains(where: isDirectional)
        case .paren(let inner), .unary(_, let inner):
            return isDirectional(inner)
        case .binary(_, let a, let b):
            return isDirectional(a) || isDirectional(b)
        case .number, .bool, .name, .superItem, .safeItem:
            return false
        }
    }
}
