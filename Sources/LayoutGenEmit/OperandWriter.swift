import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenSyntax

/// Writes the operands and operations of a variant as Swift expressions, in exactly the
/// order of operations `Evaluate` performs.
package struct OperandWriter {
    /// The Swift name of each step.
    package let names: [String]
    package let layout: LayoutPlan

    package func operand(_ operand: Operand) -> String {
        switch operand {
        case .constant(let v): SwiftLiteral.number(v)
        case .value(let i): names[i]
        case .measured(let i, let isWidth):
            names[i] + (layout.readsBaselines ? ".size" : "") + (isWidth ? ".width" : ".height")
        case .baseline(let i, let isFirst): names[i] + (isFirst ? ".firstBaseline" : ".lastBaseline")
        case .parameter(.width): "size.width"
        case .parameter(.height): "size.height"
        case .parameter(.input(let i)): SwiftKeywords.escaped(layout.inputs[i].name)
        case .parameter(.safeArea(let edge)): "safeAreaInsets." + ["top", "leading", "bottom", "trailing"][edge]
        case .unbounded: "CGFloat.greatestFiniteMagnitude"
        }
    }

    /// `c₀ ? v₀ : c₁ ? v₁ : v₂`: the value of the first condition that holds, else the last.
    package func choice(_ conditions: [PlanCondition], _ values: [Double]) -> String {
        var text = SwiftLiteral.number(values[values.count - 1])
        for (condition, value) in zip(conditions, values).reversed() {
            text = "\(self.condition(condition)) ? \(SwiftLiteral.number(value)) : " + text
        }
        return text
    }

    /// A condition on the run-time arguments.
    package func condition(_ condition: PlanCondition) -> String {
        switch condition {
        case .constant(let value): return value ? "true" : "false"
        case .input(let i): return SwiftKeywords.escaped(layout.inputs[i].name)
        case .hidden(let element): return "hidden.contains(.\(SwiftKeywords.escaped(layout.elements[element].name)))"
        case .not(let inner):
            switch inner {
            case .input, .hidden, .constant: return "!" + self.condition(inner)
            default: return "!(\(self.condition(inner)))"
            }
        case .and(let a, let b): return "\(grouped(a, in: condition)) && \(grouped(b, in: condition))"
        case .or(let a, let b): return "\(grouped(a, in: condition)) || \(grouped(b, in: condition))"
        case .compare(let left, let op, let right):
            return "\(affine(left.terms, constant: left.constant)) \(op.rawValue) \(affine(right.terms, constant: right.constant))"
        }
    }

    /// An operand of `&&`/`||`, parenthesised when it is the other one of the two.
    private func grouped(_ operand: PlanCondition, in parent: PlanCondition) -> String {
        switch (operand, parent) {
        case (.and, .or), (.or, .and): "(\(condition(operand)))"
        default: condition(operand)
        }
    }

    /// `a + b * 2 - c / 3 - 12`: terms left to right, then the constant.
    package func affine(_ terms: [AffineTerm], constant: Double) -> String {
        if terms.isEmpty { return SwiftLiteral.number(constant) }
        var text = ""
        text.reserveCapacity(24 * terms.count + 16)
        for (n, term) in terms.enumerated() {
            let (multiplier, divisor) = term.magnitudeFactors
            if n == 0 {
                if term.isNegative { text += "-" }
            } else {
                text += term.isNegative ? " - " : " + "
            }
            text += operand(term.operand)
            if let m = multiplier {
                text += " * "
                text += SwiftLiteral.number(m)
            }
            if let d = divisor {
                text += " / "
                text += SwiftLiteral.number(d)
            }
        }
        if constant != 0 {
            text += constant < 0 ? " - " : " + "
            text += SwiftLiteral.number(abs(constant))
        }
        return text
    }

    /// A proposal for `measure`: never negative (`Self.nonNegative(…)` unless `known` says it
    /// cannot be below 0); unbounded stays unbounded.
    package func proposal(_ value: Operand, known: NonNegativeValues) -> String {
        switch value {
        case .unbounded: "CGFloat.greatestFiniteMagnitude"
        case .constant(let v): SwiftLiteral.number(max(0, v))
        default: known.contains(value) ? operand(value) : "Self.nonNegative(\(operand(value)))"
        }
    }

    /// `x.rounded(.down)`, or to the pixel grid `scale > 0 ? (x * scale).rounded(.down) / scale :
    /// x.rounded(.down)` (as `Rounding.apply` computes it).
    package func rounded(_ value: Operand, _ rounding: Rounding) -> String {
        var x = operand(value)
        if case .constant = value { x = "CGFloat(\(x))" }
        let points = "\(x).rounded(\(rounding.swiftRule))"
        guard rounding.toPixel else { return points }
        return "scale > 0 ? (\(x) * scale).rounded(\(rounding.swiftRule)) / scale : \(points)"
    }

    /// `a * b` (each a name or a number: a constant is the one factor that can be).
    package func product(_ value: Operand, _ factor: Operand) -> String {
        "\(operand(value)) * \(operand(factor))"
    }

    /// `min(min(a, b), c)`.
    package func extremum(isMinimum: Bool, _ operands: [Operand]) -> String {
        extremum(isMinimum: isMinimum, operands.map(operand))
    }

    /// `min(min(a, b), c)` of operands written already.
    package func extremum(isMinimum: Bool, _ written: [String]) -> String {
        let function = isMinimum ? "min" : "max"
        var text = written[0]
        for next in written.dropFirst() { text = "\(function)(\(text), \(next))" }
        return text
    }

    /// The index of the first list of errors that is lexicographically least
    /// (`Operation.leastErrors`), as `FrameArithmetic.leastErrors` computes it, without an array:
    /// each list against the least so far, as a tree of comparisons (`1 ? (2 ? 2 : 1) : (2 ? 2 :
    /// 0)`; at most 7 for the 4 branches a program may have), two errors compared by
    /// `Self.clearlyLess` (`TypeEmitter.helpers`).
    package func leastErrors(_ lists: [[Operand]]) -> String {
        func less(_ a: Operand, _ b: Operand) -> String { "Self.clearlyLess(\(operand(a)), \(operand(b)))" }
        // Every list has as many errors (one per level compared).
        let levels = lists[0].count
        /// Whether list `i` precedes list `j`: less at the first error where they differ.
        func precedes(_ i: Int, _ j: Int, from e: Int = 0) -> String {
            let first = less(lists[i][e], lists[j][e])
            guard e + 1 < levels else { return first }
            let rest = precedes(i, j, from: e + 1)
            return "\(first) || !\(less(lists[j][e], lists[i][e])) && " + (e + 2 < levels ? "(\(rest))" : rest)
        }
        /// The least of `best` and the lists from `next` on.
        func least(_ best: Int, _ next: Int) -> String {
            guard next < lists.count else { return String(best) }
            let condition = levels > 1 ? "(\(precedes(next, best)))" : precedes(next, best)
            let chosen = next + 1 < lists.count ? "(\(least(next, next + 1)))" : String(next)
            return condition + " ? " + chosen + " : " + least(best, next + 1)
        }
        return least(0, 1)
    }

    /// The operand of the branch `index` names (`Operation.select`): `branch == 0 ? a : branch
    /// == 1 ? b : c`.
    package func select(_ index: Operand, _ operands: [Operand]) -> String {
        let branch = operand(index)
        var text = operand(operands[operands.count - 1])
        for k in operands.indices.dropLast().reversed() {
            text = "\(branch) == \(k) ? \(operand(operands[k])) : " + text
        }
        return text
    }
}

extension Rounding {
    /// The rule as the generated code writes it: `.down`, `.up`, `.toNearestOrAwayFromZero`.
    var swiftRule: String { ".\(floatingPointRule)" }
}
