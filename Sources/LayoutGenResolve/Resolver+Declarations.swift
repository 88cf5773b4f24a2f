import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// Names a view or guide may not take: members of the generated type, and words Swift does
/// not accept as member names even in backticks.
private let reservedItemNames: [String: String] = [
    "size": "the generated type's container size", "layout": "the generated layout function",
    "sizeThatFits": "the generated sizing function", "Element": "the generated element enum",
    "Measured": "the generated enum of measured views",
    "MeasuredText": "the generated answer of the measure callback", "Hidden": "the generated option set",
    "self": "a Swift keyword", "Self": "a Swift keyword", "Type": "a Swift keyword",
    "Protocol": "a Swift keyword", "init": "a Swift keyword", "deinit": "a Swift keyword",
    "subscript": "a Swift keyword", "SwiftUILayout": "the generated SwiftUI layout",
]

/// Names an input may not take: the generated function's other parameters.
private let reservedInputNames: Set<String> = [
    "size", "hidden", "safeAreaInsets", "rightToLeft", "scale", "measure", "self", "Self",
]

/// Names an input may not take because the platform adapters use them (the adapters' other
/// parameters, and types and members they name where the inputs are in scope); reserved
/// whether or not adapters are generated, so that switching them on breaks no spec.
private let reservedAdapterInputNames: Set<String> = [
    "views", "container", "Element", "Hidden", "ElementKey", "animatableData",
]

extension Resolver {
    /// STEP 1: walks a block, declaring its items, inputs and lets, and queueing its
    /// constraints with the block's `super`.
    package mutating func collect(_ body: [Statement], superRef: SuperRef, parent: Int?, requires: [VariantLiteral]) {
        for statement in body {
            switch statement {
            case .constraint(let stmt):
                pending.append(PendingStatement(kind: .constraint(stmt), superRef: superRef, requires: requires))
            case .sequence(let stmt):
                pending.append(PendingStatement(kind: .sequence(stmt), superRef: superRef, requires: requires))
            case .when(let stmt):
                guard requires.isEmpty else {
                    diagnostics.error(.unsupported("a 'when' inside a 'when'"), at: stmt.range)
                    continue
                }
                let index = whenStatements.count
                whenStatements.append(stmt)
                for (b, branch) in stmt.branches.enumerated() {
                    collect(branch.body, superRef: superRef, parent: parent, requires: [.branch(when: index, branch: b)])
                }
                if let body = stmt.elseBody {
                    let literal = VariantLiteral.branch(when: index, branch: stmt.branches.count)
                    collect(body, superRef: superRef, parent: parent, requires: [literal])
                }
            case .view(let decl) where requires.isEmpty:
                declareViews(decl, parent: parent)
            case .guide(let decl) where requires.isEmpty:
                for name in decl.names {
                    guard let index = declareItem(name, kind: .guide, parent: parent, range: decl.range)
                    else { continue }
                    if let block = decl.body {
                        collect(block, superRef: .guide(index), parent: parent, requires: [])
                    }
                }
            case .input(let decl) where requires.isEmpty:
                declareInput(decl)
            case .letBinding(let decl) where requires.isEmpty:
                if checkNewName(decl.name) { names[decl.name.text] = (.letBinding(decl), decl.name.range) }
            case .view, .guide, .input, .letBinding:
                diagnostics.error(.unsupported("a declaration inside 'when'"), at: Self.range(of: statement))
            case .mirrored(let stmt):
                guard requires.isEmpty, parent == nil, case .container = superRef else {
                    diagnostics.error(.unsupported("'mirrored when' inside a view, a guide or a 'when' (it flips a whole layout)"), at: stmt.range)
                    continue
                }
                if let first = mirroredStatement {
                    diagnostics.error(
                        .duplicateName("mirrored when"), at: stmt.range, notes: [DiagnosticNote("the first is here", at: first.range)])
                    continue
                }
                mirroredStatement = stmt
            case .domain, .allow:
                guard requires.isEmpty, parent == nil, case .container = superRef else {
                    diagnostics.error(
                        .unsupported("'domain' or 'allow' inside a view, a guide or a 'when' (it is about a whole layout)"),
                        at: Self.range(of: statement))
                    continue
                }
                checkStatements.append(statement)
            }
        }
    }

