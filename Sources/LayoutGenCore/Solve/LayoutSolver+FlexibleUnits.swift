/// What the first of the two solves of a layout with flexible units found (every fill held).
struct FirstSolve {
    /// Each unit's value, with the soft symbols numbered as in the second solve.
    var values: [Int: LinearForm] = [:]
    /// Which soft sources (in order, units left out) it took as values.
    var accepted: [Bool] = []
}

extension LayoutSolver {
    /// In the first of the two solves, a shrink unit whose sequence also has a flexible unit
    /// is 0, so that `F` alone measures the free space (`F₀`, see `solveVariant`).
    mutating func pinShrinkUnits() {
        for unit in activeUnits {
            let u = model.flexibleUnits[unit]
            guard u.isShrink, let partner = u.partner, activeUnits.contains(partner) else { continue }
            _ = basis.add(LinearForm(.flexible(unit)), source: u.fillConstraint)
        }
    }

    /// The soft sources of the flexible and shrink units of the second solve, to be placed at
    /// `offset` in the list of soft sources. `S` is at least 0 and yields to clamps first (the
    /// clamps `b - w·S >= 0` of its shrinking parts bound it above); `F` is at least 0 unless
    /// `unbounded`. Their values before clamps are set once the solve has found what each fill
    /// constraint reads (`settleFlexibleValues`).
    func flexibleSoftSources(at offset: Int) -> [SoftSource] {
        softUnits.map { unit in
            let u = model.flexibleUnits[unit]
            var soft = SoftSource(
                kind: .flexible(unit: unit), rank: u.isShrink ? SoftSource.shrinkRank : SoftSource.flexibleRank,
                order: u.range.start, row: LinearForm(.flexible(unit)), range: u.range)
            if u.isShrink || !u.isUnbounded { soft.lowerBounds.append((LinearForm(), u.range)) }
            return soft
        }
    }
}

/// The units of one lowered sequence in the second solve: its `F` and `S` share its fill
/// constraint.
private struct FillGroup {
    var fill: Int
    /// The soft sources of its `F` and `S`.
    var grow: Int?
    var shrink: Int?
    /// The fill constraint with every unknown substituted: `0` when the sequence fills its
    /// container. It reads the soft values of this group's units and of the units of the
    /// sequences it depends on (e.g. the one that sizes the container view it runs in).
    var residual = LinearForm()
    /// The groups whose units the residual reads.
    var dependencies: Set<Int> = []
    /// The unit solved from the fill: `F`, or `S` when the sequence only shrinks.
    var primary: Int? { grow ?? shrink }
}

extension LayoutSolver {
    /// After STEPS 1–3 of the second solve: each unit's value before its clamps (`F = max(0,
    /// value)`), the value that makes its sequence fill its container exactly while every unit
    /// the fill depends on holds its own value after clamps.
    ///
    /// The sequences are settled in dependency order. A sequence inside a container view
    /// whose extent follows another sequence's `F` reads that `F` as clamped (`F = 0` when that
    /// sequence overflows), not the value it would take if that sequence filled exactly.
    /// Sequences that depend on each other in a cycle are solved together: their values are
    /// those that make all of them fill at once (each then clamped on its own).
    ///
    /// Within a sequence that has both units, `S` is held at 0 to find `F₀`, the value `F` takes
    /// when nothing shrinks; `S = (β_F/β_S)·F₀` is the value it takes when `F` is 0, and `F = F₀ -
    /// (β_S/β_F)·S`, `β` being each unit's coefficient in the fill (`ΣF weights` and `-ΣS
    /// weights` for a plain sequence, so `S = -(ΣF/ΣS)·F₀`, `F = F₀ + (ΣS/ΣF)·S`).
    ///
    /// The second solve takes the same soft values as the first (the fills, held there, took
    /// their place as the units' soft values) when the fills are what determines the units. When
    /// they are not — a unit is fixed through a value the first solve took as a soft value, and
    /// its fill decides something else — every unit keeps its value from the first solve.
    mutating func settleFlexibleValues(firstSolve: FirstSolve) {
        for k in softs.indices where softs[k].processesFirst {
            softs[k].preferredValue = firstSolveValue(k, firstSolve.values)
        }
        guard acceptedSofts == firstSolve.accepted, softs.allSatisfy({ !$0.processesFirst || $0.isAccepted }) else {
            return
        }
        var groups: [FillGroup] = []
        var groupOf: [Int: Int] = [:]
        for (k, soft) in softs.enumerated() {
            guard case .flexible(let unit) = soft.kind else { continue }
            let fill = model.flexibleUnits[unit].fillConstraint
            let g =
                groups.firstIndex { $0.fill == fill }
                ?? {
                    groups.append(FillGroup(fill: fill))
                    return groups.count - 1
                }()
            if model.flexibleUnits[unit].isShrink { groups[g].shrink = k } else { groups[g].grow = k }
            groupOf[k] = g
        }
        for g in groups.indices {
            let residual = substitute(model.constraints[groups[g].fill].form(rightToLeft: rightToLeft))
            groups[g].residual = residual
            for symbol in residual.symbols {
                if case .soft(let k) = symbol.key, let h = groupOf[k], h != g { groups[g].dependencies.insert(h) }
            }
        }
        var depth: [Int: Int] = [:]
        for component in Self.components(groups.map(\.dependencies)) {
            let below = component.flatMap { groups[$0].dependencies }.filter { !component.contains($0) }
            let level = below.map { depth[$0]! + 1 }.max() ?? 0
            for g in component {
                depth[g] = level
                for k in [groups[g].grow, groups[g].shrink].compactMap({ $0 }) { unitDepth[k] = level }
            }
            guard let values = settle(component, groups, groupOf) else { continue }
            for (k, value) in values {
                if value.hasOverflow {
                    diagnostics.error(.arithmeticOverflow, at: softs[k].range)
                } else {
                    softs[k].preferredValue = value
                }
            }
        }
    }

