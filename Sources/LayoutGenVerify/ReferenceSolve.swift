import LayoutGenAlgebra
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenResolve

/// The verifier's independent solve of one evaluation: the variant's constraints with every
/// run-time value known, laid out by linear programming one soft goal at a time, in the order
/// docs/language.md gives (`ReferenceGoals`), each goal's smallest error kept as a bound on
/// the next. It reads the lowered model, never the plan, and shares no code with the
/// generator's solver: `eval` must give the same frames.
///
/// A spec's `min`/`max` of unknowns is solved as LANGUAGE.md §7 reads it, once per argument
/// (`choices`: that argument is the value, and the least, or greatest, of them;
/// `ReferenceComparison` keeps the branch whose goals' errors are lexicographically least). The
/// others (of values known before any layout arithmetic, or not chosen) are taken as the
/// evaluation's frames give them.
package struct ReferenceSolve {
    /// The raw frames (before the clamp at 0), per item, and the container's extents.
    package struct Result {
        package var frames: [RawFrame]
        package var width: Double
        package var height: Double
        package var contentSizes: [Int: (width: Double, height: Double)]
    }

    package let model: LayoutModel
    package let values: VerifierValues
    package let goals: [ReferenceGoal]
    /// The column of each unknown.
    private var columns: [Variable: Int] = [:]
    private var program: DenseSimplex
    /// Per goal, its measured target once known.
    private var targets: [Int: Double] = [:]
    /// The optimum of the last goal solved (every column), while it still meets every row.
    private var point: [Double]?
    /// The spec's `min`/`max`s (index into `model.extrema`) taken at one argument each.
    package let choices: [Int: Int]
    /// The container's axes fitted as `sizeThatFits` fits them.
    package let fitting: FitAxes
    /// Each goal's smallest error, in the order the goals are met.
    package private(set) var errors: [Double] = []

    package init(model: LayoutModel, values: VerifierValues, fitting: FitAxes = [], choices: [Int: Int] = [:]) {
        self.fitting = fitting
        self.model = model
        self.values = values
        self.choices = choices
        self.goals = ReferenceGoals.make(
            model: model, variant: values.variant, rightToLeft: values.rightToLeft, fitting: fitting)
        var unknowns: [Variable] = [.containerWidth, .containerHeight]
        for (i, item) in model.items.enumerated() {
            unknowns += [.leading(i), .width(i), .top(i), .height(i)]
            if item.scrollsHorizontally { unknowns.append(.contentWidth(i)) }
            if item.scrollsVertically { unknowns.append(.contentHeight(i)) }
        }
        for (k, unit) in model.flexibleUnits.enumerated() where values.variant.admits(unit.requires) {
            unknowns.append(.flexible(k))
        }
        for (c, variable) in unknowns.enumerated() { columns[variable] = c }
        // One error column per goal after the unknowns.
        program = DenseSimplex(variableCount: unknowns.count + goals.count)
    }

    /// The measured views whose goals this solve leaves out: the views whose proposal it
    /// reads (`measure`).
    private var leftOut: Set<Int> = []
    /// The answers measured so far, shared with the solves of the proposals.
    private var answers = MeasuredAnswers()

    /// Solves; nil when the required constraints cannot be met or a goal's error is unbounded.
    package mutating func solve() -> Result? {
        addRequiredRows()
        guard meetGoals(above: nil) else { return nil }
        guard case .optimal(_, let point) = program.minimize([Double](repeating: 0, count: program.variableCount)) else {
            return nil
        }
        func value(_ variable: Variable) -> Double { point[columns[variable]!] }
        var contentSizes: [Int: (width: Double, height: Double)] = [:]
        for (i, item) in model.items.enumerated() where item.isScroll {
            contentSizes[i] = (
                item.scrollsHorizontally ? value(.contentWidth(i)) : value(.width(i)),
                item.scrollsVertically ? value(.contentHeight(i)) : value(.height(i))
            )
        }
        return Result(
            frames: model.items.indices.map {
                RawFrame(leading: value(.leading($0)), top: value(.top($0)), width: value(.width($0)), height: value(.height($0)))
            },
            width: value(.containerWidth), height: value(.containerHeight), contentSizes: contentSizes)
    }

    /// The required rows: the chosen arguments of `min`/`max`, the required constraints, the
    /// flexible units at least 0.
    private mutating func addRequiredRows() {
        for (j, i) in choices {
            let arguments = self.arguments(of: j)
            for k in arguments.indices where k != i {
                addRow(model.extrema[j].isMinimum ? arguments[i] - arguments[k] : arguments[k] - arguments[i], isEquality: false)
            }
        }
        for c in values.active {
            let constraint = model.constraints[c]
            let form = choosing(constraint.form(rightToLeft: values.rightToLeft))
            switch constraint.kind {
            case .required where !ReferenceGoals.fills(model: model, variant: values.variant).contains(c):
                addRow(form, isEquality: true)
            case .inequality(let isUpper):
                for row in convexRows(isUpper ? form : form * -.one) { addRow(row, isEquality: false) }
            default: break
            }
        }
        for (k, unit) in model.flexibleUnits.enumerated()
        where values.variant.admits(unit.requires) && (unit.isShrink || !unit.isUnbounded) {
            addRow(LinearForm(.flexible(k), -.one), isEquality: false)
        }
    }

    /// Meets the goals in order (those above `level`; nil: all), but those of the views left
    /// out; a measured view is measured when its first goal comes up. False where a goal's
    /// program has no optimum.
    private mutating func meetGoals(above level: Double?) -> Bool {
        for g in goals.indices where level.map({ goals[g].level > $0 }) ?? true {
            switch goals[g].kind {
            case .compression(let item, _), .hugging(let item, _):
                if leftOut.contains(item) { continue }
                if targets[g] == nil { measure(item) }
            default: break
            }
            guard meet(g) else { return false }
        }
        return true
    }

    /// Goal `g`: its error column `eₖ >= 0` bounds the miss (`e - t <= eₖ`, `t - e <= eₖ` for
    /// an equality); the smallest error is then kept as a bound.
    private mutating func meet(_ g: Int) -> Bool {
        let goal = goals[g]
        let error = columns.count + g
        guard let (coefficients, constant) = row(choosing(goal.expression)) else { return false }
        let target = targets[g] ?? goal.target
        var errorRow = [Double](repeating: 0, count: program.variableCount)
        errorRow[error] = -1
        program.rows.append(DenseSimplex.Row(coefficients: errorRow, isEquality: false, rhs: 0))
        if goal.relation != .greaterOrEqual {
            var above = coefficients
            above[error] = -1
            program.rows.append(DenseSimplex.Row(coefficients: above, isEquality: false, rhs: target - constant))
        }
        if goal.relation != .lessOrEqual {
            var below = coefficients.map { -$0 }
            below[error] = -1
            program.rows.append(DenseSimplex.Row(coefficients: below, isEquality: false, rhs: constant - target))
        }
        var bound = [Double](repeating: 0, count: program.variableCount)
        bound[error] = 1
        // A goal the last optimum already meets (within the bound's tolerance) has the smallest
        // error 0 there: no program to solve, the point stays feasible.
        if var current = point {
            let miss = zip(coefficients, current).reduce(constant - target) { $0 + $1.0 * $1.1 }
            let missed =
                switch goal.relation {
                case .equal: abs(miss)
                case .lessOrEqual: max(0, miss)
                case .greaterOrEqual: max(0, -miss)
                }
            if missed <= 1e-12 {
                current[error] = missed
                point = current
                errors.append(missed)
                program.rows.append(DenseSimplex.Row(coefficients: bound, isEquality: false, rhs: 1e-9))
                return true
            }
        }
        var objective = [Double](repeating: 0, count: program.variableCount)
        objective[error] = 1
        guard case .optimal(let best, let optimum) = program.minimize(objective) else { return false }
        point = optimum
        errors.append(best)
        program.rows.append(DenseSimplex.Row(coefficients: bound, isEquality: false, rhs: best + 1e-9 * max(1, abs(best))))
        return true
    }

    /// The simplex's floating-point noise removed from a value within 1e-7 of the grid of 2⁻¹⁰
    /// (a text stand-in answers very differently for a width of 1e-9 and of 0); other values,
    /// such as 301 / 3, are kept as they are.
    static func snapped(_ value: Double) -> Double {
        let grid = (value * 1024).rounded() / 1024
        return abs(value - grid) <= 1e-7 ? grid : value
    }

    /// Measures an item and sets its targets. Its proposal along each axis (LANGUAGE.md §7.3,
    /// revised 2026-11-28): the largest size over the required rows and every goal above its
    /// compression resistance there, its own goals left out (they read the answer), in a
    /// solve of its own; so neither the order of the `view` lines nor where its hugging ranks
    /// changes it.
    private mutating func measure(_ item: Int) {
        // Its proposals meet only the goals above its compression resistance: views left out
        // that have none there change nothing.
        let lowest = goals.lazy.filter { $0.kind == .compression(item: item, isWidth: true) || $0.kind == .compression(item: item, isWidth: false) }
            .map(\.level).min()!
        let matters = leftOut.filter { view in
            goals.contains { goal in
                switch goal.kind {
                case .compression(view, _), .hugging(view, _): goal.level > lowest
                default: false
                }
            }
        }
        let key = MeasuredAnswers.Key(item: item, leftOut: matters)
        let answer = answers.known[key] ?? proposeAndMeasure(item)
        answers.known[key] = answer
        for (g, goal) in goals.enumerated() {
            switch goal.kind {
            case .compression(item, let isWidth), .hugging(item, let isWidth):
                let raw = isWidth ? answer.width : answer.height
                var value = raw.isNaN || raw < 0 ? 0 : raw
                // A rounded measurement, as the language says it (written here, not the
                // plan's rounding): up, down or to the nearest (halves away from zero), of
                // points, or of pixels when `pixel` and a scale are given.
                if let rounding = model.items[item].measuredRounding {
                    let scale = rounding.toPixel && values.arguments.scale > 0 ? values.arguments.scale : 1
                    let x = value * scale
                    let rounded: Double =
                        switch rounding.rule {
                        case .up: x.rounded(.up)
                        case .down: x.rounded(.down)
                        case .nearest: (x + 0.5).rounded(.down)
                        }
                    value = rounded / scale
                }
                targets[g] = value
            default: break
            }
        }
    }

    /// The item's answer to its proposals, each the optimum of a solve of its own.
    private func proposeAndMeasure(_ item: Int) -> (width: Double, height: Double) {
        var proposal: [Double] = []
        for isWidth in [true, false] {
            let resistance = goals.first { $0.kind == .compression(item: item, isWidth: isWidth) }!.level
            var own = ReferenceSolve(model: model, values: values, fitting: fitting, choices: choices)
            own.leftOut = leftOut.union([item])
            own.answers = answers
            own.addRequiredRows()
            var objective = [Double](repeating: 0, count: program.variableCount)
            objective[columns[isWidth ? .width(item) : .height(item)]!] = -1
            let optimum = own.meetGoals(above: resistance) ? own.program.minimize(objective) : .infeasible
            switch optimum {
            case .optimal(let value, _): proposal.append(max(0, Self.snapped(-value)))
            case .unbounded, .infeasible: proposal.append(.greatestFiniteMagnitude)
            }
        }
        let standIn = values.arguments.measure[model.items[item].name] ?? .fixed(width: 0, height: 0)
        return standIn.measure(proposedWidth: proposal[0], proposedHeight: proposal[1])
    }

    /// `form <= 0` as linear rows where a `min` or `max` of the spec bounds it from the side
    /// that is a conjunction: `c·min(a, b) + r <= 0` with `c < 0` holds when `c·a + r <= 0` and
    /// `c·b + r <= 0` do (`max` with `c > 0` alike), whatever the unknowns' values; any other
    /// `min`/`max` keeps the value the evaluation gives it.
    private func convexRows(_ form: LinearForm) -> [LinearForm] {
        for symbol in form.symbols {
            guard case .extremum(let j) = symbol.key else { continue }
            let function = model.extrema[j]
            guard function.isMinOrMax, function.isMinimum == (symbol.coefficient < .zero) else { continue }
            var rest = form
            rest.add(symbol.key, -symbol.coefficient)
            let arguments = function.arguments(rightToLeft: values.rightToLeft, hidden: values.hiddenItems)
            return arguments.flatMap { argument -> [LinearForm] in
                var row = rest
                row.add(argument, times: symbol.coefficient)
                return convexRows(row)
            }
        }
        return [form]
    }

    /// The arguments of the spec's `min`/`max` `j` in this variant and direction, chosen ones
    /// replaced.
    package func arguments(of j: Int) -> [LinearForm] {
        model.extrema[j].arguments(rightToLeft: values.rightToLeft, hidden: values.hiddenItems).map(choosing)
    }

    /// `form` with each chosen `min`/`max` replaced by its chosen argument.
    private func choosing(_ form: LinearForm) -> LinearForm {
        guard !choices.isEmpty else { return form }
        var result = form
        for symbol in form.symbols {
            guard case .extremum(let j) = symbol.key, let i = choices[j] else { continue }
            result.add(symbol.key, -symbol.coefficient)
            result.add(arguments(of: j)[i], times: symbol.coefficient)
        }
        return result
    }

    /// A form as a row of coefficients and its constant, with every symbol's value; nil when a
    /// symbol has none.
    private func row(_ form: LinearForm) -> ([Double], Double)? {
        var coefficients = [Double](repeating: 0, count: program.variableCount)
        for term in form.terms {
            guard let column = columns[term.key] else { return nil }
            coefficients[column] += term.coefficient.doubleValue
        }
        var known = LinearForm(constant: form.constant)
        for symbol in form.symbols { known.add(symbol.key, symbol.coefficient) }
        guard let constant = values.evaluate(known)?.value else { return nil }
        return (coefficients, constant)
    }

    /// Adds `form <= 0` (or `== 0`).
    private mutating func addRow(_ form: LinearForm, isEquality: Bool) {
        guard let (coefficients, constant) = row(form) else { return }
        program.rows.append(DenseSimplex.Row(coefficients: coefficients, isEquality: isEquality, rhs: -constant))
    }
}

/// The answers of the measured views, by view and the views left out of the solve that asked:
/// a proposal is a solve of its own that measures the other views the same way, so without
/// them the same proposals were solved again at every depth (seven measured views took
/// minutes). Shared by a solve and the solves of its proposals (a class: they are copies).
package final class MeasuredAnswers {
    package struct Key: Hashable {
        package var item: Int
        var leftOut: Set<Int>
    }

    package var known: [Key: (width: Double, height: Double)] = [:]
}
