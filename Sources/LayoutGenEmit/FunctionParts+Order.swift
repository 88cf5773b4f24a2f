import LayoutGenSyntax

extension FunctionParts {
    /// The steps and the results in the order the results need them: each result right after
    /// the steps it reads, each step right after the steps it reads, so that a step is
    /// computed close to where it is read. The results (the container's size last) go in the
    /// elements' order or in the order the program completes them, whichever passes fewer
    /// values from part to part when cut as `continueWriting` cuts them (`partStarts`). Steps
    /// nothing reads (a measurement whose answer is unused) come before the last result.
    static func demandOrder(_ steps: [Statement], _ results: [Statement], room: Int) -> [Statement] {
        var position: [String: Int] = [:]
        for (i, step) in steps.enumerated() { if let name = step.name { position[name] = i } }
        var read = [Bool](repeating: false, count: steps.count)
        for name in (steps.flatMap(\.reads) + results.flatMap(\.reads)) { if let i = position[name] { read[i] = true } }
        func ordered(_ results: [Statement]) -> [Statement] {
            var written = [Bool](repeating: false, count: steps.count)
            var statements: [Statement] = []
            func write(_ i: Int) {
                guard !written[i] else { return }
                written[i] = true
                for name in steps[i].reads { if let j = position[name] { write(j) } }
                statements.append(steps[i])
            }
            for (n, result) in results.enumerated() {
                if n == results.count - 1 { for i in steps.indices where !read[i] { write(i) } }
                for name in result.reads { if let j = position[name] { write(j) } }
                statements.append(result)
            }
            return statements
        }
        func completion(_ result: Statement) -> Int { result.reads.compactMap { position[$0] }.max() ?? -1 }
        let byCompletion = results.dropLast().enumerated()
            .sorted { (completion($0.1), $0.0) < (completion($1.1), $1.0) }.map(\.1) + results.suffix(1)
        let candidates = [ordered(results), ordered(byCompletion)]
        // The values live into each part: read at or after its start, computed before it (a
        // value is computed before it is read, so one pass from the end finds them).
        func passed(_ statements: [Statement]) -> Int {
            let starts = Set(partStarts(statements, room: room))
            var count = 0
            var live = Set<String>()
            for p in statements.indices.reversed() {
                if let name = statements[p].name { live.remove(name) }
                live.formUnion(statements[p].reads)
                if starts.contains(p) { count += live.count }
            }
            return count
        }
        return passed(candidates[1]) < passed(candidates[0]) ? candidates[1] : candidates[0]
    }

    /// Where `continueWriting` starts a new part: after what fits in `room`, then after what
    /// fits in each whole body.
    static func partStarts(_ statements: [Statement], room: Int) -> [Int] {
        var starts: [Int] = []
        var start = TypeCheckCost.prefix(statements.lazy.map(\.cost), fitting: room)
        while start < statements.count {
            starts.append(start)
            start += TypeCheckCost.prefix(statements[start...].lazy.map(\.cost), fitting: TypeCheckCost.perFunction)
        }
        return starts
    }
}
