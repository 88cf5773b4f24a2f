import LayoutGenDiagnostics
import LayoutGenPlan

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
    let arguments = directed(layout, try atFittingSize(layout, arguments), inputs: inputs)
    var machine = Machine(layout: layout, arguments: arguments, inputs: inputs)
    let variant = machine.select(layout.variants)
    let known = NonNegativeValues(variant)
    for step in variant.steps { machine.run(step, known: known) }
    let width = machine.read(variant.width)
    let height = machine.read(variant.height)
    var trace = EvaluationTrace(width: width, height: height)
    trace.givenWidth = arguments.width
    let placed = place(layout, variant, machine: machine, known: known, arguments: arguments, trace: &trace)
    var result = EvaluationResult(
        layout: layout.name, width: placed.size.width, height: placed.size.height,
        frames: zip(layout.elements, placed.frames).map { ($0.name, $1) })
    result.contentSizes = placed.contentSizes.map { (layout.elements[$0.element].name, $0.width, $0.height) }
    return (result, trace)
}

/// The arguments as the layout reads them: `rightToLeft` flipped while its `mirrored when …`
/// holds, as the generated code flips it first.
func directed(_ layout: LayoutPlan, _ arguments: EvaluationArguments, inputs: [Double]) -> EvaluationArguments {
    guard let condition = layout.mirrored,
        Machine(layout: layout, arguments: arguments, inputs: inputs).holds(condition)
    else { return arguments }
    var result = arguments
    result.rightToLeft.toggle()
    return result
}

/// The arguments of `layout(in:)` at the size `sizeThatFits` gives for `arguments` (rounded
/// to the scale, as the generated `sizeThatFits` rounds it), or `arguments` without `fit`.
package func atFittingSize(_ layout: LayoutPlan, _ arguments: EvaluationArguments) throws(EvaluationError)
    -> EvaluationArguments
{
    guard !arguments.fit.isEmpty else { return arguments }
    var fitted = try fittingSize(layout, arguments: arguments)
    if arguments.scale > 0 { fitted = FrameArithmetic.rounded(fitted.width, fitted.height, scale: arguments.scale) }
    var result = arguments
    (result.width, result.height, result.fit) = (fitted.width, fitted.height, [])
    return result
}

/// What `sizeThatFits` computes for the arguments, their `fit` axes fitting (`layout(in:)`'s
/// size when none is): the fitting program's size, at least 0, before rounding to the scale.
public func fittingSize(_ layout: LayoutPlan, arguments: EvaluationArguments) throws(EvaluationError)
    -> (width: Double, height: Double)
{
    let inputs = try inputValues(layout, arguments)
    let programs = layout.fittings.first { $0.axes == arguments.fit }?.variants ?? layout.variants
    // An extent of .greatestFiniteMagnitude, .infinity or NaN is "any size" (GENERATED.md §1): a
    // fitting axis aims at 0, the compressed size, and another axis is read as 0, as the
    // generated `sizeThatFits` reads it.
    var given = arguments
    if !(given.width < .greatestFiniteMagnitude) { given.width = 0 }
    if !(given.height < .greatestFiniteMagnitude) { given.height = 0 }
    var machine = Machine(layout: layout, arguments: directed(layout, given, inputs: inputs), inputs: inputs)
    let variant = machine.select(programs)
    let known = NonNegativeValues(variant)
    for step in variant.steps { machine.run(step, known: known) }
    let width = FrameArithmetic.nonNegative(machine.read(variant.width), known: known.contains(variant.width))
    let height = FrameArithmetic.nonNegative(machine.read(variant.height), known: known.contains(variant.height))
    return (width, height)
}

