import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve
import LayoutGenSyntax

/// One soft goal of the verifier's reference solve: `expression ⋈ target`.
package struct ReferenceGoal {
    package enum Kind: Equatable {
        case fill, extent, unboundedUnit, shrink, preference, bound
        case compression(item: Int, isWidth: Bool)
        case hugging(item: Int, isWidth: Bool)
    }

    package var kind: Kind
    /// Its level in the table below (a priority; the ranks above every priority just below
    /// 1000): a measured view's proposal is read over the goals above its compression resistance.
    package var level: Double
    package var expression: LinearForm
    package var relation: Relation
    /// The target (a measured view's is set when it is measured).
    package var target: Double
}

/// The soft goals of a variant in the order docs/language.md ("How a layout is solved") gives
/// them, written from that text: strongest level first, then source position, then width
/// before height.
///
/// | level | goals |
/// |---|---|
/// | just below required | each sequence's fill; compression resistance at 1000 |
/// | then | the container's extents (width, then height) |
/// | then | every view's and guide's width and height at least 0 |
/// | then | an `unbounded` sequence's unit at least 0, then each shrink unit at 0 |
/// | priority 999 … 1 | preferences, soft inequalities, measured views' compression resistance and hugging |
package enum ReferenceGoals {
    /// The fill equations of the sequences with flexible parts in a variant.
    package static func fills(model: LayoutModel, variant: ModelVariant) -> Set<Int> {
        Set(model.flexibleUnits.filter { variant.admits($0.requires) }.map(\.fillConstraint))
    }

    package static func make(model: LayoutModel, variant: ModelVariant, rightToLeft: Bool, fitting: FitAxes = [])
        -> [ReferenceGoal]
    {
        // (level, position, goal); a stable sort keeps width before height and the order below.
        var entries: [(level: Double, position: SourceLocation, goal: ReferenceGoal)] = []
        let required = 1000.0
        func add(_ level: Double, _ position: SourceLocation, _ kind: ReferenceGoal.Kind, _ expression: LinearForm,
                 _ relation: Relation, _ target: Double = 0) {
            entries.append((level, position, ReferenceGoal(kind: kind, level: level, expression: expression, relation: relation, target: target)))
        }
        let fills = fills(model: model, variant: variant)
        for c in model.constraints.indices where variant.admits(model.constraints[c].requires) {
            let constraint = model.constraints[c]
            let form = constraint.form(rightToLeft: rightToLeft)
            switch constraint.kind {
            case .required where fills.contains(c):
                add(required - 0.1, constraint.range.start, .fill, form, .equal)
            case .preference(let p):
                add(Double(p), constraint.range.start, .preference, form, .equal)
            case .softInequality(let isUpper, let p):
                add(Double(p), constraint.range.start, .bound, form, isUpper ? .lessOrEqual : .greaterOrEqual)
            case .required, .inequality:
                break
            }
        }
        // A fitting extent (sizeThatFits) aims at the given one at UIKit's fittingSizeLevel, 50.
        let widthLevel = fitting.contains(.width) ? 50 : required - 0.2
        let heightLevel = fitting.contains(.height) ? 50 : required - 0.2
        add(widthLevel, model.nameRange.start, .extent, LinearForm(.containerWidth) - LinearForm(symbol: .givenWidth), .equal)
        add(heightLevel, model.nameRange.start, .extent, LinearForm(.containerHeight) - LinearForm(symbol: .givenHeight), .equal)
        for (k, unit) in model.flexibleUnits.enumerated() where variant.admits(unit.requires) {
            if unit.isShrink {
                add(required - 0.5, unit.range.start, .shrink, LinearForm(.flexible(k)), .equal)
            } else if unit.isUnbounded {
                add(required - 0.4, unit.range.start, .unboundedUnit, LinearForm(.flexible(k)), .greaterOrEqual)
            }
        }
        let hidden = variant.hiddenItems
        for (i, item) in model.items.enumerated() where item.isMeasured {
            for isWidth in [true, false] {
                let size = LinearForm(isWidth ? .width(i) : .height(i))
                let resistance = Double(item.compressionResistance[isWidth: isWidth])
                let hugging = Double(min(item.hugging[isWidth: isWidth], 999))
                add(resistance >= required ? required - 0.1 : resistance, item.range.start,
                    .compression(item: i, isWidth: isWidth), size, .greaterOrEqual)
                add(hugging, item.range.start, .hugging(item: i, isWidth: isWidth), size, .lessOrEqual)
                if hidden.contains(i) {
                    // A hidden view is not measured: its measured size is 0.
                    entries[entries.count - 1].goal.kind = .preference
                    entries[entries.count - 2].goal.kind = .preference
                }
            }
        }
        // `form ⋈ 0` is `unknowns ⋈ -(known part)`; the measured targets come later.
        return entries.enumerated().sorted { a, b in
            if a.element.level != b.element.level { return a.element.level > b.element.level }
            if a.element.position != b.element.position { return a.element.position < b.element.position }
            return a.offset < b.offset
        }.map(\.element.goal)
    }
}
