import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// `inset(…)` on `edges`, `min(…)`/`max(…)` and `floor(…)`/`ceil(…)`/`round(…)`; the run-time
/// values they and products make (`Extremum`).
extension Resolver {
    /// `edges.inset(n)`, `inset(vertical:horizontal:)`, `inset(top:leading:bottom:trailing:)`.
    mutating func lowerMethod(
        _ base: Expr, _ name: Identifier, _ arguments: [Argument], range: SourceRange,
        _ ctx: inout LoweringContext
    ) -> Value {
        let baseValue = lower(base, &ctx)
        guard name.text == "inset" else {
            report(.unknownAttribute(name.text, suggestion: "inset"), at: name.range, ctx)
            return .invalid
        }
        guard case .vector(var edges, .edges?) = baseValue else {
            if case .invalid = baseValue { return .invalid }
            report(.badInset("'inset' applies to 'edges'"), at: name.range, ctx)
            return .invalid
        }
        // Insets in edges order: top, leading, bottom, trailing.
        var amounts = [LinearForm](repeating: LinearForm(), count: 4)
        let slots: [String: [Int]] = [
            "top": [0], "leading": [1], "bottom": [2], "trailing": [3], "vertical": [0, 2],
            "horizontal": [1, 3],
        ]
        for argument in arguments {
            guard case .scalar(let amount) = lower(argument.value, &ctx) else {
                report(.badInset("an inset is one number"), at: argument.value.range, ctx)
                return .invalid
            }
            guard let label = argument.label else {
                guard arguments.count == 1 else {
                    report(.badInset("label every inset, or give one for all edges"), at: argument.value.range, ctx)
                    return .invalid
                }
                amounts = Array(repeating: amount, count: 4)
                continue
            }
            guard let indices = slots[label.text] else {
                let suggestion = Suggestion.closest(to: label.text, among: Array(slots.keys).sorted())
                report(.unknownName(label.text, suggestion: suggestion), at: label.range, ctx)
                return .invalid
            }
            for i in indices { amounts[i] = amount }
        }
        edges[0] = edges[0] + amounts[0]
        edges[1] = edges[1] + amounts[1]
        edges[2] = edges[2] - amounts[2]
        edges[3] = edges[3] - amounts[3]
        return .vector(edges, attribute: .edges)
    }

    /// `min(…)` / `max(…)`: folded when every argument is a number, else a run-time extremum.
    /// `floor(x)`, `ceil(x)`, `round(x)`, and with `pixel` as a second argument to the pixel grid.
    mutating func lowerCall(
        _ name: Identifier, _ arguments: [Argument], range: SourceRange, _ ctx: inout LoweringContext
    ) -> Value {
        if let rule = Rounding.Rule(rawValue: name.text) {
            return lowerRounding(rule, name, arguments, range: range, &ctx)
        }
        guard name.text == "min" || name.text == "max" else {
            let suggestion = Suggestion.closest(to: name.text, among: ["min", "max", "floor", "ceil", "round"])
            report(.unknownName(name.text, suggestion: suggestion), at: name.range, ctx)
            return .invalid
        }
        guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else {
            report(.badArguments("'\(name.text)' takes two or more unlabelled numbers"), at: range, ctx)
            return .invalid
        }
        var forms: [LinearForm] = []
        for argument in arguments {
            switch lower(argument.value, &ctx) {
            case .scalar(let form): forms.append(form)
            case .invalid: return .invalid
            default:
                report(.compoundNotAllowed("'\(name.text)' takes numbers"), at: argument.value.range, ctx)
                return .invalid
            }
        }
        let isMinimum = name.text == "min"
        if forms.allSatisfy(\.isConstant) {
            let values = forms.map(\.constant)
            return .scalar(LinearForm(constant: isMinimum ? values.min()! : values.max()!))
        }
        return .scalar(LinearForm(symbol: .extremum(extremum(isMinimum ? .minimum : .maximum, forms, range, ctx))))
    }

    /// `floor(x)`, `ceil(x)`, `round(x)`: folded when `x` is a number, else a run-time value;
    /// `floor(x, pixel)`, … round to the pixel grid of the run-time `scale`.
    private mutating func lowerRounding(
        _ rule: Rounding.Rule, _ name: Identifier, _ arguments: [Argument], range: SourceRange,
        _ ctx: inout LoweringContext
    ) -> Value {
        let usage = "'\(name.text)' takes one number, and 'pixel' to round to the pixel grid"
        guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
            report(.badArguments(usage), at: range, ctx)
            return .invalid
        }
        var toPixel = false
        if arguments.count == 2 {
            guard case .name(let grid) = arguments[1].value.kind, grid == "pixel" else {
                report(.badArguments(usage), at: arguments[1].value.range, ctx)
                return .invalid
            }
            toPixel = true
        }
        let form: LinearForm
        switch lower(arguments[0].value, &ctx) {
        case .scalar(let value): form = value
        case .invalid: return .invalid
        default:
            report(.compoundNotAllowed("'\(name.text)' takes a number"), at: arguments[0].value.range, ctx)
            return .invalid
        }
        let rounding = Rounding(rule, toPixel: toPixel)
        if form.isConstant && !toPixel {
            return .scalar(LinearForm(constant: form.constant.rounded(rule)))
        }
        return .scalar(LinearForm(symbol: .extremum(extremum(.rounded(rounding), [form], range, ctx))))
    }

    /// The index of the extremum written at `range`, made in the left-to-right pass and given
    /// its right-to-left arguments in the second pass.
    package mutating func extremum(
        _ function: Extremum.Function, _ forms: [LinearForm], _ range: SourceRange, _ ctx: LoweringContext
    ) -> Int {
        if ctx.rightToLeft, let index = extrema.firstIndex(where: { $0.range == range }) {
            if extrema[index].arguments != forms { extrema[index].rightToLeftArguments = forms }
            return index
        }
        extrema.append(Extremum(function: function, arguments: forms, range: range))
        return extrema.count - 1
    }
}
