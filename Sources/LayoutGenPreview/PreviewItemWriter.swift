import LayoutGenDiagnostics

/// Draws one view or guide of a preview: a `<g>` holding its shape and, for a measured view, a
/// corner mark, with a `<title>` giving its frame as `eval` prints it (shown by browsers on
/// hover); and, in a second pass over all items, its label (`PreviewLabelPlacer`), so no
/// shape covers a label.
package struct PreviewItemWriter {
    package let item: PreviewItem
    package let palette: PreviewPalette
    /// Whether it has children: its label then goes at its bottom-left corner, where they are
    /// less likely to be.
    package var isContainer = false
    /// Whether it is drawn faded: the scene shows a problem it is not about.
    package var isFaded = false

    /// Width of the corner mark of measured views.
    package static let mark = 8.0

    package func write(into out: inout LineWriter) {
        let n = PreviewText.number
        let name = PreviewText.escaped(item.name)
        let kind = item.isGuide ? "guide" : "view"
        var attributes = #"class="\#(kind)" data-name="\#(name)""#
        if item.isMeasured { attributes += #" data-measured="true""# }
        if item.isHidden {
            attributes += #" data-hidden="true" opacity="0.35""#
        } else if isFaded, palette.isAnnotated {
            attributes += #" opacity="0.45""#
        }
        if item.isProblem { attributes += #" data-problem="true""# }
        out.block("<g \(attributes)>", close: "</g>") { out in
            let frame = item.frame.map(n).joined(separator: ", ")
            out.line("<title>\(name) [\(frame)]</title>")
            out.line(shape())
            guard palette.isAnnotated else { return }
            if item.isProblem { out.line(problemOutline()) }
            if item.isMeasured, !item.isGuide, item.width >= Self.mark, item.height >= Self.mark {
                let right = item.x + item.width
                let m = Self.mark
                out.line(
                    #"<path d="M\#(n(right - m)) \#(n(item.y))H\#(n(right))V\#(n(item.y + m))Z" fill="\#(palette.stroke(element: item.element))"/>"#
                )
            }
        }
    }

    /// The rectangle; an item without area is drawn as a dashed line (or a dot) so it can be
    /// found.
    private func shape() -> String {
        let n = PreviewText.number
        let stroke: String
        if !palette.isAnnotated {
            stroke = ""
        } else if item.isGuide {
            stroke = #" stroke="\#(palette.guideStroke)" stroke-width="1" stroke-dasharray="6 3""#
        } else {
            let dash = item.isHidden ? #" stroke-dasharray="3 2""# : ""
            stroke = #" stroke="\#(palette.stroke(element: item.element))" stroke-width="1"\#(dash)"#
        }
        let fill = item.isGuide ? "none" : palette.fill(element: item.element)
        if item.width > 0, item.height > 0 {
            return #"<rect \#(PreviewSVG.rect(item)) fill="\#(fill)"\#(stroke)/>"#
        }
        if item.width > 0 || item.height > 0 {
            let x2 = item.x + max(0, item.width)
            let y2 = item.y + max(0, item.height)
            let color = item.isGuide ? palette.guideStroke : palette.stroke(element: item.element)
            return #"<line x1="\#(n(item.x))" y1="\#(n(item.y))" x2="\#(n(x2))" y2="\#(n(y2))" stroke="\#(color)" stroke-width="1" stroke-dasharray="2 2"/>"#
        }
        return #"<circle cx="\#(n(item.x))" cy="\#(n(item.y))" r="2" fill="\#(palette.stroke(element: item.element))"/>"#
    }

    /// A red outline over the frame of a view the problem is about; a view without area gets a
    /// ring around the point where it is, so that an empty or squeezed view can be found.
    private func problemOutline() -> String {
        let n = PreviewText.number
        let stroke = #"fill="none" stroke="\#(palette.problemStroke)" stroke-width="2""#
        if item.width > 0, item.height > 0 {
            return #"<rect \#(PreviewSVG.rect(item)) \#(stroke)/>"#
        }
        let cx = item.x + max(0, item.width) / 2
        let cy = item.y + max(0, item.height) / 2
        return #"<circle cx="\#(n(cx))" cy="\#(n(cy))" r="6" \#(stroke)/>"#
    }

    /// The name where `placer` puts it (inside the frame where it fits), on a halo so it reads
    /// over other items; italic for measured views; none in the test palette.
    func writeLabel(into out: inout LineWriter, placer: inout PreviewLabelPlacer) {
        guard palette.isAnnotated else { return }
        out.line(label(&placer))
    }

    private func label(_ placer: inout PreviewLabelPlacer) -> String {
        let n = PreviewText.number
        var text = item.name
        if let content = item.contentSize {
            text += " (scroll, content \(n(content[0])) × \(n(content[1])))"
        }
        if item.isHidden { text += " (hidden)" }
        let color = item.isGuide ? palette.guideStroke : item.isProblem ? palette.problemStroke : "#222222"
        var style = item.isMeasured ? #" font-style="italic""# : ""
        if item.isProblem { style += #" font-weight="bold""# }
        let (x, baseline) = placer.place(text, of: item, isContainer: isContainer)
        var position = #"x="\#(n(x))" y="\#(n(baseline))""#
        if item.isHidden {
            position += #" opacity="0.35""#
        } else if isFaded {
            position += #" opacity="0.6""#
        }
        let halo = #" stroke="\#(palette.background)" stroke-width="3" stroke-linejoin="round" paint-order="stroke""#
        return #"<text \#(position) font-size="10"\#(style) fill="\#(color)"\#(halo)>"# + PreviewText.escaped(text) + "</text>"
    }
}
