import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenResolve

/// Checks the lowered constraints of the variant that applies, and the frames against the
/// values they are made from. Tolerance: `|residual| <= 1e-9 · max(1, Σ|terms|)`.
package struct ConstraintChecker {
    package static let tolerance = 1e-9

    package let layout: VerifiableLayout
    package let trace: EvaluationTrace
    package var values: VerifierValues
    package var violations: [Violation] = []

    package var model: LayoutModel { layout.model }

    package init?(layout: VerifiableLayout, arguments: EvaluationArguments, trace: EvaluationTrace) {
        guard let values = VerifierValues(model: layout.model, arguments: arguments, trace: trace) else { return nil }
        self.layout = layout
        self.trace = trace
        self.values = values
    }

    package static func isZero(_ value: Double, scale: Double) -> Bool {
        abs(value) <= tolerance * max(1, scale)
    }

    /// Whether a clamp's residual `f` satisfies `f <= 0` (an upper bound) or `f >= 0`.
    package static func holds(_ residual: (value: Double, scale: Double), isUpper: Bool) -> Bool {
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
    /// view's content width) or the width the container was given (LANGUAGE.md §10, at least
    /// 0), also when the content makes it yield.
    mutating func checkFrames(_ result: EvaluationResult) {
        guard values.arguments.scale == 0 else { return }
        for (i, item) in model.items.enumerated() {
            let raw = trace.frames[i]
            let frame = result.frames[i].frame
            let space =
                max(0, item.parent.map { p in trace.contentSizes[p]?.width ?? trace.frames[p].width } ?? trace.givenWidth)
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

    /// Every required constraint of the variant: equalities, inequalities and `F >= 0` for the
    /// flexible units of sequences that are not `unbounded`. No exceptions: a sequence's fill is
    /// a goal (its trailing end runs past a container fixed by required constraints), and it,
    /// the container's extents and every soft constraint are checked by the reference solve.
    mutating func checkConstraints() {
        let fills = values.fills
        for c in values.active {
            let constraint = model.constraints[c]
            let text = "the constraint at line \(constraint.range.start.line)"
            guard let residual = values.evaluate(constraint.writtenForm(rightToLeft: values.rightToLeft)) else { continue }
            switch constraint.kind {
            case .required where fills[c] == nil:
                if !Self.isZero(residual.value, scale: residual.scale) {
                    fail(.constraint, "\(text) is off by \(residual.value)", at: constraint.range)
                }
            case .inequality(let isUpper):
                if !Self.holds(residual, isUpper: isUpper) {
                    fail(.clamp, "\(text) is off by \(residual.value)", at: constraint.range)
                }
            case .required, .preference, .softInequality:
                continue
            }
        }
        for (unit, flexible) in model.flexibleUnits.enumerated()
        where values.variant.admits(flexible.requires) && (flexible.isShrink || !flexible.isUnbounded) {
            guard let f = values.variables[.flexible(unit)], f < 0, !Self.isZero(f, scale: 1) else { continue }
            fail(.sequence, "the flexible unit is \(f), below 0", at: flexible.range)
        }
    }
}
