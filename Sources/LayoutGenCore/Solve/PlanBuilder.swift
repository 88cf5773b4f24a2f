/// Turns a solved layout into a straight-line program (`Variant`).
///
/// STEP 1: order the run-time computations — `min`/`max` values, measure calls, clamped soft
///         values — by their dependencies (Kahn's algorithm, earliest declared first), so each
///         measurement happens once, as soon as its proposal is known. A dependency cycle is
///         an error that lists the cycle.
/// STEP 2: emit each computation, writing the affine forms it reads as `let` steps that reuse
///         earlier steps where that shortens them (common subexpressions).
/// STEP 3: read every frame and the container size from the values.
struct PlanBuilder {
    /// A run-time computation to order.
    enum Node: Hashable {
        case extremum(Int)
        case measure(item: Int)
        case soft(Int)
    }

    let solver: LayoutSolver
    let file: SourceFile
    let direction: Direction?
    /// The steps written so far, and what each symbol's operand is.
    var writer: StepWriter
    var measureSteps: [Int: Int] = [:]
    /// Per item, the first accepted measured soft source of its width and of its height.
    let measuredSofts: [(width: Int?, height: Int?)]
    /// How many symbols had operands when `emitKnownValues` last looked.
    var symbolsSeen = -1

    var model: LayoutModel { solver.model }

    init(solver: LayoutSolver, file: SourceFile, direction: Direction?) {
        self.solver = solver
        self.file = file
        self.direction = direction
        var measuredSofts = [(width: Int?, height: Int?)](repeating: (nil, nil), count: solver.model.items.count)
        for (k, soft) in solver.softs.enumerated().reversed() where soft.isAccepted {
            guard case .measured(let i, let isWidth) = soft.kind else { continue }
            if isWidth { measuredSofts[i].width = k } else { measuredSofts[i].height = k }
        }
        self.measuredSofts = measuredSofts
        self.writer = StepWriter(
            file: file, inputs: solver.model.inputs, expectedSteps: 8 * solver.model.items.count + 32)
    }

    /// Builds the program, or reports a cycle and returns nil.
    mutating func build(diagnostics: DiagnosticCollector) -> Variant? {
        guard let order = orderedNodes(diagnostics: diagnostics) else { return nil }
        var pending = PendingValues(
            model.items.indices.flatMap { i in
                [Variable.leading(i), .top(i), .width(i), .height(i)].map {
                    PendingValues.Value(variable: $0, form: solver.values[$0]!)
                }
            })
        emitKnownValues(&pending)
        for node in order {
            emit(node)
            emitKnownValues(&pending)
        }
        return outputs().removingDeadSteps()
    }

    /// Emits, in declaration order, the attributes whose every input is now known, so later
    /// steps can build on them (and read in dependency order).
    private mutating func emitKnownValues(_ pending: inout PendingValues) {
        // Only a newly bound symbol can make a pending attribute known.
        guard writer.boundSymbols.count != symbolsSeen else { return }
        let newlyBound = writer.boundSymbols[max(symbolsSeen, 0)...]
        symbolsSeen = writer.boundSymbols.count
        let symbolOperands = writer.symbolOperands
        for value in pending.takeCompleted(newlyBound: newlyBound, isBound: { symbolOperands[$0] != nil }) {
            let variable = value.variable
            let suffix = ["Leading", "Width", "Top", "Height"][variable.slot!]
            let name = model.items[variable.item!].name + suffix
            _ = operand(for: value.form, name: name, source: source(of: variable), subject: subject(of: variable))
        }
    }

    /// The measured soft source of an item's axis, when its row was accepted.
    func measuredSoft(item: Int, isWidth: Bool) -> Int? {
        isWidth ? measuredSofts[item].width : measuredSofts[item].height
    }
}

extension PlanBuilder {
    mutating func bind(_ symbol: Symbol, to operand: Operand) { writer.bind(symbol, to: operand) }

    mutating func bind(_ symbol: Symbol, toConstant value: Rational) { writer.bind(symbol, toConstant: value) }

    mutating func operand(
        for form: LinearForm, name: String, source: SourceRange, subject: StepSubject = .intermediate
    ) -> Operand {
        writer.operand(for: form, name: name, source: source, subject: subject)
    }

    mutating func append(
        _ name: String, _ operation: Operation, _ source: SourceRange, reason: String,
        subject: StepSubject = .intermediate, boundSources: [SourceRange] = []
    ) -> Int {
        writer.append(name, operation, source, reason: reason, subject: subject, boundSources: boundSources)
    }
}
