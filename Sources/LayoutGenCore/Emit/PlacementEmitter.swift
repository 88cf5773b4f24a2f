/// Writes the body of a layout type's `place(_:rightToLeft:scale:)`: every frame mirrored in
/// its space's width, then every edge and size rounded. The same for every variant: a frame's
/// space is its parent's reported width (a scroll view's content width), or the container's.
struct PlacementEmitter {
    let layout: LayoutPlan

    /// The spaces' widths, read before any frame moves, then one `mirror` per frame.
    func mirroring() -> String {
        var lines = ["let width = frames.size.width"]
        let parents = Set(layout.elements.compactMap(\.parent)).sorted()
        for parent in parents {
            let element = layout.elements[parent]
            let source = element.isScroll ? "\(element.name)ContentSize" : SwiftKeywords.escaped(element.name)
            lines.append("let \(element.name)Width = frames.\(source).width")
        }
        for element in layout.elements {
            let space = element.parent.map { layout.elements[$0].name + "Width" } ?? "width"
            lines.append("Self.mirror(&frames.\(SwiftKeywords.escaped(element.name)), in: \(space))")
        }
        return lines.joined(separator: "\n")
    }

    /// One `round` per frame, per scroll view's content size, and for the container's size.
    func rounding() -> String {
        var targets = layout.elements.map { SwiftKeywords.escaped($0.name) }
        targets += layout.elements.filter(\.isScroll).map { "\($0.name)ContentSize" }
        targets.append("size")
        return targets.map { "Self.round(&frames.\($0), scale)" }.joined(separator: "\n")
    }
}
