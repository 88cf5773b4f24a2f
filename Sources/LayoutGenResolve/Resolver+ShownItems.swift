import LayoutGenSyntax

/// Optional views that make no variants (LANGUAGE.md §6, "Optional views"): hiding one of a
/// fixed size whose sequences keep their shape changes only numbers — its size along the
/// sequence and the gap it takes away become 0 — so one program serves both states, reading
/// `Symbol.shown(i)` (1 while it is shown, 0 while it is hidden) where it has those numbers.
extension Resolver {
    /// The optional views whose hiding changes only numbers: each a plain view (not measured,
    /// not a container), that no condition names and no `min`, `max` or rounding reads, whose
    /// every sequence gives it one fixed size (`[icon(24)]`) and has an item that is always
    /// shown, and in which the gap it takes away (the one after it while an item that is
    /// always shown follows, else the one before it: `lowerChain`) is a fixed number.
    func shownItems() -> Set<Int> {
        var candidates = Set(
            items.indices.filter {
                items[$0].isOptional && !items[$0].isMeasured && !items[$0].isContainer && items[$0].kind == .view
            })
        guard !candidates.isEmpty else { return [] }
        var inSequence = Set<Int>()
        for statement in pending {
            switch statement.kind {
            case .constraint(let stmt):
                for expr in [stmt.first] + stmt.links.map(\.rhs) { removeRead(inValueFunctions: expr, from: &candidates) }
            case .sequence(let stmt):
                let elements = stmt.elements
                let nodes = elements.indices.filter { if case .gap = elements[$0] { false } else { true } }
                func item(_ k: Int) -> Int? {
                    guard case .item(let name, _, _) = elements[k], case .item(let i)? = names[name.text]?.entry else { return nil }
                    return i
                }
                let alwaysShown = nodes.compactMap(item).filter { !items[$0].isOptional }
                for (n, k) in nodes.enumerated() {
                    guard case .item(_, let predicates, _) = elements[k], let i = item(k) else { continue }
                    for predicate in predicates { if let value = predicate.value { removeRead(inValueFunctions: value, from: &candidates) } }
                    guard items[i].isOptional else { continue }
                    inSequence.insert(i)
                    // The gap it takes away is its own choice (LANGUAGE.md §6) only where an
                    // item that is always shown follows it, or nothing does.
                    let later = nodes[(n + 1)...].compactMap(item)
                    let followed = later.contains { !items[$0].isOptional }
                    guard !alwaysShown.isEmpty, followed || later.isEmpty else {
                        // Another optional item's choice would depend on it: none of this
                        // sequence's optional items is left out of the variants.
                        for case let j? in nodes.map(item) { candidates.remove(j) }
                        continue
                    }
                    let gap = followed ? k + 1 : k - 1
                    guard predicates.count == 1, Self.isFixedNumber(predicates[0]), gap >= 0, gap < elements.count,
                        case .gap(let gapPredicates, _) = elements[gap],
                        gapPredicates.map({ $0.isEmpty || ($0.count == 1 && Self.isFixedNumber($0[0])) }) ?? true
                    else {
                        candidates.remove(i)
                        continue
                    }
                }
            }
        }
        for when in whenStatements {
            for branch in when.branches { removeNamed(branch.condition, from: &candidates) }
        }
        if let mirrored = mirroredStatement { removeNamed(mirrored.condition, from: &candidates) }
        return candidates.intersection(inSequence)
    }

    /// Whether a size or gap is one number, `== N` (not a bound, an input or a flexible part).
    private static func isFixedNumber(_ predicate: SizePredicate) -> Bool {
        guard predicate.relation == .equal, !predicate.isFlexible, let value = predicate.value else { return false }
        if case .number = value.kind { return true }
        return false
    }

    /// Removes the items that a `min`, `max`, `floor`, `ceil` or `round` in `expr` reads.
    private func removeRead(inValueFunctions expr: Expr, from candidates: inout Set<Int>) {
        switch expr.kind {
        case .call(_, let arguments):
            for argument in arguments { removeNamed(argument.value, from: &candidates) }
        case .member(let base, _): removeRead(inValueFunctions: base, from: &candidates)
        case .method(let base, _, let arguments):
            removeRead(inValueFunctions: base, from: &candidates)
            for argument in arguments { removeRead(inValueFunctions: argument.value, from: &candidates) }
        case .tuple(let parts): for part in parts { removeRead(inValueFunctions: part, from: &candidates) }
        case .paren(let inner), .unary(_, let inner): removeRead(inValueFunctions: inner, from: &candidates)
        case .binary(_, let a, let b):
            removeRead(inValueFunctions: a, from: &candidates)
            removeRead(inValueFunctions: b, from: &candidates)
        case .number, .bool, .name, .superItem, .safeItem: break
        }
    }

    /// Removes every item named anywhere in `expr`.
    private func removeNamed(_ expr: Expr, from candidates: inout Set<Int>) {
        switch expr.kind {
        case .name(let name): if case .item(let i)? = names[name]?.entry { candidates.remove(i) }
        case .member(let base, _): removeNamed(base, from: &candidates)
        case .method(let base, _, let arguments):
            removeNamed(base, from: &candidates)
            for argument in arguments { removeNamed(argument.value, from: &candidates) }
        case .call(_, let arguments): for argument in arguments { removeNamed(argument.value, from: &candidates) }
        case .tuple(let parts): for part in parts { removeNamed(part, from: &candidates) }
        case .paren(let inner), .unary(_, let inner): removeNamed(inner, from: &candidates)
        case .binary(_, let a, let b):
            removeNamed(a, from: &candidates)
            removeNamed(b, from: &candidates)
        case .number, .bool, .superItem, .safeItem: break
        }
    }
}
