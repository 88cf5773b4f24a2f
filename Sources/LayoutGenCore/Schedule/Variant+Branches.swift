/// The program of a layout solved in branches (`GoalSolver+Branches`).
extension Variant {
    /// Every branch's steps, one after the other, a step that an earlier branch computes alike
    /// written once (most of a layout is the same in every branch, and a view measured with the
    /// same proposal is measured once; a name another branch uses gets the branch's number),
    /// then which branch's errors are the least, then each output that differs taken from that
    /// branch. Errors that are the same in every branch (a number, or one step) are not compared.
    package static func choosing(_ branches: [(variant: Variant, errors: [Operand])], at range: SourceRange, reason: String) -> Variant {
        guard branches.count > 1 else { return branches[0].variant }
        var result = branches[0].variant
        result.steps = []
        var names = Set<String>()
        var outputs: [[Operand]] = []
        var errors: [[Operand]] = []
        for (b, branch) in branches.enumerated() {
            // Where each of the branch's steps is in the result.
            var index: [Int] = []
            index.reserveCapacity(branch.variant.steps.count)
            func map(_ operand: Operand) -> Operand { operand.renumbered { index[$0] } }
            for var step in branch.variant.steps {
                step.operation = step.operation.mapOperands(map)
                if b > 0, let same = result.steps.firstIndex(where: { $0.operation == step.operation }) {
                    index.append(same)
                    continue
                }
                step.name = unique(step.name, suffix: b + 1, in: &names)
                index.append(result.steps.count)
                result.steps.append(step)
            }
            outputs.append(branch.variant.outputOperands.map(map))
            errors.append(branch.errors.map(map))
            for competition in branch.variant.competitions where !result.competitions.contains(competition) {
                result.competitions.append(competition)
            }
        }
        let compared = errors[0].indices.filter { k in !errors.allSatisfy { $0[k] == errors[0][k] } }
        guard !compared.isEmpty else {
            // Every branch misses alike: the first argument's wins wherever they differ.
            result.outputOperands = outputs[0]
            return result.removingDeadSteps()
        }
        let index = Operand.value(result.steps.count)
        result.steps.append(
            Step(name: "branch", operation: .leastErrors(errors.map { list in compared.map { list[$0] } }), source: range, reason: reason))
        var chosen: [Operand] = []
        for k in outputs[0].indices {
            let candidates = outputs.map { $0[k] }
            guard candidates.contains(where: { $0 != candidates[0] }) else {
                chosen.append(candidates[0])
                continue
            }
            var step = Step(name: "chosen", operation: .select(index, candidates), source: range, reason: reason)
            if case .value(let i) = candidates[0] {
                step.name = result.steps[i].name + "Chosen"
                step.source = result.steps[i].source
                step.subject = result.steps[i].subject
                step.reason = result.steps[i].reason
                step.boundSources = result.steps[i].boundSources
            }
            step.name = unique(step.name, suffix: 1, in: &names)
            chosen.append(.value(result.steps.count))
            result.steps.append(step)
        }
        result.outputOperands = chosen
        return result
    }

    /// `name`, or `name` with `suffix` (then the next numbers) where that is taken: each step
    /// of a program is a `let` of its own.
    private static func unique(_ name: String, suffix: Int, in names: inout Set<String>) -> String {
        var candidate = name
        var next = suffix
        while !names.insert(candidate).inserted {
            candidate = name + "\(next)"
            next += 1
        }
        return candidate
    }

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
