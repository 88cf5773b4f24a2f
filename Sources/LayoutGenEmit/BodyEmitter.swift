import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenSyntax

/// Writes the body of `frames(in:…)`: the variants' straight-line programs under the
/// conditions that select them, each returning its frames.
///
/// Per condition, in order, a block that returns (the last one unconditionally); within it,
/// the right-to-left program first, then the other. A step that every program under a branch
/// computes identically (same text, reading only parameters and such shared steps) is written
/// once before the branch, so conditions that change part of a layout do not repeat the rest.
/// The values are the same wherever they are computed, so `eval`, which runs each program
/// whole, still agrees bit for bit.
///
/// A program too long for one function body to type-check quickly continues in parts
/// (`FunctionParts`), which `parts` holds.
package struct BodyEmitter {
    package let layout: LayoutPlan
    let typeName: String
    package let fileName: String
    /// The function written (`frames`, `sizeFittingHeight`) and its parameters after the size.
    package let function: String
    let parameters: [FunctionEmitter.Parameter]
    /// Whether the programs return only the container's size (`sizeFitting…`).
    var returnsSizeOnly = false

    /// A step as a line of Swift, with its type and the steps it reads.
    package struct Line {
        package var name: String
        package var text: String { didSet { cost = TypeCheckCost.of(text) } }
        package var type: String
        package var reads: [String]
        /// What it costs the type checker (`TypeCheckCost`).
        package private(set) var cost: Int

        /// `let name: type = value  // File.layout:12`.
        package init(binding name: String, _ type: String, _ value: String, comment: String, reads: [String]) {
            self.init(name: name, text: String(concatenating: "let ", name, ": ", type, " = ", value, comment), type: type, reads: reads)
        }

        package init(name: String, text: String, type: String, reads: [String]) {
            self.name = name
            self.text = text
            self.type = type
            self.reads = reads
            self.cost = TypeCheckCost.of(text)
        }
    }

    /// The statements of the function, and the parts it continues in.
    package func body() -> (text: String, parts: [String]) {
        var out = LineWriter()
        let variants = layout.variants
        // Consecutive variants with the same condition (the directions of one combination).
        var groups: [[Int]] = []
        for (i, variant) in variants.enumerated() {
            if let last = groups.last?.first, variants[last].condition == variant.condition {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        let known = variants.map(NonNegativeValues.init)
        let taken = namesInUse()
        let lines = variants.indices.map { render(variants[$0], known: known[$0], taken: taken) }
        var parts = FunctionParts(
            function: function, parameters: parameters, resultType: returnsSizeOnly ? "CGSize" : typeName,
            result: returnsSizeOnly ? nil : resultName(), values: lines.joined().map { ($0.name, $0.type) })
        let shared = hoist(lines, already: [], into: &out)
        let writer = OperandWriter(names: [], layout: layout)
        for (n, group) in groups.enumerated() {
            let emitGroup = { (out: inout LineWriter) in
                let inner = shared.union(hoist(group.map { lines[$0] }, already: shared, into: &out))
                let ordered =
                    group.filter { variants[$0].direction == .rightToLeft }
                    + group.filter { variants[$0].direction != .rightToLeft }
                for i in ordered {
                    if variants[i].direction == .rightToLeft {
                        out.block("if rightToLeft {") {
                            emit(variants[i], lines[i], known: known[i], skipping: inner, parts: &parts, into: &$0)
                        }
                    } else {
                        emit(variants[i], lines[i], known: known[i], skipping: inner, parts: &parts, into: &out)
                    }
                }
            }
            if n < groups.count - 1 {
                out.block("if \(writer.condition(variants[group[0]].condition)) {") { emitGroup(&$0) }
            } else {
                emitGroup(&out)
            }
        }
        return (out.lines.joined(separator: "\n"), parts.parts)
    }

    /// The name of the result where frames are stored into it in parts: `frames`, unless an
    /// input or a step has that name.
    private func resultName() -> String {
        var taken = Set(layout.inputs.map(\.name))
        for variant in layout.variants { taken.formUnion(variant.steps.map(\.name)) }
        var name = "frames"
        while taken.contains(name) { name += "_" }
        return name
    }

    /// Every name the function uses: its steps, inputs and parameters, and the result.
    private func namesInUse() -> Set<String> {
        var taken = Set(layout.inputs.map(\.name) + parameters.map(\.name) + ["size", resultName()])
        for variant in layout.variants { taken.formUnion(variant.steps.map(\.name)) }
        return taken
    }

    /// Writes the steps common to every program (in the first one's order) whose inputs are
    /// shared too; returns their names.
    private func hoist(_ programs: [[Line]], already: Set<String>, into out: inout LineWriter) -> Set<String> {
        guard programs.count > 1, let first = programs.first else { return [] }
        let others = programs.dropFirst().map { Set($0.map(\.text)) }
        var hoisted: Set<String> = []
        for line in first where !already.contains(line.name) && others.allSatisfy({ $0.contains(line.text) }) {
            guard line.reads.allSatisfy({ already.contains($0) || hoisted.contains($0) }) else { continue }
            out.line(line.text)
            hoisted.insert(line.name)
        }
        return hoisted
    }

    /// A program's steps not yet written, then `return` with its frames: sizes at least 0
    /// (`Self.nonNegative(…)` where the value could be below 0). `layout(in:…)` mirrors and
    /// rounds them when asked for. Where the function would grow too long to type-check
    /// quickly, the program goes to a part of its own, and a program too long for any one
    /// function stores its frames one by one and continues from part to part
    /// (`FunctionParts`).
    private func emit(
        _ variant: Variant, _ program: [Line], known: NonNegativeValues, skipping written: Set<String>,
        parts: inout FunctionParts, into out: inout LineWriter
    ) {
        let pending = program.filter { !written.contains($0.name) }
        let names = variant.steps.map { SwiftKeywords.escaped($0.name) }
        let writer = OperandWriter(names: names, layout: layout)
        func extent(_ operand: Operand) -> String {
            known.contains(operand) ? writer.operand(operand) : "Self.nonNegative(\(writer.operand(operand)))"
        }
        func size(_ width: Operand, _ height: Operand) -> String {
            "CGSize(width: \(extent(width)), height: \(extent(height)))"
        }
        func rect(_ frame: FrameOutput) -> String {
            let origin = "x: \(writer.operand(frame.leading)), y: \(writer.operand(frame.top))"
            return "CGRect(\(origin), width: \(extent(frame.width)), height: \(extent(frame.height)))"
        }
        func reads(_ operands: [Operand]) -> [String] { Self.reads(operands, names) }
        // What the program returns, each as `label: value`: the frames and content sizes where
        // it returns the layout, and the container's size.
        let result = parts.result
        // With the line that declares what it is the frame or size of.
        var outputs: [(label: String, value: String, reads: [String], line: Int)] = []
        if result != nil {
            for (element, frame) in zip(layout.elements, variant.frames) {
                // An argument label and a member after a dot: never escaped.
                outputs.append(
                    (element.name, rect(frame), reads([frame.leading, frame.top, frame.width, frame.height]), element.line))
            }
            for content in variant.contentSizes {
                let element = layout.elements[content.element]
                outputs.append(
                    (element.name + "ContentSize", size(content.width, content.height), reads([content.width, content.height]),
                        element.line))
            }
        }
        outputs.append(("size", size(variant.width, variant.height), reads([variant.width, variant.height]), layout.line))
        /// The `return` in one statement.
        func returned() -> [String] {
            guard result != nil else { return ["return \(outputs[0].value)"] }
            let last = outputs.count - 1
            return ["return \(typeName)("]
                + outputs.enumerated().map { "    \($1.label): \($1.value)" + ($0 == last ? ")" : ",") }
        }
        /// The `return` as statements that store each output into the result (the `return`
        /// itself where only the size is returned).
        func results() -> [FunctionParts.Statement] {
            guard let result else { return [.init(text: returned()[0], reads: outputs[0].reads)] }
            return outputs.map { .init(text: "\(result).\($0.label) = \($0.value)  // \(fileName):\($0.line)", reads: $0.reads) }
        }
        func statements() -> [FunctionParts.Statement] {
            pending.map { FunctionParts.Statement(text: $0.text, name: $0.name, reads: $0.reads, cost: $0.cost) }
        }
        let limit = TypeCheckCost.perFunction
        func fits(_ out: inout LineWriter) -> Bool {
            var cost = 1 + out.cost()
            for line in pending { cost += line.cost }
            for output in result == nil ? outputs.prefix(1) : outputs[...] { cost += TypeCheckCost.of(output.value) }
            return cost <= limit
        }
        /// The program as one body where it fits, else stored output by output and continued in parts.
        func writeProgram(_ parts: inout FunctionParts, _ out: inout LineWriter) {
            if fits(&out) {
                for line in pending { out.line(line.text) }
                for line in returned() { out.line(line) }
            } else if let result {
                out.line("var \(result) = \(typeName)(")
                for output in outputs.dropLast() { out.line("    \(output.label): .zero,") }
                out.line("    size: .zero)")
                // What is left after the result's initial value and the `return`.
                let room = limit - outputs.count - 2
                let ordered = FunctionParts.demandOrder(statements(), results(), room: room)
                parts.continueWriting(ordered, room: room, into: &out)
                out.line("return \(result)")
            } else {
                parts.continueWriting(FunctionParts.demandOrder(statements(), results(), room: limit), room: limit, into: &out)
            }
        }
        if out.lines.isEmpty || fits(&out) {
            writeProgram(&parts, &out)
        } else {
            parts.delegate(statements() + results(), into: &out) { writeProgram(&$0, &$1) }
        }
    }

    /// Every step of a program as a line of Swift.
    private func render(_ variant: Variant, known: NonNegativeValues, taken: Set<String>) -> [Line] {
        let names = variant.steps.map { SwiftKeywords.escaped($0.name) }
        let writer = OperandWriter(names: names, layout: layout)
        let commentStart = "  // " + fileName + ":"
        // A measurement is made even when no frame reads its answer (`measure` is called once
        // per measured view); its answer is then discarded, not bound to an unused `let`.
        var read = Set<Int>()
        func note(_ operand: Operand) {
            if case .value(let k) = operand { read.insert(k) }
            if case .measured(let k, _) = operand { read.insert(k) }
            if case .baseline(let k, _) = operand { read.insert(k) }
        }
        variant.steps.forEach { $0.operation.operands.forEach(note) }
        variant.frames.forEach { [$0.leading, $0.top, $0.width, $0.height].forEach(note) }
        [variant.width, variant.height].forEach(note)
        variant.contentSizes.forEach { [$0.width, $0.height].forEach(note) }
        let statements = StepStatements(writer: writer, taken: taken)
        return variant.steps.enumerated().flatMap { i, step in
            let value: String
            let type: String
            let comment =
                commentStart + String(step.source.start.line)
                + (FoldedSource.lines(layout.otherBranches(of: step.source)).map { " (\($0))" } ?? "") + Self.yields(step)
            // Statements before the step's own, where one would be a long expression.
            var before: [Line] = []
            func reads(_ operands: [Operand]) -> [String] { Self.reads(operands, names) }
            switch step.operation {
            case .affine(let terms, let constant):
                (type, value) = ("CGFloat", writer.affine(terms, constant: constant))
            case .measure(let element, let width, let height):
                let view = SwiftKeywords.escaped(layout.elements[element].name)
                let proposal =
                    "CGSize(width: \(writer.proposal(width, known: known)), height: \(writer.proposal(height, known: known)))"
                (type, value) = (FunctionEmitter.answerType(layout), "Self.answer(measure(.\(view), \(proposal)))")
            case .extremum(let isMinimum, let operands):
                type = "CGFloat"
                (before, value) = statements.extremum(name: step.name, isMinimum: isMinimum, operands, comment: comment, reads: reads)
            case .rounded(let operand, let rounding):
                (type, value) = ("CGFloat", writer.rounded(operand, rounding))
            case .product(let operand, let factor):
                (type, value) = ("CGFloat", writer.product(operand, factor))
            case .shown(let element):
                (type, value) = ("CGFloat", "\(writer.condition(.hidden(element))) ? 0 : 1")
            case .choice(let conditions, let values):
                (type, value) = ("CGFloat", writer.choice(conditions, values))
            case .leastErrors(let lists):
                (type, value) = ("Int", writer.leastErrors(lists))
            case .select(let index, let operands):
                (type, value) = ("CGFloat", writer.select(index, operands))
            }
            // It reads the operands, or some of them through the statements before it.
            var own = Line(binding: names[i], type, value, comment: comment, reads: reads(step.operation.operands) + before.map(\.name))
            if case .measure = step.operation, !read.contains(i) {
                own.text = "_ = " + value.dropFirst("Self.answer(".count).dropLast() + comment
            }
            return before + [own]
        }
    }

    /// For a value met as far as inequalities of the spec allow, where they are written:
    /// ` (yields to line 19)`, ` (yields to lines 19, 20)`.
    package static func yields(_ step: Step) -> String {
        var lines: [Int] = []
        for source in step.boundSources where !lines.contains(source.start.line) { lines.append(source.start.line) }
        guard !lines.isEmpty else { return "" }
        return (lines.count == 1 ? " (yields to line " : " (yields to lines ")
            + lines.map(String.init).joined(separator: ", ") + ")"
    }

    /// The names of the steps the operands read.
    private static func reads(_ operands: [Operand], _ names: [String]) -> [String] {
        var reads: [String] = []
        for k in 0..<operands.count {
            switch operands[k] {
            case .value(let i), .measured(let i, _), .baseline(let i, _): reads.append(names[i])
            default: break
            }
        }
        return reads
    }
}
