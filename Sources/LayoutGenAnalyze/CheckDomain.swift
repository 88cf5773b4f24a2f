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
/// one); a measured view is a label: empty (0×0), or a line of text at least one character
/// wide (`characterWidth`) up to the container's width, as tall as a text style's line
/// (`lineHeights`), answering within its proposal. A `domain` statement on either extent of
/// a view replaces both defaults of that extent and the empty case.
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
    /// The measured views that may also be empty (0×0: a label with no text), beside the
    /// ranges of their unknowns.
    package var possiblyEmpty: Set<Int> = []
    /// The measured views whose text wraps (`domain NAME.lines`), with the most lines it wraps
    /// to (at least 2): their unknowns are the text's width on one line and its line height.
    package var lines: [Int: Int] = [:]
    /// The first rounding stand-in, and how many there are.
    var firstRelaxation = 0

    static let defaultWidths = (Rational(320), Rational(1366))
    /// A label's text: at least one character of the smallest text style wide, and a line as
    /// tall as a text style's, from a caption's to a large title's.
    static let characterWidth = Rational(4)
    static let lineHeights = (Rational(11), Rational(40))

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
            // A text that wraps to N lines is up to N times the widest container long.
            let most = narrowing.last(where: { $0.target == .measuredLines(e) }).map { Int($0.upper.numerator) } ?? 1
            let (wl, wh) = range(.measuredWidth(e), default: Self.characterWidth, wHi * Rational(most))
            let (hl, hh) = range(.measuredHeight(e), default: Self.lineHeights.0, Self.lineHeights.1)
            measured[e] = (add("\(element.name).width", wl, wh), add("\(element.name).height", hl, hh))
            let narrowed = narrowing.contains { $0.target == .measuredWidth(e) || $0.target == .measuredHeight(e) }
            if !narrowed { possiblyEmpty.insert(e) }
            if most > 1 { lines[e] = most }
        }
        firstRelaxation = names.count
        for k in 0..<relaxations { _ = add("stand-in \(k)", Rational(-1_000_000), Rational(1_000_000)) }
    }

    /// The number of unknowns.
    package var count: Int { names.count }

    /// The possibly empty views a path took as empty (`PathExplorer.State.empty`, in the order
    /// of their elements).
    func emptyViews(_ flags: [Bool?]) -> Set<Int> {
        Set(zip(possiblyEmpty.sorted(), flags).compactMap { $1 == true ? $0 : nil })
    }

    /// The point with each of the domain's unknowns rounded to a whole point within its bounds
    /// (a witness a person reads; confirmed like any other).
    func rounded(_ point: [Rational]) -> [Rational] {
        point.enumerated().map { j, value in
            guard j < firstRelaxation else { return value }
            let whole = Rational(Int(value.doubleValue.rounded()))
            return max(lower[j], min(upper[j], whole))
        }
    }

    /// The lower bounds with a possibly empty view's answers from 0: the box that holds both its
    /// cases (`BoundScreen` reads it).
    var hullLower: [Rational] {
        var result = lower
        for e in possiblyEmpty {
            guard let unknowns = measured[e] else { continue }
            result[unknowns.width] = .zero
            result[unknowns.height] = .zero
        }
        return result
    }

    /// `form` with each unknown the domain fixes (its bounds equal: an input at its default)
    /// replaced by its value: a product of such a form and another stays affine.
    func fixing(_ form: AffineForm) -> AffineForm { Self.fixing(form, lower: lower, upper: upper) }

    /// `fixing` over bounds that may go on past the domain's (`BoundScreen`'s stand-ins).
    static func fixing(_ form: AffineForm, lower: [Rational], upper: [Rational]) -> AffineForm {
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
