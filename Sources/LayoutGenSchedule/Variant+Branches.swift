import LayoutGenDiagnostics
import LayoutGenPlan

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
        // The errors the branches share are not compared: nothing reads them (the soft compile
        // check's seed 2290016 had unused `let miss6` lines, a warning in the user's build).
        return result.removingDeadSteps()
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
}
