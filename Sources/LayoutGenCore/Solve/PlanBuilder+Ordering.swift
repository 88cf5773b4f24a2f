/// STEP 1 of `PlanBuilder`: the order of the run-time computations.
extension PlanBuilder {
    /// The nodes a node reads.
    func dependencies(of node: Node) -> [Node] {
        var forms: [LinearForm] = []
        var direct: [Node] = []
        switch node {
        case .extremum(let j):
            let e = model.extrema[j]
            let args = (solver.rightToLeft ? e.rightToLeftArguments : nil) ?? e.arguments
            forms = args.map { solver.substitute($0) }
        case .measure(let i):
            for isWidth in [true, false] {
                if let k = measuredSoft(item: i, isWidth: isWidth) {
                    forms += solver.softs[k].upperBounds.map(\.bound)
                } else {
                    forms.append(solver.values[isWidth ? .width(i) : .height(i)]!)
                }
            }
        case .soft(let k):
            let soft = solver.softs[k]
            forms = soft.lowerBounds.map(\.bound) + soft.upperBounds.map(\.bound)
            if let preferred = soft.preferredValue { forms.append(preferred) }
            if case .measured(let i, _) = soft.kind, !solver.hiddenItems.contains(i) { direct.append(.measure(item: i)) }
        }
        for form in forms {
            for s in form.symbols {
                switch s.key {
                case .input, .givenWidth, .givenHeight, .safeArea: break
                case .extremum(let j): direct.append(.extremum(j))
                case .soft(let k):
                    // A flexible unit's fill value may read a measured size that the final solve
                    // does not take as a soft value: it is still what the measure call answers.
                    if !solver.softs[k].isAccepted, case .measured(let i, _) = solver.softs[k].kind {
                        direct.append(.measure(item: i))
                    } else {
                        direct.append(.soft(k))
                    }
                }
            }
        }
        return direct
    }

    /// STEP 1.
    func orderedNodes(diagnostics: DiagnosticCollector) -> [Node]? {
        var nodes: [Node] = model.extrema.indices.map { .extremum($0) }
        for i in model.items.indices where model.items[i].isMeasured && !solver.hiddenItems.contains(i) {
            if measuredSoft(item: i, isWidth: true) != nil || measuredSoft(item: i, isWidth: false) != nil {
                nodes.append(.measure(item: i))
            } else if direction != .rightToLeft {
                diagnostics.warning(.unusedMeasurement(model.items[i].name), at: model.items[i].range)
            }
        }
        nodes += solver.softs.indices.filter { solver.softs[$0].isAccepted }.map { .soft($0) }
        // Kahn's algorithm over node indices: `waiting[i]` counts the distinct dependencies of
        // node i not yet ordered (one on a value no node computes is never ordered), and
        // `readers[j]` lists the nodes that depend on node j.
        var positions = (
            extremum: [Int?](repeating: nil, count: model.extrema.count),
            measure: [Int?](repeating: nil, count: model.items.count),
            soft: [Int?](repeating: nil, count: solver.softs.count))
        for (i, node) in nodes.enumerated() {
            switch node {
            case .extremum(let j): positions.extremum[j] = i
            case .measure(let item): positions.measure[item] = i
            case .soft(let k): positions.soft[k] = i
            }
        }
        var waiting = [Int](repeating: 0, count: nodes.count)
        var readers = [[Int]](repeating: [], count: nodes.count)
        for (i, node) in nodes.enumerated() {
            var known: [Int] = []
            var waitsForMissing = false
            for dependency in dependencies(of: node) {
                let position =
                    switch dependency {
                    case .extremum(let j): positions.extremum[j]
                    case .measure(let item): positions.measure[item]
                    case .soft(let k): positions.soft[k]
                    }
                if let j = position {
                    if !known.contains(j) { known.append(j) }
                } else {
                    waitsForMissing = true
                }
            }
            waiting[i] = known.count + (waitsForMissing ? 1 : 0)
            for j in known { readers[j].append(i) }
        }
        var done = [Bool](repeating: false, count: nodes.count)
        var order: [Node] = []
        while order.count < nodes.count {
            // The earliest node whose dependencies are all ordered.
            guard let next = nodes.indices.first(where: { !done[$0] && waiting[$0] == 0 }) else {
                reportCycle(
                    among: nodes.indices.filter { !done[$0] }.map { nodes[$0] },
                    deps: Dictionary(uniqueKeysWithValues: nodes.map { ($0, Set(dependencies(of: $0))) }),
                    diagnostics: diagnostics)
                return nil
            }
            done[next] = true
            order.append(nodes[next])
            for reader in readers[next] { waiting[reader] -= 1 }
        }
        return order
    }

    private func reportCycle(among remaining: [Node], deps: [Node: Set<Node>], diagnostics: DiagnosticCollector) {
        // Walk dependencies inside the remaining set until a node repeats.
        func next(_ node: Node) -> Node? {
            deps[node]!.filter(remaining.contains).min { describe($0) < describe($1) }
        }
        var path: [Node] = []
        var cycle: [Node]?
        for start in remaining where cycle == nil {
            path = [start]
            while let step = next(path.last!), !path.contains(step) {
                path.append(step)
            }
            if let last = next(path.last!) { cycle = Array(path[path.firstIndex(of: last)!...]) }
        }
        // Nodes that wait on a value no node computes close no cycle: name the chain to it.
        let shown = cycle ?? path
        var names = cycle.map { $0 + [$0[0]] } ?? path
        if cycle == nil, let missing = deps[path.last!]!.filter({ deps[$0] == nil }).min(by: { describe($0) < describe($1) }) {
            names.append(missing)
        }
        diagnostics.error(
            .cycle(names.map(describe)), at: range(of: shown[0]),
            notes: shown.dropFirst().map { DiagnosticNote("\(describe($0)) is here", at: range(of: $0)) })
    }

    /// How a node reads in messages.
    func describe(_ node: Node) -> String {
        switch node {
        case .extremum(let j): return (model.extrema[j].isMinimum ? "min" : "max") + "(…) at line \(model.extrema[j].range.start.line)"
        case .measure(let i): return "measure(\(model.items[i].name))"
        case .soft(let k):
            switch solver.softs[k].kind {
            case .extent(let isWidth): return isWidth ? "super.width" : "super.height"
            case .measured(let i, let isWidth): return "\(model.items[i].name).\(isWidth ? "width" : "height")"
            case .preference(let c): return "preference at line \(model.constraints[c].range.start.line)"
            case .flexible(let u):
                let what = model.flexibleUnits[u].isShrink ? "shrinking space" : "flexible space"
                return "\(what) at line \(model.flexibleUnits[u].range.start.line)"
            case .fallback(let c): return "collapsed size at line \(model.constraints[c].range.start.line)"
            }
        }
    }

    func range(of node: Node) -> SourceRange {
        switch node {
        case .extremum(let j): model.extrema[j].range
        case .measure(let i): model.items[i].range
        case .soft(let k): solver.softs[k].range
        }
    }
}
