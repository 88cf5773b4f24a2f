import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenResolve

extension GoalSolver {
    /// STEP 4: every unknown of the output must be determined. An unknown no equation fixes
    /// is pinned where its bounds meet (the optimum pins it): where the greatest lower bound is
    /// at least the least upper bound for every run-time value, decided exactly
    /// (`BoundsMeeting`; bounds hold by construction, so they are then equal). That takes the
    /// given extents and insets as UIKit gives them, at least 0; given a negative one, the
    /// value is still between its bounds (every constraint holds) but may be one of several
    /// optima. The rest are reported per item and axis, with what is set and what could
    /// complete it (or that exact arithmetic could not decide it).
    mutating func determineAll() -> Bool {
        let wanted = outputUnknowns()
        var undecided = Set<Variable>()
        /// What `BoundsMeeting` answered for each pair of bounds, until the next pin (which may
        /// make more of the spec's `min`/`max`s known).
        var meetings: [[[LinearForm]]: BoundsMeeting] = [:]
        /// The spec's `min`/`max`s whose arguments are known by now (they are values like the
        /// solver's), made again once an unknown is pinned.
        var spec = knownExtrema()
        /// Per unknown left open, where its bounds are apart (the last time they were asked about).
        var apart: [Variable: String] = [:]
        var progress = true
        while progress {
            progress = false
            for variable in wanted where basis.value(of: variable) == nil {
                let (e, _) = basis.reduce(LinearForm(variable))
                guard !e.isKnown else { continue }
                let projection = project(e)
                // Bounds that cross for every run-time value: the inequalities contradict.
                reportConflicts(projection)
                if diagnostics.hasErrors { return false }
                guard let lower = runtime.maximum(projection.lower.map(\.value)),
                    let upper = runtime.minimum(projection.upper.map(\.value))
                else { continue }
                if lower != upper {
                    let key = [projection.lower.map(\.value), projection.upper.map(\.value)]
                    if meetings[key] == nil {
                        var meeting = BoundsMeeting(runtime: runtime, spec: spec, lower: key[0], upper: key[1])
                        meeting.decide()
                        meetings[key] = meeting
                    }
                    let meeting = meetings[key]!
                    switch meeting.meet {
                    case true?: undecided.remove(variable)
                    case false?:
                        apart[variable] = meeting.witness.map {
                            UnderDeterminedReport.apart($0, of: variable, model: model, runtime: runtime)
                        }
                        continue
                    case nil:
                        undecided.insert(variable)
                        continue
                    }
                }
                // Equal wherever the bounds hold: the one with fewer run-time values reads less.
                let value = upper.symbols.count < lower.symbols.count ? upper : lower
                // Its source: the first of the bound's (a projection's bounds are merged into
                // one, whose sources are its rows', and every row has one).
                let bound = value == lower ? projection.lower[0] : projection.upper[0]
                pin(e - value, source: bound.provenance.members[0])
                progress = true
                spec = knownExtrema()
                meetings = [:]
            }
        }
        var complete = true
        var mentioned: [Int: [String]]?
        var relationsByAxis: [Bool: Relations] = [:]
        func relations(_ isHorizontal: Bool) -> Relations {
            if let known = relationsByAxis[isHorizontal] { return known }
            let made = Relations(self, isHorizontal: isHorizontal)
            relationsByAxis[isHorizontal] = made
            return made
        }
        for (i, item) in model.items.enumerated() {
            for isHorizontal in [true, false] {
                if isPlaced(i, isHorizontal: isHorizontal) { continue }
                let pair: [Variable] = isHorizontal ? [.leading(i), .width(i)] : [.top(i), .height(i)]
                complete = false
                if mentioned == nil {
                    mentioned = UnderDeterminedReport.mentionedAttributes(
                        active.map { model.constraints[$0] })
                }
                UnderDeterminedReport.report(
                    item, isHorizontal: isHorizontal, mentioned: mentioned?[i] ?? [],
                    sizeKnown: basis.value(of: pair[1]) != nil, undecided: !undecided.isDisjoint(with: pair),
                    apart: pair.lazy.compactMap { apart[$0] }.first,
                    unplaced: relations(isHorizontal).unplaced(i).map { model.items[$0].name },
                    notes: productNotes(reading: pair), diagnostics: diagnostics)
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
        for variable in wanted {
            guard let value = basis.value(of: variable) else { return false }
            if value.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: model.nameRange)
                return false
            }
            values[variable] = value
        }
        return true
    }

