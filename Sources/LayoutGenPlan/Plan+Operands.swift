extension Variant {
    /// The frames', the container's and the content sizes' operands, in one list.
    package var outputOperands: [Operand] {
        get {
            frames.flatMap { [$0.leading, $0.top, $0.width, $0.height] } + [width, height]
                + contentSizes.flatMap { [$0.width, $0.height] }
        }
        set {
            var next = newValue.makeIterator()
            for k in frames.indices {
                (frames[k].leading, frames[k].top, frames[k].width, frames[k].height) =
                    (next.next()!, next.next()!, next.next()!, next.next()!)
            }
            (width, height) = (next.next()!, next.next()!)
            for k in contentSizes.indices { (contentSizes[k].width, contentSizes[k].height) = (next.next()!, next.next()!) }
        }
    }
}

extension Operand {
    /// The operand with the step it reads (a value, a measurement, a baseline) at `index(step)`.
    package func renumbered(_ index: (Int) -> Int) -> Operand {
        switch self {
        case .value(let i): .value(index(i))
        case .measured(let i, let isWidth): .measured(index(i), isWidth: isWidth)
        case .baseline(let i, let isFirst): .baseline(index(i), isFirst: isFirst)
        case .constant, .parameter, .unbounded: self
        }
    }
}

extension Operation {
    /// The operation with every operand it reads mapped.
    package func mapOperands(_ map: (Operand) -> Operand) -> Operation {
        switch self {
        case .affine(let terms, let constant):
            .affine(
                terms.map { AffineTerm(operand: map($0.operand), numerator: $0.numerator, denominator: $0.denominator) },
                constant: constant)
        case .measure(let element, let width, let height): .measure(element: element, width: map(width), height: map(height))
        case .extremum(let isMinimum, let operands): .extremum(isMinimum: isMinimum, operands.map(map))
        case .rounded(let value, let rounding): .rounded(map(value), rounding)
        case .product(let value, let factor): .product(map(value), map(factor))
        case .leastErrors(let lists): .leastErrors(lists.map { $0.map(map) })
        case .select(let index, let operands): .select(map(index), operands.map(map))
        case .shown, .choice: self
        }
    }
}
