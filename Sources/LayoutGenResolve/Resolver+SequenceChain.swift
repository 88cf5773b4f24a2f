import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

extension Resolver {
    /// One lowering of a sequence for one set of hidden items.
    ///
    /// A hidden item takes zero extent along the axis (the chain runs through its start edge,
    /// and a size written in the sequence does not hold) and one adjacent gap becomes 0: the gap after it while a visible item follows, else the
    /// gap before it. Its flexible weight drops out of `F`. The last equality of the chain is
    /// the one that makes the sequence fill its container: it yields when `F` would go below 0.
    mutating func lowerChain(_ shape: SequenceShape, hidden: Set<Int>, requires: [VariantLiteral]) {
        let (startAttribute, endAttribute, sizeAttribute) = axisAttributes(shape)
        let chain = ChainWriter(requires: requires, isHorizontal: shape.isHorizontal)
        // A hidden item's size along the axis is 0, required (LANGUAGE.md §6, as UIStackView's
        // hiding constraint): another required constraint that gives it a size conflicts.
        for case .item(let i, _, let range) in shape.nodes where hidden.contains(i) {
            let size = nodeValue(shape, .item(i, [], range), sizeAttribute)
            let collapse = chain.equal(
                size, to: LinearForm(), range, [Mention(item: i, attribute: sizeAttribute.rawValue)], into: &constraints)
            constraints[collapse].collapsedItem = i
        }
        // With every item hidden the sequence no longer spans its container: its items sit at
        // its leading edge (if it has one).
        guard shape.items.contains(where: { !hidden.contains($0) }) else {
            guard case .edge = shape.nodes[0] else { return }
            let edge = nodeValue(shape, shape.nodes[0], startAttribute)
            for case .item(let i, _, let range) in shape.nodes {
                let start = nodeValue(shape, .item(i, [], range), startAttribute)
                chain.equal((start.0 - edge.0, start.1 - edge.1), to: LinearForm(), range, [], into: &constraints)
            }
            return
        }
        var zeroGap = [Bool](repeating: false, count: shape.gaps.count)
        // The gaps an item lowered for both states takes away while hidden (`shownItems`): theirs
        // times whether it is shown.
        var shownGap = [Int?](repeating: nil, count: shape.gaps.count)
        for (j, node) in shape.nodes.enumerated() {
            guard case .item(let i, _, _) = node, hidden.contains(i) || shown.contains(i) else { continue }
            let visibleLater = shape.nodes[(j + 1)...].contains {
                if case .item(let k, _, _) = $0 { !hidden.contains(k) && !shown.contains(k) } else { false }
            }
            let gap = visibleLater && j < zeroGap.count ? j : j > 0 ? j - 1 : nil
            guard let gap else { continue }
            if shown.contains(i) { shownGap[gap] = i } else { zeroGap[gap] = true }
        }
        var units = SequenceUnits(
            requires: requires, range: shape.statement.range, isUnbounded: shape.statement.isUnbounded)
        var lastEquality: Int?

        // Gaps: start of the next node minus end of the previous one.
        for (g, gap) in shape.gaps.enumerated() {
            let previous = shape.nodes[g]
            let next = shape.nodes[g + 1]
            var end = nodeValue(shape, previous, endAttribute)
            if case .item(let i, _, _) = previous, hidden.contains(i) { end = nodeValue(shape, previous, startAttribute) }
            if case .edge = previous { end = nodeValue(shape, previous, startAttribute) }
            var start = nodeValue(shape, next, startAttribute)
            if case .edge = next { start = nodeValue(shape, next, endAttribute) }
            let distance = (start.0 - end.0, start.1 - end.1)
            let mentions = chainMentions(previous, next, startAttribute, endAttribute)
            if zeroGap[g] || gap.predicates?.isEmpty == true {
                lastEquality = chain.equal(distance, to: LinearForm(), gap.range, mentions, into: &constraints)
                continue
            }
            if let i = shownGap[g] {
                // A fixed number (`shownItems`): the standard gap or `-N-`.
                let value = gap.predicates.flatMap { predicateValue($0[0], shape, sizeAttribute: sizeAttribute)?.0 }
                let length = value?.constant ?? Self.standardGap
                lastEquality = chain.equal(distance, to: LinearForm(symbol: .shown(i)) * length, gap.range, mentions, into: &constraints)
                continue
            }
            guard let predicates = gap.predicates else {
                lastEquality = chain.equal(distance, to: LinearForm(constant: Self.standardGap), gap.range, mentions, into: &constraints)
                continue
            }
            for predicate in predicates {
                if predicate.isFlexible {
                    guard let target = flexibleTarget(predicate, shape, sizeAttribute, &units, chain, gap.range)
                    else { continue }
                    lastEquality = chain.relate(distance, .equal, target, gap.range, mentions, into: &constraints)
                } else if let value = predicateValue(predicate, shape, sizeAttribute: sizeAttribute) {
                    let index = chain.relate(distance, predicate.relation, value, gap.range, mentions, into: &constraints)
                    if predicate.relation == .equal { lastEquality = index }
                }
            }
        }

        // Sizes along the axis. A size written in the sequence holds only while its item is
        // visible (LANGUAGE.md §6): a hidden item's size is the 0 above.
        for node in shape.nodes {
            guard case .item(let i, let predicates, let range) = node, !hidden.contains(i) else { continue }
            let size = nodeValue(shape, node, sizeAttribute)
            let mentions = [Mention(item: i, attribute: sizeAttribute.rawValue)]
            for predicate in predicates {
                if predicate.isFlexible {
                    guard let target = flexibleTarget(predicate, shape, sizeAttribute, &units, chain, range)
                    else { continue }
                    chain.relate(size, .equal, target, range, mentions, into: &constraints)
                } else if shown.contains(i), let value = predicateValue(predicate, shape, sizeAttribute: sizeAttribute) {
                    // Its one fixed size while shown, 0 while hidden (`shownItems`).
                    let length = LinearForm(symbol: .shown(i)) * value.0.constant
                    chain.relate(size, .equal, (length, length), range, mentions, into: &constraints)
                } else if let value = predicateValue(predicate, shape, sizeAttribute: sizeAttribute) {
                    chain.relate(size, predicate.relation, value, range, mentions, into: &constraints)
                }
            }
        }
        guard units.grow != nil || units.shrink != nil else { return }
        guard let fill = lastEquality else {
            diagnostics.error(.flexibleUnitUndetermined, at: shape.statement.range)
            return
        }
        for k in [units.grow, units.shrink].compactMap({ $0 }) {
            flexibleUnits[k].fillConstraint = fill
        }
        if let f = units.grow, let s = units.shrink {
            flexibleUnits[f].partner = s
            flexibleUnits[s].partner = f
        }
    }

