import Foundation

/// A corpus tree flattened for translation: every node with its spec name, style, parent and
/// children, and which of its extents are decided by its parent's constraints.
struct FlexTree {
    struct Node {
        /// The view's name in the spec: `root`, `c1`, `c1_2`, …
        var name: String
        var style: FlexStyle
        var parent: Int?
        var children: [Int] = []
        var isLeaf: Bool { children.isEmpty }
    }

    /// Depth first, the root at index 0.
    var nodes: [Node] = []
    /// `definite[i][0]` (width), `[1]` (height): whether node i's extent along the axis is set
    /// by its parent's block (an explicit size, stretching, flexing, or a leaf's padding)
    /// rather than by its own content (its own block). Items of a definite extent flex and
    /// stretch inside it; a content-sized extent is the sum or maximum of its items.
    var definite: [[Bool]] = []

    init(_ root: CorpusNode) {
        add(root, name: "root", parent: nil)
        for i in nodes.indices { definite.append([decide(i, horizontal: true), decide(i, horizontal: false)]) }
    }

    private mutating func add(_ node: CorpusNode, name: String, parent: Int?) {
        let index = nodes.count
        nodes.append(Node(name: name, style: FlexStyle(css: node.style), parent: parent))
        for (k, child) in node.children.enumerated() {
            let childName = parent == nil ? "c\(k + 1)" : "\(name)_\(k + 1)"
            nodes[index].children.append(nodes.count)
            add(child, name: childName, parent: index)
        }
    }

    func isDefinite(_ i: Int, horizontal: Bool) -> Bool { definite[i][horizontal ? 0 : 1] }

    /// The cross-axis alignment of item i in its parent (`align-self`, else `align-items`;
    /// baseline only in rows).
    func alignment(_ i: Int) -> FlexStyle.Align {
        let parent = nodes[nodes[i].parent!].style
        let align = nodes[i].style.alignSelf ?? parent.alignItems
        return align == .baseline && !parent.isRow ? .flexStart : align
    }

    /// Whether item i is stretched across its parent's cross axis.
    func isStretched(_ i: Int) -> Bool {
        let parent = nodes[nodes[i].parent!].style
        return alignment(i) == .stretch && nodes[i].style.size(horizontal: !parent.isRow) == nil
    }

    /// The explicit flex base size of item i: `flex-basis`, else its size along the main axis.
    func explicitBasis(_ i: Int) -> Decimal? {
        let parent = nodes[nodes[i].parent!].style
        return nodes[i].style.basis ?? nodes[i].style.size(horizontal: parent.isRow)
    }

    /// Whether the parent's block decides node i's extent along an axis (see `definite`).
    private func decide(_ i: Int, horizontal: Bool) -> Bool {
        let node = nodes[i]
        guard let p = node.parent else { return node.style.size(horizontal: horizontal) != nil }
        if node.isLeaf { return true }
        let parentDefinite = definite[p][horizontal ? 0 : 1]
        if nodes[p].style.isRow == horizontal {
            // Along the parent's main axis: an explicit basis, or growing from its content.
            return explicitBasis(i) != nil || (parentDefinite && node.style.grow > 0)
        }
        if node.style.size(horizontal: horizontal) != nil { return true }
        guard isStretched(i) else { return false }
        // Stretched in a content-sized parent: the only item decides the parent's extent
        // from its own content; among several, it is stretched to their maximum.
        return parentDefinite || nodes[p].children.count > 1
    }

    /// The max-content extent of node i along an axis, from explicit sizes and padding (the
    /// browser's intrinsic size of a box without text): nil when it depends on more.
    func maxContent(_ i: Int, horizontal: Bool) -> Decimal {
        let style = nodes[i].style
        if let size = style.size(horizontal: horizontal) { return size }
        let items = nodes[i].children.map { child -> Decimal in
            let own = nodes[child].style
            let basis = style.isRow == horizontal ? own.basis ?? own.size(horizontal: horizontal) : own.size(horizontal: horizontal)
            return (basis ?? maxContent(child, horizontal: horizontal)) + own.marginSum(horizontal: horizontal)
        }
        let content: Decimal
        if style.isRow == horizontal {
            content = items.reduce(0, +) + style.mainGap * Decimal(max(items.count - 1, 0))
        } else {
            content = items.max() ?? 0
        }
        return content + style.paddingSum(horizontal: horizontal)
    }
}
