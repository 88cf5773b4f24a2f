import LayoutGenDiagnostics

/// Draws a preview scene as SVG: a caption (the layout's name, its size, the run-time
/// arguments), the container's outline, then every item in drawing order — views as filled,
/// labelled rectangles, guides as dashed outlines, hidden views ghosted, measured views with an
/// italic label and a corner mark, scroll views' children clipped to their frames. A scene
/// of a problem (`preview --witness`) gives its message under the caption and outlines the
/// views it is about in red, a view without area with a ring where it is, the others faded.
///
/// Limits: items reaching more than `reach` points beyond the container are cut at the edge
/// of the picture; a label that does not fit its rectangle goes beside it (`PreviewLabelPlacer`).
public enum PreviewSVG {
    /// Space around the picture, in points.
    package static let margin = 16.0
    /// How far beyond the container the picture extends to show items that stick out.
    static let reach = 100.0

    /// A standalone SVG document of one scene.
    public static func document(_ scene: PreviewScene, palette: PreviewPalette = .light) -> String {
        var out = LineWriter()
        out.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        write(scene, palette: palette, idPrefix: "", into: &out)
        return out.text
    }

    /// The `<svg>` element of a scene; `idPrefix` keeps its ids unique within an HTML page.
    package static func write(_ scene: PreviewScene, palette: PreviewPalette, idPrefix: String, into out: inout LineWriter) {
        let canvas = Canvas(scene)
        let n = PreviewText.number
        let size = "\(n(canvas.width))\" height=\"\(n(canvas.height))\" viewBox=\"0 0 \(n(canvas.width)) \(n(canvas.height))"
        out.block(
            #"<svg xmlns="http://www.w3.org/2000/svg" width=""# + size
                + #"" font-family="Helvetica, Arial, sans-serif" role="img">"#, close: "</svg>"
        ) { out in
            let title = "\(scene.layout) \(n(scene.width)) × \(n(scene.height))"
            out.line("<title>\(PreviewText.escaped(title))</title>")
            out.line(#"<rect width="100%" height="100%" fill="\#(palette.background)"/>"#)
            writeDefinitions(scene, idPrefix: idPrefix, into: &out)
            let captionY = margin + 13
            out.line(
                #"<text x="\#(n(margin))" y="\#(n(captionY))" font-size="13" font-weight="bold" fill="\#(palette.ink)">"#
                    + PreviewText.escaped(title) + "</text>")
            if !scene.notes.isEmpty {
                out.line(
                    #"<text x="\#(n(margin))" y="\#(n(captionY + 16))" font-size="11" fill="\#(palette.ink)">"#
                        + PreviewText.escaped(scene.notes.joined(separator: " · ")) + "</text>")
            }
            if let problem = scene.problem {
                let y = captionY + (scene.notes.isEmpty ? 16 : 32)
                out.line(
                    #"<text class="problem" x="\#(n(margin))" y="\#(n(y))" font-size="11" fill="\#(palette.problemStroke)">"#
                        + PreviewText.escaped(problem) + "</text>")
            }
            let origin = "translate(\(n(canvas.originX)) \(n(canvas.originY)))"
            out.block(#"<g class="layout" transform="\#(origin)">"#, close: "</g>") { out in
                let box = rect(0, 0, scene.width, scene.height)
                out.line(#"<rect class="container" \#(box) fill="\#(palette.containerFill)"/>"#)
                if let insets = scene.safeArea {
                    let safe = rect(
                        insets[1], insets[0], scene.width - insets[1] - insets[3], scene.height - insets[0] - insets[2])
                    out.line(
                        #"<rect class="safe-area" \#(safe) fill="none" stroke="\#(palette.safeAreaStroke)" stroke-width="1" stroke-dasharray="2 3"/>"#
                    )
                }
                var placer = PreviewLabelPlacer()
                for labels in [false, true] {
                    for i in scene.items.indices where scene.items[i].parent == nil {
                        writeItem(
                            i, of: scene, labels: labels, palette: palette, idPrefix: idPrefix, placer: &placer, into: &out)
                    }
                }
                out.line(#"<rect class="outline" \#(box) fill="none" stroke="\#(palette.ink)" stroke-width="1"/>"#)
            }
        }
    }

    /// One clip path per scroll view: its frame.
    private static func writeDefinitions(_ scene: PreviewScene, idPrefix: String, into out: inout LineWriter) {
        let scrolls = scene.items.filter { $0.contentSize != nil }
        guard !scrolls.isEmpty else { return }
        out.block("<defs>", close: "</defs>") { out in
            for item in scrolls {
                out.line(#"<clipPath id="\#(idPrefix)clip-\#(item.element)"><rect \#(rect(item))/></clipPath>"#)
            }
        }
    }

    /// An item's shape (or its label, in the second pass), then its children's (clipped to it
    /// when it is a scroll view).
    private static func writeItem(
        _ i: Int, of scene: PreviewScene, labels: Bool, palette: PreviewPalette, idPrefix: String,
        placer: inout PreviewLabelPlacer, into out: inout LineWriter
    ) {
        let item = scene.items[i]
        let children = scene.items.indices.filter { scene.items[$0].parent == item.element }
        let writer = PreviewItemWriter(
            item: item, palette: palette, isContainer: !children.isEmpty, isFaded: scene.problem != nil && !item.isProblem)
        if labels { writer.writeLabel(into: &out, placer: &placer) } else { writer.write(into: &out) }
        guard !children.isEmpty, !labels || palette.isAnnotated else { return }
        let clip = item.contentSize != nil ? #" clip-path="url(#\#(idPrefix)clip-\#(item.element))""# : ""
        let kind = labels ? "labels" : "children"
        out.block(#"<g class="\#(kind)" data-parent="\#(PreviewText.escaped(item.name))"\#(clip)>"#, close: "</g>") {
            out in
            for child in children {
                writeItem(
                    child, of: scene, labels: labels, palette: palette, idPrefix: idPrefix, placer: &placer, into: &out)
            }
        }
    }

    /// `x="…" y="…" width="…" height="…"`, sizes never negative.
    package static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        let n = PreviewText.number
        return #"x="\#(n(x))" y="\#(n(y))" width="\#(n(max(0, width)))" height="\#(n(max(0, height)))""#
    }

    package static func rect(_ item: PreviewItem) -> String { rect(item.x, item.y, item.width, item.height) }

    /// The picture's size and where the container's origin sits in it.
    package struct Canvas {
        package var width: Double
        package var height: Double
        var originX: Double
        var originY: Double

        package init(_ scene: PreviewScene) {
            let finite = scene.items.filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
            let minX = max(-reach, min(0, finite.map(\.x).min() ?? 0))
            let minY = max(-reach, min(0, finite.map(\.y).min() ?? 0))
            let maxX = min(scene.width + reach, max(scene.width, finite.map { $0.x + $0.width }.max() ?? 0))
            let maxY = min(scene.height + reach, max(scene.height, finite.map { $0.y + $0.height }.max() ?? 0))
            let caption = 28.0 + (scene.notes.isEmpty ? 0 : 16) + (scene.problem == nil ? 0 : 16)
            width = max(maxX - minX + 2 * margin, 240)
            height = maxY - minY + 2 * margin + caption
            originX = margin - minX
            originY = margin + caption - minY
        }
    }
}
