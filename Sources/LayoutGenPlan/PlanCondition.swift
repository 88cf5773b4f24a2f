import LayoutGenSyntax

/// When a variant of a layout's program applies: a condition on the run-time arguments,
/// evaluated before any layout arithmetic.
public indirect enum PlanCondition: Equatable, Sendable {
    case constant(Bool)
    /// A `Bool` input (index into `LayoutPlan.inputs`).
    case input(Int)
    /// Whether the optional element at this index is in `hidden`.
    case hidden(Int)
    case not(PlanCondition)
    case and(PlanCondition, PlanCondition)
    case or(PlanCondition, PlanCondition)
    /// `left ⋈ right` over inputs and the given size.
    case compare(AffineExpression, BinaryOperator, AffineExpression)

    /// `a && b`, folding constants.
    package static func && (a: PlanCondition, b: PlanCondition) -> PlanCondition {
        switch (a, b) {
        case (.constant(true), _): b
        case (_, .constant(true)): a
        case (.constant(false), _), (_, .constant(false)): .constant(false)
        default: .and(a, b)
        }
    }

    /// `!a`, folding constants and double negations.
    package static prefix func ! (a: PlanCondition) -> PlanCondition {
        switch a {
        case .constant(let value): .constant(!value)
        case .not(let inner): inner
        default: .not(a)
        }
    }
}

/// `Σ terms + constant`, evaluated left to right as the emitter writes it.
public struct AffineExpression: Equatable, Sendable {
    public var terms: [AffineTerm]
    public var constant: Double

    package init(terms: [AffineTerm], constant: Double) {
        self.terms = terms
        self.constant = constant
    }
}
