import LayoutGenAlgebra
import LayoutGenEvaluate
import LayoutGenResolve

/// The value of every unknown and run-time symbol in one evaluation, as the verifier sees it.
///
/// Items' unknowns (leading, width, top, height) and scroll content extents come from the
/// evaluation's trace. The unknowns no frame shows — each flexible unit `F` and the container's
/// extents — are deduced from the required equalities of the variant (repeatedly taking an
/// equation in which exactly one of them is still unknown; fill equations are left out, since
/// they may yield); a container extent no equation fixes is the one the evaluation used.
package struct VerifierValues {
    package let model: LayoutModel
    package let arguments: EvaluationArguments
    package let rightToLeft: Bool
    /// The variant of the model that applies.
    package let variant: ModelVariant
    var variables: [Variable: Double] = [:]
    package var inputs: [Double] = []
    /// Per `when`, the branch that holds for the arguments (its branch count: none).
    package let branches: [Int]
    /// Extents deduced from the equalities (nil: taken from the evaluation).
    var deducedWidth: Double?
    var deducedHeight: Double?

    /// The optional views the evaluation hides (read from its arguments, not from the variant).
    package var hiddenItems: Set<Int> {
        Set(model.items.indices.filter { model.items[$0].isOptional && arguments.hidden.contains(model.items[$0].name) })
    }

    package init?(model: LayoutModel, arguments: EvaluationArguments, trace: EvaluationTrace) {
        self.model = model
        self.arguments = arguments
        let inputs = model.inputs.map { arguments.inputs[$0.name] ?? $0.defaultValue?.doubleValue ?? 0 }
        self.inputs = inputs
        // `mirrored when …` flips the direction while it holds.
        self.rightToLeft = arguments.rightToLeft != (model.mirrored.map { Self.holds($0, model, arguments, inputs) } ?? false)
        guard let variant = Self.variant(model, arguments, inputs) else { return nil }
        self.variant = variant
        self.branches = model.whens.map { when in
            when.conditions.firstIndex { Self.holds($0, model, arguments, inputs) } ?? when.conditions.count
        }
        for (i, raw) in trace.frames.enumerated() {
            variables[.leading(i)] = raw.leading
            variables[.width(i)] = raw.width
            variables[.top(i)] = raw.top
            variables[.height(i)] = raw.height
        }
        for (i, size) in trace.contentSizes {
            variables[.contentWidth(i)] = size.width
            variables[.contentHeight(i)] = size.height
        }
        deduceHiddenUnknowns()
        deducedWidth = variables[.containerWidth]
        deducedHeight = variables[.containerHeight]
        if deducedWidth == nil { variables[.containerWidth] = trace.width }
        if deducedHeight == nil { variables[.containerHeight] = trace.height }
    }

    /// Whether a condition holds for the evaluation's arguments (read from them, not from the
    /// plan).
    package static func holds(
        _ condition: ConditionModel, _ model: LayoutModel, _ arguments: EvaluationArguments, _ inputs: [Double]
    ) -> Bool {
        func holds(_ condition: ConditionModel) -> Bool {
            switch condition {
            case .constant(let value): return value
            case .input(let i): return inputs[i] != 0
            case .hidden(let i): return arguments.hidden.contains(model.items[i].name)
            case .not(let c): return !holds(c)
            case .and(let a, let b): return holds(a) && holds(b)
            case .or(let a, let b): return holds(a) || holds(b)
            case .compare(let form, let op):
                var v = form.constant.doubleValue
                for s in form.symbols {
                    let x: Double =
                        switch s.key {
                        case .input(let i): inputs[i]
                        case .givenWidth: arguments.width
                        case .givenHeight: arguments.height
                        default: .nan
                        }
                    v += s.coefficient.doubleValue * x
                }
                switch op {
                case .equal: return v == 0
                case .notEqual: return v != 0
                case .less: return v < 0
                case .lessOrEqual: return v <= 0
                case .greater: return v > 0
                case .greaterOrEqual: return v >= 0
                default: return false
                }
            }
        }
        return holds(condition)
    }

    /// The model variant whose `when` branches and hidden views match the arguments.
    package static func variant(_ model: LayoutModel, _ arguments: EvaluationArguments, _ inputs: [Double]) -> ModelVariant? {
        func holds(_ condition: ConditionModel) -> Bool { Self.holds(condition, model, arguments, inputs) }
        let branches = model.whens.map { when in when.conditions.firstIndex(where: holds) ?? when.conditions.count }
        return model.variants.first { variant in
            variant.literals.allSatisfy { literal in
                switch literal {
                case .branch(let w, let b): branches[w] == b
                case .hidden(let i, let isHidden): arguments.hidden.contains(model.items[i].name) == isHidden
                }
            }
        }
    }

    /// The constraints that hold in the variant, in source order.
    package var active: [Int] {
        model.constraints.indices.filter { c in
            let constraint = model.constraints[c]
            // A folded `when`'s constraint holds where its own branch does.
            guard case .branch(let w, let b)? = constraint.foldedBranch else { return variant.admits(constraint.requires) }
            return branches[w] == b && variant.admits(constraint.requires.filter { $0 != constraint.foldedBranch })
        }
    }

    /// The fill equations of the flexible units that take part, by constraint index.
    package var fills: [Int: Int] {
        var result: [Int: Int] = [:]
        for (k, unit) in model.flexibleUnits.enumerated() where variant.admits(unit.requires) && !unit.isShrink {
            if unit.fillConstraint >= 0 { result[unit.fillConstraint] = k }
        }
        return result
    }

    /// `Σ cᵢ·xᵢ + k` with every value known, and the sum of the magnitudes of its terms (the
    /// scale a relative tolerance applies to); nil when an unknown has no value.
    package func evaluate(_ form: LinearForm, depth: Int = 0) -> (value: Double, scale: Double)? {
        var value = form.constant.doubleValue
        var scale = abs(value)
        for term in form.terms {
            guard let x = variables[term.key] else { return nil }
            let t = term.coefficient.doubleValue * x
            value += t
            scale += abs(t)
        }
        for symbol in form.symbols {
            guard let x = self.symbol(symbol.key, depth: depth) else { return nil }
            let t = symbol.coefficient.doubleValue * x
            value += t
            scale += abs(t)
        }
        return (value, scale)
    }

    private func symbol(_ symbol: Symbol, depth: Int) -> Double? {
        switch symbol {
        case .input(let i): return inputs[i]
        case .safeArea(let edge): return arguments.safeArea[edge]
        case .givenWidth: return arguments.width
        case .givenHeight: return arguments.height
        case .soft: return nil
        case .shown(let i): return hiddenItems.contains(i) ? 0 : 1
        case .branchConstant(let k):
            // The branch that holds for the evaluation's arguments (read from them).
            let constant = model.branchConstants[k]
            return constant.values[branches[constant.when]].doubleValue
        case .firstBaseline(let i): return baselines(of: i).first
        case .lastBaselineDepth(let i): return baselines(of: i).lastDepth
        case .extremum(let j):
            guard depth < 64 else { return nil }
            let e = model.extrema[j]
            let values = e.arguments(rightToLeft: rightToLeft, hidden: hiddenItems).map {
                evaluate($0, depth: depth + 1)?.value
            }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            let numbers = values.map { $0! }
            switch e.function {
            case .rounded(let rounding): return Self.rounded(numbers[0], rounding, scale: arguments.scale)
            case .product: return numbers[0] * numbers[1]
            case .minimum: return numbers.min()
            case .maximum: return numbers.max()
            }
        }
    }

    /// A measured view's first baseline offset and last baseline depth, read from its stand-in
    /// as GENERATED.md §2 states them (not from the evaluation): a text's ascender is 0.8 of its
    /// line height and its last line's descent the other 0.2, whatever the proposal, once it
    /// has a line; an image's baselines are at its bottom (a NaN or negative height counting
    /// as 0, as for its size); a view without a stand-in answers
    /// 0×0, and a hidden view is not measured: both 0 (one inside a hidden container view is).
    package func baselines(of i: Int) -> (first: Double, lastDepth: Double) {
        if hiddenItems.contains(i) { return (0, 0) }
        switch arguments.measure[model.items[i].name] {
        case .text(let width, let lineHeight, _)?: return width > 0 ? (0.8 * lineHeight, 0.2 * lineHeight) : (0, 0)
        case .fixed(_, let height)?: return height.isNaN || height < 0 ? (0, 0) : (height, 0)
        case nil: return (0, 0)
        }
    }

    /// `floor`, `ceil` or `round` of a value the verifier summed in its own order: a value within
    /// a few last bits of a grid point is the grid point (the generated code, which sums in
    /// another order, may land on it exactly: `(320 - 20) / 3` is 100 there and
    /// 99.99999999999999 as `320 / 3 - 20 / 3`).
    package static func rounded(_ x: Double, _ rounding: Rounding, scale: Double) -> Double {
        let grid = rounding.toPixel && scale > 0 ? scale : 1
        let nearest = (x * grid).rounded() / grid
        let onGrid = abs(x - nearest) <= 1e-9 * max(1, abs(x))
        return rounding.apply(onGrid ? nearest : x, scale: scale)
    }

    /// Deduces `F`s and the container's extents from equations with one of them unknown.
    private mutating func deduceHiddenUnknowns() {
        let fills = self.fills
        let equations = active.filter { model.constraints[$0].kind == .required && fills[$0] == nil }
        var progress = true
        while progress {
            progress = false
            for c in equations {
                let form = model.constraints[c].form(rightToLeft: rightToLeft)
                let unknown = form.terms.filter { variables[$0.key] == nil }
                guard unknown.count == 1 else { continue }
                var rest = form
                let coefficient = rest.remove(unknown[0].key)
                guard let value = evaluate(rest)?.value else { continue }
                variables[unknown[0].key] = -value / coefficient.doubleValue
                progress = true
            }
        }
    }
}
