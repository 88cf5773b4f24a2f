/// Runs a layout's plan with `Double` arithmetic, in exactly the order and with exactly the
/// operations the generated Swift uses, so `eval` and the generated code agree bit for bit.
public func evaluate(_ layout: LayoutPlan, arguments: EvaluationArguments) throws(EvaluationError)
    -> EvaluationResult
{
    try evaluateTracing(layout, arguments: arguments).result
}

/// `evaluate`, also answering the values the frames are made from (for the verifier).
public func evaluateTracing(_ layout: LayoutPlan, arguments: EvaluationArguments) throws(EvaluationError)
    -> (result: EvaluationResult, trace: EvaluationTrace)
{
    let inputs = try inputValues(layout, arguments)
    for name in arguments.hidden {
        guard let element = layout.elements.first(where: { $0.name == name }) else {
            throw .unknownView(name, suggestion: Suggestion.closest(to: name, among: layout.optional.map(\.name)))
        }
        guard element.isOptional else { throw .notOptional(name) }
    }
    for name in arguments.measure.keys.sorted() {
        guard let element = layout.elements.first(where: { $0.name == name }) else {
            throw .unknownView(name, suggestion: Suggestion.closest(to: name, among: layout.measured.map(\.name)))
        }
        guard element.isMeasured else { throw .notMeasured(name) }
    }
    var machine = Machine(layout: layout, arguments: arguments, inputs: inputs)
    let direction: Direction = arguments.rightToLeft ? .rightToLeft : .leftToRight
    let variant =
        layout.variants.first { ($0.direction ?? direction) == direction && machine.holds($0.condition) }
        ?? layout.variants[layout.variants.count - 1]
    for step in variant.steps { machine.run(step) }
    let width = machine.read(variant.width)
    let height = machine.read(variant.height)
    var trace = EvaluationTrace(width: width, height: height)
    var frames: [(name: String, frame: Frame)] = []
    for (element, output) in zip(layout.elements, variant.frames) {
        trace.frames.append(
            RawFrame(
                leading: machine.read(output.leading), top: machine.read(output.top),
                width: machine.read(output.width), height: machine.read(output.height),
                spaceWidth: machine.read(output.spaceWidth)))
        let frame = FrameArithmetic.frame(
            leading: machine.read(output.leading), top: machine.read(output.top),
            width: machine.read(output.width), height: machine.read(output.height),
            spaceWidth: machine.read(output.spaceWidth), rightToLeft: arguments.rightToLeft,
            scale: arguments.scale)
        frames.append((element.name, frame))
    }
    let size = FrameArithmetic.size(width: width, height: height, scale: arguments.scale)
    var result = EvaluationResult(layout: layout.name, width: size.width, height: size.height, frames: frames)
    for content in variant.contentSizes {
        let fitted = FrameArithmetic.size(
            width: machine.read(content.width), height: machine.read(content.height), scale: arguments.scale)
        result.contentSizes.append((layout.elements[content.element].name, fitted.width, fitted.height))
        trace.contentSizes[content.element] = (machine.read(content.width), machine.read(content.height))
    }
    return (result, trace)
}

private func inputValues(_ layout: LayoutPlan, _ arguments: EvaluationArguments) throws(EvaluationError)
    -> [Double]
{
    for name in arguments.inputs.keys.sorted() where !layout.inputs.contains(where: { $0.name == name }) {
        throw .unknownInput(name, suggestion: Suggestion.closest(to: name, among: layout.inputs.map(\.name)))
    }
    var values: [Double] = []
    for input in layout.inputs {
        guard let value = arguments.inputs[input.name] ?? input.defaultValue else {
            throw .missingInput(input.name)
        }
        values.append(value)
    }
    return values
}

/// The interpreter's registers: one value (or measured size) per step.
private struct Machine {
    let layout: LayoutPlan
    let arguments: EvaluationArguments
    let inputs: [Double]
    var values: [Double] = []
    var sizes: [Int: (width: Double, height: Double)] = [:]

    init(layout: LayoutPlan, arguments: EvaluationArguments, inputs: [Double]) {
        self.layout = layout
        self.arguments = arguments
        self.inputs = inputs
    }

    func read(_ operand: Operand) -> Double {
        switch operand {
        case .constant(let v): v
        case .value(let i): values[i]
        case .measured(let i, let isWidth): isWidth ? sizes[i]!.width : sizes[i]!.height
        case .parameter(.width): arguments.width
        case .parameter(.height): arguments.height
        case .parameter(.input(let i)): inputs[i]
        case .parameter(.safeArea(let edge)): arguments.safeArea[edge]
        case .unbounded: .greatestFiniteMagnitude
        }
    }

    /// `Σ terms + constant`, left to right, as the generated code computes it.
    func sum(_ terms: [AffineTerm], _ constant: Double) -> Double {
        var sum = 0.0
        for (n, term) in terms.enumerated() {
            let (multiplier, divisor) = term.magnitudeFactors
            var magnitude = read(term.operand)
            if let m = multiplier { magnitude = magnitude * m }
            if let d = divisor { magnitude = magnitude / d }
            if n == 0 {
                sum = term.isNegative ? -magnitude : magnitude
            } else {
                sum = term.isNegative ? sum - magnitude : sum + magnitude
            }
        }
        if terms.isEmpty { return constant }
        if constant != 0 { sum = constant < 0 ? sum - (-constant) : sum + constant }
        return sum
    }

    /// Whether a variant's condition holds for the arguments.
    func holds(_ condition: PlanCondition) -> Bool {
        switch condition {
        case .constant(let value): return value
        case .input(let i): return inputs[i] != 0
        case .hidden(let element): return arguments.hidden.contains(layout.elements[element].name)
        case .not(let inner): return !holds(inner)
        case .and(let a, let b): return holds(a) && holds(b)
        case .or(let a, let b): return holds(a) || holds(b)
        case .compare(let left, let op, let right):
            let l = sum(left.terms, left.constant)
            let r = sum(right.terms, right.constant)
            switch op {
            case .equal: return l == r
            case .notEqual: return l != r
            case .less: return l < r
            case .lessOrEqual: return l <= r
            case .greater: return l > r
            case .greaterOrEqual: return l >= r
            default: return false
            }
        }
    }

    mutating func run(_ step: Step) {
        switch step.operation {
        case .affine(let terms, let constant):
            values.append(sum(terms, constant))
        case .measure(let element, let width, let height):
            let pw = FrameArithmetic.proposal(read(width))
            let ph = FrameArithmetic.proposal(read(height))
            let name = layout.elements[element].name
            let answer = arguments.measure[name]?.measure(proposedWidth: pw, proposedHeight: ph) ?? (width: 0, height: 0)
            sizes[values.count] = (FrameArithmetic.answer(answer.width), FrameArithmetic.answer(answer.height))
            values.append(0)
        case .clamp(let value, let lower, let upper):
            var v = read(value)
            for bound in lower { v = max(v, read(bound)) }
            for bound in upper { v = min(v, read(bound)) }
            values.append(v)
        case .extremum(let isMinimum, let operands):
            var v = read(operands[0])
            for operand in operands.dropFirst() { v = isMinimum ? min(v, read(operand)) : max(v, read(operand)) }
            values.append(v)
        }
    }
}
