/// A way an evaluation's frames break the spec they were computed for.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// What was checked.
    public enum Kind: String, Equatable, Sendable {
        /// A required equality.
        case constraint
        /// An inequality (clamp, bounded gap or size).
        case clamp
        /// A sequence's fill equation, its flexible unit, or a gap, size or alignment rule.
        case sequence
        /// A frame against the values it is made from (sizes at least 0, mirroring).
        case frame
        /// The reported container size against the constraints.
        case size
        /// The frames against the verifier's own solve of the same constraints.
        case optimum
    }
    public var kind: Kind
    /// What does not hold, with the numbers.
    public var message: String
    /// The spec text that states the rule.
    public var range: SourceRange

    public var description: String {
        "\(range.start.line):\(range.start.column): \(kind.rawValue): \(message)"
    }
}

/// A layout ready to verify: its lowered model (the constraints), its syntax (the sequences as
/// written) and its plan (what `eval` runs).
public struct VerifiableLayout: Sendable {
    public var model: LayoutModel
    public var syntax: LayoutDecl
    public var plan: LayoutPlan
    /// The meaning the plan was solved with (the reference solve checks only Auto Layout's).
    public var semantics: SolverSemantics = .standard
}

/// The verifier: lays a layout out with the interpreter and checks the frames against the spec
/// itself — every required equality of the variant that applies, every clamp, and the sequence
/// rules read again from the syntax (gaps, collapse of hidden items, one flexible unit per
/// sequence, never below 0, alignment) — within 1e-9 relative. It checks at scale 0 (edges are
/// not rounded); preferences and collapsed-size fallbacks are not required and not checked.
///
/// Documented exceptions it allows: a sequence's fill equation yields when its flexible unit is
/// held at 0 (the fixed parts overflow) or at a clamp; a lower bound may lose to an upper bound
/// of the same value (a clamp that binds, sharing a view, is tight); a self-sizing extent may
/// differ from what the constraints give only where a clamp on it binds; sizes below 0 are
/// output as 0.
public enum Verification {
    /// The layouts of a spec, or nil when it has errors.
    public static func layouts(of file: SourceFile, semantics: SolverSemantics = .standard) -> [VerifiableLayout]? {
        let diagnostics = DiagnosticCollector()
        let syntax = parseSpec(file, diagnostics: diagnostics)
        let models = resolveSpec(syntax, file: file, diagnostics: diagnostics)
        guard !diagnostics.hasErrors, let plan = solveSpec(models, file: file, diagnostics: diagnostics, semantics: semantics)
        else {
            return nil
        }
        return plan.layouts.compactMap { layout in
            guard let model = models.first(where: { $0.name == layout.name }),
                let decl = syntax.layouts.first(where: { $0.name.text == layout.name })
            else { return nil }
            return VerifiableLayout(model: model, syntax: decl, plan: layout, semantics: semantics)
        }
    }

    /// Evaluates the layout with the arguments and verifies the frames.
    public static func check(_ layout: VerifiableLayout, arguments: EvaluationArguments) throws(EvaluationError)
        -> [Violation]
    {
        let (result, trace) = try evaluateTracing(layout.plan, arguments: arguments)
        return verify(layout, arguments: arguments, result: result, trace: trace)
    }

    /// Verifies an evaluation's frames against the layout's constraints and sequences.
    public static func verify(
        _ layout: VerifiableLayout, arguments: EvaluationArguments, result: EvaluationResult, trace: EvaluationTrace
    ) -> [Violation] {
        guard var checker = ConstraintChecker(layout: layout, arguments: arguments, trace: trace) else {
            return [Violation(kind: .constraint, message: "no variant of the model applies", range: layout.model.nameRange)]
        }
        checker.checkFrames(result)
        checker.checkConstraints()
        if layout.semantics == .autoLayout { checker.checkOptimum() }
        var sequences = SequenceChecker(checker: checker)
        sequences.check()
        return checker.violations + sequences.violations
    }
}
