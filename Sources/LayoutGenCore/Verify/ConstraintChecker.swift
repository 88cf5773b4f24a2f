/// Checks the lowered constraints of the variant that applies, and the frames against the
/// values they are made from. Tolerance: `|residual| <= 1e-9 · max(1, Σ|terms|)`.
struct ConstraintChecker {
    static let tolerance = 1e-9

    let layout: VerifiableLayout
    let trace: EvaluationTrace
    var values: VerifierValues
    var violations: [Violation] = []

    var model: LayoutModel { layout.model }

    init?(layout: VerifiableLayout, arguments: EvaluationArguments, trace: EvaluationTrace) {
        guard let values = VerifierValues(model: layout.model, arguments: arguments, trace: trace) else { return nil }
        self.layout = layout
        self.trace = trace
        self.values = values
    }

    static func isZero(_ value: Double, scale: Double) -> Bool {
        abs(value) <= tolerance * max(1, scale)
    }

    /// Whether a clamp's residual `f` satisfies `f <= 0` (an upper bound) or `f >= 0`.
    static func holds(_ residual: (value: Double, scale: Double), isUpper: Bool) -> Bool {
        isZero(residual.value, scale: residual.scale) || (isUpper ? residual.value < 0 : residual.value > 0)
    }

    /// Whether `outer` covers `inner` (a clamp written inside a sequence).
    static func covers(_ outer: SourceRange, _ inner: SourceRange) -> Bool {
        outer.start <= inner.start && inner.end <= outer.end
    }

    mutating func fail(_ kind: Violation.Kind, _ message: String, at range: SourceRange) {
        violations.append(Violation(kind: kind, message: message, range: range))
    }

    /// Frames: a size below 0 is output as 0; `x` is the leading edge, or in right-to-left
    /// layout `spaceWidth − leading − width`, the space being the parent's width (a scroll
    /// view's content width) or the container's, as reported (at least 0).
    mutating func checkFrames(_ result: EvaluationResult) {
        guard values.arguments.scale == 0 else { return }
        for (i, item) in model.items.enumerated() {
            let raw = trace.frames[i]
            let frame = result.frames[i].frame
            let space =
                max(0, item.parent.map { p in trace.contentSizes[p]?.width ?? trace.frames[p].width } ?? trace.width)
            let width = max(0, raw.width)
            let x = values.rightToLeft ? space - raw.leading - width : raw.leading
            let expected = [x, raw.top, width, max(0, raw.height)]
            let actual = [frame.x, frame.y, frame.width, frame.height]
            for (label, (e, a)) in zip(["x", "y", "width", "height"], zip(expected, actual))
            where !Self.isZero(e - a, scale: abs(e) + abs(a)) {
                fail(.frame, "\(item.name).\(label) is \(a), expected \(e)", at: item.range)
            }
        }
        for (label, e, a) in [("width", trace.width, result.width), ("height", trace.height, result.height)]
        where !Self.isZero(max(0, e) - a, scale: abs(e)) {
            fail(.frame, "the reported \(label) is \(a), expected \(max(0, e))", at: model.nameRange)
        }
    }

    /// Required equalities, fill equations, clamps, flexible units and the container's extents.
    mutating func checkConstraints() {
        let fills = values.fills
        let rtl = values.rightToLeft
        var clampResiduals: [Int: (value: Double, scale: Double)] = [:]
        // Clamps read the container's extents as reported (a clamp on a self-sizing extent
        // bounds the reported size), or as the equations give them: a clamp that another value
        // yields to reads those, which differ from the reported ones only where a clamp on the
        // reported size binds.
        var reported = values
        reported.variables[.containerWidth] = trace.width
        reported.variables[.containerHeight] = trace.height
        for c in values.active {
            guard case .clamp(let isUpper) = model.constraints[c].kind else { continue }
            let form = model.constraints[c].form(rightToLeft: rtl)
            guard let r = reported.evaluate(form) else { continue }
            clampResiduals[c] = r
            if !Self.holds(r, isUpper: isUpper), let d = values.evaluate(form), Self.holds(d, isUpper: isUpper) {
                clampResiduals[c] = d
            }
        }
        func isTight(_ c: Int) -> Bool { clampResiduals[c].map { Self.isZero($0.value, scale: $0.scale) } ?? false }

        for c in values.active {
            let constraint = model.constraints[c]
            let text = "the constraint at line \(constraint.range.start.line)"
            switch constraint.kind {
            case .preference, .fallback, .softClamp:
                continue
            case .required:
                guard let (value, scale) = values.evaluate(constraint.form(rightToLeft: rtl)) else { continue }
                if Self.isZero(value, scale: scale) { continue }
                if let unit = fills[c] {
                    let f = values.variables[.flexible(unit)] ?? 0
                    let range = model.flexibleUnits[unit].range
                    let unbounded = model.flexibleUnits[unit].isUnbounded
                    let heldAtZero = !unbounded && Self.isZero(f, scale: 1) && value < 0
                    let heldByClamp = clampResiduals.keys.contains { Self.covers(range, model.constraints[$0].range) && isTight($0) }
                    if heldAtZero || heldByClamp { continue }
                    fail(.sequence, "the sequence does not fill its container: \(text) is off by \(value) with F = \(f)", at: constraint.range)
                } else {
                    fail(.constraint, "\(text) is off by \(value)", at: constraint.range)
                }
            case .clamp(let isUpper):
                guard let (value, scale) = clampResiduals[c] else { continue }
                if Self.holds((value, scale), isUpper: isUpper) { continue }
                // A lower bound loses to an upper bound of the same value: one that binds.
                let items = Set(constraint.mentions.map(\.item))
                let beaten = clampResiduals.keys.contains { other in
                    let others = Set(model.constraints[other].mentions.map(\.item))
                    return other != c && isTight(other) && (items.isEmpty ? others.isEmpty : !items.isDisjoint(with: others))
                }
                if beaten { continue }
                fail(.clamp, "\(text) is off by \(value)", at: constraint.range)
            }
        }
        for (unit, flexible) in model.flexibleUnits.enumerated()
        where values.variant.admits(flexible.requires) && !flexible.isUnbounded {
            guard let f = values.variables[.flexible(unit)], f < 0, !Self.isZero(f, scale: 1) else { continue }
            let heldByClamp = clampResiduals.keys.contains { Self.covers(flexible.range, model.constraints[$0].range) && isTight($0) }
            if !heldByClamp { fail(.sequence, "the flexible unit is \(f), below 0", at: flexible.range) }
        }
        checkExtent(values.deducedWidth, reported: trace.width, variable: .containerWidth, "width", clampResiduals)
        checkExtent(values.deducedHeight, reported: trace.height, variable: .containerHeight, "height", clampResiduals)
    }

    /// A container extent the equations fix is the one reported, unless a clamp on it binds.
    private mutating func checkExtent(
        _ deduced: Double?, reported: Double, variable: Variable, _ label: String,
        _ clamps: [Int: (value: Double, scale: Double)]
    ) {
        guard let d = deduced, !Self.isZero(d - reported, scale: abs(d)) else { return }
        let clamped = clamps.contains { c, r in
            model.constraints[c].form(rightToLeft: values.rightToLeft).coefficient(of: variable) != .zero
                && Self.isZero(r.value, scale: r.scale)
        }
        if !clamped {
            fail(.size, "the constraints give the container's \(label) \(d), the evaluation used \(reported)", at: model.nameRange)
        }
    }
}