    /// The value of a size or gap predicate: a number, input or `let`, or another item's size.
    mutating func predicateValue(_ predicate: SizePredicate, _ shape: SequenceShape, sizeAttribute: Attribute)
        -> (LinearForm, LinearForm)?
    {
        guard let expr = predicate.value else { return nil }
        var ctx = LoweringContext(superRef: shape.superRef)
        switch lower(expr, &ctx) {
        case .scalar(let form):
            return (form, form)
        case .item(let name):
            guard case .item(let other)? = names[name]?.entry else { return nil }
            let form = placement(ofItem: other).value(of: sizeAttribute, rightToLeft: false, directional: true)
            return (form, form)
        case .vector:
            diagnostics.error(.compoundNotAllowed("a sequence size is one number"), at: expr.range)
            return nil
        case .invalid:
            return nil
        }
    }

    private func chainMentions(_ a: SequenceShape.Node, _ b: SequenceShape.Node, _ start: Attribute, _ end: Attribute)
        -> [Mention]
    {
        var result: [Mention] = []
        if case .item(let i, _, _) = a { result.append(Mention(item: i, attribute: end.rawValue)) }
        if case .item(let i, _, _) = b { result.append(Mention(item: i, attribute: start.rawValue)) }
        return result
    }

    /// `align top|bottom|centerY|firstBaseline|lastBaseline|leading|trailing|centerX|fill`:
    /// every item shares the cross-axis attribute (`fill`: both edges; a baseline: every item
    /// must be a measured view).
    mutating func lowerAlignment(_ shape: SequenceShape, requires: [VariantLiteral]) {
        guard let name = shape.statement.alignment else { return }
        let cross: [String: [Attribute]] =
            shape.isHorizontal
            ? [
                "top": [.top], "bottom": [.bottom], "centerY": [.centerY], "fill": [.top, .bottom],
                "firstBaseline": [.firstBaseline], "lastBaseline": [.lastBaseline],
            ]
            : ["leading": [.leading], "trailing": [.trailing], "centerX": [.centerX], "fill": [.leading, .trailing]]
        guard let attributes = cross[name.text] else {
            let suggestion = Suggestion.closest(to: name.text, among: cross.keys.sorted())
            diagnostics.error(.unknownAttribute(name.text, suggestion: suggestion), at: name.range,
                label: "a sequence aligns items across its axis")
            return
        }
        let members = shape.items
        if attributes[0].isBaseline, let unmeasured = members.first(where: { !items[$0].isMeasured }) {
            diagnostics.error(.noBaseline(items[unmeasured].name), at: name.range,
                label: "'align \(name.text)' aligns the baselines of every item of the sequence",
                notes: noBaselineNotes(items[unmeasured].name))
            return
        }
        if attributes[0].isBaseline { baselinesRead.formUnion(members) }
        let chain = ChainWriter(requires: requires, isHorizontal: !shape.isHorizontal)
        for attribute in attributes {
            for other in members.dropFirst() {
                let a = nodeValue(shape, .item(members[0], [], name.range), attribute)
                let b = nodeValue(shape, .item(other, [], name.range), attribute)
                let mentions = [Mention(item: members[0], attribute: attribute.rawValue), Mention(item: other, attribute: attribute.rawValue)]
                chain.equal((a.0 - b.0, a.1 - b.1), to: LinearForm(), name.range, mentions, into: &constraints)
            }
        }
    }
}

