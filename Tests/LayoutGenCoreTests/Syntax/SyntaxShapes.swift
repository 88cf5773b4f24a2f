@testable import LayoutGenCore
@testable import LayoutGenSyntax

// Compact text forms of syntax trees without ranges, so tests can compare shapes at a glance.

extension Expr {
    /// The expression's shape, without ranges, as compact text: `(a.leading + 10)`.
    var shape: String {
        switch kind {
        case .number(let text): text
        case .bool(let value): "\(value)"
        case .name(let name): name
        case .superItem: "super"
        case .safeItem: "safe"
        case .member(let base, let name): "\(base.shape).\(name.text)"
        case .method(let base, let name, let arguments): "\(base.shape).\(name.text)(\(Self.shape(arguments)))"
        case .call(let name, let arguments): "\(name.text)(\(Self.shape(arguments)))"
        case .tuple(let elements): "(" + elements.map(\.shape).joined(separator: ", ") + ")"
        case .paren(let inner): "paren(\(inner.shape))"
        case .unary(let op, let operand): "\(op.rawValue)\(operand.shape)"
        case .binary(let op, let lhs, let rhs): "(\(lhs.shape) \(op.rawValue) \(rhs.shape))"
        }
    }

    private static func shape(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0.text): " } ?? "") + $0.value.shape }.joined(separator: ", ")
    }
}

extension ConstraintStmt {
    /// `first relation rhs … @priority`, with expression shapes.
    var shape: String {
        var text = first.shape
        for link in links { text += " \(link.relation.rawValue) \(link.rhs.shape)" }
        if let priority { text += " " + priority.shape }
        return text
    }
}

extension PrioritySyntax {
    /// `@high`, `@500`.
    var shape: String {
        switch value {
        case .required: "@required"
        case .high: "@high"
        case .low: "@low"
        case .number(let text): "@\(text)"
        }
    }
}

extension SequenceStmt {
    /// The elements in VFL-like text with every predicate spelled out: `|-(==12)-[icon(==48)]_|`,
    /// where `-` alone is the standard gap and `_` an empty gap.
    var elementsShape: String {
        elements.map { element in
            switch element {
            case .edge: "|"
            case .gap(nil, _): "-"
            case .gap(let predicates?, _) where predicates.isEmpty: "_"
            case .gap(let predicates?, _): "-(\(Self.shape(predicates)))-"
            case .item(let name, let predicates, _) where predicates.isEmpty: "[\(name.text)]"
            case .item(let name, let predicates, _): "[\(name.text)(\(Self.shape(predicates)))]"
            }
        }.joined()
    }

    /// `==12`, `==2*`, `==50+1*`, `==500-2*`, `==100+1*-1*`.
    private static func shape(_ predicates: [SizePredicate]) -> String {
        predicates.map { predicate in
            var parts = [predicate.value?.shape, predicate.flexibleWeight.map { "\($0)*" }].compactMap { $0 }
            if let shrink = predicate.shrinkWeight { parts.append("-\(shrink)*") }
            return predicate.relation.rawValue
                + (parts.isEmpty ? "?" : parts.joined(separator: "+").replacingOccurrences(of: "+-", with: "-"))
        }.joined(separator: ",")
    }
}
