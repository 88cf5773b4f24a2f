import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve
import LayoutGenSolve

/// Turns a `GoalSolver`'s result into a straight-line program (`Variant`).
///
/// STEP 1: find the run-time values the frames, sizes and proposals read (the live ones).
/// STEP 2: emit them in the order the solver made them, each measure call where it was made,
///         each of the spec's `min`/`max` when a value first reads it (a `min`/`max` whose
///         arguments read itself is a cycle, reported with its chain), and each attribute as
///         soon as everything it reads is known, so that later steps reuse it.
/// STEP 3: read every frame and the container size from the values.
package struct GoalPlanBuilder {
    package let solved: SolvedVariant
    package let model: LayoutModel
    package let file: SourceFile
    package let direction: Direction?
    package var writer: StepWriter
    /// The measure step of each measured item.
    var measureSteps: [Int: Int] = [:]
    /// The spec's `min`/`max` values being emitted (a second visit is a cycle).
    var inProgress: [Int] = []
    /// Whether a cycle was reported.
    package var failed = false
    /// How many symbols had operands when `emitKnownValues` last looked.
    var symbolsSeen = -1

    /// `plain`: a program for the analysis only (`StepWriter.plain`).
    package init(_ solved: SolvedVariant, model: LayoutModel, file: SourceFile, direction: Direction?, plain: Bool = false) {
        self.solved = solved
        self.model = model
        self.file = file
        self.direction = direction
        self.writer = StepWriter(
            file: file, inputs: model.inputs, expectedSteps: 8 * model.items.count + 32, plain: plain)
        writer.bind(.givenWidth, to: .parameter(.width))
        writer.bind(.givenHeight, to: .parameter(.height))
    }

    /// Builds the program and the operands of a branch's errors (`SolvedVariant.errors`), or
    /// reports a cycle and returns nil.
    package mutating func build(diagnostics: DiagnosticCollector) -> (variant: Variant, errors: [Operand])? {
        let live = liveValues()
        var pending = PendingValues(
            model.items.indices.flatMap { i in
                [Variable.leading(i), .top(i), .width(i), .height(i)].map {
                    PendingValues.Value(variable: $0, form: solved.values[$0]!)
                }
            })
        emitKnownValues(&pending)
        var next = 0
        for k in solved.runtimeValues.indices {
            while next < solved.measurements.count, solved.measurements[next].valuesBefore <= k {
                emitMeasurement(next, diagnostics: diagnostics)
                next += 1
            }
            if live[k] { ensureSymbol(.soft(k), diagnostics: diagnostics) }
            emitKnownValues(&pending)
        }
        while next < solved.measurements.count {
            emitMeasurement(next, diagnostics: diagnostics)
            next += 1
        }
        var errors = solved.errors.map { error in
            operand(for: error, name: "miss", range: solved.branchOf ?? model.nameRange, diagnostics: diagnostics)
        }
        let variant = outputs(diagnostics: diagnostics)
        return failed ? nil : (variant.removingDeadSteps(reading: &errors), errors)
    }

    /// STEP 1: which run-time values the outputs and the measurements read.
    private func liveValues() -> [Bool] {
        var live = [Bool](repeating: false, count: solved.runtimeValues.count)
        var seenExtrema = Set<Int>()
        var pending: [LinearForm] = outputUnknowns().map { solved.values[$0]! }
        for m in solved.measurements { pending += [m.width, m.height].compactMap { $0 } }
        pending += solved.errors
        while let form = pending.popLast() {
            for term in form.symbols {
                switch term.key {
                case .soft(let k) where !live[k]:
                    live[k] = true
                    switch solved.runtimeValues[k] {
                    case .minimum(let arguments), .maximum(let arguments): pending += arguments
                    case .measured: break
                    }
                case .extremum(let j) where !seenExtrema.contains(j):
                    seenExtrema.insert(j)
                    pending += arguments(ofExtremum: j)
                default: break
                }
            }
        }
        return live
    }

    /// The unknowns the output reads.
    private func outputUnknowns() -> [Variable] {
        var result: [Variable] = [.containerWidth, .containerHeight]
        for (i, item) in model.items.enumerated() {
            result += [.leading(i), .width(i), .top(i), .height(i)]
            if item.scrollsHorizontally { result.append(.contentWidth(i)) }
            if item.scrollsVertically { result.append(.contentHeight(i)) }
        }
        return result
    }

    /// The arguments of the spec's `min`/`max` at index `j`, with every unknown substituted.
    package func arguments(ofExtremum j: Int) -> [LinearForm] {
        solved.extremumArguments[j]
    }

    /// STEP 2: gives a symbol an operand, emitting what it needs first.
    mutating func ensureSymbol(_ symbol: Symbol, diagnostics: DiagnosticCollector) {
        guard writer.symbolOperands[symbol] == nil, !failed else { return }
        switch symbol {
        case .soft(let k):
            switch solved.runtimeValues[k] {
            case .minimum(let arguments), .maximum(let arguments):
                let isMinimum = if case .minimum = solved.runtimeValues[k] { true } else { false }
                let role = solved.valueRoles[k]
                let name = role?.name(items: model.items) ?? (isMinimum ? "upperLimit" : "lowerLimit")
                let range = role?.range ?? model.nameRange
                let operands = arguments.map { operand(for: $0, name: name + "Argument", range: range, diagnostics: diagnostics) }
                guard !failed else { return }
                let index = writer.append(
                    name, .extremum(isMinimum: isMinimum, operands), range, reason: file.text(of: range),
                    subject: role?.subject ?? .intermediate, boundSources: role?.bounds ?? [])
                writer.bind(symbol, to: .value(index))
            case .measured:
                // A value read before its measurement's place: measure now (its proposals
                // read only values made before it).
                if let m = solved.measurements.firstIndex(where: { $0.valuesBefore == k || $0.valuesBefore + 1 == k }) {
                    emitMeasurement(m, diagnostics: diagnostics)
                }
            }
        case .extremum(let j):
            if let start = inProgress.firstIndex(of: j) {
                reportCycle(Array(inProgress[start...]), diagnostics: diagnostics)
                return
            }
            inProgress.append(j)
            let e = model.extrema[j]
            let name =
                subjectName(ofExtremum: j)
                ?? {
                    switch e.function {
                    case .rounded(let rounding):
                        switch rounding.rule {
                        case .down: "floored"
                        case .up: "ceiling"
                        case .nearest: "rounded"
                        }
                    case .minimum: "minimum"
                    case .maximum: "maximum"
                    case .product: "product"
                    }
                }()
            let operands = arguments(ofExtremum: j).map {
                operand(for: $0, name: name + "Argument", range: e.range, diagnostics: diagnostics)
            }
            inProgress.removeLast()
            guard !failed else { return }
            let operation: Operation =
                switch e.function {
                case .rounded(let rounding): .rounded(operands[0], rounding)
                case .product: .product(operands[0], operands[1])
                case .minimum, .maximum: .extremum(isMinimum: e.isMinimum, operands)
                }
            let index = writer.append(name, operation, e.range, reason: file.text(of: e.range), subject: .extremum)
            writer.bind(symbol, to: .value(index))
        case .firstBaseline(let i), .lastBaselineDepth(let i):
            ensureBaselines(of: i, diagnostics: diagnostics)
        case .branchConstant(let k):
            emitBranchConstant(k)
        case .shown(let i):
            emitShown(i)
        case .input, .givenWidth, .givenHeight, .safeArea:
            break
        }
    }

    /// An operand for a form, emitting the symbols it reads first.
    private mutating func operand(
        for form: LinearForm, name: String, range: SourceRange, subject: StepSubject = .intermediate,
        diagnostics: DiagnosticCollector
    ) -> Operand {
        for term in form.symbols { ensureSymbol(term.key, diagnostics: diagnostics) }
        guard !failed else { return .constant(0) }
        return writer.operand(for: form, name: name, source: range, subject: subject)
    }

    /// Emits measurement `m`: the measure call, and binds its answer's symbols.
    mutating func emitMeasurement(_ m: Int, diagnostics: DiagnosticCollector) {
        let measurement = solved.measurements[m]
        let i = measurement.item
        guard measureSteps[i] == nil else { return }
        let item = model.items[i]
        var proposals: [Operand] = []
        for (isWidth, proposal) in [(true, measurement.width), (false, measurement.height)] {
            guard let proposal else {
                proposals.append(.unbounded)
                continue
            }
            let variable: Variable = isWidth ? .width(i) : .height(i)
            proposals.append(
                self.proposal(
                    proposal, name: item.name + (isWidth ? "MaxWidth" : "MaxHeight"), range: source(of: variable),
                    diagnostics: diagnostics))
        }
        guard !failed else { return }
        let index = writer.append(
            item.name + (model.baselinesRead.isEmpty ? "Size" : "Measured"), .measure(element: i, width: proposals[0], height: proposals[1]), item.range,
            reason: "measure(\(item.name))", subject: .measurement(element: i))
        measureSteps[i] = index
        for (offset, isWidth) in [(0, true), (1, false)] {
            var answer = Operand.measured(index, isWidth: isWidth)
            // A rounded measurement: the layout reads the answer rounded (`measured(rounded: …)`).
            if let rounding = item.measuredRounding {
                answer = .value(
                    writer.append(
                        item.name + (isWidth ? "Width" : "Height") + "Rounded", .rounded(answer, rounding), item.range,
                        reason: "\(rounding.name)(\(item.name)'s measured \(isWidth ? "width" : "height"))"))
            }
            writer.bind(.soft(measurement.valuesBefore + offset), to: answer)
        }
        if model.baselinesRead.contains(i) { bindBaselines(of: i, step: index) }
    }

    /// Emits, in declaration order, the attributes whose every input is now known, so later
    /// steps can build on them.
    private mutating func emitKnownValues(_ pending: inout PendingValues) {
        guard writer.boundSymbols.count != symbolsSeen else { return }
        let newlyBound = writer.boundSymbols[max(symbolsSeen, 0)...]
        symbolsSeen = writer.boundSymbols.count
        let symbolOperands = writer.symbolOperands
        for value in pending.takeCompleted(newlyBound: newlyBound, isBound: { symbolOperands[$0] != nil }) {
            let variable = value.variable
            let suffix = ["Leading", "Width", "Top", "Height"][variable.slot!]
            _ = writer.operand(
                for: value.form, name: model.items[variable.item!].name + suffix, source: source(of: variable),
                subject: subject(of: variable))
        }
    }

    /// The spec's name for `min`/`max` `j` where a required constraint sets one attribute to
    /// it alone: `logoWidth` for `logo.width == min(400, safe.width - 32)`, `playedWidth` for
    /// `played.width == progress * track.width`.
    private func subjectName(ofExtremum j: Int) -> String? {
        for constraint in model.constraints where constraint.kind == .required {
            let form = constraint.form(rightToLeft: solved.rightToLeft)
            guard form.symbols.count == 1, form.symbols[0].key == .extremum(j), form.constant.isZero,
                form.terms.count == 1, form.terms[0].coefficient == -form.symbols[0].coefficient
            else { continue }
            // A product names the attribute it sets (its other factor mentions another).
            let mention =
                model.extrema[j].function == .product
                ? constraint.mentions.first { $0.item == form.terms[0].key.item }
                : constraint.mentions.count == 1 ? constraint.mentions.first : nil
            if let mention { return mention.name(in: model.items) }
        }
        return nil
    }

    private mutating func reportCycle(_ chain: [Int], diagnostics: DiagnosticCollector) {
        failed = true
        let names = (chain + [chain[0]]).map { model.extrema[$0].citation }
        diagnostics.error(
            .cycle(names), at: model.extrema[chain[0]].range,
            notes: chain.dropFirst().map { DiagnosticNote("\(names[chain.firstIndex(of: $0)!]) is here", at: model.extrema[$0].range) })
    }
}