/// The frames, container size and content sizes from the program's values, as the generated
/// code makes them: sizes at least 0; in right-to-left layout every frame mirrored in its
/// space's width (its parent's width, a scroll view's content width, or the container's, as
/// reported); with `scale > 0` every edge rounded.
private func place(
    _ layout: LayoutPlan, _ variant: Variant, machine: Machine, known: NonNegativeValues,
    arguments: EvaluationArguments, trace: inout EvaluationTrace
) -> (frames: [Frame], size: (width: Double, height: Double), contentSizes: [(element: Int, width: Double, height: Double)]) {
    func extent(_ operand: Operand) -> Double {
        FrameArithmetic.nonNegative(machine.read(operand), known: known.contains(operand))
    }
    var frames: [Frame] = []
    for output in variant.frames {
        let raw = RawFrame(
            leading: machine.read(output.leading), top: machine.read(output.top),
            width: machine.read(output.width), height: machine.read(output.height))
        trace.frames.append(raw)
        frames.append(Frame(x: raw.leading, y: raw.top, width: extent(output.width), height: extent(output.height)))
    }
    var size = (width: extent(variant.width), height: extent(variant.height))
    var contentSizes: [(element: Int, width: Double, height: Double)] = []
    for content in variant.contentSizes {
        contentSizes.append((content.element, extent(content.width), extent(content.height)))
        trace.contentSizes[content.element] = (machine.read(content.width), machine.read(content.height))
    }
    if arguments.rightToLeft {
        for i in frames.indices {
            let space =
                switch layout.mirrorSpace(of: i) {
                case .container: FrameArithmetic.nonNegative(arguments.width)
                case .frame(let parent): frames[parent].width
                case .content(let scroll): contentSizes.first { $0.element == scroll }?.width ?? frames[scroll].width
                }
            frames[i] = FrameArithmetic.mirrored(frames[i], in: space)
        }
    }
    let scale = arguments.scale
    if scale > 0 {
        frames = frames.map { FrameArithmetic.rounded($0, scale: scale) }
        size = FrameArithmetic.rounded(size.width, size.height, scale: scale)
        contentSizes = contentSizes.map { content in
            let rounded = FrameArithmetic.rounded(content.width, content.height, scale: scale)
            return (content.element, rounded.width, rounded.height)
        }
    }
    return (frames, size, contentSizes)
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
    var baselines: [Int: (first: Double, last: Double)] = [:]

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
        case .baseline(let i, let isFirst): isFirst ? baselines[i]!.first : baselines[i]!.last
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

    /// The first program whose direction and condition hold (the last one otherwise).
    func select(_ variants: [Variant]) -> Variant {
        let direction: Direction = arguments.rightToLeft ? .rightToLeft : .leftToRight
        return variants.first { ($0.direction ?? direction) == direction && holds($0.condition) }
            ?? variants[variants.count - 1]
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

    /// Runs one step; `known` tells which proposals need no clamp at 0.
    mutating func run(_ step: Step, known: NonNegativeValues) {
        switch step.operation {
        case .affine(let terms, let constant):
            values.append(sum(terms, constant))
        case .measure(let element, let width, let height):
            let pw = FrameArithmetic.nonNegative(read(width), known: known.contains(width))
            let ph = FrameArithmetic.nonNegative(read(height), known: known.contains(height))
            let name = layout.elements[element].name
            let standIn = arguments.measure[name]
            let answer = standIn?.measure(proposedWidth: pw, proposedHeight: ph) ?? (width: 0, height: 0)
            sizes[values.count] = (FrameArithmetic.nonNegative(answer.width), FrameArithmetic.nonNegative(answer.height))
            // A NaN baseline counts as 0, as the generated `answer(_:)` reads it.
            let (first, last) = standIn?.baselines(proposedWidth: pw, proposedHeight: ph) ?? (first: 0, last: 0)
            baselines[values.count] = (first.isNaN ? 0 : first, last.isNaN ? 0 : last)
            values.append(0)
        case .extremum(let isMinimum, let operands):
            var v = read(operands[0])
            for operand in operands.dropFirst() { v = isMinimum ? min(v, read(operand)) : max(v, read(operand)) }
            values.append(v)
        case .rounded(let value, let rounding):
            values.append(rounding.apply(read(value), scale: arguments.scale))
        case .product(let value, let factor):
            values.append(read(value) * read(factor))
        case .shown(let element):
            values.append(arguments.hidden.contains(layout.elements[element].name) ? 0 : 1)
        case .choice(let conditions, let choices):
            values.append(conditions.firstIndex(where: holds).map { choices[$0] } ?? choices[choices.count - 1])
        case .leastErrors(let lists):
            values.append(Double(FrameArithmetic.leastErrors(lists.map { $0.map(read) })))
        case .select(let index, let operands):
            values.append(read(operands[Int(read(index))]))
        }
    }
}
