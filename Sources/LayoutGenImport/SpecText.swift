/// The text of one imported spec, before the formatter: a header that traces it to the file,
/// the margin inputs, then each block's view declarations (each with a comment: its class, its
/// Interface Builder id and frame), its statements, and what was not imported, as comments.
extension ImportedLayout {
    func text(layoutName: String, header: String) -> String {
        var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }
        lines.append("layout \(layoutName) {")
        let order = [root] + document.descendants(of: root)
        let edges = MarginEdge.allCases
        let inputs = marginInputs.sorted {
            (order.firstIndex(of: $0.view) ?? 0, edges.firstIndex(of: $0.edge) ?? 0)
                < (order.firstIndex(of: $1.view) ?? 0, edges.firstIndex(of: $1.edge) ?? 0)
        }
        for input in inputs {
            let owner = input.view == root ? "the root view" : "'\(names[input.view] ?? "?")'"
            let value = ImportNumber(marginDefault(input.view, input.edge)).text
            lines.append("input \(input.name) = \(value)  // the \(input.edge.rawValue.lowercased()) layout margin of \(owner)")
        }
        let conditions = statements.values.joined().compactMap(\.sizeClasses).map(SizeClass.condition).joined(separator: " ")
        if conditions.contains("compactWidth") {
            lines.append("input compactWidth: Bool = true  // the horizontal size class is compact")
        }
        if conditions.contains("compactHeight") {
            lines.append("input compactHeight: Bool = false  // the vertical size class is compact")
        }
        if !marginInputs.isEmpty || !conditions.isEmpty { lines.append("") }
        lines += block(root)
        let domains = controlDomains()
        if !domains.isEmpty {
            lines += ["", "// UIKit's controls measure as they do in the file: what 'check' searches."] + domains
        }
        let wrapping = wrappingLabels()
        if !wrapping.isEmpty {
            lines += ["", "// Labels of more than one line wrap at the width they are given: 'check' finds a line cut."] + wrapping
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declarations and statements of `container`'s block, without braces.
    private func block(_ container: Int) -> [String] {
        var lines: [String] = []
        for child in document.views[container].subviews {
            let v = document.views[child]
            let declaration = "view \(names[child] ?? "?")\(modifiers(child))"
            let trace = "  // \(Self.className(v)) id=\"\(v.id)\"" + (v.frame.map { " frame \(Self.frameText($0))" } ?? "")
            if v.subviews.isEmpty {
                lines.append(declaration + trace)
            } else {
                lines.append(declaration + " {" + trace)
                lines += block(child)
                lines.append("}")
            }
        }
        let statements = readingOrder(statements[container] ?? [], in: container)
        if !statements.isEmpty && !lines.isEmpty { lines.append("") }
        func line(_ statement: ImportedStatement) -> String {
            statement.text + (statement.comment.map { "  // \($0)" } ?? "")
        }
        var conditional: [Set<SizeClass>] = []
        for statement in statements {
            if let classes = statement.sizeClasses {
                if !conditional.contains(classes) { conditional.append(classes) }
            } else {
                lines.append(line(statement))
            }
        }
        // A set and its complement make one `when … else`.
        var written: Set<Set<SizeClass>> = []
        for classes in conditional where !written.contains(classes) {
            written.insert(classes)
            lines.append("when \(SizeClass.condition(classes)) {")
            lines += statements.filter { $0.sizeClasses == classes }.map(line)
            let complement = Set(SizeClass.all).subtracting(classes)
            if conditional.contains(complement) && !written.contains(complement) {
                written.insert(complement)
                lines.append("} else {")
                lines += statements.filter { $0.sizeClasses == complement }.map(line)
            }
            lines.append("}")
        }
        for omission in omissions[container] ?? [] { lines.append("// \(omission)") }
        return lines
    }

    /// The measured views whose size UIKit fixes (a switch, a picker; the height of a slider or
    /// a text field), as `domain` lines with their size in the file, so that `check` searches
    /// them at that size rather than as a line of text.
    private func controlDomains() -> [String] {
        var lines: [String] = []
        for view in document.descendants(of: root) {
            let v = document.views[view]
            guard v.isMeasured, !hasFixedSize(view), let frame = v.frame, let name = names[view] else { continue }
            let bothAxes: Set<String> = ["switch", "activityIndicatorView", "stepper", "pageControl", "pickerView", "datePicker"]
            let heightOnly: Set<String> = [
                "slider", "progressView", "segmentedControl", "textField", "searchBar", "navigationBar", "toolbar", "tabBar",
            ]
            if bothAxes.contains(v.element) {
                let width = ImportNumber(frame.width).text
                lines.append("domain \(name).width \(width)...\(width)")
            }
            if bothAxes.contains(v.element) || heightOnly.contains(v.element) {
                let height = ImportNumber(frame.height).text
                lines.append("domain \(name).height \(height)...\(height)")
            }
        }
        return lines
    }

    /// The labels whose text wraps (`numberOfLines` other than 1), as `domain NAME.lines` lines:
    /// `check` searches them wrapped to that many lines (0, as many as the text needs, to
    /// `unlimitedLines`).
    private func wrappingLabels() -> [String] {
        var lines: [String] = []
        for view in document.descendants(of: root) {
            let v = document.views[view]
            guard v.isMeasured, v.numberOfLines != 1, v.numberOfLines >= 0, let name = names[view] else { continue }
            if v.numberOfLines == 0 {
                lines.append("domain \(name).lines 1...\(Self.unlimitedLines)  // numberOfLines 0: searched to \(Self.unlimitedLines) lines")
            } else {
                lines.append("domain \(name).lines 1...\(min(v.numberOfLines, 10))")
            }
        }
        return lines
    }

    /// The lines `check` searches a label of `numberOfLines = 0` to: each is one more case per
    /// measurement.
    static let unlimitedLines = 2

    /// The statements of a block as a person groups them: its sequences first, then the
    /// constraints of each view in the order the views are declared (the file's order within
    /// one view), then those of the container itself. The file's order means nothing to Auto
    /// Layout (Interface Builder sorts constraints by their random ids); it decides only ties
    /// between goals of one priority, which `check` reports either way.
    private func readingOrder(_ statements: [ImportedStatement], in container: Int) -> [ImportedStatement] {
        let children = document.views[container].subviews.compactMap { names[$0] }
        func key(_ k: Int, _ statement: ImportedStatement) -> (Int, Int, Int) {
            let text = statement.text
            if text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("H(") || text.hasPrefix("V(") { return (0, 0, k) }
            let first = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return (1, children.firstIndex(of: first) ?? children.count, k)
        }
        return statements.enumerated().sorted { key($0.offset, $0.element) < key($1.offset, $1.element) }.map(\.element)
    }

    /// `: measured(H hugging @251)`, `: optional`, or nothing.
    private func modifiers(_ view: Int) -> String {
        let v = document.views[view]
        var parts: [String] = []
        if v.isMeasured && !hasFixedSize(view) {
            let p = v.priorities
            var priorities: [String] = []
            for (kind, h, vertical, fallback) in [
                ("hugging", p.horizontalHugging, p.verticalHugging, 250),
                ("compression", p.horizontalCompression, p.verticalCompression, 750),
            ] {
                if h == vertical {
                    if h != fallback { priorities.append("\(kind) @\(h)") }
                } else {
                    if h != fallback { priorities.append("H \(kind) @\(h)") }
                    if vertical != fallback { priorities.append("V \(kind) @\(vertical)") }
                }
            }
            parts.append(priorities.isEmpty ? "measured" : "measured(\(priorities.joined(separator: ", ")))")
        }
        if v.hidden, let parent = v.parent, document.views[parent].stack != nil { parts.append("optional") }
        if let scroll = scrollModifier(view) { parts.append(scroll) }
        return parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
    }

    /// Whether required constraints of the file give `view` a constant width and height (an
    /// icon 22 × 22): its size of its own is then never read, so it is a plain view.
    func hasFixedSize(_ view: Int) -> Bool {
        var fixed: Set<String> = []
        for holder in [root] + document.descendants(of: root) {
            for c in document.views[holder].constraints where isConstantSize(c, of: view) {
                fixed.insert(c.firstAttribute)
            }
        }
        return fixed.contains("width") && fixed.contains("height")
    }

    /// Whether `c` is a required `view.width == 22` (or height) in every size class.
    private func isConstantSize(_ c: IBConstraint, of view: Int) -> Bool {
        let item: Int = c.firstItem.flatMap { document.index[$0] } ?? c.owner
        let priority: Double = c.priority.flatMap { Double($0) } ?? 1000
        return item == view && c.secondItem == nil && !c.hasImplicitSecondItem && (c.relation ?? "equal") == "equal"
            && priority == 1000
            && c.variations.isEmpty && !c.placeholder
            && !document.views[c.owner].variations.contains { $0.includes.contains(c.id) || $0.excludes.contains(c.id) }
    }

    /// The view's class: its custom class, else the UIKit class of its element.
    static func className(_ view: IBView) -> String {
        if let custom = view.customClass { return custom }
        let known: [String: String] = [
            "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
            "stackView": "UIStackView", "textView": "UITextView", "textField": "UITextField", "switch": "UISwitch",
            "activityIndicatorView": "UIActivityIndicatorView", "segmentedControl": "UISegmentedControl",
            "slider": "UISlider", "stepper": "UIStepper", "progressView": "UIProgressView",
            "pageControl": "UIPageControl", "scrollView": "UIScrollView", "tableView": "UITableView",
            "collectionView": "UICollectionView", "mapView": "MKMapView", "wkWebView": "WKWebView",
            "visualEffectView": "UIVisualEffectView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
            "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar",
            "tabBar": "UITabBar",
        ]
        return known[view.element] ?? "UI" + view.element.prefix(1).uppercased() + view.element.dropFirst()
    }

    static func frameText(_ frame: IBRect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { ImportNumber($0).text }.joined(separator: ",")
    }
}
