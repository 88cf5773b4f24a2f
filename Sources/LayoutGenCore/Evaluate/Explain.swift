/// The solved plan in words, in the order the generated code runs it: where each measurement
/// happens and what it is offered, which constraint decides each value, which clamps apply.
public func explain(_ layout: LayoutPlan, file: SourceFile) -> String {
    var out = LineWriter()
    out.line("layout \(layout.name)")
    for variant in layout.variants {
        let heading =
            switch variant.direction {
            case nil: "both directions"
            case .leftToRight: "left-to-right"
            case .rightToLeft: "right-to-left"
            }
        out.block("\(heading):", close: "") { out in
            explainVariant(variant, of: layout, file: file, into: &out)
        }
    }
    return out.text
}

private func explainVariant(_ variant: Variant, of layout: LayoutPlan, file: SourceFile, into out: inout LineWriter) {
    let writer = OperandWriter(names: variant.steps.map(\.name), layout: layout)
    for step in variant.steps {
        let line = "line \(step.source.start.line)"
        switch step.operation {
        case .affine(let terms, let constant):
            out.line("\(step.name) = \(writer.affine(terms, constant: constant))    [\(line): \(step.reason)]")
        case .measure(let element, let width, let height):
            out.line(
                "\(step.name) = measure(\(layout.elements[element].name)) offered width \(describe(width, writer)), "
                    + "height \(describe(height, writer))    [\(line)]")
        case .clamp(let value, let lower, let upper):
            let bounds = lower.map { ">= " + writer.operand($0) } + upper.map { "<= " + writer.operand($0) }
            out.line(
                "\(step.name) = \(writer.operand(value)) clamped \(bounds.joined(separator: ", "))    [\(line): \(step.reason)]"
            )
        case .extremum(let isMinimum, let operands):
            out.line("\(step.name) = \(writer.extremum(isMinimum: isMinimum, operands))    [\(line): \(step.reason)]")
        }
    }
    out.line("frames (leading, top, width, height):")
    for (element, frame) in zip(layout.elements, variant.frames) {
        let parts = [frame.leading, frame.top, frame.width, frame.height].map(writer.operand)
        out.line("  \(element.name): \(parts.joined(separator: ", "))")
    }
    out.line("size: \(writer.operand(variant.width)), \(writer.operand(variant.height))")
}

private func describe(_ operand: Operand, _ writer: OperandWriter) -> String {
    operand == .unbounded ? "unbounded" : writer.operand(operand)
}
