import LayoutGenAlgebra
import LayoutGenDiagnostics

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
        for (i, item) in model.items.enumerated() {
            for isHorizontal in [true, false] {
                let pair: [Variable] = isHorizontal ? [.leading(i), .width(i)] : [.top(i), .height(i)]
                if pair.allSatisfy({ basis.value(of: $0) != nil }) { continue }
                complete = false
                if mentioned == nil {
                    mentioned = UnderDeterminedReport.mentionedAttributes(
                        active.map { model.constraints[$0] })
                }
                UnderDeterminedReport.report(
                    item, isHorizontal: isHorizontal, mentioned: mentioned?[i] ?? [],
                    sizeKnown: basis.value(of: pair[1]) != nil, undecided: !undecided.isDisjoint(with: pair),
                    apart: pair.lazy.compactMap { apart[$0] }.first, notes: productNotes(reading: pair),
                    diagnostics: diagnostics)
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
