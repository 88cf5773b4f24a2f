extension LayoutSolver {
    /// STEP 3: every unknown must be determined. Reports, per item and axis, the unknowns the
    /// rows leave free (not pivots), with what is set and what could complete it.
    mutating func checkDetermined() -> Bool {
        var complete = true
        var mentioned: [Int: [String]]?
        for (i, item) in model.items.enumerated() {
            for isHorizontal in [true, false] {
                let pair: [Variable] = isHorizontal ? [.leading(i), .width(i)] : [.top(i), .height(i)]
                if pair.allSatisfy({ basis.row(of: $0) != nil }) { continue }
                complete = false
                if mentioned == nil { mentioned = Self.mentionedAttributes(active.map { model.constraints[$0] }) }
                Self.reportUnderDetermined(item, isHorizontal: isHorizontal, mentioned: mentioned?[i] ?? [], diagnostics: diagnostics)
            }
        }
        for (i, item) in model.items.enumerated() {
            for (scrolls, variable, axis) in [
                (item.scrollsHorizontally, Variable.contentWidth(i), "content width"),
                (item.scrollsVertically, Variable.contentHeight(i), "content height"),
            ] where scrolls && basis.value(of: variable) == nil {
                complete = false
                diagnostics.error(
                    .underDetermined(
                        item: item.name, axis: axis, constrained: [],
                        hint: "constrain its content to both edges of 'super' along the scroll axis"),
                    at: item.range)
            }
        }
        for unit in activeUnits where basis.value(of: .flexible(unit)) == nil {
            complete = false
            diagnostics.error(.flexibleUnitUndetermined, at: model.flexibleUnits[unit].range)
        }
        guard complete else { return false }
        let all = model.items.indices.flatMap { [Variable.leading($0), .width($0), .top($0), .height($0)] }
        let units = activeUnits.map { Variable.flexible($0) }
        let content = model.items.indices.flatMap { i -> [Variable] in
            (model.items[i].scrollsHorizontally ? [.contentWidth(i)] : [])
                + (model.items[i].scrollsVertically ? [.contentHeight(i)] : [])
        }
        for variable in all + units + content + [.containerWidth, .containerHeight] {
            guard let value = basis.value(of: variable) else { return false }
            if value.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: model.nameRange)
                return false
            }
            values[variable] = value
        }
        return true
    }

    /// Per item, the attributes the active constraints name, in order of first mention. Read
    /// once for all items: a chain `a.top == b.top == …` of n items is n - 1 constraints that
    /// each name all n, so reading the constraints per item took O(n³).
    static func mentionedAttributes(_ constraints: [Constraint]) -> [Int: [String]] {
        var mentioned: [Int: [String]] = [:]
        for constraint in constraints {
            for mention in constraint.mentions where !(mentioned[mention.item] ?? []).contains(mention.attribute) {
                mentioned[mention.item, default: []].append(mention.attribute)
            }
        }
        return mentioned
    }

    /// `mentioned`: the attributes of item `i` the active constraints name, in order.
    static func reportUnderDetermined(
        _ item: Item, isHorizontal: Bool, mentioned: [String], diagnostics: DiagnosticCollector
    ) {
        let axisAttributes: Set<String> =
            isHorizontal
            ? ["left", "right", "leading", "trailing", "centerX", "width", "size", "center", "edges"]
            : ["top", "bottom", "centerY", "height", "size", "center", "edges"]
        let constrained = mentioned.filter(axisAttributes.contains)
        let sizes: Set<String> = ["width", "height", "size"]
        let hint: String
        let (edgeA, edgeB, centre, size) =
            isHorizontal ? ("leading", "trailing", "centerX", "width") : ("top", "bottom", "centerY", "height")
        if constrained.isEmpty {
            hint = "constrain two of \(edgeA), \(edgeB), \(centre) and \(size)"
        } else if constrained.allSatisfy(sizes.contains) {
            hint = "constrain its \(edgeA), \(edgeB) or \(centre)"
        } else if constrained.contains(where: sizes.contains) {
            hint = "constrain the items it is related to, or one more of its attributes"
        } else {
            hint = "constrain its \(size) or one more of \(edgeA), \(edgeB), \(centre)"
        }
        let quoted = constrained.map { "'\($0)'" }
        diagnostics.error(
            .underDetermined(
                item: item.name, axis: isHorizontal ? "horizontal position or width" : "vertical position or height",
                constrained: quoted, hint: hint),
            at: item.range)
    }

    /// Notes pointing at the sources of a row (constraints, and declarations of soft sources).
    func notes(for provenance: Set<Int>, except skipped: Int, _ message: String) -> [DiagnosticNote] {
        provenance.sorted().compactMap { source -> DiagnosticNote? in
            guard source != skipped else { return nil }
            if source < model.constraints.count {
                return DiagnosticNote(message, at: model.constraints[source].range)
            }
            let soft = softs[source - model.constraints.count]
            switch soft.kind {
            case .extent: return nil
            case .flexible: return DiagnosticNote("flexible space", at: soft.range)
            case .measured: return DiagnosticNote("measured size", at: soft.range)
            case .preference, .fallback: return DiagnosticNote(message, at: soft.range)
            }
        }
    }
}