    /// The range of a declaration statement.
    package static func range(of statement: Statement) -> SourceRange {
        switch statement {
        case .view(let d): d.range
        case .guide(let d): d.range
        case .input(let d): d.range
        case .letBinding(let d): d.range
        case .constraint(let s): s.range
        case .sequence(let s): s.range
        case .when(let s): s.range
        case .mirrored(let s): s.range
        case .domain(let s): s.range
        case .allow(let s): s.range
        }
    }

    /// `rounded: up|down|nearest` with `pixel` or without; `pixel` alone is an error.
    private func resolveRounding(_ syntax: RoundingSyntax) -> Rounding? {
        guard let rule = syntax.rule else {
            diagnostics.error(.badArguments("'pixel' needs 'rounded: up', 'down' or 'nearest' before it"), at: syntax.range)
            return nil
        }
        let rules: [String: Rounding.Rule] = ["up": .up, "down": .down, "nearest": .nearest]
        guard let value = rules[rule.text] else {
            let suggestion = Suggestion.closest(to: rule.text, among: ["up", "down", "nearest"])
            diagnostics.error(.unknownName(rule.text, suggestion: suggestion), at: rule.range, label: "a rounding rule")
            return nil
        }
        return Rounding(value, toPixel: syntax.pixel != nil)
    }

    private mutating func declareViews(_ decl: ViewDecl, parent: Int?) {
        var measured = false
        var contentPriorities: [ContentPrioritySyntax] = []
        var rounding: Rounding?
        var optional = false
        var scroll: (horizontal: Bool, vertical: Bool)?
        for trait in decl.traits {
            switch trait.kind {
            case .measured:
                measured = true
                contentPriorities += trait.contentPriorities
                if let syntax = trait.rounding { rounding = resolveRounding(syntax) }
            case .optional: optional = true
            case .scroll(let axes):
                switch axes {
                case "vertical": scroll = (false, true)
                case "horizontal": scroll = (true, false)
                case "both": scroll = (true, true)
                default:
                    let suggestion = Suggestion.closest(to: axes, among: ["vertical", "horizontal", "both"])
                    diagnostics.error(.unknownName(axes, suggestion: suggestion), at: trait.range, label: "a scroll axis")
                }
                if decl.body == nil {
                    diagnostics.error(.badArguments("a scroll view needs a block with its content"), at: trait.range)
                }
            }
        }
        let priority = decl.priority.map { resolvePriority($0) ?? 1000 } ?? 750
        if decl.priority != nil, !measured {
            diagnostics.error(
                .badArguments("a priority on a view declaration applies to measured views only"),
                at: decl.priority!.range)
        }
        for name in decl.names {
            guard let index = declareItem(name, kind: .view, parent: parent, range: decl.range) else {
                continue
            }
            items[index].measuredPriority = measured ? priority : nil
            items[index].measuredRounding = rounding
            items[index].compressionResistance = AxisPriorities(horizontal: priority, vertical: priority)
            for content in contentPriorities {
                let value = resolvePriority(content.priority) ?? 1000
                for axis in content.axis.map({ [$0] }) ?? [.horizontal, .vertical] {
                    let isWidth = axis == .horizontal
                    if content.isHugging {
                        items[index].hugging[isWidth: isWidth] = value
                    } else {
                        items[index].compressionResistance[isWidth: isWidth] = value
                    }
                }
            }
            items[index].isOptional = optional
            items[index].scrollsHorizontally = scroll?.horizontal ?? false
            items[index].scrollsVertically = scroll?.vertical ?? false
            if let block = decl.body {
                items[index].isContainer = true
                collect(block, superRef: .view(index), parent: index, requires: [])
            }
        }
    }

