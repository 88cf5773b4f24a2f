import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// `domain` and `allow` (LANGUAGE.md §12), resolved once every name is declared: each names
/// something it can apply to, and each range is non-empty.
extension Resolver {
    /// The check statements of a layout's top level.
    func resolveChecks(_ statements: [Statement]) -> CheckStatements {
        var result = CheckStatements()
        for statement in statements {
            switch statement {
            case .domain(let stmt):
                for target in stmt.targets {
                    if let bound = resolveDomain(target, stmt) { result.domains.append(bound) }
                }
            case .allow(let stmt):
                let views = stmt.names.compactMap(view(named:))
                guard views.count == stmt.names.count else { continue }
                switch stmt.kind {
                case .overlap:
                    guard views.count >= 2 else {
                        diagnostics.error(
                            .badCheckStatement("'allow overlap' names at least two views"), at: stmt.range)
                        continue
                    }
                    result.overlaps.append(Set(views))
                case .outside:
                    result.outside.formUnion(views)
                }
            default:
                continue
            }
        }
        return result
    }

    /// A view's index, or nil after reporting a name that is not a view.
    private func view(named name: Identifier) -> Int? {
        switch names[name.text]?.entry {
        case .item(let i)? where items[i].kind == .view: return i
        case nil:
            let suggestion = Suggestion.closest(to: name.text, among: items.map(\.name))
            diagnostics.error(.unknownName(name.text, suggestion: suggestion), at: name.range)
        default:
            diagnostics.error(.wrongKind(name: name.text, isA: "not a view", expected: "a view"), at: name.range)
        }
        return nil
    }

    private func resolveDomain(_ written: DomainStmt.Target, _ stmt: DomainStmt) -> DomainBound? {
        let target: DomainBound.Target
        let attribute = written.attribute?.text
        let sizes = ["width", "height", "lines"]
        if let a = written.attribute, !sizes.contains(a.text) {
            diagnostics.error(.unknownAttribute(a.text, suggestion: Suggestion.closest(to: a.text, among: sizes)), at: a.range)
            return nil
        }
        if written.name.text == "super" {
            guard let attribute, attribute != "lines" else {
                diagnostics.error(.badCheckStatement("'domain super' narrows 'super.width' or 'super.height'"), at: written.name.range)
                return nil
            }
            target = attribute == "width" ? .containerWidth : .containerHeight
        } else {
            switch names[written.name.text]?.entry {
            case .item(let i)?:
                guard items[i].isMeasured, let attribute else {
                    diagnostics.error(
                        .badCheckStatement(
                            "'domain \(written.name.text)' narrows a measured view's answer: 'domain \(written.name.text).width', '.height' or '.lines' of a 'measured' view"),
                        at: written.name.range)
                    return nil
                }
                target = attribute == "width" ? .measuredWidth(i) : attribute == "height" ? .measuredHeight(i) : .measuredLines(i)
            case .input(let k)? where inputs[k].type != .bool && attribute == nil:
                target = .input(k)
            case .input?, .letBinding?:
                diagnostics.error(
                    .badCheckStatement("'domain' narrows 'super.width', 'super.height', a measured view's width or height, or a number input"),
                    at: written.name.range)
                return nil
            case nil:
                let suggestion = Suggestion.closest(to: written.name.text, among: declaredNames + ["super"])
                diagnostics.error(.unknownName(written.name.text, suggestion: suggestion), at: written.name.range)
                return nil
            }
        }
        guard let lower = Rational(decimal: stmt.lower), let upper = Rational(decimal: stmt.upper) else {
            diagnostics.error(.arithmeticOverflow, at: stmt.rangeRange)
            return nil
        }
        guard !(upper < lower) else {
            diagnostics.error(.emptyDomain("\(stmt.lower)...\(stmt.upper)"), at: stmt.rangeRange)
            return nil
        }
        if lower < .zero, !isInput(target) {
            diagnostics.error(.badCheckStatement("a size is never below 0: the range must start at 0 or above"), at: stmt.rangeRange)
            return nil
        }
        if case .measuredLines = target,
            lower < .one || upper > Rational(Self.mostLines) || lower.denominator != 1 || upper.denominator != 1
        {
            diagnostics.error(
                .badCheckStatement("a text wraps to a whole number of lines: the range is within 1...\(Self.mostLines)"),
                at: stmt.rangeRange)
            return nil
        }
        return DomainBound(target: target, lower: lower, upper: upper, range: stmt.range)
    }

    /// The most lines `domain NAME.lines` may give: each line count is one more case per
    /// measurement for the analysis to search.
    static let mostLines = 10

    private func isInput(_ target: DomainBound.Target) -> Bool {
        if case .input = target { true } else { false }
    }
}
