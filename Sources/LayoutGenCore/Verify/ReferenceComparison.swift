extension ConstraintChecker {
    /// The evaluation against the reference solve (`ReferenceSolve`): every raw frame value and
    /// the container's extents must be the same within `1e-6` relative to the largest of the
    /// two values and the container's extents.
    mutating func checkOptimum() {
        var reference = ReferenceSolve(model: model, values: values)
        guard let result = reference.solve() else {
            fail(.optimum, "the reference solve finds no layout that meets the required constraints", at: model.nameRange)
            return
        }
        let scale = max(1, abs(result.width), abs(result.height))
        func compare(_ label: String, _ expected: Double, _ actual: Double, at range: SourceRange) {
            guard abs(expected - actual) > 1e-6 * max(scale, abs(expected), abs(actual)) else { return }
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
    /// values the reference reads.
    mutating func checkFittingSize(fitting: FitAxes, width: Double, height: Double) {
        var reference = ReferenceSolve(model: model, values: values, fitting: fitting)
        guard let result = reference.solve() else {
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
}
