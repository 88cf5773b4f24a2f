import LayoutGenDiagnostics

/// One Interface Builder constraint as a statement: `first.attribute RELATION
/// second.attribute × multiplier + constant @priority` (Auto Layout's form), written in the
/// block of the container that holds both items, with a margin attribute as the edge and the
/// margin's input, and the container's own constraint read from the child's side
/// (`label.trailing == super.trailing - 16` rather than `super.trailing == label.trailing + 16`).
extension ImportedLayout {
    /// Imports `constraint`, or reports why not (an error at its XML position) and leaves a
    /// comment in the spec. Answers whether it was imported.
    mutating func importConstraint(_ constraint: IBConstraint, diagnostics: DiagnosticCollector) -> Bool {
        let what = "constraint '\(constraint.id)'"
        if constraint.placeholder {
            diagnostics.report(
                Diagnostic(
                    .note, .leftOut(what, reason: "it is a placeholder, removed at build time"), at: constraint.range))
            return true
        }
        if let scroll = scrollAxisOwner(of: constraint) {
            diagnostics.report(
                Diagnostic(
                    .note,
                    .leftOut(what, reason: "it says how '\(names[scroll] ?? "?")' scrolls: '\(scrollModifier(scroll) ?? "")'"),
                    at: constraint.range))
            return true
        }
        for variation in constraint.variations where variation.attributes.keys.contains(where: { $0 != "constant" }) {
            diagnostics.error(
                .notImported("the size-class variation '\(variation.key)' of \(what)", reason: "only its constant may vary"),
                at: variation.range)
        }
        var statements: [(SizeClass, ImportedStatement)] = []
        for sizeClass in SizeClass.all where isInstalled(constraint, in: sizeClass) {
            switch statement(for: constraint, constant: constant(of: constraint, in: sizeClass)) {
            case .success(let statement): statements.append((sizeClass, statement))
            case .failure(let failure):
                diagnostics.error(.notImported(what, reason: failure.reason), at: constraint.range)
                omit("not imported: constraint id=\"\(constraint.id)\" (\(failure.reason))", in: failure.block ?? root)
                return false
            }
        }
        guard let first = statements.first?.1 else {
            diagnostics.report(
                Diagnostic(.note, .leftOut(what, reason: "it is installed in no size class"), at: constraint.range))
            return true
        }
        if let warning = first.warning { diagnostics.warning(warning, at: constraint.range) }
        var texts: [String] = []
        var classes: [String: Set<SizeClass>] = [:]
        var byText: [String: ImportedStatement] = [:]
        for (sizeClass, statement) in statements {
            if classes[statement.text] == nil { texts.append(statement.text) }
            classes[statement.text, default: []].insert(sizeClass)
            byText[statement.text] = statement
        }
        for text in texts {
            var statement = byText[text]!
            let installed = classes[text]!
            statement.sizeClasses = installed.count == SizeClass.all.count ? nil : installed
            add(statement)
        }
        return true
    }

    struct Failure: Error {
        var reason: String
        var block: Int?
    }

