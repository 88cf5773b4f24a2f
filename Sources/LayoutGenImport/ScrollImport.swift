/// A `UIScrollView` as a scroll view of the language (`view list: scroll { … }`), whose block's
/// `super` is the content, as Auto Layout reads a scroll view's edges (and its content layout
/// guide) from its subviews. The axis comes from the file: a subview as wide as the scroll
/// view (`content.width == scroll.width`, Apple's way of saying "scroll vertically") makes it
/// `scroll`, one as tall `scroll(horizontal)`, neither `scroll(both)`; that constraint is then
/// what the axis says, and not written. Any other constraint between the scroll view's frame
/// (its size or centre, or its frame layout guide) and its content is not imported.
extension ImportedLayout {
    /// The scroll axes of a scroll view: `scroll`, `scroll(horizontal)`, `scroll(both)`, or nil
    /// for a view that is not a scroll view, or whose content is as large as it on both axes.
    func scrollModifier(_ view: Int) -> String? {
        guard document.views[view].element == "scrollView" else { return nil }
        let sizes = Set(scrollSizeEqualities(of: view).map(\.firstAttribute))
        switch (sizes.contains("width"), sizes.contains("height")) {
        case (true, true): return nil
        case (true, false): return "scroll"
        case (false, true): return "scroll(horizontal)"
        case (false, false): return "scroll(both)"
        }
    }

    /// The constraints that make a subview (or the content guide) of `scroll` as wide or as tall
    /// as it: required equalities of the size, multiplier 1, constant 0, in every size class,
    /// wherever the file holds them.
    func scrollSizeEqualities(of scroll: Int) -> [IBConstraint] {
        ([root] + document.descendants(of: root)).flatMap { document.views[$0].constraints }.filter {
            isSizeEquality($0, of: scroll)
        }
    }

    private func isSizeEquality(_ c: IBConstraint, of scroll: Int) -> Bool {
        let priority: Double = c.priority.flatMap { Double($0) } ?? 1000
        let multiplierIsOne: Bool = Multiplier(c.multiplier ?? "1")?.isOne ?? false
        let constantIsZero: Bool = ImportNumber(c.constant ?? "0")?.isZero ?? false
        guard c.firstAttribute == c.secondAttribute, c.firstAttribute == "width" || c.firstAttribute == "height",
            (c.relation ?? "equal") == "equal", multiplierIsOne, constantIsZero, priority == 1000, c.variations.isEmpty,
            let second = c.secondItem
        else { return false }
        let subviews = document.views[scroll].subviews
        let ends: [(view: Int, guide: String?)] = [c.firstItem.map(resolve) ?? (c.owner, nil), resolve(second)]
        let frame = ends.filter { $0.view == scroll && ($0.guide == nil || $0.guide == "frameLayoutGuide") }
        let content = ends.filter { subviews.contains($0.view) || ($0.view == scroll && $0.guide == "contentLayoutGuide") }
        return frame.count == 1 && content.count == 1
    }

    /// Why a constraint between a scroll view and its content cannot be imported, if it reads
    /// the scroll view's frame: its size, its centre, or its frame layout guide.
    func scrollFrameProblem(_ first: Item, _ firstAttribute: String, _ second: Item?, _ secondAttribute: String?, block: Int)
        -> String?
    {
        guard document.views[block].element == "scrollView" else { return nil }
        for (item, attribute) in [(first, firstAttribute), (second, secondAttribute ?? "")] {
            guard let item, item.view == block, item.guide != "contentLayoutGuide" else { continue }
            let readsFrame = ["width", "height", "centerX", "centerY"].contains { attribute.hasPrefix($0) }
            if item.guide == "frameLayoutGuide" || readsFrame {
                return "it relates the scroll view's frame to its content, which a scroll view of the spec does not"
            }
        }
        return nil
    }

    private func resolve(_ id: String) -> (view: Int, guide: String?) {
        guard let view = document.index[id] else { return (-1, nil) }
        return (view, document.views[view].guides[id])
    }
}
