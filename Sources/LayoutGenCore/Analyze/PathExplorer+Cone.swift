/// STEP 1 of `PathExplorer`: the steps a search needs.
extension PathExplorer {
    /// The steps a search runs: per program, which steps the objective needs and, of a measure
    /// step, which answers (width, height); and whether the program's height is needed by the
    /// program it is given to.
    struct Cone {
        var steps: [[Bool]]
        /// Per program, per step: whether the width (bit 0) and the height (bit 1) of a measure
        /// step's answer are needed.
        var answers: [[UInt8]]
        var heights: [Bool]

        /// The cone as a short list of numbers (the needed steps and answers, program by
        /// program), for grouping the checks that share one.
        var key: [Int] {
            var key: [Int] = []
            for p in steps.indices {
                key.append(-1 - (heights[p] ? 1 : 0))
                for s in steps[p].indices where steps[p][s] { key.append(s * 4 + Int(answers[p][s])) }
            }
            return key
        }
    }

    /// STEP 1.
    func cone(_ objective: [[Operand]]) -> Cone {
        var cone = Cone(
            steps: programs.map { [Bool](repeating: false, count: $0.variant.steps.count) },
            answers: programs.map { Array(repeating: 0, count: $0.variant.steps.count) },
            heights: [Bool](repeating: false, count: programs.count))
        var work: [(Int, Operand)] = objective.enumerated().flatMap { p, operands in operands.map { (p, $0) } }
        while let (p, operand) = work.popLast() {
            switch operand {
            case .measured(let i, let isWidth):
                // A measure step reads only the proposal along the axes whose answers are needed.
                guard case .measure(_, let width, let height) = programs[p].variant.steps[i].operation else { continue }
                cone.steps[p][i] = true
                let bit: UInt8 = isWidth ? 1 : 2
                guard cone.answers[p][i] & bit == 0 else { continue }
                cone.answers[p][i] |= bit
                work.append((p, isWidth ? width : height))
            case .value(let i):
                guard !cone.steps[p][i] else { continue }
                cone.steps[p][i] = true
                work += programs[p].variant.steps[i].operation.operands.map { (p, $0) }
            case .parameter(.height):
                guard let q = programs[p].sizeFrom, !cone.heights[q] else { continue }
                cone.heights[q] = true
                work.append((q, programs[q].variant.height))
            default:
                continue
            }
        }
        return cone
    }
}