    private mutating func statement(for c: IBConstraint, constant written: String) -> Result<ImportedStatement, Failure> {
        guard let first = item(c.firstItem, owner: c.owner) else {
            return .failure(Failure(reason: "its first item \(c.firstItem ?? "") is not a view of this layout"))
        }
        var second: Item?
        if let id = c.secondItem {
            guard let found = item(id, owner: c.owner) else {
                return .failure(Failure(reason: "its second item \(id) is not a view of this layout"))
            }
            second = found
        } else if c.hasImplicitSecondItem {
            second = Item(view: c.owner, guide: nil)
        }
        guard let block = block(relating: first.view, second?.view) else {
            let a = names[first.view].map { "'\($0)'" } ?? "the root view"
            let b = second.flatMap { names[$0.view] }.map { "'\($0)'" } ?? "the root view"
            return .failure(
                Failure(
                    reason: "it relates \(a) and \(b), which are not in one container view "
                        + "(a constraint relates the views of one container and the container)"))
        }
        for item in [first] + (second.map { [$0] } ?? []) {
            if let guide = item.guide, !Self.guides.contains(guide) {
                return .failure(
                    Failure(reason: "it relates the guide '\(guide)', which the language does not have", block: block))
            }
        }
        if let problem = scrollFrameProblem(first, c.firstAttribute, second, c.secondAttribute, block: block) {
            return .failure(Failure(reason: problem, block: block))
        }
        var warning: Problem?
        if let safeArea = [first, second].compactMap({ $0 }).first(where: { $0.guide == "safeArea" && ($0.view != root || block != root) }) {
            warning = .importedAs(
                "the safe area of '\(names[safeArea.view] ?? "the root view")'",
                as: "its edges: a spec has the safe area of its root view only")
        }
        guard let firstTerm = term(first, c.firstAttribute, in: block) else {
            return .failure(Failure(reason: "the attribute '\(c.firstAttribute)' is not one the language has", block: block))
        }
        var secondTerm: Term?
        if let second {
            guard let attribute = c.secondAttribute, let found = term(second, attribute, in: block) else {
                return .failure(
                    Failure(reason: "the attribute '\(c.secondAttribute ?? "")' is not one the language has", block: block))
            }
            secondTerm = found
        }
        guard let multiplier = Multiplier(c.multiplier ?? "1") else {
            return .failure(Failure(reason: "its multiplier '\(c.multiplier ?? "")' is not a number", block: block))
        }
        guard let constant = ImportNumber(written) else {
            return .failure(Failure(reason: "its constant '\(written)' is not a number", block: block))
        }
        var relation = Self.relation(c.relation)
        var lhs = firstTerm
        var rhs = secondTerm
        var constantText = constant
        // Read the container's constraint from the child's side.
        if let r = rhs, multiplier.isOne, first.view == block, second?.view != block {
            lhs = r
            rhs = firstTerm
            relation = Self.reversed(relation)
            constantText = constant.negated
        }
        var expression = rhs.map { multiplier.applied(to: $0) } ?? ""
        if expression.isEmpty {
            expression = constantText.text
        } else if !constantText.isZero {
            expression += constantText.isNegative ? " - \(constantText.magnitude)" : " + \(constantText.text)"
        }
        var text = "\(lhs.text) \(relation) \(expression)"
        var comment = c.identifier.map { "\"\($0)\"" }
        let priority = c.priority.flatMap(ImportNumber.init)
        if let written = c.priority, priority.map({ !(1...1000).contains($0.value) || $0.value.rounded() != $0.value }) ?? true {
            return .failure(Failure(reason: "its priority '\(written)' is not a whole number from 1 to 1000", block: block))
        }
        if let priority, priority.text != "1000" {
            text += " @\(priority.text)"
        } else if second == nil, relation == "==", collapses(first.view, along: c.firstAttribute) {
            // UIStackView's "UISV-hiding" constraint would conflict with it at run time.
            text += " @999"
            comment = "required in the file: it would conflict with the view's collapse when hidden"
            warning = .importedAs(
                "the required size of the hidden arranged subview '\(names[first.view] ?? "?")'",
                as: "@999: required, it would conflict with the view's collapse when it is hidden, as UIKit's "
                    + "UISV-hiding constraint does at run time; keep 999, or give the size in the stack's sequence")
        }
        return .success(ImportedStatement(block: block, text: text, comment: comment, warning: warning))
    }

    /// Whether `view` is a hidden arranged subview, which collapses along its stack's axis, and
    /// `attribute` its size along that axis.
    private func collapses(_ view: Int, along attribute: String) -> Bool {
        guard document.views[view].hidden, let parent = document.views[view].parent,
            let stack = document.views[parent].stack
        else { return false }
        return attribute == (stack.vertical ? "height" : "width")
    }

    /// The layout guides a constraint may name: the safe area (`safe` at the root), the layout
    /// margins, and the top and bottom guides of older storyboards.
    static let guides: Set<String> = [
        "safeArea", "layoutMarginsGuide", "topLayoutGuide", "bottomLayoutGuide", "contentLayoutGuide", "frameLayoutGuide",
    ]

