import LayoutGenDiagnostics
import LayoutGenPlan

extension ConstraintChecker {
    /// The evaluation against the reference solve (`ReferenceSolve`): every raw frame value and
    /// the container's extents must be the same within `1e-6` relative to the largest of the
    /// two values and the container's extents. A `min`/`max` of unknowns has two readings
    /// (docs/language.md, "Clamps: inequalities and min/max"): computed from its arguments (the reference takes its
    /// value from the frames, and the frames must be that solve's optimum), or, where a stronger
    /// goal needs it first, the best of its branches; the frames must be one of the two.
    mutating func checkOptimum() {
        var frozen = ReferenceSolve(model: model, values: values)
        var found = frozen.solve()
        if found.map(matches) != true, let branched = bestReference(fitting: []), found == nil || matches(branched) {
            found = branched
        }
        guard let result = found else {
            fail(.optimum, "the reference solve finds no layout that meets the required constraints", at: model.nameRange)
            return
        }
        let scale = max(1, abs(result.width), abs(result.height))
        func compare(_ label: String, _ expected: Double, _ actual: Double, at range: SourceRange) {
            guard !Self.agrees(expected, actual, scale: scale) else { return }
            fail(.optimum, "\(label) is \(actual), the reference solve gives \(expected)", at: range)
        }
        compare("the container's width", result.width, trace.width, at: model.nameRange)
        compare("the container's height", result.height, trace.height, at: model.nameRange)
        for (i, item) in model.items.enumerated() {
            let (e, a) = (result.frames[i], trace.frames[i])
            compare("\(item.name).leading", e.leading, a.leading, at: item.range)
            compare("\(item.name).top", e.top, a.top, at: item.range)
            compare("\(item.name).width", e.width, a.width, at: item.range)
            compare("\(item.name).height", e.height, a.height, at: item.range)
        }
    }

    /// A fitting size (`sizeThatFits`, before rounding) against the reference solve with the
    /// given axes fitting; the trace is the layout at the fitting size, whose `min`/`max`
    /// values the reference reads (or, as in `checkOptimum`, the best of their branches).
    mutating func checkFittingSize(fitting: FitAxes, width: Double, height: Double) {
        var frozen = ReferenceSolve(model: model, values: values, fitting: fitting)
        func fits(_ result: ReferenceSolve.Result) -> Bool {
            Self.agrees(max(0, result.width), width, scale: 1) && Self.agrees(max(0, result.height), height, scale: 1)
        }
        var found = frozen.solve()
        if found.map(fits) != true, let branched = bestReference(fitting: fitting), found == nil || fits(branched) {
            found = branched
        }
        guard let result = found else {
            fail(.optimum, "the reference solve finds no fitting size that meets the required constraints", at: model.nameRange)
            return
        }
        let expected = (width: max(0, result.width), height: max(0, result.height))
        let scale = max(1, expected.width, expected.height)
        for (label, e, a) in [("width", expected.width, width), ("height", expected.height, height)]
        where abs(e - a) > 1e-6 * max(scale, abs(a)) {
            fail(.optimum, "the fitting \(label) is \(a), the reference solve gives \(e)", at: model.nameRange)
        }
    }

    /// Whether a reference result gives the evaluation's frames and container size.
    private func matches(_ result: ReferenceSolve.Result) -> Bool {
        let scale = max(1, abs(result.width), abs(result.height))
        func same(_ a: Double, _ b: Double) -> Bool { Self.agrees(a, b, scale: scale) }
        guard same(result.width, trace.width), same(result.height, trace.height) else { return false }
        return zip(result.frames, trace.frames).allSatisfy { e, a in
            same(e.leading, a.leading) && same(e.top, a.top) && same(e.width, a.width) && same(e.height, a.height)
        }
    }

    /// Whether a reference value and the evaluation's agree: within 1e-6 relative to the larger
    /// of the two and `scale` (the container's extents, at least 1).
    private static func agrees(_ expected: Double, _ actual: Double, scale: Double) -> Bool {
        abs(expected - actual) <= 1e-6 * max(scale, abs(expected), abs(actual))
    }

    /// The reference solve, once per choice of argument of each `min`/`max` of unknowns (at
    /// most 64 combinations; beyond, those values are taken as the evaluation gives them): the
    /// solve whose goals' errors are lexicographically least, the first of equals (errors
    /// within 1e-7 relative are equal).
    private func bestReference(fitting: FitAxes) -> ReferenceSolve.Result? {
        let plain = ReferenceSolve(model: model, values: values, fitting: fitting)
        let open = model.extrema.indices.filter { j in
            model.extrema[j].isMinOrMax && plain.arguments(of: j).contains { !$0.terms.isEmpty }
        }
        var combinations: [[Int: Int]] = [[:]]
        for j in open {
            let count = plain.arguments(of: j).count
            guard combinations.count * count <= 64 else { break }
            combinations = combinations.flatMap { base in (0..<count).map { base.merging([j: $0]) { $1 } } }
        }
        var best: (result: ReferenceSolve.Result, errors: [Double])?
        for choices in combinations {
            var reference = ReferenceSolve(model: model, values: values, fitting: fitting, choices: choices)
            guard let result = reference.solve() else { continue }
            if let known = best, !Self.precedes(reference.errors, known.errors) { continue }
            best = (result, reference.errors)
        }
        return best?.result
    }

    /// Whether one list of errors is lexicographically less than another, errors within 1e-7
    /// relative counting as equal.
    private static func precedes(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-7 * max(1, abs(x), abs(y)) {
            return x < y
        }
        return false
    }
}
