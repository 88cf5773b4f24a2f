/// The parts of `layout(in:…)` and `sizeThatFits(_:…)` that vary: parameters, the body.
struct FunctionEmitter {
    let type: TypeEmitter

    var layout: LayoutPlan { type.layout }

    /// The parameters after the size, as declared and as forwarded.
    private var parameters: [(declaration: String, forward: String)] {
        var result: [(String, String)] = []
        for input in layout.inputs {
            let name = SwiftKeywords.escaped(input.name)
            let typeName = input.isBool ? "Bool" : "CGFloat"
            let fallback = input.defaultValue.map {
                " = " + (input.isBool ? ($0 != 0 ? "true" : "false") : SwiftLiteral.number($0))
            }
            result.append(("\(name): \(typeName)\(fallback ?? "")", "\(name): \(name)"))
        }
        if !layout.optional.isEmpty { result.append(("hidden: Hidden = []", "hidden: hidden")) }
        if layout.usesSafeArea {
            result.append((
                "safeAreaInsets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (0, 0, 0, 0)",
                "safeAreaInsets: safeAreaInsets"
            ))
        }
        result.append(("rightToLeft: Bool = false", "rightToLeft: rightToLeft"))
        result.append(("scale: CGFloat = 0", "scale: scale"))
        if !layout.measured.isEmpty {
            result.append(("measure: (Measured, CGSize) -> CGSize", "measure: measure"))
        }
        return result
    }

    /// One declaration per line, separated by commas.
    func parameterLines() -> String {
        parameters.map(\.declaration).joined(separator: ",\n")
    }

    /// `in: size, …` for `sizeThatFits` to call `layout`.
    func forwardedArguments() -> String {
        (["in: size"] + parameters.map(\.forward)).joined(separator: ", ")
    }

    /// The statements of `layout(in:…)`: per condition, in order, a block that returns (the
    /// last one unconditionally); within it the right-to-left program first, then the other.
    func body() -> String {
        var out = LineWriter()
        var groups: [[Variant]] = []
        for variant in layout.variants {
            if let last = groups.last?.first, last.condition == variant.condition {
                groups[groups.count - 1].append(variant)
            } else {
                groups.append([variant])
            }
        }
        let writer = OperandWriter(names: [], layout: layout)
        for (n, group) in groups.enumerated() {
            if n < groups.count - 1 {
                out.block("if \(writer.condition(group[0].condition)) {") { emitDirections(group, into: &$0) }
            } else {
                emitDirections(group, into: &out)
            }
        }
        return out.lines.joined(separator: "\n")
    }

    private func emitDirections(_ group: [Variant], into out: inout LineWriter) {
        let ordered = group.filter { $0.direction == .rightToLeft } + group.filter { $0.direction != .rightToLeft }
        for variant in ordered {
            if variant.direction == .rightToLeft {
                out.block("if rightToLeft {") { emitBody(variant, into: &$0) }
            } else {
                emitBody(variant, into: &out)
            }
        }
    }

    /// One variant's steps and its `return`.
    private func emitBody(_ variant: Variant, into out: inout LineWriter) {
        let names = variant.steps.map { SwiftKeywords.escaped($0.name) }
        let writer = OperandWriter(names: names, layout: layout)
        for (i, step) in variant.steps.enumerated() {
            let comment = "  // \(type.fileName):\(step.source.start.line)"
            switch step.operation {
            case .affine(let terms, let constant):
                out.line("let \(names[i]): CGFloat = \(writer.affine(terms, constant: constant))\(comment)")
            case .measure(let element, let width, let height):
                let view = SwiftKeywords.escaped(layout.elements[element].name)
                let proposal = "CGSize(width: \(writer.proposal(width)), height: \(writer.proposal(height)))"
                out.line("let \(names[i]): CGSize = measure(.\(view), \(proposal))\(comment)")
            case .clamp(let value, let lower, let upper):
                out.line("let \(names[i]): CGFloat = \(writer.clamp(value, lower: lower, upper: upper))\(comment)")
            case .extremum(let isMinimum, let operands):
                out.line("let \(names[i]): CGFloat = \(writer.extremum(isMinimum: isMinimum, operands))\(comment)")
            }
        }
        let direction =
            switch variant.direction {
            case nil: "rightToLeft"
            case .leftToRight: "false"
            case .rightToLeft: "true"
            }
        out.line("return \(type.typeName)(")
        for (element, frame) in zip(layout.elements, variant.frames) {
            let args = [frame.leading, frame.top, frame.width, frame.height, frame.spaceWidth].map(writer.operand)
            let call = "Self.frame(\(args.joined(separator: ", ")), \(direction), scale)"
            out.line("    \(SwiftKeywords.escaped(element.name)): \(call),")
        }
        for content in variant.contentSizes {
            let name = layout.elements[content.element].name + "ContentSize"
            let value = "Self.fittedSize(\(writer.operand(content.width)), \(writer.operand(content.height)), scale)"
            out.line("    \(name): \(value),")
        }
        let size = "Self.fittedSize(\(writer.operand(variant.width)), \(writer.operand(variant.height)), scale)"
        out.line("    size: \(size))")
    }
}
