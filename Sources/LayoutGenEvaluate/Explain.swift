import LayoutGenDiagnostics
import LayoutGenPlan

/// The solved plan in words, variant by variant (the `when` branches, hidden views and
/// directions it is solved for), each value in the order the generated code computes it:
/// what decides it and the spec line it comes from, where each measurement happens and what
/// it is offered, which clamps apply and which value yields to them. Then the frame values
/// no step computed (constants, shared values, measured sizes taken as they are) and the
/// container's size.
///
///     when subtitle is visible, both directions:
///         time: measured at any width and any height (view time: measured, line 7)
///         icon.top: super.height / 2 − 24 (icon.centerY == super.centerY, line 13)
///         title.width: min(time.leading − 78, title's measured width) (view title: …, line 8);
///             it yields to title.trailing <= time.leading - 8 (line 19)   [one line in the output]
public func explain(_ layout: LayoutPlan, file: SourceFile) -> String {
    var out = LineWriter()
    out.line("layout \(layout.name)")
    let nested = layout.elements.contains { $0.parent != nil }
    out.line(
        "(each value in the order it is computed: what decides it and its spec line; super is the container whose"
            + " size layout(in:) is given" + (nested ? "; a container view's children are relative to it" : "") + ")")
    if let condition = layout.mirrored, let first = layout.variants.first {
        let words = ExplainWriter(layout: layout, variant: first, file: file).words(condition)
        out.line("(mirrored when \(words): left to right is then read as right to left, and the reverse)")
    }
    for (n, variant) in layout.variants.enumerated() {
        let writer = ExplainWriter(layout: layout, variant: variant, file: file)
        let direction =
            switch variant.direction {
            case nil: "both directions"
            case .leftToRight: "left to right"
            case .rightToLeft: "right to left"
            }
        let heading = [writer.heading(of: variant.condition), direction].compactMap { $0 }.joined(separator: ", ")
        if n > 0 { out.line("") }
        out.line(heading + ":")
        for line in writer.stepLines() + writer.remainingLines() { out.line("    " + line) }
    }
    if let reason = layout.widthKept {
        out.line("")
        out.line("sizeThatFits(fittingWidth: true) keeps the width given, as fittingWidth: false does: \(reason)")
    }
    return out.text
}

extension ExplainWriter {
    /// One line per step that is a value of its own (parts of values are written where used),
    /// and one per measured view that is not measured in this variant.
    func stepLines() -> [String] {
        var lines: [String] = []
        let measuredHere = Set(variant.steps.compactMap { step -> Int? in
            if case .measurement(let element) = step.subject { return element }
            return nil
        })
        for (i, element) in layout.elements.enumerated() where element.isMeasured && !measuredHere.contains(i) {
            let why = element.isOptional ? "hidden: not measured, its answer counts as 0 × 0" : "not measured: its constraints fix its size"
            lines.append("\(element.name): \(why)")
        }
        for k in variant.steps.indices {
            if let line = line(forStep: k) { lines.append(line) }
        }
        return lines
    }

    /// Whether a step has a line of its own: not a part of another value (a sum split in two,
    /// a `min`/`max` argument), which is explained where it is used.
    private func hasLine(forStep k: Int) -> Bool {
        let step = variant.steps[k]
        switch (step.subject, step.operation) {
        case (.intermediate, .affine), (.intermediate, .extremum): return false
        default: return true
        }
    }

    private func line(forStep k: Int) -> String? {
        let step = variant.steps[k]
        guard hasLine(forStep: k) else { return nil }
        switch (step.subject, step.operation) {
        case (.measurement(let element), .measure(_, let width, let height)):
            let offer = [offer(width, element: element, isWidth: true, step: k), offer(height, element: element, isWidth: false, step: k)]
            let declaration = "\(statement(step.source.start.line)), line \(step.source.start.line)"
            return "\(layout.elements[element].name): measured at \(offer.joined(separator: " and ")) (\(declaration))"
        case (.container, .affine(let terms, let constant)):
            return "\(label(ofStep: k) ?? step.name): fits the content at \(affine(terms, constant: constant)) (\(cite(step.source)))"
        case (_, .affine(let terms, let constant)):
            return "\(label(ofStep: k) ?? step.name): \(affine(terms, constant: constant)) (\(cite(step.source)))"
        case (.extremum, .extremum(let isMinimum, let operands)):
            let which = isMinimum ? "the smaller of " : "the larger of "
            let list = operands.map(text)
            let joined = list.count == 2 ? list.joined(separator: " and ") : list.joined(separator: ", ")
            return "\(label(ofStep: k) ?? step.name): \(which)\(joined) (\(statement(step.source.start.line)), line \(step.source.start.line))"
        case (_, .extremum(let isMinimum, let operands)):
            let yields = step.boundSources.isEmpty ? "" : "; it yields to " + yieldsTo(step.boundSources)
            return "\(label(ofStep: k) ?? step.name): \(extremum(isMinimum: isMinimum, operands)) (\(cite(step.source)))\(yields)"
        case (_, .rounded(let value, let rounding)):
            return "\(label(ofStep: k) ?? step.name): \(rounded(value, rounding)) (\(cite(step.source)))"
        case (_, .product(let value, let factor)):
            return "\(label(ofStep: k) ?? step.name): \(product(value, factor)) (\(cite(step.source)))"
        case (_, .measure):
            return "\(step.name): measured (\(cite(step.source)))"
        case (_, .choice(let conditions, let values)):
            let cases = zip(conditions, values).map { "\(number($1)) when \(words($0))" } + ["\(number(values[values.count - 1])) otherwise"]
            return "\(label(ofStep: k) ?? step.name): \(cases.joined(separator: ", ")) (\(cite(step.source)))"
        case (_, .shown(let element)):
            return "\(layout.elements[element].name): 1 while shown, 0 while hidden (\(cite(step.source)))"
        case (_, .leastErrors(let lists)):
            return "branch: of \(lists.count), \(step.reason), its errors strongest first the least (\(cite(step.source)))"
        case (_, .select(_, let operands)):
            let choices = operands.map(text).joined(separator: " or ")
            return "\(label(ofStep: k) ?? step.name): \(choices), by the branch chosen (\(cite(step.source)))"
        }
    }

