import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// A sequence with its names bound: nodes (edges and items) with the gap after each.
package struct SequenceShape {
    package enum Node {
        case edge(SourceRange)
        case item(Int, [SizePredicate], SourceRange)
    }
    package var statement: SequenceStmt
    package var nodes: [Node]
    /// `gaps[i]` lies between `nodes[i]` and `nodes[i + 1]`: nil predicates for the standard gap.
    package var gaps: [(predicates: [SizePredicate]?, range: SourceRange)]
    /// The rectangle whose edges the `|` bars are.
    package var container: Placement
    package var superRef: SuperRef
    package var isHorizontal: Bool { statement.axis == .horizontal }

    /// The items of the sequence, in order.
    package var items: [Int] {
        nodes.compactMap { if case .item(let i, _, _) = $0 { i } else { nil } }
    }
}

extension Resolver {
    /// The standard gap `-`.
    static let standardGap = Rational(8)

    /// Lowers a sequence once per combination of hidden states of its optional items
    /// (LANGUAGE.md §6): chain equalities along the axis, size predicates, bounded gaps as
    /// clamps, flexible parts as multiples of one unit `F`, and cross-axis alignment.
    mutating func lowerSequence(_ stmt: SequenceStmt, superRef: SuperRef, requires: [VariantLiteral]) {
        guard let shape = bindSequence(stmt, superRef: superRef) else { return }
        if let unbounded = stmt.unbounded, !stmt.elements.contains(where: \.growsWithFreeSpace) {
            diagnostics.warning(.unboundedWithoutFlexibleSpace, at: unbounded)
        }
        var optional: [Int] = []
        // An optional view whose hiding changes only numbers is lowered once, reading whether it
        // is shown (`shownItems`); the others once per hidden state.
        for i in shape.items where items[i].isOptional && !shown.contains(i) && !optional.contains(i) { optional.append(i) }
        for mask in 0..<(1 << optional.count) {
            let hidden = Set(optional.indices.filter { mask & (1 << $0) != 0 }.map { optional[$0] })
            let literals = requires + optional.map { VariantLiteral.hidden(item: $0, isHidden: hidden.contains($0)) }
            lowerChain(shape, hidden: hidden, requires: literals)
        }
        lowerAlignment(shape, requires: requires)
    }

    /// Binds the names of a sequence and checks its shape.
    private mutating func bindSequence(_ stmt: SequenceStmt, superRef: SuperRef) -> SequenceShape? {
        var container = placement(of: superRef)
        var space = space(of: superRef)
        if let name = stmt.container {
            guard case .item(let g)? = names[name.text]?.entry else {
                let suggestion = Suggestion.closest(to: name.text, among: items.map(\.name))
                diagnostics.error(.unknownName(name.text, suggestion: suggestion), at: name.range)
                return nil
            }
            let inner = items[g].isContainer && items[g].kind == .view
            container = inner ? placement(of: .view(g)) : placement(ofItem: g)
            space = inner ? g : items[g].parent
        }
        var nodes: [SequenceShape.Node] = []
        var gaps: [(predicates: [SizePredicate]?, range: SourceRange)] = []
        for element in stmt.elements {
            switch element {
            case .edge(let range):
                nodes.append(.edge(range))
            case .gap(let predicates, let range):
                gaps.append((predicates, range))
            case .item(let name, let predicates, let range):
                guard case .item(let i)? = names[name.text]?.entry else {
                    let suggestion = Suggestion.closest(to: name.text, among: items.map(\.name))
                    diagnostics.error(.unknownName(name.text, suggestion: suggestion), at: name.range)
                    return nil
                }
                guard items[i].parent == space else {
                    diagnostics.error(.crossContainer(name.text, stmt.container?.text ?? "super"), at: range)
                    return nil
                }
                nodes.append(.item(i, predicates, range))
            }
        }
        guard gaps.count == nodes.count - 1, !nodes.isEmpty else {
            diagnostics.error(.expected("items and gaps in turn", found: "a malformed sequence"), at: stmt.range)
            return nil
        }
        return SequenceShape(statement: stmt, nodes: nodes, gaps: gaps, container: container, superRef: superRef)
    }

    /// The axis attributes: start edge, end edge, size.
    package func axisAttributes(_ shape: SequenceShape) -> (start: Attribute, end: Attribute, size: Attribute) {
        shape.isHorizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }

    /// The forms (left-to-right, right-to-left) of an attribute of a node.
    func nodeValue(_ shape: SequenceShape, _ node: SequenceShape.Node, _ attribute: Attribute) -> (LinearForm, LinearForm) {
        let place: Placement
        switch node {
        case .edge: place = shape.container
        case .item(let i, _, _): place = placement(ofItem: i)
        }
        let leftToRight = place.value(of: attribute, rightToLeft: false, directional: true)
        // Measured from the leading edge, only `left` and `right` read differently.
        guard attribute == .left || attribute == .right else { return (leftToRight, leftToRight) }
        return (leftToRight, place.value(of: attribute, rightToLeft: true, directional: true))
    }
}
