import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

extension Resolver {
    /// The most variants (combinations of `when` branches and hidden views) a layout may have.
    static let variantLimit = 32
    /// The most combinations of branches and hidden states tried for the variants among them.
    static let enumerationLimit = 4096

    /// The conditions of a `when` statement's branches.
    mutating func lowerWhen(_ stmt: WhenStmt) -> WhenModel {
        WhenModel(
            conditions: stmt.branches.map { lowerCondition($0.condition) ?? .constant(false) }, range: stmt.range,
            conditionRanges: stmt.branches.map(\.condition.range))
    }

    /// A condition known before layout: Bool inputs, `!`, `&&`, `||`, comparisons of numbers,
    /// inputs and the given container size (`super.width`), `hidden(v)` / `visible(v)`.
    mutating func lowerCondition(_ expr: Expr) -> ConditionModel? {
        switch expr.kind {
        case .bool(let value):
            return .constant(value)
        case .paren(let inner):
            return lowerCondition(inner)
        case .unary(.not, let inner):
            return lowerCondition(inner).map { .not($0) }
        case .binary(.and, let a, let b):
            guard let x = lowerCondition(a), let y = lowerCondition(b) else { return nil }
            return .and(x, y)
        case .binary(.or, let a, let b):
            guard let x = lowerCondition(a), let y = lowerCondition(b) else { return nil }
            return .or(x, y)
        case .binary(let op, let a, let b) where [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(op):
            var ctx = LoweringContext(superRef: .container, allowsAttributes: false, readsGivenSize: true)
            guard case .scalar(let x) = lower(a, &ctx), case .scalar(let y) = lower(b, &ctx) else {
                if !diagnostics.hasErrors { diagnostics.error(.notKnown("a compared value"), at: expr.range) }
                return nil
            }
            // A value function of the given size would need its own run-time step before the
            // branch; it is not read as 0 silently.
            guard !(x - y).symbols.contains(where: { if case .extremum = $0.key { true } else { false } }) else {
                diagnostics.error(.unsupported("a min, max, floor, ceil or round in a 'when' condition"), at: expr.range)
                return nil
            }
            return .compare(x - y, op)
        case .name(let name):
            if case .input(let i)? = names[name]?.entry, inputs[i].type == .bool { return .input(i) }
            if names[name] == nil {
                let suggestion = Suggestion.closest(to: name, among: declaredNames)
                diagnostics.error(.unknownName(name, suggestion: suggestion), at: expr.range)
            } else {
                diagnostics.error(.wrongKind(name: name, isA: "not a Bool input", expected: "a condition"), at: expr.range)
            }
            return nil
        case .call(let name, let arguments) where name.text == "hidden" || name.text == "visible":
            guard arguments.count == 1, case .name(let view) = arguments[0].value.kind,
                case .item(let i)? = names[view]?.entry, items[i].isOptional
            else {
                diagnostics.error(.badArguments("'\(name.text)' takes one optional view"), at: expr.range)
                return nil
            }
            return name.text == "hidden" ? .hidden(item: i) : .not(.hidden(item: i))
        default:
            diagnostics.error(.expected("a condition", found: "an expression"), at: expr.range)
            return nil
        }
    }

    /// Every combination of `when` branches and hidden states of the optional views whose
    /// hiding changes the solved layout (those in sequences; measured ones, which are not
    /// measured when hidden; those a `min`/`max` argument reads, which drops out when they are
    /// hidden). Each is solved on its own.
    func enumerateVariants(whens: [WhenModel], layout: LayoutDecl) -> [ModelVariant] {
        var collapsible: [Int] = []
        for (i, item) in items.enumerated() where item.isOptional {
            let inSequence = constraints.contains { $0.requires.contains(.hidden(item: i, isHidden: true)) }
            let inExtremum = extrema.contains { extremum in
                (extremum.arguments + (extremum.rightToLeftArguments ?? [])).contains { argument in
                    argument.terms.contains { $0.key.item == i }
                }
            }
            if inSequence || item.isMeasured || inExtremum { collapsible.append(i) }
        }
        // Only the combinations some run-time values select count: a branch of `when
        // visible(v)` only with `v` visible, two `when`s on one condition only with matching
        // branches. Beyond `enumerationLimit` combinations, they are not tried one by one.
        let combinations = whens.reduce(1) { $0 * ($1.isFolded ? 1 : $1.choices) } << collapsible.count
        guard combinations <= Self.enumerationLimit else {
            diagnostics.error(
                .tooManyVariants(combinations, limit: Self.variantLimit), at: whens.first?.range ?? layout.name.range)
            return []
        }
        var variants: [[VariantLiteral]] = [[]]
        for (j, when) in whens.enumerated() where !when.isFolded {
            variants = variants.flatMap { v in (0..<when.choices).map { v + [.branch(when: j, branch: $0)] } }
        }
        for i in collapsible {
            variants = variants.flatMap { v in [false, true].map { v + [.hidden(item: i, isHidden: $0)] } }
        }
        let possible = variants.map(ModelVariant.init(literals:)).filter { $0.isPossible(whens: whens) }
        if possible.count > Self.variantLimit {
            diagnostics.error(
                .tooManyVariants(possible.count, limit: Self.variantLimit), at: whens.first?.range ?? layout.name.range)
            return []
        }
        return possible
    }
}
