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
    var steps: [Step] = []
    /// The operand that holds each symbol's value.
    var symbolOperands = OrdinalMap<Symbol, Operand>()
    /// The symbols with operands, in the order they were bound.
    var boundSymbols: [Symbol] = []
    /// Symbols whose value is a number known at generation time.
    var symbolConstants = OrdinalMap<Symbol, Rational>()
    /// Forms already held by an operand (for reuse), and the operands' forms.
    var operandOf: [LinearForm: Operand] = [:]
    var formOf: [Operand: LinearForm] = [:]
    /// Known forms containing each symbol, in emission order.
    var formsWithSymbol = OrdinalMap<Symbol, [LinearForm]>()
    var usedNames: Set<String> = []
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
        let expectedSteps = 8 * solver.model.items.count + 32
        operandOf.reserveCapacity(expectedSteps)
        formOf.reserveCapacity(expectedSteps)
        usedNames.reserveCapacity(expectedSteps)
        for (i, input) in solver.model.inputs.enumerated() {
            bind(.input(i), to: .parameter(.input(i)))
            usedNames.insert(input.name)
        }
        for edge in 0..<4 { bind(.safeArea(edge), to: .parameter(.safeArea(edge))) }
        usedNames.formUnion(["size", "hidden", "safeAreaInsets", "rightToLeft", "scale", "measure"])
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
        return Self.removingDeadSteps(outputs())
    }

    /// Emits, in declaration order, the attributes whose every input is now known, so later
    /// steps can build on them (and read in dependency order).
    private mutating func emitKnownValues(_ pending: inout PendingValues) {
        // Only a newly bound symbol can make a pending attribute known.
        guard boundSymbols.count != symbolsSeen else { return }
        let newlyBound = boundSymbols[max(symbolsSeen, 0)...]
        symbolsSeen = boundSymbols.count
        let symbolOperands = self.symbolOperands
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