    /// The scroll view whose axis `constraint` states (a subview as wide as it), if it does.
    private func scrollAxisOwner(of constraint: IBConstraint) -> Int? {
        let views = [root] + document.descendants(of: root)
        return views.first { document.views[$0].element == "scrollView" && scrollSizeEqualities(of: $0).contains { $0.id == constraint.id } }
    }

    /// A constraint's item: a view, or a layout guide of one.
    struct Item {
        var view: Int
        /// `safeArea` or `layoutMarginsGuide` when the item is that guide of `view`.
        var guide: String?
    }

    private func item(_ id: String?, owner: Int) -> Item? {
        guard let id else { return Item(view: owner, guide: nil) }
        guard let view = document.index[id], view == root || isBelowRoot(view) else { return nil }
        return Item(view: view, guide: document.views[view].guides[id])
    }

    private func isBelowRoot(_ view: Int) -> Bool {
        var current = document.views[view].parent
        while let c = current {
            if c == root { return true }
            current = document.views[c].parent
        }
        return false
    }

    /// An attribute of an item as an expression of the language.
    struct Term {
        var text: String
        /// Whether it is a sum (needs parentheses before a multiplier).
        var compound: Bool
    }

    private mutating func term(_ item: Item, _ attribute: String, in block: Int) -> Term? {
        let measured = document.views[item.view].isMeasured && item.view != root
        var base = name(of: item.view, in: block)
        if item.guide == "safeArea" && item.view == root && block == root { base = "safe" }
        if let guide = item.guide, guide == "topLayoutGuide" || guide == "bottomLayoutGuide" {
            // The top guide's bottom is the safe area's top; the bottom guide's top its bottom.
            guard item.view == root, block == root else { return nil }
            switch (guide, attribute) {
            case ("topLayoutGuide", "bottom"): return Term(text: "safe.top", compound: false)
            case ("bottomLayoutGuide", "top"): return Term(text: "safe.bottom", compound: false)
            default: return nil
            }
        }
        var margin: String? = nil
        var name = attribute
        if item.guide == "layoutMarginsGuide" { margin = attribute }
        if attribute.hasSuffix("Margin") {
            name = String(attribute.dropLast("Margin".count))
            margin = name
        } else if attribute.hasSuffix("WithinMargins") {
            name = String(attribute.dropLast("WithinMargins".count))
            margin = name
        }
        switch name {
        case "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY": break
        case "firstBaseline": name = measured ? "firstBaseline" : "bottom"
        case "lastBaseline", "baseline": name = measured ? "lastBaseline" : "bottom"
        default: return nil
        }
        let plain = "\(base).\(name)"
        guard let margin else { return Term(text: plain, compound: false) }
        let v = item.view
        switch margin {
        case "top": return Term(text: "\(plain) + \(marginInput(v, .top))", compound: true)
        case "bottom": return Term(text: "\(plain) - \(marginInput(v, .bottom))", compound: true)
        case "leading", "left": return Term(text: "\(plain) + \(marginInput(v, .leading))", compound: true)
        case "trailing", "right": return Term(text: "\(plain) - \(marginInput(v, .trailing))", compound: true)
        case "width": return Term(text: "\(plain) - \(marginInput(v, .leading)) - \(marginInput(v, .trailing))", compound: true)
        case "height": return Term(text: "\(plain) - \(marginInput(v, .top)) - \(marginInput(v, .bottom))", compound: true)
        case "centerX":
            return Term(text: "\(plain) + (\(marginInput(v, .leading)) - \(marginInput(v, .trailing))) / 2", compound: true)
        case "centerY":
            return Term(text: "\(plain) + (\(marginInput(v, .top)) - \(marginInput(v, .bottom))) / 2", compound: true)
        default: return nil
        }
    }

    static func relation(_ text: String?) -> String {
        switch text {
        case "greaterThanOrEqual": ">="
        case "lessThanOrEqual": "<="
        default: "=="
        }
    }

    static func reversed(_ relation: String) -> String {
        relation == ">=" ? "<=" : relation == "<=" ? ">=" : relation
    }
}
