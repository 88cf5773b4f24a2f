/// Where each item's label goes, so that labels do not print over each other: inside its frame
/// where the name fits (top-left; bottom-left for a container view), else just below, above or
/// to the right of it, the first place no label taken so far covers. A label that has no free
/// place keeps its first one.
///
/// Widths are estimated (10-pt text, `characterWidth` a character): a label may still touch
/// another where a font runs wider.
package struct PreviewLabelPlacer {
    /// A label's box: from its left edge and baseline.
    private struct Box {
        var x, baseline, width: Double
        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width
                && baseline - PreviewLabelPlacer.ascent < other.baseline + PreviewLabelPlacer.descent
                && other.baseline - PreviewLabelPlacer.ascent < baseline + PreviewLabelPlacer.descent
        }
    }

    static let characterWidth = 5.8
    static let ascent = 9.0
    static let descent = 3.0
    private var placed: [Box] = []

    package init() {}

    /// The left edge and baseline of `text`, the label of `item`.
    package mutating func place(_ text: String, of item: PreviewItem, isContainer: Bool) -> (x: Double, baseline: Double) {
        let width = Double(text.count) * Self.characterWidth
        let inside =
            Box(x: item.x + 3, baseline: isContainer && item.height >= 24 ? item.y + item.height - 4 : item.y + 11, width: width)
        let fits = item.width >= width + 6 && item.height >= Self.ascent + Self.descent + 2
        let outside = [
            Box(x: item.x, baseline: item.y + max(0, item.height) + Self.ascent + 2, width: width),
            Box(x: item.x, baseline: item.y - Self.descent - 2, width: width),
            Box(x: item.x + max(0, item.width) + 3, baseline: item.y + Self.ascent, width: width),
        ]
        let candidates = fits ? [inside] + outside : outside + [inside]
        let chosen = candidates.first { box in !placed.contains { $0.overlaps(box) } } ?? (fits ? inside : outside[0])
        placed.append(chosen)
        return (chosen.x, chosen.baseline)
    }
}