/// Appends the primitive constraints of a sequence.
package struct ChainWriter {
    package var requires: [VariantLiteral]
    package var isHorizontal: Bool

    /// `value == target` (in both directions); returns the constraint's index.
    @discardableResult
    package func equal(
        _ value: (LinearForm, LinearForm), to target: LinearForm, _ range: SourceRange, _ mentions: [Mention],
        into constraints: inout [Constraint]
    ) -> Int {
        relate(value, .equal, (target, target), range, mentions, into: &constraints)
    }

    /// `value ⋈ target`; returns the constraint's index.
    @discardableResult
    func relate(
        _ value: (LinearForm, LinearForm), _ relation: Relation, _ target: (LinearForm, LinearForm),
        _ range: SourceRange, _ mentions: [Mention], into constraints: inout [Constraint]
    ) -> Int {
        let kind: Constraint.Kind =
            switch relation {
            case .equal: .required
            case .lessOrEqual: .inequality(isUpper: true)
            case .greaterOrEqual: .inequality(isUpper: false)
            }
        let ltr = value.0 - target.0
        let rtl = value.1 == value.0 && target.1 == target.0 ? ltr : value.1 - target.1
        constraints.append(
            Constraint(
                kind: kind, form: ltr, rightToLeftForm: rtl == ltr ? nil : rtl, range: range, mentions: mentions,
                requires: requires))
        return constraints.count - 1
    }
}
