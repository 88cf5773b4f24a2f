extension Variant {
    /// The program of the size alone: no frames or content sizes, and none of the steps only
    /// they read, measurements included.
    func sizeOnly() -> Variant {
        var result = self
        result.frames = []
        result.contentSizes = []
        return result.removingDeadSteps(keepingMeasurements: false)
    }

    /// The variant without the steps nothing reads, the others renumbered.
    ///
    /// A soft value is computed whether or not anything depends on it: a sequence whose only
    /// flexible part is its last gap has a flexible unit that no frame reads (that gap yields),
    /// and the generated `let` would be an unused-value warning. Measurements are kept (unless not asked to):
    /// `measure` is called once per measured view. Steps read only by dropped steps go too.
    func removingDeadSteps(keepingMeasurements: Bool = true) -> Variant {
        let variant = self
        var live = [Bool](repeating: false, count: variant.steps.count)
        var liveCount = 0
        var pending: [Int] = []
        func mark(_ operand: Operand) {
            switch operand {
            case .value(let i), .measured(let i, _), .baseline(let i, _):
                guard !live[i] else { return }
                live[i] = true
                liveCount += 1
                pending.append(i)
            case .constant, .parameter, .unbounded:
                break
            }
        }
        for (i, step) in variant.steps.enumerated() where keepingMeasurements {
            if case .measure = step.operation { mark(.value(i)) }
        }
        for frame in variant.frames { [frame.leading, frame.top, frame.width, frame.height].forEach(mark) }
        [variant.width, variant.height].forEach(mark)
        for content in variant.contentSizes { [content.width, content.height].forEach(mark) }
        while let i = pending.popLast() { variant.steps[i].operation.operands.forEach(mark) }
        guard liveCount < variant.steps.count else { return variant }

        // The new index of each live step.
        var index = [Int](repeating: -1, count: variant.steps.count)
        var next = 0
        for i in variant.steps.indices where live[i] {
            index[i] = next
            next += 1
        }
        func renumber(_ operand: Operand) -> Operand {
            switch operand {
            case .value(let i): .value(index[i])
            case .measured(let i, let isWidth): .measured(index[i], isWidth: isWidth)
            case .baseline(let i, let isFirst): .baseline(index[i], isFirst: isFirst)
            case .constant, .parameter, .unbounded: operand
            }
        }
        var result = variant
        result.steps = variant.steps.indices.filter { live[$0] }.map { i in
            var step = variant.steps[i]
            switch step.operation {
            case .affine(let terms, let constant):
                step.operation = .affine(
                    terms.map { AffineTerm(operand: renumber($0.operand), numerator: $0.numerator, denominator: $0.denominator) },
                    constant: constant)
            case .measure(let element, let width, let height):
                step.operation = .measure(element: element, width: renumber(width), height: renumber(height))
            case .extremum(let isMinimum, let operands):
                step.operation = .extremum(isMinimum: isMinimum, operands.map(renumber))
            case .rounded(let value, let rounding):
                step.operation = .rounded(renumber(value), rounding)
            case .shown, .choice:
                break
            }
            return step
        }
        for k in result.frames.indices {
            result.frames[k].leading = renumber(result.frames[k].leading)
            result.frames[k].top = renumber(result.frames[k].top)
            result.frames[k].width = renumber(result.frames[k].width)
            result.frames[k].height = renumber(result.frames[k].height)
        }
        result.width = renumber(result.width)
        result.height = renumber(result.height)
        for k in result.contentSizes.indices {
            result.contentSizes[k].width = renumber(result.contentSizes[k].width)
            result.contentSizes[k].height = renumber(result.contentSizes[k].height)
        }
        return result
    }

}

extension Operation {
    /// The operands the operation reads.
    var operands: [Operand] {
        switch self {
        case .affine(let terms, _): terms.map(\.operand)
        case .measure(_, let width, let height): [width, height]
        case .extremum(_, let operands): operands
        case .rounded(let value, _): [value]
        case .shown, .choice: []
        }
    }
}
