import LayoutGenDiagnostics

/// One picture of an HTML preview: a scene and the label of its size (`phone`).
public struct PreviewPanel: Equatable, Sendable {
    /// Shown under the picture before the size (`phone`); empty for none.
    public var label: String
    public var scene: PreviewScene

    public init(label: String, scene: PreviewScene) {
        self.label = label
        self.scene = scene
    }
}

/// An HTML page with several previews of one layout side by side (they wrap on a narrow
/// window), a caption under each and a legend. The page is well-formed XML too (XHTML
/// syntax, inline SVG), so tools and tests can parse it with an XML parser.
public enum PreviewHTML {
    /// The sizes shown when none are given: a phone, a large phone and a tablet, in portrait.
    public static let defaultSizes: [(label: String, width: Double, height: Double)] = [
        ("phone", 375, 667), ("large phone", 430, 932), ("tablet", 820, 1180),
    ]

    /// The page; `source` (the spec's path) is shown under the title.
    /// `reloading`: the page reloads itself every second (`preview --watch` rewrites it).
    public static func page(
        layout: String, source: String, panels: [PreviewPanel], palette: PreviewPalette = .light, reloading: Bool = false
    ) -> String {
        var out = LineWriter()
        out.line("<!DOCTYPE html>")
        out.line(#"<html xmlns="http://www.w3.org/1999/xhtml" lang="en">"#)
        out.line("<head>")
        out.line(#"<meta charset="utf-8"/>"#)
        if reloading { out.line(#"<meta http-equiv="refresh" content="1"/>"#) }
        out.line("<title>\(PreviewText.escaped(layout)) — layoutgen preview</title>")
        out.line("<style>")
        for rule in styles { out.line(rule) }
        out.line("</style>")
        out.line("</head>")
        out.line("<body>")
        out.line("<h1>\(PreviewText.escaped(layout))</h1>")
        out.line(#"<p class="source">\#(PreviewText.escaped(source))</p>"#)
        out.block(#"<div class="sizes">"#, close: "</div>") { out in
            for (i, panel) in panels.enumerated() {
                out.block("<figure>", close: "</figure>") { out in
                    PreviewSVG.write(panel.scene, palette: palette, idPrefix: "p\(i + 1)-", into: &out)
                    let n = PreviewText.number
                    let size = "\(n(panel.scene.width)) × \(n(panel.scene.height))"
                    let caption = panel.label.isEmpty ? size : "\(panel.label) · \(size)"
                    out.line("<figcaption>\(PreviewText.escaped(caption))</figcaption>")
                }
            }
        }
        out.line(#"<p class="legend">\#(legend)</p>"#)
        out.line("</body>")
        out.line("</html>")
        return out.text
    }

    /// What the drawing means.
    static let legend =
        "Filled boxes are views, dashed outlines are guides, faded dashed boxes are hidden views; "
        + "an italic name and a corner mark show a measured view (measured by the --measure stand-ins, "
        + "0 × 0 without one). Children are drawn inside their container views; a scroll view's "
        + "content is clipped to its frame. The frames are those <code>layoutgen eval</code> prints "
        + "(hover over a box to see its frame)."

    private static let styles = [
        "body { margin: 24px; font: 13px Helvetica, Arial, sans-serif; color: #333333; background: #f2f2f2; }",
        "h1 { font-size: 18px; margin: 0 0 4px; }",
        ".source { margin: 0 0 16px; color: #666666; }",
        ".sizes { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }",
        "figure { margin: 0; background: #ffffff; border: 1px solid #d0d0d0; }",
        "figure svg { display: block; }",
        "figcaption { padding: 6px 12px; border-top: 1px solid #e4e4e4; }",
        ".legend { max-width: 60em; color: #555555; }",
    ]
}
