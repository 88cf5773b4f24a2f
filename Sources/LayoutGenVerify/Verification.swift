import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenResolve
import LayoutGenSyntax

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
}

/// The verifier: lays a layout out with the interpreter and checks the frames against the spec
/// itself — every required equality and inequality of the variant that applies, and the
/// sequence rules read again from the syntax (gaps, collapse of hidden items, one flexible unit
/// per sequence, never below 0, alignment) — within 1e-9 relative, with no exception; then
/// compares them with its own solve of the same constraints (`ReferenceSolve`: the soft
/// constraints, a sequence's fill and the container's extents met as well as they can be, in
/// order), which they must equal within 1e-6. It checks at scale 0 (edges are not rounded);
/// sizes below 0 are output as 0.
public enum Verification {
    /// The layouts of a spec, or nil when it has errors.
    public static func layouts(of file: SourceFile) -> [VerifiableLayout]? {
        let diagnostics = DiagnosticCollector()
        let syntax = parseSpec(file, diagnostics: diagnostics)
        let resolved = resolveSpec(syntax, file: file, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        let (models, solved) = solveFolded(resolved, syntax: syntax, file: file, diagnostics: diagnostics)
        guard let plan = solved?.plan, !diagnostics.hasErrors else { return nil }
        return plan.layouts.compactMap { layout in
            guard let model = models.first(where: { $0.name == layout.name }),
                let decl = syntax.layouts.first(where: { $0.name.text == layout.name })
            else { return nil }
            return VerifiableLayout(model: model, syntax: decl, plan: layout)
        }
    }

    /// The layouts of a spec that solve, each solved alone where another layout of the file has
    /// errors (the others' lines blanked, so that every position stays where it is).
    public static func layoutsSolvingAlone(of file: SourceFile) -> [VerifiableLayout] {
        if let all = layouts(of: file) { return all }
        let syntax = parseSpec(file, diagnostics: DiagnosticCollector())
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        return syntax.layouts.compactMap { decl in
            let kept = decl.range.start.line...decl.range.end.line
            let text = lines.enumerated().map { n, line in kept.contains(n + 1) ? String(line) : "" }
            return layouts(of: SourceFile(path: file.path, text: text.joined(separator: "\n")))?
                .first { $0.plan.name == decl.name.text }
        }
    }

    /// Evaluates the layout with the arguments and verifies the frames.
    public static func check(_ layout: VerifiableLayout, arguments: EvaluationArguments) throws(EvaluationError)
        -> [Violation]
    {
        guard !arguments.fit.isEmpty else {
            let (result, trace) = try evaluateTracing(layout.plan, arguments: arguments)
            return verify(layout, arguments: arguments, result: result, trace: trace)
        }
        // `--fit`: the fitting size against the reference solve with those axes fitting, then
        // the layout at that size as any other.
        let fitted = try fittingSize(layout.plan, arguments: arguments)
        let atFittedSize = try atFittingSize(layout.plan, arguments)
        let (result, trace) = try evaluateTracing(layout.plan, arguments: atFittedSize)
        var violations = verify(layout, arguments: atFittedSize, result: result, trace: trace)
        var given = arguments
        given.fit = []
        if var checker = ConstraintChecker(layout: layout, arguments: given, trace: trace) {
            checker.checkFittingSize(fitting: arguments.fit, width: fitted.width, height: fitted.height)
            violations += checker.violations
        }
        return violations
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
        checker.checkOptimum()
        var sequences = SequenceChecker(checker: checker)
        sequences.check()
        return checker.violations + sequences.violations
    }
}
