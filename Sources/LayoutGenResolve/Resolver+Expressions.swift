import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// Settings and findings of lowering one expression tree.
package struct LoweringContext {
    /// What `super` means here.
    package var superRef: SuperRef
    /// Which layout direction the forms are for.
    package var rightToLeft: Bool = false
    /// Whether horizontal positions are measured leading-to-trailing (the relation names
    /// `leading`/`trailing`/`edges`).
    var directional: Bool = false
    /// Whether to report problems (only the first of the two direction passes does).
    var reports: Bool = true
    /// Whether layout attributes may appear (not in a `let`).
    var allowsAttributes: Bool = true
    /// Whether `super.width`/`super.height` mean the size given to `layout(in:)` (conditions).
    var readsGivenSize: Bool = false
    /// Attributes named so far, in textual order.
    package var mentions: [Mention] = []
    /// The coordinate space of each item named so far (nil: the layout's), with its name.
    package var spaces: [(space: Int?, name: String)] = []
}

extension Resolver {
    /// Lowers an expression to a value. Problems are reported once and give `.invalid`.
    package mutating func lower(_ expr: Expr, _ ctx: inout LoweringContext) -> Value {
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
            guard space(of: ctx.superRef) == nil else {
                report(.unsupported("'safe' inside a container view"), at: expr.range, ctx)
                return .invalid
            }
            return .item("safe")
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
        let placement: Placement
        if itemName == "super", ctx.readsGivenSize, ctx.superRef == .container,
            attribute == .width || attribute == .height
        {
            return .scalar(LinearForm(symbol: attribute == .width ? .givenWidth : .givenHeight))
        }
        guard ctx.allowsAttributes else {
            report(.notKnown("this value"), at: base.range.union(name.range), ctx)
            return .invalid
        }
        if itemName == "super" {
            placement = self.placement(of: ctx.superRef)
            ctx.spaces.append((space(of: ctx.superRef), "super"))
        } else if itemName == "safe" {
            placement = safePlacement
            usesSafeArea = true
            ctx.spaces.append((nil, "safe"))
        } else if case .item(let index)? = names[itemName]?.entry {
            placement = self.placement(ofItem: index)
            ctx.spaces.append((items[index].parent, itemName))
            ctx.mentions.append(Mention(item: index, attribute: attribute.rawValue))
            if attribute.isBaseline { baselinesRead.insert(index) }
        } else {
            return .invalid
        }
        guard !attribute.isBaseline || placement.baselines != nil else {
            if ctx.reports {
                diagnostics.error(
                    .noBaseline(itemName), at: base.range.union(name.range), notes: noBaselineNotes(itemName))
            }
            return .invalid
        }
        let forms = attribute.components.map {
            placement.value(of: $0, rightToLeft: ctx.rightToLeft, directional: ctx.directional)
        }
        return attribute.isCompound ? .vector(forms, attribute: attribute) : .scalar(forms[0])
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
            // A factor read at run time: a value computed once the other factor is known.
            if case .scalar(let x) = a, case .scalar(let y) = b, Self.isRunTimeFactor(y) || Self.isRunTimeFactor(x) {
                let (argument, factor) = Self.isRunTimeFactor(y) ? (x, y) : (y, x)
                return .scalar(LinearForm(symbol: .extremum(extremum(.product, [argument, factor], range, ctx))))
            }
            report(.nonLinear("one factor of '*' must be a number, an input or a 'let' of them"), at: range, ctx)
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

    /// Whether a factor reads only inputs and `when` numbers: known before any attribute.
    private static func isRunTimeFactor(_ form: LinearForm) -> Bool {
        form.terms.isEmpty && form.symbols.allSatisfy {
            switch $0.key {
            case .input, .branchConstant: true
            default: false
            }
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

    /// What to write instead of a baseline of an item that has none: measure it, or align
    /// another attribute.
    func noBaselineNotes(_ name: String) -> [DiagnosticNote] {
        guard case .item(let i)? = names[name]?.entry, items[i].kind == .view else { return [] }
        return [
            DiagnosticNote(
                "a baseline comes from a measurement: declare 'view \(name): measured', or align its top, bottom or centerY",
                at: items[i].range)
        ]
    }

    package func report(_ problem: Problem, at range: SourceRange, _ ctx: LoweringContext, label: String? = nil) {
        if ctx.reports { diagnostics.error(problem, at: range, label: label) }
    }
}
