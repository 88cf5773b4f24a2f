/// Settings and findings of lowering one expression tree.
struct LoweringContext {
    /// What `super` means here.
    var superRef: SuperRef
    /// Which layout direction the forms are for.
    var rightToLeft: Bool = false
    /// Whether horizontal positions are measured leading-to-trailing (the relation names
    /// `leading`/`trailing`/`edges`).
    var directional: Bool = false
    /// Whether to report problems (only the first of the two direction passes does).
    var reports: Bool = true
    /// Whether layout attributes may appear (not in a `let`).
    var allowsAttributes: Bool = true
    /// Attributes named so far, in textual order.
    var mentions: [Mention] = []
    /// The coordinate space of each item named so far (nil: the layout's), with its name.
    var spaces: [(space: Int?, name: String)] = []
}

extension Resolver {
    /// Lowers an expression to a value. Problems are reported once and give `.invalid`.
    mutating func lower(_ expr: Expr, _ ctx: inout LoweringContext) -> Value {
        switch expr.kind {
        case .number(let text):
            guard let value = Rational(decimal: text) else {
                report(.invalidNumber(text), at: expr.range, ctx)
                return .invalid
            }
            return .scalar(LinearForm(constant: value))
        case .bool:
            report(.expected("a number", found: "a Bool"), at: expr.range, ctx)
            return .invalid
        case .name(let name):
            return lowerName(name, range: expr.range, &ctx)
        case .superItem:
            return .item("super")
        case .safeItem:
            report(.unsupported("'safe'"), at: expr.range, ctx)
            return .invalid
        case .member(let base, let attribute):
            return lowerMember(base, attribute, &ctx)
        case .method(let base, let name, let arguments):
            return lowerMethod(base, name, arguments, range: expr.range, &ctx)
        case .call(let name, let arguments):
            return lowerCall(name, arguments, range: expr.range, &ctx)
        case .tuple(let elements):
            var forms: [LinearForm] = []
            for element in elements {
                switch lower(element, &ctx) {
                case .scalar(let f): forms.append(f)
                case .invalid: return .invalid
                default:
                    report(.compoundNotAllowed("a tuple holds numbers"), at: element.range, ctx)
                    return .invalid
                }
            }
            return .vector(forms, attribute: nil)
        case .paren(let inner):
            return lower(inner, &ctx)
        case .unary(.minus, let inner):
            return scalarOrVector(lower(inner, &ctx), at: inner.range, &ctx).map { $0 * -.one }
        case .unary(.not, _):
            report(.unsupported("a condition outside 'when'"), at: expr.range, ctx)
            return .invalid
        case .binary(let op, let lhs, let rhs):
            return lowerBinary(op, lhs, rhs, range: expr.range, &ctx)
        }
    }

    private mutating func lowerName(_ name: String, range: SourceRange, _ ctx: inout LoweringContext)
        -> Value
    {
        switch names[name]?.entry {
        case .item:
            return .item(name)
        case .input(let index):
            guard inputs[index].type == .cgFloat else {
                report(.wrongKind(name: name, isA: "a Bool input", expected: "a number"), at: range, ctx)
                return .invalid
            }
            return .scalar(LinearForm(symbol: .input(index)))
        case .letBinding(let decl):
            return lowerLet(decl, &ctx)
        case nil:
            let suggestion = Suggestion.closest(to: name, among: declaredNames + ["super"])
            report(.unknownName(name, suggestion: suggestion), at: range, ctx)
            return .invalid
        }
    }

    /// A `let`'s value: lowered once, must not name layout attributes.
    private mutating func lowerLet(_ decl: LetDecl, _ ctx: inout LoweringContext) -> Value {
        let name = decl.name.text
        if let value = letValues[name] { return .scalar(value) }
        if letsInProgress.contains(name) {
            report(.cycle([name, name]), at: decl.name.range, ctx)
            return .invalid
        }
        letsInProgress.insert(name)
        defer { letsInProgress.remove(name) }
        var inner = LoweringContext(superRef: .container, reports: ctx.reports, allowsAttributes: false)
        switch lower(decl.value, &inner) {
        case .scalar(let form):
            letValues[name] = form
            return .scalar(form)
        case .invalid:
            return .invalid
        default:
            report(.compoundNotAllowed("a let holds one number"), at: decl.value.range, ctx)
            return .invalid
        }
    }

