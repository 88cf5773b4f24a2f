import Foundation

extension SpecTranslator {
    /// Each item's extent and position across a container's main axis, then the container's
    /// own extent there when its content decides it.
    ///
    /// `stretch` fills the content box less the margins (a sequence `|-m-[c]-m-|`); `flex-start`,
    /// `flex-end` and `center` relate an edge or the centre to the content box (horizontal ones
    /// by `leading`/`trailing`, so they flip in right-to-left layout as the browser does);
    /// `baseline` puts every baseline on one line, below the content box's top by the largest
    /// `margin-top + baseline offset`. A content-sized extent is the largest item extent plus
    /// its margins (`max(…)`).
    mutating func crossAxis(_ n: Int) -> [String] {
        let node = tree.nodes[n]
        let horizontal = !node.style.isRow
        let box = contentBox(n)
        let size = Self.extent(horizontal)
        var result: [String] = []
        let baseline = node.children.filter { tree.alignment($0) == .baseline }
        for c in node.children {
            let child = tree.nodes[c]
            let m = child.style.margin
            let (before, after) = horizontal ? (m.left, m.right) : (m.top, m.bottom)
            if let explicit = child.style.size(horizontal: horizontal) {
                result.append("\(child.name).\(size) == \(Self.number(explicit))")
            } else if child.isLeaf && !tree.isStretched(c) {
                result.append("\(child.name).\(size) == \(Self.number(tree.maxContent(c, horizontal: horizontal)))")
            }
            if tree.isStretched(c) && tree.isDefinite(c, horizontal: horizontal) {
                if horizontal && before != after {
                    result.append("\(child.name).left == \(box).left\(Self.offset(before))")
                    result.append("\(child.name).right == \(box).right\(Self.offset(-after))")
                } else {
                    let axis = (horizontal ? "H" : "V") + (box == "super" ? "" : "(\(box))")
                    result.append("\(axis): |\(gap(before, 0))[\(child.name)]\(gap(after, 0))|")
                }
                continue
            }
            var align = tree.alignment(c)
            if align == .stretch || (align == .baseline && baseline.count < 2) { align = .flexStart }
            let (start, end, centre) = horizontal ? ("leading", "trailing", "centerX") : ("top", "bottom", "centerY")
            if horizontal && before != after && align != .center {
                problems.append("\(child.name): unequal left and right margins across a column (they would flip)")
            }
            switch align {
            case .flexStart, .stretch:
                result.append("\(child.name).\(start) == \(box).\(start)\(Self.offset(before))")
            case .flexEnd:
                result.append("\(child.name).\(end) == \(box).\(end)\(Self.offset(-after))")
            case .center:
                let shift = (horizontal ? m.left - m.right : m.top - m.bottom) / 2
                result.append("\(child.name).\(centre) == \(box).\(centre)\(Self.offset(shift))")
            case .baseline:
                result.append(baselineRelation(c, among: baseline, box: box))
            }
        }
        if !tree.isDefinite(n, horizontal: horizontal) {
            result.append(contentExtent(n, horizontal: horizontal, box: box))
            if !baseline.isEmpty { problems.append("\(node.name): baseline alignment in a content-sized row") }
        }
        return result
    }

    /// `box.width == max(…)`: the largest extent of an item plus its margins.
    private func contentExtent(_ n: Int, horizontal: Bool, box: String) -> String {
        let size = Self.extent(horizontal)
        let extents = tree.nodes[n].children.map { c -> String in
            let child = tree.nodes[c]
            let margins = child.style.marginSum(horizontal: horizontal)
            if tree.isStretched(c) && tree.isDefinite(c, horizontal: horizontal) {
                return Self.number(tree.maxContent(c, horizontal: horizontal) + margins)
            }
            return "\(child.name).\(size)\(Self.offset(margins))"
        }
        let value = extents.count == 1 ? extents[0] : "max(\(extents.joined(separator: ", ")))"
        return "\(box).\(size) == \(value)"
    }

    /// The top of a baseline-aligned item: the baseline line is the content box's top plus the
    /// largest `margin-top + baseline offset` of the group; a box without items has its
    /// baseline at its bottom edge, one with items that of its first item.
    private mutating func baselineRelation(_ c: Int, among group: [Int], box: String) -> String {
        let terms = group.map { k -> String in
            let margin = tree.nodes[k].style.margin.top
            if tree.nodes[k].isLeaf { return "\(tree.nodes[k].name).height\(Self.offset(margin))" }
            return Self.number(margin + (ascent(k) ?? 0))
        }
        let line = "\(box).top + max(\(terms.joined(separator: ", ")))"
        let name = tree.nodes[c].name
        if tree.nodes[c].isLeaf { return "\(name).bottom == \(line)" }
        guard let offset = ascent(c) else {
            problems.append("\(name): baseline of a box whose first item has no fixed height")
            return "\(name).top == \(line)"
        }
        return "\(name).top == \(line)\(Self.offset(-offset))"
    }

    /// The baseline offset of a box from its top, when its first items have fixed heights.
    private func ascent(_ i: Int) -> Decimal? {
        let node = tree.nodes[i]
        guard let first = node.children.first else {
            return node.style.height ?? (node.style.padding.top + node.style.padding.bottom)
        }
        guard !node.style.isReversed, node.style.justify == .flexStart || node.style.isRow,
            let inner = ascent(first)
        else { return nil }
        return node.style.padding.top + tree.nodes[first].style.margin.top + inner
    }
}