    /// Which soft sources other than the units' this solve took as values, in order.
    var acceptedSofts: [Bool] { softs.filter { !$0.processesFirst }.map(\.isAccepted) }

    /// The values of the units of some groups that depend on each other (or of one group),
    /// by soft source; nil when their fills do not determine them.
    private func settle(_ component: [Int], _ groups: [FillGroup], _ groupOf: [Int: Int]) -> [Int: LinearForm]? {
        func unit(_ k: Int) -> Int {
            guard case .flexible(let u) = softs[k].kind else { preconditionFailure("not a flexible unit") }
            return u
        }
        // One row per fill over the groups' primary units; a shrink unit of a group that also
        // grows is held at 0, other groups' units are their soft values (already settled).
        var basis = EliminationBasis { _ in 0 }
        for g in component {
            var row = LinearForm(constant: groups[g].residual.constant)
            for symbol in groups[g].residual.symbols {
                if case .soft(let k) = symbol.key, let h = groupOf[k], component.contains(h) {
                    if k == groups[h].primary { row.add(.flexible(unit(k)), symbol.coefficient) }
                } else {
                    row.add(symbol.key, symbol.coefficient)
                }
            }
            guard case .pivot = basis.add(row, source: g) else { return nil }
        }
        var values: [Int: LinearForm] = [:]
        for g in component {
            let group = groups[g]
            guard let primary = group.primary, let value = basis.value(of: .flexible(unit(primary))) else {
                return nil
            }
            guard let f = group.grow, let s = group.shrink else {
                values[primary] = value
                continue
            }
            let betaF = group.residual.coefficient(of: .soft(f))
            let betaS = group.residual.coefficient(of: .soft(s))
            guard !betaF.isZero, !betaS.isZero else { return nil }
            values[s] = value * (betaF / betaS)
            var grow = value
            grow.add(.soft(s), -(betaS / betaF))
            values[f] = grow
        }
        return values
    }

    /// A unit's value as the first solve gives it: `F₀` (or `S`) with every fill held, `S =
    /// -(ΣF/ΣS)·F₀` for a shrink unit whose sequence also grows, and `F = F₀ + (ΣS/ΣF)·S`.
    private func firstSolveValue(_ k: Int, _ firstSolve: [Int: LinearForm]) -> LinearForm {
        guard case .flexible(let unit) = softs[k].kind, let value = firstSolve[unit] else { return LinearForm() }
        let u = model.flexibleUnits[unit]
        guard let partner = u.partner,
            let j = softs.indices.first(where: { softs[$0].kind == .flexible(unit: partner) })
        else { return value }
        let ratio = u.totalWeight.isZero ? nil : model.flexibleUnits[partner].totalWeight / u.totalWeight
        if u.isShrink { return ratio.map { (firstSolve[partner] ?? LinearForm()) * -$0 } ?? LinearForm() }
        var result = value
        if let ratio { result.add(.soft(j), ratio) }
        return result
    }

    /// The strongly connected components of a graph given as each node's successors, every
    /// component after those it reaches (Tarjan's algorithm).
    static func components(_ successors: [Set<Int>]) -> [[Int]] {
        var index: [Int?] = Array(repeating: nil, count: successors.count)
        var low = Array(repeating: 0, count: successors.count)
        var stack: [Int] = []
        var onStack = Array(repeating: false, count: successors.count)
        var next = 0
        var result: [[Int]] = []
        func visit(_ v: Int) {
            index[v] = next
            low[v] = next
            next += 1
            stack.append(v)
            onStack[v] = true
            for w in successors[v].sorted() {
                if let i = index[w] {
                    if onStack[w] { low[v] = min(low[v], i) }
                } else {
                    visit(w)
                    low[v] = min(low[v], low[w])
                }
            }
            guard low[v] == index[v] else { return }
            var component: [Int] = []
            while let w = stack.popLast() {
                onStack[w] = false
                component.append(w)
                if w == v { break }
            }
            result.append(component.sorted())
        }
        for v in successors.indices where index[v] == nil { visit(v) }
        return result
    }
}
