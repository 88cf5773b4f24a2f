extension Variant {
    /// The program of the size alone: no frames or content sizes, and none of the steps only
    /// they read, measurements included.
    package func sizeOnly() -> Variant {
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
    package func removingDeadSteps(keepingMeasurements: Bool = true) -> Variant {
        var none: [Operand] = []
        return removingDeadSteps(keepingMeasurements: keepingMeasurements, reading: &none)
    }

    /// `removingDeadSteps`, keeping what `extra` reads too (renumbered in place).
    package func removingDeadSteps(keepingMeasurements: Bool = true, reading extra: inout [Operand]) -> Variant {
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
        variant.outputOperands.forEach(mark)
        extra.forEach(mark)
        while let i = pending.popLast() { variant.steps[i].operation.operands.forEach(mark) }
        guard liveCount < variant.steps.count else { return variant }

        // The new index of each live step.
        var index = [Int](repeating: -1, count: variant.steps.count)
        var next = 0
        for i in variant.steps.indices where live[i] {
            index[i] = next
            next += 1
        }
        func renumber(_ operand: Operand) -> Operand { operand.renumbered { index[$0] } }
        var result = variant
        result.steps = variant.steps.indices.filter { live[$0] }.map { i in
            var step = variant.steps[i]
            step.operation = step.operation.mapOperands(renumber)
            return step
        }
        result.outputOperands = result.outputOperands.map(renumber)
        extra = extra.map(renumber)
        return result
    }
}

extension Operation {
    /// The operands the operation reads.
    package var operands: [Operand] {
        switch self {
        case .affine(let terms, _): terms.map(\.operand)
        case .measure(_, let width, let height): [width, height]
        case .extremum(_, let operands): operands
        case .rounded(let value, _): [value]
        case .product(let value, let factor): [value, factor]
        case .leastErrors(let lists): lists.flatMap { $0 }
        case .select(let index, let operands): [index] + operands
        case .shown, .choice: []
        }
    }
}
