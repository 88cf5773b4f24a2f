import LayoutGenDiagnostics

/// A `UIStackView` as a container view whose arranged subviews make one sequence along its
/// axis, with its spacing and distribution, and one statement per item across it for its
/// alignment — the constraints `UIStackView` itself makes:
///
/// - `fill`: `|[a]-8-[b]|`; `fillEqually`: `|[a]-8-[b(==a)]|`; `equalSpacing`: gaps of at
///   least the spacing, `|[a]-(>=8)-[b]-(>=8)-[c]|`, made equal (`c.leading - b.trailing ==
///   b.leading - a.trailing`), or `-(8 + *)-` where an item may hide. `fillProportionally` and
///   `equalCentering` are imported as `fill` and `equalSpacing`, with a warning.
/// - across: `fill` pins both edges; `leading`/`top`, `center`, `trailing`/`bottom` pin that
///   attribute and keep the item inside the stack; `firstBaseline`/`lastBaseline` align the
///   sequence on it. With any alignment but `fill`, the stack is as small across as its
///   items allow (`super.height <= 0 @51`, UIKit's "UISV-spanning-fit"), and an item whose
///   size across nothing else decides is 0 (`item.height <= 0 @25`, "UISV-ambiguity-suppression").
/// - A hidden arranged subview (`hidden="YES"`) is `optional`: hidden, it collapses with one
///   of its gaps, as in a stack view.
extension ImportedLayout {
    mutating func importStack(_ stack: Int, diagnostics: DiagnosticCollector) {
        guard let attributes = document.views[stack].stack else { return }
        let items = document.views[stack].subviews
        guard !items.isEmpty else { return }
        let what = "the stack view's distribution '\(attributes.distribution)'"
        let range = document.views[stack].range
        var distribution = attributes.distribution
        switch distribution {
        case "fillProportionally":
            diagnostics.warning(.importedAs(what, as: "'fill' (sizes are not made proportional)"), at: range)
            distribution = "fill"
        case "equalCentering":
            diagnostics.warning(.importedAs(what, as: "'equalSpacing' (equal gaps, not equal distances between centres)"), at: range)
            distribution = "equalSpacing"
        default: break
        }
        if attributes.baselineRelative {
            diagnostics.warning(
                .importedAs("the stack view's baseline-relative arrangement", as: "spacing between frames, not baselines"),
                at: range)
        }
        if attributes.marginsRelative {
            diagnostics.warning(
                .importedAs("the stack view's arrangement relative to its layout margins", as: "an arrangement to its edges"),
                at: range)
        }
        let spacing = ImportNumber(attributes.spacing) ?? ImportNumber(0)
        // Equal spacing: the gaps are equal and at least the spacing (required, as UIKit makes
        // them); with an item that may hide, a flexible gap, which collapses with it.
        let collapsible = items.contains { document.views[$0].hidden }
        let equalSpacing = distribution == "equalSpacing"
        let gap: String =
            equalSpacing && collapsible ? (spacing.isZero ? "-(*)-" : "-(\(spacing.text) + *)-")
            : equalSpacing ? "-(>=\(spacing.text))-"
            : spacing.isZero ? "" : spacing.isNegative ? "-(\(spacing.text))-" : "-\(spacing.text)-"
        var parts: [String] = []
        for (k, item) in items.enumerated() {
            let name = names[item] ?? "?"
            let size = distribution == "fillEqually" && k > 0 ? "(==\(names[items[0]] ?? "?"))" : ""
            parts.append("[\(name)\(size)]")
        }
        let axis = attributes.vertical ? "V" : "H"
        var sequence = "\(axis): |" + parts.joined(separator: gap) + "|"
        var alignment = attributes.alignment
        if alignment == "firstBaseline" || alignment == "lastBaseline" {
            if attributes.vertical || !items.allSatisfy({ document.views[$0].isMeasured }) {
                let start = attributes.vertical ? "leading" : "top"
                diagnostics.warning(
                    .importedAs("the stack view's alignment '\(alignment)'", as: "'\(start)' (only a row of measured views aligns on baselines)"),
                    at: range)
                alignment = start
            } else {
                sequence += " align \(alignment)"
            }
        }
        add(ImportedStatement(block: stack, text: sequence, comment: nil))
        if equalSpacing && !collapsible && items.count > 2 {
            let (lead, trail) = attributes.vertical ? ("top", "bottom") : ("leading", "trailing")
            let gaps = zip(items, items.dropFirst()).map { a, b in "\(names[b] ?? "?").\(lead) - \(names[a] ?? "?").\(trail)" }
            for gap in gaps.dropFirst() {
                add(ImportedStatement(block: stack, text: "\(gap) == \(gaps[0])", comment: "equal spacing"))
            }
        }
        let cross = attributes.vertical ? "H" : "V"
        let (start, center, end) = attributes.vertical ? ("leading", "centerX", "trailing") : ("top", "centerY", "bottom")
        for item in items {
            let name = names[item] ?? "?"
            let statements: [String]
            switch alignment {
            case "fill": statements = ["\(cross): |[\(name)]|"]
            case "center": statements = ["\(name).\(center) == super.\(center)", "\(name).\(start) >= super.\(start)"]
            case "trailing", "bottom": statements = ["\(name).\(end) == super.\(end)", "\(name).\(start) >= super.\(start)"]
            case "leading", "top": statements = ["\(name).\(start) == super.\(start)", "\(name).\(end) <= super.\(end)"]
            default: statements = ["\(name).\(start) >= super.\(start)", "\(name).\(end) <= super.\(end)"]
            }
            for text in statements { add(ImportedStatement(block: stack, text: text, comment: nil)) }
            if alignment != "fill" && !document.views[item].isMeasured {
                let size = attributes.vertical ? "width" : "height"
                add(ImportedStatement(block: stack, text: "\(name).\(size) <= 0 @25", comment: nil))
            }
        }
        if alignment != "fill" {
            add(ImportedStatement(block: stack, text: "super.\(attributes.vertical ? "width" : "height") <= 0 @51", comment: "as small as its items allow"))
        }
    }
}
