import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenResolve
import LayoutGenSyntax

extension SequenceChecker {
    /// A sequence node as written: an edge bar or an item with its size predicates.
    package enum Node {
        case edge
        case item(Int, [SizePredicate], SourceRange)
    }

    /// One expectation on a distance or size: `value ⋈ target`, or `value == weight · F`.
    package struct Part {
        package var value: Double
        package var relation: Relation
        package var target: Double?
        package var weight: Double?
        package var range: SourceRange
        package var label: String
    }

    mutating func checkSequence(_ stmt: SequenceStmt, superRef: SuperRef) {
        let horizontal = stmt.axis == .horizontal
        guard let box = container(stmt, superRef: superRef) else { return }
        var nodes: [Node] = []
        var gaps: [(predicates: [SizePredicate]?, range: SourceRange)] = []
        for element in stmt.elements {
            switch element {
            case .edge: nodes.append(.edge)
            case .gap(let predicates, let range): gaps.append((predicates, range))
            case .item(let name, let predicates, let range):
                guard let i = index(of: name.text) else { return }
                nodes.append(.item(i, predicates, range))
            }
        }
        guard !nodes.isEmpty, gaps.count == nodes.count - 1 else { return }
        let hidden = nodes.map { node -> Bool in
            if case .item(let i, _, _) = node { return isHidden(i) }
            return false
        }
        let itemNodes = nodes.indices.filter { if case .item = nodes[$0] { true } else { false } }
        checkAlignment(stmt, nodes)
        // Every item hidden: the items sit at the start edge.
        if itemNodes.allSatisfy({ hidden[$0] }) {
            guard case .edge = nodes[0] else { return }
            for k in itemNodes {
                guard case .item(let i, _, let range) = nodes[k] else { continue }
                expect(span(i, horizontal: horizontal).start, equals: box.start, "\(model.items[i].name) starts at the edge", range)
            }
            return
        }
        var zero = [Bool](repeating: false, count: gaps.count)
        for j in itemNodes where hidden[j] {
            if itemNodes.contains(where: { $0 > j && !hidden[$0] }), j < zero.count { zero[j] = true } else if j > 0 { zero[j - 1] = true }
        }
        func end(_ k: Int) -> Double {
            guard case .item(let i, _, _) = nodes[k] else { return box.start }
            let s = span(i, horizontal: horizontal)
            return hidden[k] ? s.start : s.start + s.size
        }
        func start(_ k: Int) -> Double {
            guard case .item(let i, _, _) = nodes[k] else { return box.start + box.size }
            return span(i, horizontal: horizontal).start
        }
        var parts: [Part] = []
        var fill: Int?
        for (g, gap) in gaps.enumerated() {
            let distance = start(g + 1) - end(g)
            let label = "gap \(g + 1)"
            if zero[g] || gap.predicates?.isEmpty == true {
                parts.append(Part(value: distance, relation: .equal, target: 0, range: gap.range, label: label))
                fill = parts.count - 1
            } else if let predicates = gap.predicates {
                for predicate in predicates {
                    guard var part = self.part(distance, predicate, horizontal: horizontal, label) else { continue }
                    part.range = gap.range
                    parts.append(part)
                    if part.relation == .equal { fill = parts.count - 1 }
                }
            } else {
                parts.append(Part(value: distance, relation: .equal, target: 8, range: gap.range, label: label))
                fill = parts.count - 1
            }
        }
        // A hidden item's size along the sequence is 0, required (LANGUAGE.md §6).
        for k in itemNodes where hidden[k] {
            guard case .item(let i, _, let range) = nodes[k] else { continue }
            let size = span(i, horizontal: horizontal).size
            parts.append(Part(value: size, relation: .equal, target: 0, range: range, label: "\(model.items[i].name)'s size while hidden"))
        }
        // A size written in the sequence holds only while its item is visible.
        for k in itemNodes where !hidden[k] {
            guard case .item(let i, let predicates, let range) = nodes[k] else { continue }
            let size = span(i, horizontal: horizontal).size
            for predicate in predicates {
                guard var part = self.part(size, predicate, horizontal: horizontal, "\(model.items[i].name)'s size") else {
                    continue
                }
                part.range = range
                parts.append(part)
            }
        }
        let shrinks = stmt.elements.contains { element in
            switch element {
            case .gap(let predicates, _): predicates?.contains { $0.shrinkWeight != nil } ?? false
            case .item(_, let predicates, _): predicates.contains { $0.shrinkWeight != nil }
            case .edge: false
            }
        }
        // With shrinking parts the fill equation holds or yields by rules of a second unit `S`
        // (checked through the lowered constraints), so it is left out here.
        if shrinks, let fill { parts.remove(at: fill) }
        checkParts(parts, fill: shrinks ? nil : fill, stmt: stmt)
    }

