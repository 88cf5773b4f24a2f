/// Writes the body of a layout type's `place(_:in:rightToLeft:scale:)`: every frame mirrored in
/// its space's width, then every edge and size rounded. The same for every variant: a frame's
/// space is its parent's reported width (a scroll view's content width), or the width the
/// container was given (LANGUAGE.md §10: also when the content overflows it).
struct PlacementEmitter {
    let layout: LayoutPlan

    /// The spaces' widths, read before any frame moves, then one `mirror` per frame.
    func mirroring() -> String {
        let spaces = layout.elements.indices.map(layout.mirrorSpace(of:))
        var lines = ["let width = givenWidth > 0 ? givenWidth : 0"]
        for space in Set(spaces).sorted(by: { ($0.parent ?? -1) < ($1.parent ?? -1) }) {
            switch space {
            case .container: continue
            case .frame(let parent):
                lines.append("let \(name(space)) = frames.\(SwiftKeywords.escaped(layout.elements[parent].name)).width")
            case .content(let scroll):
                lines.append("let \(name(space)) = frames.\(layout.elements[scroll].name)ContentSize.width")
            }
        }
        for (element, space) in zip(layout.elements, spaces) {
            lines.append("Self.mirror(&frames.\(SwiftKeywords.escaped(element.name)), in: \(name(space)))")
        }
        return lines.joined(separator: "\n")
    }

    /// The local name of a space's width: `width` for the container's, `<parent>Width`.
    private func name(_ space: MirrorSpace) -> String {
        space.parent.map { layout.elements[$0].name + "Width" } ?? "width"
    }

    /// One `round` per frame, per scroll view's content size, and for the container's size.
    func rounding() -> String {
        var targets = layout.elements.map { SwiftKeywords.escaped($0.name) }
        targets += layout.elements.filter(\.isScroll).map { "\($0.name)ContentSize" }
        targets.append("size")
        return targets.map { "Self.round(&frames.\($0), scale)" }.joined(separator: "\n")
    }
}