    private mutating func lowerMember(
        _ base: Expr, _ name: Identifier, _ ctx: inout LoweringContext
    ) -> Value {
        let baseValue = lower(base, &ctx)
        guard case .item(let itemName) = baseValue else {
            if case .invalid = baseValue { return .invalid }
            report(.unknownAttribute(name.text, suggestion: nil), at: name.range, ctx, label: "not an item")
            return .invalid
        }
        guard let attribute = Attribute(rawValue: name.text) else {
            let suggestion = Suggestion.closest(to: name.text, among: Attribute.allCases.map(\.rawValue))
            report(.unknownAttribute(name.text, suggestion: suggestion), at: name.range, ctx)
            return .invalid
        }
        guard ctx.allowsAttributes else {
            report(.notKnown("this value"), at: base.range.union(name.range), ctx)
            return .invalid
        }
        let placement: Placement
        if itemName == "super" {
            placement = self.placement(of: ctx.superRef)
            ctx.spaces.append((space(of: ctx.superRef), "super"))
        } else if case .item(let index)? = names[itemName]?.entry {
            placement = self.placement(ofItem: index)
            ctx.spaces.append((items[index].parent, itemName))
            ctx.mentions.append(Mention(item: index, attribute: attribute.rawValue))
        } else {
            return .invalid
        }
        let forms = attribute.components.map {
            placement.value(of: $0, rightToLeft: ctx.rightToLeft, directional: ctx.directional)
        }
        return attribute.isCompound ? .vector(forms, attribute: attribute) : .scalar(forms[0])
    }

    /// `edges.inset(n)`, `inset(vertical:horizontal:)`, `inset(top:leading:bottom:trailing:)`.
    private mutating func lowerMethod(
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
    private mutating func lowerCall(
        _ name: Identifier, _ arguments: [Argument], range: SourceRange, _ ctx: inout LoweringContext
    ) -> Value {
        guard name.text == "min" || name.text == "max" else {
            let suggestion = Suggestion.closest(to: name.text, among: ["min", "max"])
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
        return .scalar(LinearForm(symbol: .extremum(extremum(isMinimum, forms, range, ctx))))
    }

    /// The index of the extremum written at `range`, made in the left-to-right pass and given
    /// its right-to-left arguments in the second pass.
    private mutating func extremum(
        _ isMinimum: Bool, _ forms: [LinearForm], _ range: SourceRange, _ ctx: LoweringContext
    ) -> Int {
        if ctx.rightToLeft, let index = extrema.firstIndex(where: { $0.range == range }) {
            if extrema[index].arguments != forms { extrema[index].rightToLeftArguments = forms }
            return index
        }
        extrema.append(Extremum(isMinimum: isMinimum, arguments: forms, range: range))
        return extrema.count - 1
    }

    private mutating func lowerBinary(
        _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, range: SourceRange, _ ctx: inout LoweringContext
    ) -> Value {
        let a = scalarOrVector(lower(lhs, &ctx), at: lhs.range, &ctx)
        let b = scalarOrVector(lower(rhs, &ctx), at: rhs.range, &ctx)
        if case .invalid = a { return .invalid }
        if case .invalid = b { return .invalid }
        switch op {
        case .add, .subtract:
            let sign: Rational = op == .add ? .one : -.one
            let count = max(a.count ?? 1, b.count ?? 1)
            guard let x = a.components(count: count), let y = b.components(count: count) else {
                report(.componentMismatch(expected: a.count ?? 1, found: b.count ?? 1), at: range, ctx)
                return .invalid
            }
            let sums = zip(x, y).map { $0 + $1 * sign }
            if count == 1, case .scalar = a, case .scalar = b { return .scalar(sums[0]) }
            return .vector(sums, attribute: attributeOf(a) ?? attributeOf(b))
        case .multiply:
            if case .scalar(let k) = b, k.isConstant { return a.map { $0 * k.constant } }
            if case .scalar(let k) = a, k.isConstant { return b.map { $0 * k.constant } }
            report(.nonLinear("one factor of '*' must be a number"), at: range, ctx)
            return .invalid
        case .divide:
            guard case .scalar(let k) = b, k.isConstant else {
                report(.nonLinear("the divisor must be a number"), at: rhs.range, ctx)
                return .invalid
            }
            guard !k.constant.isZero else {
                report(.divisionByZero, at: rhs.range, ctx)
                return .invalid
            }
            return a.map { $0 * (.one / k.constant) }
        default:
            report(.unsupported("'\(op.rawValue)' outside a 'when' condition"), at: range, ctx)
            return .invalid
        }
    }

    /// Rejects a bare item where a number is needed.
    private func scalarOrVector(_ value: Value, at range: SourceRange, _ ctx: inout LoweringContext)
        -> Value
    {
        guard case .item(let name) = value else { return value }
        report(
            .wrongKind(name: name, isA: name == "super" ? "the container" : "an item", expected: "a number"),
            at: range, ctx, label: "add an attribute, such as '\(name).width'")
        return .invalid
    }

    private func attributeOf(_ value: Value) -> Attribute? {
        if case .vector(_, let attribute) = value { return attribute }
        return nil
    }

    func report(_ problem: Problem, at range: SourceRange, _ ctx: LoweringContext, label: String? = nil) {
        if ctx.reports { diagnostics.error(problem, at: range, label: label) }
    }
}
