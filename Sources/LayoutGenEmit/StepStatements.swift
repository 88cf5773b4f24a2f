import LayoutGenPlan
import LayoutGenSyntax

/// The statements of a step whose one `let` would be a long expression (GENERATED.md §1:
/// statements of moderate length, no long single expressions): a `min`/`max` of more than four
/// operands is a chain of `let`s of at most four, each reading the one before (`min(min(a, b),
/// c)` as `Evaluate` folds it, so the value is the same bit for bit, and the optimised code the
/// same). A branch choice stays one expression (`OperandWriter.leastErrors`): written as `let`s
/// of its comparisons, it computed every level of every pair of branches, where the one
/// expression stops at the first level that differs (25% more instructions for MinMaxBranch3's
/// fitting sizes).
package struct StepStatements {
    /// The most operands one `min`/`max` statement takes (three nested calls).
    static let extremumOperands = 4

    package let writer: OperandWriter
    /// Every name the function uses (steps, inputs, parameters, the result): the new
    /// statements take none of them.
    let taken: Set<String>

    /// `base`, `base2`, `base3`, … without the names taken: `count` of them. The same base gives
    /// the same names in every program of the function.
    func fresh(_ base: String, _ count: Int) -> [String] {
        var names: [String] = []
        var n = 1
        while names.count < count {
            let name = base + (n == 1 ? "" : String(n))
            if !taken.contains(name) { names.append(name) }
            n += 1
        }
        return names
    }

    /// A `min`/`max` step named `name`: the chain before it (each line with the step's
    /// `comment`), and its own value.
    package func extremum(
        name: String, isMinimum: Bool, _ operands: [Operand], comment: String, reads: ([Operand]) -> [String]
    ) -> (before: [BodyEmitter.Line], value: String) {
        let limit = Self.extremumOperands
        guard operands.count > limit else { return ([], writer.extremum(isMinimum: isMinimum, operands)) }
        // The first statement takes `limit` operands, each next one the one before and
        // `limit - 1` more; the step's own takes what is left.
        let chained = (operands.count - 2) / (limit - 1)
        let names = fresh(name + "Part", chained).map(SwiftKeywords.escaped)
        var before: [BodyEmitter.Line] = []
        var written = operands.prefix(limit).map(writer.operand)
        var read = reads(Array(operands.prefix(limit)))
        var next = limit
        for partName in names {
            before.append(
                BodyEmitter.Line(
                    binding: partName, "CGFloat", writer.extremum(isMinimum: isMinimum, written), comment: comment, reads: read))
            let more = Array(operands[next..<min(next + limit - 1, operands.count)])
            written = [partName] + more.map(writer.operand)
            read = [partName] + reads(more)
            next += more.count
        }
        return (before, writer.extremum(isMinimum: isMinimum, written))
    }
}