    /// `width ≤ time.leading − 78` (a measured axis with an upper bound), `any width` (a
    /// measured axis without one), `width subtitle.width` (an axis its constraints fix).
    private func offer(_ proposal: Operand, element: Int, isWidth: Bool, step k: Int) -> String {
        let axis = isWidth ? "width" : "height"
        if proposal == .unbounded { return "any " + axis }
        let relation = usesAnswer(element: element, isWidth: isWidth, step: k) ? " ≤ " : " "
        return axis + relation + text(proposal)
    }

    /// `title.trailing <= time.leading - 8 (line 19) and …`.
    package func yieldsTo(_ sources: [SourceRange]) -> String {
        sources.map { "\(quote($0)) (line \($0.start.line))" }.joined(separator: " and ")
    }

    /// A range's text as `cite` quotes it, without the line number.
    private func quote(_ range: SourceRange) -> String {
        var text = cite(range)
        if let comma = text.range(of: ", line ", options: .backwards) { text = String(text[..<comma.lowerBound]) }
        return text
    }

    /// The frame values no step named (constants, values shared with another attribute,
    /// measured sizes taken as they are), the scroll content sizes, and the container's size.
    func remainingLines() -> [String] {
        var lines: [String] = []
        let attributes: [ElementAttribute] = [.leading, .top, .width, .height]
        for (i, frame) in variant.frames.enumerated() {
            let operands = [frame.leading, frame.top, frame.width, frame.height]
            for (slot, operand) in operands.enumerated() {
                if case .value(let k) = operand, variant.steps[k].subject == .attribute(element: i, attributes[slot]) {
                    continue
                }
                var source = slot < frame.sources.count ? " (\(cite(frame.sources[slot])))" : ""
                if let declaration = measuredDeclaration(operand, element: i) { source = " (\(declaration))" }
                // What a bounded value yields to, where its own step has no line saying so.
                if case .value(let k) = operand, !variant.steps[k].boundSources.isEmpty, !hasLine(forStep: k) {
                    source += "; it yields to " + yieldsTo(variant.steps[k].boundSources)
                }
                lines.append("\(name(i, attributes[slot])): \(own(operand, element: i))\(source)")
            }
        }
        for content in variant.contentSizes {
            for (attribute, operand) in [(ElementAttribute.contentWidth, content.width), (.contentHeight, content.height)] {
                if case .value(let k) = operand, variant.steps[k].subject == .attribute(element: content.element, attribute) {
                    continue
                }
                lines.append("\(name(content.element, attribute)): \(text(operand))")
            }
        }
        lines.append("size: \(extent(variant.width, isWidth: true)) × \(extent(variant.height, isWidth: false))")
        return lines
    }

    /// For a measured answer taken as it is, the view's declaration: `view time: measured, line 7`.
    private func measuredDeclaration(_ operand: Operand, element: Int) -> String? {
        guard case .measured(let k, _) = operand, case .measure(element, _, _) = variant.steps[k].operation else {
            return nil
        }
        let line = variant.steps[k].source.start.line
        return "\(statement(line)), line \(line)"
    }

    /// A frame value; a measured answer taken as it is reads `its measured width`.
    private func own(_ operand: Operand, element: Int) -> String {
        if case .measured(let k, let isWidth) = operand, case .measure(element, _, _) = variant.steps[k].operation {
            return "its measured " + (isWidth ? "width" : "height")
        }
        return text(operand)
    }

    /// The container's extent as reported: `super.width as given`, a fitted value's label, or
    /// a number with the constraint that fixes it.
    private func extent(_ operand: Operand, isWidth: Bool) -> String {
        switch operand {
        case .parameter: return text(operand) + " as given"
        case .constant:
            let index = isWidth ? 0 : 1
            let source = index < variant.sizeSources.count ? " (\(cite(variant.sizeSources[index])))" : ""
            return text(operand) + source
        default: return text(operand)
        }
    }
}
