import LayoutGenPlan
import LayoutGenSyntax

extension ExplainWriter {
    /// When a variant applies, in words: `when not compact and super.width ≥ 600 and badge is
    /// visible`; nil when it always does.
    func heading(of condition: PlanCondition) -> String? {
        condition == .constant(true) ? nil : "when " + words(condition)
    }

    /// A condition in words; `super.width` and `super.height` are the size given to `layout(in:)`.
    package func words(_ condition: PlanCondition) -> String {
        switch condition {
        case .constant(let value): return value ? "always" : "never"
        case .input(let i): return layout.inputs[i].name
        case .hidden(let element): return layout.elements[element].name + " is hidden"
        case .not(let inner):
            switch inner {
            case .constant(let value): return value ? "never" : "always"
            case .input(let i): return "not " + layout.inputs[i].name
            case .hidden(let element): return layout.elements[element].name + " is visible"
            case .not(let twice): return words(twice)
            case .compare(let left, let op, let right):
                return comparison(left, op.negated ?? op, right, negated: op.negated == nil)
            case .and, .or: return "not (\(words(inner)))"
            }
        case .and(let a, let b): return grouped(a, in: condition) + " and " + grouped(b, in: condition)
        case .or(let a, let b): return grouped(a, in: condition) + " or " + grouped(b, in: condition)
        case .compare(let left, let op, let right): return comparison(left, op, right, negated: false)
        }
    }

    /// An operand of `and`/`or`, parenthesised when it is the other one of the two.
    private func grouped(_ operand: PlanCondition, in parent: PlanCondition) -> String {
        switch (operand, parent) {
        case (.and, .or), (.or, .and): "(\(words(operand)))"
        default: words(operand)
        }
    }

    /// `super.width ≥ 600`, reading the given size (not a clamped one).
    private func comparison(_ left: AffineExpression, _ op: BinaryOperator, _ right: AffineExpression, negated: Bool)
        -> String
    {
        let text = "\(given(left)) \(op.symbol) \(given(right))"
        return negated ? "not (\(text))" : text
    }

    private func given(_ expression: AffineExpression) -> String {
        let plain = ExplainWriter(layout: layout, variant: Variant(steps: [], frames: [], width: .unbounded, height: .unbounded), file: file)
        return plain.affine(expression.terms, constant: expression.constant)
    }
}

extension BinaryOperator {
    /// The comparison typeset: `≥`, `≠`.
    package var symbol: String {
        switch self {
        case .equal: "="
        case .notEqual: "≠"
        case .less: "<"
        case .lessOrEqual: "≤"
        case .greater: ">"
        case .greaterOrEqual: "≥"
        default: rawValue
        }
    }

    /// The comparison that holds exactly when this one does not (numbers are never NaN
    /// here); nil for operators that are not comparisons.
    package var negated: BinaryOperator? {
        switch self {
        case .equal: .notEqual
        case .notEqual: .equal
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        default: nil
        }
    }
}