    /// The expectation a predicate sets on a distance or size; nil when its value is not known here.
    private func part(_ value: Double, _ predicate: SizePredicate, horizontal: Bool, _ label: String) -> Part? {
        // A part that shrinks on overflow (`500 - 2*`) follows a second unit: not checked here.
        guard predicate.shrinkWeight == nil else { return nil }
        var target: Double?
        if let expr = predicate.value {
            if case .name(let name) = expr.kind, let other = index(of: name) {
                target = span(other, horizontal: horizontal).size
            } else {
                target = number(expr, depth: 0)
            }
        }
        if let weight = predicate.flexibleWeight {
            // `basis + w*`: the basis (0 when none is written) plus its share.
            guard let w = Rational(decimal: weight)?.doubleValue, predicate.value == nil || target != nil else { return nil }
            return Part(value: value - (target ?? 0), relation: .equal, weight: w, range: predicate.range, label: label)
        }
        return target.map { Part(value: value, relation: predicate.relation, target: $0, range: predicate.range, label: label) }
    }

    /// Fixed parts, bounded parts and one flexible unit `F >= 0` hold exactly. The fill (the
    /// part that reaches the end edge) is a goal, not required: the reference solve checks it;
    /// `F` is read from another flexible part, and a sequence whose only flexible part is its
    /// fill has no `F` to check here.
    private mutating func checkParts(_ parts: [Part], fill: Int?, stmt: SequenceStmt) {
        let unit = parts.indices.first { $0 != fill && (parts[$0].weight.map { $0 > 0 } ?? false) }
        let f = unit.map { parts[$0].value / parts[$0].weight! }
        for (n, part) in parts.enumerated() where n != fill {
            guard let target = part.weight.map({ $0 * (f ?? 0) }) ?? part.target else { continue }
            if part.weight != nil, f == nil { continue }
            let s = part.value - target
            if ConstraintChecker.isZero(s, scale: abs(part.value) + abs(target)) { continue }
            switch part.relation {
            case .equal:
                fail("\(part.label) is \(part.value), expected \(target)", part.range)
            case .lessOrEqual where s > 0:
                fail("\(part.label) is \(part.value), above \(target)", part.range)
            case .greaterOrEqual where s < 0:
                fail("\(part.label) is \(part.value), below \(target)", part.range)
            default:
                break
            }
        }
        if let f, f < 0, !ConstraintChecker.isZero(f, scale: 1), !stmt.isUnbounded {
            fail("the flexible unit is \(f), below 0", stmt.range)
        }
    }

    /// `align X`: every item shares the cross-axis attribute (`fill`: both edges).
    private mutating func checkAlignment(_ stmt: SequenceStmt, _ nodes: [Node]) {
        guard let align = stmt.alignment?.text else { return }
        let crossHorizontal = stmt.axis == .vertical
        let fractions: [Double] =
            switch align {
            case "top", "leading": [0]
            case "bottom", "trailing": [1]
            case "centerY", "centerX": [0.5]
            case "fill": [0, 1]
            default: []
            }
        let items = nodes.compactMap { node -> Int? in if case .item(let i, _, _) = node { i } else { nil } }
        guard let first = items.first else { return }
        for fraction in fractions {
            let a = span(first, horizontal: crossHorizontal)
            for other in items.dropFirst() {
                let b = span(other, horizontal: crossHorizontal)
                expect(
                    b.start + fraction * b.size, equals: a.start + fraction * a.size,
                    "\(model.items[other].name) aligned \(align) with \(model.items[first].name)", stmt.alignment!.range)
            }
        }
    }

    private mutating func expect(_ value: Double, equals target: Double, _ what: String, _ range: SourceRange) {
        guard !ConstraintChecker.isZero(value - target, scale: abs(value) + abs(target)) else { return }
        fail("\(what): \(value), expected \(target)", range)
    }

    private mutating func fail(_ message: String, _ range: SourceRange) {
        violations.append(Violation(kind: .sequence, message: message, range: range))
    }

    /// A gap or size value: numbers, inputs and `let`s of them with `+ - * /`.
    package func number(_ expr: Expr, depth: Int) -> Double? {
        guard depth < 32 else { return nil }
        switch expr.kind {
        case .number(let text): return Rational(decimal: text)?.doubleValue
        case .paren(let inner): return number(inner, depth: depth + 1)
        case .unary(.minus, let inner): return number(inner, depth: depth + 1).map { -$0 }
        case .name(let name):
            if let i = model.inputs.firstIndex(where: { $0.name == name }) { return values.inputs[i] }
            return lets[name].flatMap { number($0, depth: depth + 1) }
        case .binary(let op, let a, let b):
            guard let x = number(a, depth: depth + 1), let y = number(b, depth: depth + 1) else { return nil }
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return y == 0 ? nil : x / y
            default: return nil
            }
        default:
            return nil
        }
    }
}
