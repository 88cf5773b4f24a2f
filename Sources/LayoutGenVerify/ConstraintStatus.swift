import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenResolve

/// What became of one constraint in one evaluation, as the verifier computes it from the frames
/// (not from the plan): in effect or not, met or off by how much, and, when it yields, the
/// stronger constraints at their limit that share an unknown with it.
public struct ConstraintStatus: Equatable, Sendable {
    public enum State: Equatable, Sendable {
        /// Its `when` branch or a hidden view leaves it out of the variant that applies.
        case notInEffect
        case holds
        /// Off by `offBy` (the left side minus the right side).
        case yields(offBy: Double)
    }
    public var range: SourceRange
    public var state: State
    /// When it yields: the stronger constraints in effect that it shares an unknown with and
    /// that are exactly met, in source order.
    public var atTheirLimit: [SourceRange] = []

    /// The statuses of the constraints whose span contains `location`, the narrowest first
    /// (a sequence states several); nil when the frames cannot be verified there.
    public static func of(
        _ layout: VerifiableLayout, at location: SourceLocation, arguments: EvaluationArguments
    ) -> [ConstraintStatus]? {
        let model = layout.model
        let covering = model.constraints.indices.filter { c in
            let range = model.constraints[c].range
            return range.start <= location && location <= range.end
        }
        guard !covering.isEmpty,
            let (_, trace) = try? evaluateTracing(layout.plan, arguments: arguments),
            let values = VerifierValues(model: model, arguments: arguments, trace: trace)
        else { return nil }
        let active = Set(values.active)
        let rightToLeft = values.rightToLeft
        func residual(_ c: Int) -> (value: Double, scale: Double)? {
            values.evaluate(model.constraints[c].writtenForm(rightToLeft: rightToLeft))
        }
        func isMet(_ c: Int) -> Bool? {
            guard let r = residual(c) else { return nil }
            switch model.constraints[c].kind {
            case .required, .preference: return ConstraintChecker.isZero(r.value, scale: r.scale)
            case .inequality(let isUpper), .softInequality(let isUpper, _): return ConstraintChecker.holds(r, isUpper: isUpper)
            }
        }
        let ordered = covering.sorted { a, b in
            let ra = model.constraints[a].range, rb = model.constraints[b].range
            return (ra.end.line - ra.start.line, ra.end.column - ra.start.column, a)
                < (rb.end.line - rb.start.line, rb.end.column - rb.start.column, b)
        }
        return ordered.compactMap { c -> ConstraintStatus? in
            let constraint = model.constraints[c]
            guard active.contains(c) else { return ConstraintStatus(range: constraint.range, state: .notInEffect) }
            guard let met = isMet(c), let r = residual(c) else { return nil }
            if met { return ConstraintStatus(range: constraint.range, state: .holds) }
            let unknowns = Set(constraint.form(rightToLeft: rightToLeft).terms.map(\.key))
            let strength = Self.strength(constraint.kind)
            let limits = values.active.filter { d in
                d != c && Self.strength(model.constraints[d].kind) > strength
                    && model.constraints[d].form(rightToLeft: rightToLeft).terms.contains { unknowns.contains($0.key) }
                    && residual(d).map { ConstraintChecker.isZero($0.value, scale: $0.scale) } == true
            }
            return ConstraintStatus(
                range: constraint.range, state: .yields(offBy: r.value), atTheirLimit: limits.map { model.constraints[$0].range })
        }
    }

    /// 1000 for a required constraint, else its priority.
    private static func strength(_ kind: Constraint.Kind) -> Int {
        switch kind {
        case .required, .inequality: 1000
        case .preference(let p), .softInequality(_, let p): p
        }
    }
}
