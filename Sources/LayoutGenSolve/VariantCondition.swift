import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// Turns a model variant's literals into the run-time condition that selects it.
package enum VariantCondition {
    /// `when` branch `b` holds when its condition does and no earlier branch's does; the
    /// `else` choice when none does. A hidden literal reads `hidden`.
    package static func make(_ variant: ModelVariant, model: LayoutModel) -> PlanCondition {
        var result = PlanCondition.constant(true)
        for literal in variant.literals {
            switch literal {
            case .branch(let j, let b):
                let conditions = variant.conditions(of: model.whens[j]).map { convert($0, model: model) }
                for earlier in conditions.prefix(b) { result = result && !earlier }
                if b < conditions.count { result = result && conditions[b] }
            case .hidden(let item, let isHidden):
                result = result && (isHidden ? .hidden(item) : !PlanCondition.hidden(item))
            }
        }
        return result
    }

    package static func convert(_ condition: ConditionModel, model: LayoutModel) -> PlanCondition {
        switch condition {
        case .constant(let value): return .constant(value)
        case .input(let i): return .input(i)
        case .hidden(let item): return .hidden(item)
        case .not(let inner): return !convert(inner, model: model)
        case .and(let a, let b): return convert(a, model: model) && convert(b, model: model)
        case .or(let a, let b): return .or(convert(a, model: model), convert(b, model: model))
        case .compare(let form, let op):
            // Terms with a positive coefficient on the left, the rest on the right.
            var left = AffineExpression(terms: [], constant: 0)
            var right = AffineExpression(terms: [], constant: 0)
            for term in form.symbols {
                let operand = self.operand(term.key)
                if term.coefficient < .zero {
                    right.terms.append(AffineTerm(operand, -term.coefficient))
                } else {
                    left.terms.append(AffineTerm(operand, term.coefficient))
                }
            }
            if form.constant < .zero {
                right.constant = (-form.constant).doubleValue
            } else {
                left.constant = form.constant.doubleValue
            }
            return .compare(left, op, right)
        }
    }

    private static func operand(_ symbol: Symbol) -> Operand {
        switch symbol {
        case .input(let i): .parameter(.input(i))
        case .givenWidth: .parameter(.width)
        case .givenHeight: .parameter(.height)
        case .safeArea(let edge): .parameter(.safeArea(edge))
        case .extremum, .soft, .firstBaseline, .lastBaselineDepth, .shown, .branchConstant: .constant(0)  // not produced by condition lowering
        }
    }
}
