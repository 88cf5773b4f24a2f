extension PlanBuilder {
    /// STEP 2: emits one run-time computation.
    mutating func emit(_ node: Node) {
        switch node {
        case .extremum(let j):
            let e = model.extrema[j]
            let args = (solver.rightToLeft ? e.rightToLeftArguments : nil) ?? e.arguments
            let name = e.isMinimum ? "minimum" : "maximum"
            let operands = args.map {
                operand(for: solver.substitute($0), name: name + "Argument", source: e.range)
            }
            let index = append(
                name, .extremum(isMinimum: e.isMinimum, operands), e.range, reason: text(e.range), subject: .extremum)
            bind(.extremum(j), to: .value(index))
        case .measure(let i):
            let item = model.items[i]
            let width = proposal(item: i, isWidth: true)
            let height = proposal(item: i, isWidth: false)
            measureSteps[i] = append(
                item.name + "Size", .measure(element: i, width: width, height: height), item.range,
                reason: "measure(\(item.name))", subject: .measurement(element: i))
            // A size the constraints fix is no soft value, but a flexible unit's fill value may
            // read what was measured.
            for (k, soft) in solver.softs.enumerated() where !soft.isAccepted {
                if case .measured(i, let isWidth) = soft.kind { bind(.soft(k), to: .measured(measureSteps[i]!, isWidth: isWidth)) }
            }
        case .soft(let k):
            emitSoft(k)
        }
    }

    /// What a measured view is offered along one axis: its size when the constraints fix it,
    /// else the tightest upper bound of its clamps, else unbounded.
    private mutating func proposal(item i: Int, isWidth: Bool) -> Operand {
        let name = model.items[i].name + (isWidth ? "Width" : "Height")
        guard let k = measuredSoft(item: i, isWidth: isWidth) else {
            let variable: Variable = isWidth ? .width(i) : .height(i)
            return operand(
                for: solver.values[variable]!, name: name, source: source(of: variable), subject: subject(of: variable))
        }
        let bounds = solver.softs[k].upperBounds
        let limits = bounds.map {
            operand(
                for: $0.bound, name: model.items[i].name + (isWidth ? "MaxWidth" : "MaxHeight"),
                source: $0.source)
        }
        guard limits.count > 1 else { return limits.first ?? .unbounded }
        let range = bounds[0].source
        return .value(append(name + "Limit", .extremum(isMinimum: true, limits), range, reason: text(range)))
    }

    /// A soft value: its raw value, clamped by its bounds when it has any.
    private mutating func emitSoft(_ k: Int) {
        let soft = solver.softs[k]
        let raw: Operand
        let name: String
        switch soft.kind {
        case .extent(let isWidth):
            raw = .parameter(isWidth ? .width : .height)
            name = isWidth ? "containerWidth" : "containerHeight"
        case .measured(let i, let isWidth):
            name = model.items[i].name + (isWidth ? "Width" : "Height")
            raw = measureSteps[i].map { .measured($0, isWidth: isWidth) } ?? .constant(0)
        case .preference, .fallback:
            raw = operand(for: soft.preferredValue!, name: "preferred", source: soft.range)
            name = "preferred"
        case .flexible(let u):
            name = model.flexibleUnits[u].isShrink ? "shrinkUnit" : "flexibleUnit"
            raw = operand(for: soft.preferredValue!, name: name + "Fill", source: soft.range)
        }
        guard !soft.lowerBounds.isEmpty || !soft.upperBounds.isEmpty else {
            if let value = soft.preferredValue, value.isConstant {
                bind(.soft(k), toConstant: value.constant)
            } else {
                bind(.soft(k), to: raw)
            }
            return
        }
        let lower = soft.lowerBounds.map { operand(for: $0.bound, name: name + "Min", source: $0.source) }
        let upper = soft.upperBounds.map { operand(for: $0.bound, name: name + "Max", source: $0.source) }
        let sources = (soft.lowerBounds + soft.upperBounds).map(\.source)
        let subject: StepSubject =
            switch soft.kind {
            case .extent(let isWidth): .container(isWidth: isWidth)
            case .measured(let i, let isWidth): .attribute(element: i, isWidth ? .width : .height)
            case .preference, .fallback: .preferred(soft.range)
            case .flexible(let u): model.flexibleUnits[u].isShrink ? .shrinkUnit : .flexibleUnit
            }
        let index = append(
            name, .clamp(raw, lower: lower, upper: upper), sources[0], reason: text(sources[0]), subject: subject,
            boundSources: sources)
        bind(.soft(k), to: .value(index))
    }

    /// STEP 3: frames and size.
    mutating func outputs() -> Variant {
        let width = extent(isWidth: true)
        let height = extent(isWidth: false)
        var frames: [FrameOutput] = []
        var contentSizes: [ContentSizeOutput] = []
        for (i, item) in model.items.enumerated() {
            func value(_ variable: Variable, _ suffix: String) -> Operand {
                operand(
                    for: solver.values[variable]!, name: item.name + suffix, source: source(of: variable),
                    subject: subject(of: variable))
            }
            let frame = FrameOutput(
                leading: value(.leading(i), "Leading"), top: value(.top(i), "Top"),
                width: value(.width(i), "Width"), height: value(.height(i), "Height"),
                sources: [Variable.leading(i), .top(i), .width(i), .height(i)].map(source(of:)))
            frames.append(frame)
            if item.isScroll {
                contentSizes.append(
                    ContentSizeOutput(
                        element: i,
                        width: item.scrollsHorizontally ? value(.contentWidth(i), "ContentWidth") : frame.width,
                        height: item.scrollsVertically ? value(.contentHeight(i), "ContentHeight") : frame.height))
            }
        }
        return Variant(
            direction: direction, steps: writer.steps, frames: frames, width: width, height: height, contentSizes: contentSizes,
            sizeSources: [source(of: .containerWidth), source(of: .containerHeight)])
    }

    /// The container's extent as reported: the given one (clamped), or the fitting one.
    private mutating func extent(isWidth: Bool) -> Operand {
        let variable: Variable = isWidth ? .containerWidth : .containerHeight
        let fitting = isWidth ? solver.selfSizing.width : solver.selfSizing.height
        let name = isWidth ? "fittingWidth" : "fittingHeight"
        let value = operand(
            for: solver.values[variable]!, name: name, source: source(of: variable), subject: .container(isWidth: isWidth))
        let bounds = isWidth ? solver.fitBounds.width : solver.fitBounds.height
        guard fitting, !bounds.isEmpty else { return value }
        func limit(_ b: (isUpper: Bool, bound: LinearForm, constraint: Int)) -> Operand {
            operand(for: b.bound, name: name + (b.isUpper ? "Max" : "Min"), source: model.constraints[b.constraint].range)
        }
        let lower = bounds.filter { !$0.isUpper }.map(limit)
        let upper = bounds.filter(\.isUpper).map(limit)
        let sources = (bounds.filter { !$0.isUpper } + bounds.filter(\.isUpper)).map { model.constraints[$0.constraint].range }
        let range = model.constraints[bounds[0].constraint].range
        return .value(
            append(
                name + "Clamped", .clamp(value, lower: lower, upper: upper), range, reason: text(range),
                subject: .container(isWidth: isWidth), boundSources: sources))
    }

    /// What a step holding an unknown's value is, for `explain`.
    func subject(of variable: Variable) -> StepSubject {
        switch variable {
        case .leading(let i): .attribute(element: i, .leading)
        case .top(let i): .attribute(element: i, .top)
        case .width(let i): .attribute(element: i, .width)
        case .height(let i): .attribute(element: i, .height)
        case .contentWidth(let i): .attribute(element: i, .contentWidth)
        case .contentHeight(let i): .attribute(element: i, .contentHeight)
        case .containerWidth: .container(isWidth: true)
        case .containerHeight: .container(isWidth: false)
        case .flexible(let u): model.flexibleUnits[u].isShrink ? .shrinkUnit : .flexibleUnit
        }
    }

    /// Where the value of an unknown is decided: the constraint (or declaration) whose row
    /// first pivoted on it.
    func source(of variable: Variable) -> SourceRange {
        guard let id = solver.basis.decidedBy[variable] else { return model.nameRange }
        if id < model.constraints.count { return model.constraints[id].range }
        return solver.softs[id - model.constraints.count].range
    }

    /// The source text of a range on one line, for `explain`.
    func text(_ range: SourceRange) -> String {
        writer.text(range)
    }
}
