/// The statements of a step whose one `let` would be a long expression (GENERATED.md §1:
/// statements of moderate length, no long single expressions): a `min`/`max` of more than four
/// operands is a chain of `let`s of at most four, each reading the one before (`min(min(a, b),
/// c)` as `Evaluate` folds it, so the value is the same bit for bit); a branch choice among more
/// than two branches, or compared at more than two levels, compares the branches pair by pair,
/// at most two levels of errors a statement, and then chooses from those comparisons (`let
/// branch: Int = branch1Over0 ? (branch2Over1 ? 2 : 1) : branch2Over0 ? 2 : 0`).
struct StepStatements {
    /// The most operands one `min`/`max` statement takes (three nested calls).
    static let extremumOperands = 4
    /// The levels of errors one comparison of two branches takes.
    static let levelsPerComparison = 2

    let writer: OperandWriter
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
    func extremum(
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

    /// A branch choice (`Operation.leastErrors`) named `name`: a comparison for each pair of
    /// branches the choice reads (`OperandWriter.comparedPairs`), in parts of
    /// `levelsPerComparison` levels, the last part first; and its own value, the tree of
    /// those comparisons.
    func leastErrors(name: String, _ lists: [[Operand]], comment: String, reads: ([Operand]) -> [String])
        -> (before: [BodyEmitter.Line], value: String)
    {
        let levels = lists[0].count
        // Two branches compared at few levels: one short expression.
        if lists.count == 2, levels <= Self.levelsPerComparison {
            let comparison = writer.precedes(lists[1], lists[0], levels: 0..<levels, then: nil)
            return ([], writer.leastErrors(count: 2) { _, _ in comparison.contains(" || ") ? "(\(comparison))" : comparison })
        }
        var before: [BodyEmitter.Line] = []
        var comparisons: [[Int]: String] = [:]
        for (i, j) in OperandWriter.comparedPairs(lists.count) {
            let starts = Array(stride(from: 0, to: levels, by: Self.levelsPerComparison))
            let names = (fresh(name + "\(i)Over\(j)", 1) + fresh(name + "\(i)Over\(j)Part", starts.count - 1)).map(SwiftKeywords.escaped)
            // The last part first: each earlier one reads the one after it.
            for (k, start) in starts.enumerated().reversed() {
                let end = min(start + Self.levelsPerComparison, levels)
                let rest = k + 1 < names.count ? names[k + 1] : nil
                let value = writer.precedes(lists[i], lists[j], levels: start..<end, then: rest)
                let operands = (start..<end).flatMap { [lists[i][$0], lists[j][$0]] }
                before.append(
                    BodyEmitter.Line(binding: names[k], "Bool", value, comment: comment, reads: reads(operands) + (rest.map { [$0] } ?? [])))
            }
            comparisons[[i, j]] = names[0]
        }
        return (before, writer.leastErrors(count: lists.count) { comparisons[[$0, $1]]! })
    }
}
