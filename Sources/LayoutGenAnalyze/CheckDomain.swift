import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// The inputs the analysis searches (LANGUAGE.md §12), as numbered unknowns with bounds: the
/// given container width and height, each number input, each measured view's answer (width,
/// height), and one stand-in per rounding step (a relaxation: the rounded value is within a
/// point of the value) or product of two values that vary (any value; a factor the domain
/// fixes is a number, `fixing`); a witness found through one is confirmed like every other.
///
/// A measured view is a label of one line: its unknowns are its natural width and its line
/// height (`PathExplorer`).
///
/// Defaults (docs/language.md "What check proves"): the width 320...1366; the height, when a
/// `domain super.height` narrows it, over that range, else the height the layout fits itself
/// to (`sizeThatFits`, then `layout(in:)` that size); a number input at its default (0 without
/// one); a measured answer from 0 to its proposal, or to the container's width (width) and
/// 2,000 (height) where the proposal is unbounded.
package struct CheckDomain {
    /// The unknowns' names (for `explain --checks`), lower and upper bounds.
    package var names: [String] = []
    package var lower: [Rational] = []
    package var upper: [Rational] = []
    /// The given width and height.
    package let width = 0
    package let height = 1
    /// Whether the height is searched over a declared range (else it is fitted).
    var heightDeclared = false
    /// The unknown of each number input, by input index (Bool inputs take fixed values).
    package var inputs: [Int: Int] = [:]
    /// The unknowns of each measured view's answer, by element index.
    package var measured: [Int: (width: Int, height: Int)] = [:]
    /// The first rounding stand-in, and how many there are.
    var firstRelaxation = 0

    static let defaultWidths = (Rational(320), Rational(1366))
    static let unboundedHeight = Rational(2000)

    /// The domain of a layout, narrowed by its `domain` statements.
    package init(layout: LayoutPlan, narrowing: [DomainBound], relaxations: Int) {
        func add(_ name: String, _ lo: Rational, _ hi: Rational) -> Int {
            names.append(name)
            lower.append(lo)
            upper.append(hi)
            return names.count - 1
        }
        func range(_ target: DomainBound.Target, default lo: Rational, _ hi: Rational) -> (Rational, Rational) {
            guard let bound = narrowing.last(where: { $0.target == target }) else { return (lo, hi) }
            return (bound.lower, bound.upper)
        }
        let (wLo, wHi) = range(.containerWidth, default: Self.defaultWidths.0, Self.defaultWidths.1)
        _ = add("super.width", wLo, wHi)
        let declaredHeight = narrowing.last { $0.target == .containerHeight }
        heightDeclared = declaredHeight != nil
        _ = add("super.height", declaredHeight?.lower ?? .zero, declaredHeight?.upper ?? .zero)
        for (i, input) in layout.inputs.enumerated() where !input.isBool {
            let given = input.defaultValue.flatMap { Rational(decimal: "\($0)") }
            let (lo, hi) = range(.input(i), default: given ?? .zero, given ?? .zero)
            inputs[i] = add(input.name, lo, hi)
        }
        for (e, element) in layout.elements.enumerated() where element.isMeasured {
            let (wl, wh) = range(.measuredWidth(e), default: .zero, wHi)
            let (hl, hh) = range(.measuredHeight(e), default: .zero, Self.unboundedHeight)
            measured[e] = (add("\(element.name).width", wl, wh), add("\(element.name).height", hl, hh))
        }
        firstRelaxation = names.count
        for k in 0..<relaxations { _ = add("stand-in \(k)", Rational(-1_000_000), Rational(1_000_000)) }
    }

    /// The number of unknowns.
    package var count: Int { names.count }

    /// `form` with each unknown the domain fixes (its bounds equal: an input at its default)
    /// replaced by its value: a product of such a form and another stays affine.
    func fixing(_ form: AffineForm) -> AffineForm {
        var result = AffineForm(constant: form.constant)
        for term in form.terms {
            if lower[term.key] == upper[term.key] {
                result.constant = result.constant + term.coefficient * lower[term.key]
            } else {
                result.add(AffineForm(unknown: term.key), times: term.coefficient)
            }
        }
        return result
    }

    /// The container's width plus every measured view's natural width and line height: what a
    /// witness keeps small to be readable.
    var sizeOfInput: AffineForm {
        var form = AffineForm(unknown: width)
        for (_, unknowns) in measured {
            form.add(AffineForm(unknown: unknowns.width))
            form.add(AffineForm(unknown: unknowns.height))
        }
        return form
    }
}
