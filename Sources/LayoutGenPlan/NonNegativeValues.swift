/// Which values of a program are never negative, so that the clamp at 0 (`nonNegative(v)`) —
/// applied to every size and every proposal — can be left out for them.
///
/// Both the emitter and the interpreter consult it, so they leave out the same clamps and
/// still agree bit for bit. A value is known to be at least 0 when it is:
/// - a constant of at least 0, a measured extent (a negative or NaN answer counts as 0), or an
///   unbounded proposal;
/// - a sum of such values with positive coefficients plus a constant of at least 0;
/// - a `max` with one such operand, a `min` of such operands only;
/// - a clamp whose value or one lower bound is such a value and whose upper bounds all are;
/// - a branch's index, and the choice among such values.
/// Parameters (the container's size, inputs, safe-area insets) are not: callers may pass
/// anything.
public struct NonNegativeValues: Sendable {
    private var steps: [Bool] = []

    public init(_ variant: Variant) {
        steps.reserveCapacity(variant.steps.count)
        for step in variant.steps { steps.append(isNonNegative(step.operation)) }
    }

    /// Whether the operand is never below 0.
    public func contains(_ operand: Operand) -> Bool {
        switch operand {
        case .constant(let v): v >= 0
        case .value(let i): steps[i]
        case .measured, .unbounded: true
        case .parameter, .baseline: false
        }
    }

    private func isNonNegative(_ operation: Operation) -> Bool {
        switch operation {
        case .affine(let terms, let constant):
            constant >= 0 && terms.allSatisfy { !$0.isNegative && contains($0.operand) }
        case .measure:
            true
        case .extremum(let isMinimum, let operands):
            isMinimum ? operands.allSatisfy(contains) : operands.contains(where: contains)
        case .rounded(let value, _):
            // Rounding a value of at least 0 (to a grid through 0) gives at least 0.
            contains(value)
        case .product(let value, let factor):
            contains(value) && contains(factor)
        case .shown:
            true
        case .choice(_, let values):
            values.allSatisfy { $0 >= 0 }
        case .leastErrors:
            true
        case .select(_, let operands):
            operands.allSatisfy(contains)
        }
    }
}
