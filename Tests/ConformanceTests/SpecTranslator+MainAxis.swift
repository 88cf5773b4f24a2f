import Foundation

extension SpecTranslator {
    /// The sequence along a container's main axis.
    ///
    /// Items run in order (reversed for `row-reverse`/`column-reverse`) with gaps of margins
    /// plus `column-gap`/`row-gap`. When the container's extent is definite, an item's size is
    /// `basis + grow* - (shrink × basis)*` (CSS scales shrinking by the basis) and the free
    /// space the items do not take (all of it, or `1 - Σgrow` of it when the grow factors sum
    /// below 1) goes to flexible gaps placed as `justify-content` says. `flex-start`, `center`
    /// and `flex-end` overflow as the browser does (unsafe alignment), hence `unbounded`; the
    /// `space-*` values fall back to the start. A content-sized container has no free space:
    /// its sequence is fixed parts only, and decides its extent.
    mutating func mainAxis(_ n: Int) -> [String] {
        let node = tree.nodes[n]
        let style = node.style
        let horizontal = style.isRow
        let definite = tree.isDefinite(n, horizontal: horizontal)
        let items = style.isReversed ? node.children.reversed() : node.children
        var parts: [String] = []
        var totalGrow: Decimal = 0
        for c in items {
            let basis = tree.explicitBasis(c)
                ?? (tree.isDefinite(c, horizontal: horizontal) ? tree.maxContent(c, horizontal: horizontal) : nil)
            let own = tree.nodes[c].style
            var grow = "", shrink = ""
            if definite, own.grow > 0 {
                grow = " + " + Self.weight(own.grow)
                totalGrow += own.grow
            }
            if definite, own.shrink > 0, let explicit = tree.explicitBasis(c), explicit > 0 {
                shrink = " - " + Self.weight(own.shrink * explicit)
            }
            var predicate = ""
            if let basis {
                let head = basis == 0 && !grow.isEmpty ? "" : Self.number(basis)
                predicate = "(" + head + (head.isEmpty ? String(grow.dropFirst(3)) : grow) + shrink + ")"
            }
            if horizontal, own.margin.left != own.margin.right {
                problems.append("\(tree.nodes[c].name): unequal left and right margins along a row (they would flip)")
            }
            parts.append("[\(tree.nodes[c].name)\(predicate)]")
        }
        guard !parts.isEmpty else { return [] }
        let (before, between, after) = definite ? justifyWeights(style, count: items.count) : (0, 0, 0)
        let scale = max(0, 1 - totalGrow)
        let margins = items.map { c -> (before: Decimal, after: Decimal) in
            let m = tree.nodes[c].style.margin
            return horizontal ? (m.left, m.right) : (m.top, m.bottom)
        }
        var text = "|" + gap(margins[0].before, before * scale)
        for k in parts.indices {
            text += parts[k]
            if k + 1 < parts.count {
                text += gap(margins[k].after + style.mainGap + margins[k + 1].before, between * scale)
            }
        }
        text += gap(margins[parts.count - 1].after, after * scale) + "|"
        let box = contentBox(n)
        let axis = (horizontal ? "H" : "V") + (box == "super" ? "" : "(\(box))")
        let unsafe: Set<FlexStyle.Justify> = [.flexStart, .flexEnd, .center]
        let unbounded = definite && totalGrow == 0 && unsafe.contains(style.justify)
        return ["\(axis): \(text)" + (unbounded ? " unbounded" : "")]
    }

    /// The flexible weights `justify-content` puts before the first item, between items and
    /// after the last one, in sequence order.
    func justifyWeights(_ style: FlexStyle, count: Int) -> (Decimal, Decimal, Decimal) {
        let start: (Decimal, Decimal, Decimal) = style.isReversed ? (1, 0, 0) : (0, 0, 1)
        let end: (Decimal, Decimal, Decimal) = style.isReversed ? (0, 0, 1) : (1, 0, 0)
        switch style.justify {
        case .flexStart: return start
        case .flexEnd: return end
        case .center: return (1, 0, 1)
        case .spaceBetween: return count > 1 ? (0, 1, 0) : start
        case .spaceAround: return (1, 2, 1)
        case .spaceEvenly: return (1, 1, 1)
        }
    }

    /// A gap: nothing, `-8-`, `-(*)-` or `-(8 + *)-`.
    func gap(_ fixed: Decimal, _ flexible: Decimal) -> String {
        switch (fixed == 0, flexible == 0) {
        case (true, true): return ""
        case (false, true): return fixed < 0 ? "-(\(Self.number(fixed)))-" : "-\(Self.number(fixed))-"
        case (true, false): return "-(\(Self.weight(flexible)))-"
        case (false, false): return "-(\(Self.number(fixed)) + \(Self.weight(flexible)))-"
        }
    }
}
