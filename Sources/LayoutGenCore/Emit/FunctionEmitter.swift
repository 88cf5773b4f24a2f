/// Writes `layout(in:…)` and `sizeThatFits(_:…)` of one layout type.
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
        result.append(("rightToLeft: Bool = false", "rightToLeft: rightToLeft"))
        result.append(("scale: CGFloat = 0", "scale: scale"))
        if !layout.measured.isEmpty {
            result.append(("measure: (Measured, CGSize) -> CGSize", "measure: measure"))
        }
        return result
    }

    func emit(into out: inout LineWriter) {
        let modifier = type.modifier
        out.line("")
        out.line("/// Lays the views out in a container of the given size (the size is ignored on")
        out.line("/// self-sizing axes).")
        emitSignature("\(modifier)static func layout(", first: "in size: CGSize", into: &out)
        out.block(") -> \(type.typeName) {") { out in
            // The right-to-left variant, if any, returns early; the other follows.
            let ordered = layout.variants.filter { $0.direction == .rightToLeft }
                + layout.variants.filter { $0.direction != .rightToLeft }
            for variant in ordered {
                if variant.direction == .rightToLeft {
                    out.block("if rightToLeft {") { emitBody(variant, into: &$0) }
                } else {
                    emitBody(variant, into: &out)
                }
            }
        }
        out.line("")
        out.line("/// The size `layout(in:…)` reports: the fitting size on self-sizing axes.")
        emitSignature("\(modifier)static func sizeThatFits(", first: "_ size: CGSize", into: &out)
        out.block(") -> CGSize {") { out in
            let forwards = (["in: size"] + parameters.map(\.forward)).joined(separator: ", ")
            out.line("layout(\(forwards)).size")
        }
    }

    /// The opening of a function declaration and its parameters, one per line.
    private func emitSignature(_ opening: String, first: String, into out: inout LineWriter) {
        out.line(opening)
        let all = [first] + parameters.map(\.declaration)
        for (n, parameter) in all.enumerated() {
            out.line("    " + parameter + (n == all.count - 1 ? "" : ","))
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
        let size = "Self.fittedSize(\(writer.operand(variant.width)), \(writer.operand(variant.height)), scale)"
        out.line("    size: \(size))")
    }
}