    /// Per axis, which items the active constraints relate each item to (`unplaced`), read once
    /// for all items: a chain `a.top == b.top == …` of n items is n - 1 constraints that each
    /// name all n.
    struct Relations {
        /// Per active constraint, its mentions along the axis and how many of them are placed.
        private var mentions: [[Mention]] = []
        private var placedCount: [Int] = []
        /// Per item, the constraints (indices into `mentions`) that name it along the axis.
        private var naming: [Int: [Int]] = [:]

        init(_ solver: GoalSolver, isHorizontal: Bool) {
            let attributes = UnderDeterminedReport.axisAttributes(isHorizontal: isHorizontal)
            for c in solver.active {
                let axis = solver.model.constraints[c].mentions.filter { attributes.contains($0.attribute) }
                guard !axis.isEmpty else { continue }
                var placed = 0
                for mention in axis where solver.isPlaced(mention.item, isHorizontal: isHorizontal) { placed += 1 }
                for mention in axis where naming[mention.item]?.last != mentions.count {
                    naming[mention.item, default: []].append(mentions.count)
                }
                mentions.append(axis)
                placedCount.append(placed)
            }
        }

        /// The items (at most three) the constraints relate unplaced item `i` to, where every
        /// one they relate it to is not placed either and none places it against the container
        /// or a number (a position of `i` alone); empty otherwise.
        func unplaced(_ i: Int) -> [Int] {
            let sizes: Set<String> = ["width", "height", "size"]
            var result: [Int] = []
            for c in naming[i] ?? [] {
                // (Only as far as needed: a chain's constraints each name every item.)
                guard mentions[c].contains(where: { $0.item != i }) else {
                    if mentions[c].contains(where: { !sizes.contains($0.attribute) }) { return [] }
                    continue
                }
                guard placedCount[c] == 0 else { return [] }
                for other in mentions[c] {
                    if result.count == 3 { break }
                    if other.item != i && !result.contains(other.item) { result.append(other.item) }
                }
            }
            return result
        }
    }

    /// Whether an item's position and size along an axis are known.
    func isPlaced(_ i: Int, isHorizontal: Bool) -> Bool {
        isHorizontal
            ? basis.value(of: .leading(i)) != nil && basis.value(of: .width(i)) != nil
            : basis.value(of: .top(i)) != nil && basis.value(of: .height(i)) != nil
    }

    /// The spec's `min`/`max`s whose arguments the constraints have made known, as values of
    /// them (`BoundsMeeting` reads them by their definitions, not as any number): those that
    /// do not read themselves back through the solver's values.
    func knownExtrema() -> [Int: RuntimeValue] {
        var result: [Int: RuntimeValue] = [:]
        for (j, extremum) in model.extrema.enumerated() where extremum.isMinOrMax {
            let arguments = arguments(of: j).map { basis.reduce($0).form }
            guard arguments.allSatisfy(\.isKnown) else { continue }
            let readsItself = arguments.contains { argument in
                argument.symbols.contains { term in
                    switch term.key {
                    case .extremum: true
                    case .soft(let k): runtime.supports[k].contains { if case .extremum = $0 { true } else { false } }
                    default: false
                    }
                }
            }
            if !readsItself { result[j] = extremum.isMinimum ? .minimum(arguments) : .maximum(arguments) }
        }
        return result
    }

    /// The unknowns the output reads: every item's four, the container's extents, the
    /// sequences' units and the scroll views' content extents.
    package func outputUnknowns() -> [Variable] {
        var result: [Variable] = [.containerWidth, .containerHeight]
        for (i, item) in model.items.enumerated() {
            result += [.leading(i), .width(i), .top(i), .height(i)]
            if item.scrollsHorizontally { result.append(.contentWidth(i)) }
            if item.scrollsVertically { result.append(.contentHeight(i)) }
        }
        return result + activeUnits.map { .flexible($0) }
    }

    /// Where a product multiplies one of `unknowns` (`art.height == aspect * art.width` with
    /// the width left open): a product is computed from its attribute, never the other way.
    private func productNotes(reading unknowns: [Variable]) -> [DiagnosticNote] {
        model.extrema.indices.compactMap { j in
            let product = model.extrema[j]
            guard product.function == .product,
                unknowns.contains(where: { !arguments(of: j)[0].coefficient(of: $0).isZero })
            else { return nil }
            return DiagnosticNote(
                "the product multiplies it, and a product is computed from its attribute, never the other way: "
                    + "decide the attribute with another constraint", at: product.range)
        }
    }
}