    private mutating func declareItem(
        _ name: Identifier, kind: Item.Kind, parent: Int?, range: SourceRange
    ) -> Int? {
        if let reason = reservedItemNames[name.text] {
            diagnostics.error(.reservedName(name.text, reason: reason), at: name.range)
            return nil
        }
        guard checkNewName(name) else { return nil }
        items.append(
            Item(
                name: name.text, kind: kind, range: name.range, parent: parent, isContainer: false,
                measuredPriority: nil, isOptional: false))
        names[name.text] = (.item(items.count - 1), name.range)
        return items.count - 1
    }

    private mutating func declareInput(_ decl: InputDecl) {
        if reservedInputNames.contains(decl.name.text) {
            diagnostics.error(
                .reservedName(decl.name.text, reason: "a parameter of the generated function"),
                at: decl.name.range)
            return
        }
        if reservedAdapterInputNames.contains(decl.name.text) {
            diagnostics.error(
                .reservedName(decl.name.text, reason: "a name the generated adapters use"), at: decl.name.range)
            return
        }
        guard checkNewName(decl.name) else { return }
        var value: Rational?
        if let expr = decl.defaultValue {
            value = constantValue(of: expr, type: decl.type)
        }
        inputs.append(
            Input(name: decl.name.text, type: decl.type, defaultValue: value, range: decl.name.range))
        names[decl.name.text] = (.input(inputs.count - 1), decl.name.range)
    }

    /// A default value: a number (with unary minus) or `true`/`false`.
    private func constantValue(of expr: Expr, type: InputDecl.InputType) -> Rational? {
        switch (expr.kind, type) {
        case (.bool(let b), .bool): return b ? .one : .zero
        case (.number(let text), .cgFloat): return Rational(decimal: text)
        case (.unary(.minus, let inner), .cgFloat):
            return constantValue(of: inner, type: type).map { -$0 }
        case (.paren(let inner), _): return constantValue(of: inner, type: type)
        default:
            diagnostics.error(
                .notKnown("the default of a \(type.rawValue) input"), at: expr.range,
                label: "expected a \(type == .bool ? "true or false" : "number")")
            return nil
        }
    }

    /// Reports a duplicate or invalid name; returns whether the name may be declared.
    private func checkNewName(_ name: Identifier) -> Bool {
        if name.text == "_" {
            diagnostics.error(.invalidIdentifier(name.text), at: name.range)
            return false
        }
        if let first = names[name.text] {
            diagnostics.error(
                .duplicateName(name.text), at: name.range,
                notes: [DiagnosticNote("'\(name.text)' first declared here", at: first.range)])
            return false
        }
        return true
    }

    /// `<scroll view>ContentSize` is a member of the generated type: no item may take it.
    func checkContentSizeNames() {
        for item in items where item.isScroll {
            let member = item.name + "ContentSize"
            if case .item(let other)? = names[member]?.entry {
                diagnostics.error(
                    .reservedName(member, reason: "the content size of the scroll view '\(item.name)'"),
                    at: items[other].range)
            }
        }
    }

    /// The type name must be usable as a Swift type name.
    func checkTypeName(_ name: Identifier) {
        if name.text == "_" || SwiftKeywords.all.contains(name.text) {
            diagnostics.error(.invalidIdentifier(name.text), at: name.range, label: "not a valid type name")
        }
    }

    /// `@required` → nil (required); `@high` 750; `@low` 250; a number 1...999; 1000 → nil.
    func resolvePriority(_ syntax: PrioritySyntax) -> Int? {
        switch syntax.value {
        case .required: return nil
        case .high: return 750
        case .low: return 250
        case .number(let text):
            guard let value = Rational(decimal: text), value.isInteger,
                value.numerator >= 1, value.numerator <= 1000
            else {
                diagnostics.error(.priorityOutOfRange(text), at: syntax.range)
                return nil
            }
            return value.numerator == 1000 ? nil : Int(value.numerator)
        }
    }
}
