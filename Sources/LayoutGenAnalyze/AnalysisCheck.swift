import LayoutGenAlgebra
import LayoutGenPlan

/// One property the analysis searches a counterexample to (LANGUAGE.md §12), as the slacks of a
/// linear program: an input shows it where every slack is above 0.
package struct AnalysisCheck {
    package enum Kind: Hashable {
        /// A view's width (or height) below 0.
        case squeezed(Int, isWidth: Bool)
        /// A view past one edge of its container.
        case outside(Int, Edge)
        /// Two views that a constraint places side by side (or one above the other) and that
        /// overlap along that axis.
        case overlap(Int, Int, constraint: Int, isHorizontal: Bool)
        /// A frame component (0 leading, 1 top, 2 width, 3 height) that differs when soft
        /// constraints of one priority are met in the reverse order; `larger`: declaration
        /// order gives the larger value.
        case tie(Int, component: Int, larger: Bool)
        /// A measured view whose text wraps (`domain NAME.lines`) and needs `lines` lines at
        /// its frame's width, more height than its frame has.
        case cut(Int, lines: Int)

        /// The problem's identity: one report per view and axis, pair or tie.
        package var key: Key {
            switch self {
            case .squeezed(let e, let isWidth): .squeezed(e, isWidth: isWidth)
            case .outside(let e, let edge): .outside(e, isHorizontal: edge.isHorizontal)
            case .overlap(let a, let b, _, let isHorizontal): .overlap(a, b, isHorizontal: isHorizontal)
            case .tie(let e, _, _): .tie(e)
            case .cut(let e, _): .cut(e)
            }
        }
    }

    /// What one report covers: a view's size or extent along an axis, a pair along an axis, a
    /// view's frame in a tie.
    package enum Key: Hashable {
        case squeezed(Int, isWidth: Bool)
        case outside(Int, isHorizontal: Bool)
        case overlap(Int, Int, isHorizontal: Bool)
        case tie(Int)
        case cut(Int)

        /// The kind of problem, as `explain --checks` names it.
        package var family: String {
            switch self {
            case .squeezed: "squeezed"
            case .outside: "outside"
            case .overlap: "overlap"
            case .tie: "tie"
            case .cut: "cut"
            }
        }
    }

    /// The edges of a container.
    package enum Edge: String, Hashable, CaseIterable {
        case leading, trailing, top, bottom
        package var isHorizontal: Bool { self == .leading || self == .trailing }
    }

    package var kind: Kind
    /// The operands the slacks read, per program of the path.
    package var operands: [[Operand]]
    /// The slacks on a path (nil: the path gives no value to compare).
    var slacks: (PathExplorer.State) -> [AffineForm]?
    /// The open atoms (`VariantScenario.open`) of the optional views the check is about and
    /// their containers: a hidden view has no problem to show, so they are shown on every path.
    var shown: [Int] = []

    /// The views the check is about.
    var elements: [Int] {
        switch kind {
        case .squeezed(let e, _), .outside(let e, _), .tie(let e, _, _), .cut(let e, _): [e]
        case .overlap(let a, let b, _, _): [a, b]
        }
    }
}

/// The programs of one scenario's paths and the checks over them.
package final class CheckedPrograms {
    package let layout: LayoutPlan
    /// The programs: [fitting,] layout(in:) [, the same solved with ties reversed].
    package var programs: [PathExplorer.Program] = []
    /// The layout program, and its counterpart with ties reversed.
    package var main = 0
    package var reversed: Int?

    package init(layout: LayoutPlan, alternative: LayoutPlan?, variant v: Int, fitted: Bool) {
        self.layout = layout
        for plan in [layout, alternative].compactMap({ $0 }) {
            guard plan.variants.count == layout.variants.count else { continue }
            let start = programs.count
            if fitted, let fitting = plan.fittings.first(where: { $0.axes == .height }) {
                programs.append(PathExplorer.Program(variant: fitting.variants[v], sizeFrom: nil))
                programs.append(PathExplorer.Program(variant: plan.variants[v], sizeFrom: start))
            } else {
                programs.append(PathExplorer.Program(variant: plan.variants[v], sizeFrom: nil))
            }
            if start == 0 { main = programs.count - 1 } else { reversed = programs.count - 1 }
        }
    }

    /// Per program, `operands` in program `p`.
    package func at(_ p: Int, _ operands: [Operand]) -> [[Operand]] {
        programs.indices.map { $0 == p ? operands : [] }
    }

    /// The frame output of element `e` in program `p`.
    package func frame(_ p: Int, _ e: Int) -> FrameOutput { programs[p].variant.frames[e] }

    /// The extent of the container of element `e` along an axis: its parent's size, or the
    /// layout container's: the width as given (a layout whose required constraints fix a wider
    /// one overflows the screen it is given: its views leave it), the height as given or
    /// fitted — the reported one where required constraints fix it and the given one is not read.
    func containerExtent(_ e: Int, isWidth: Bool) -> Operand {
        let variant = programs[main].variant
        if let parent = layout.elements[e].parent {
            return isWidth ? variant.frames[parent].width : variant.frames[parent].height
        }
        if isWidth { return .parameter(.width) }
        if let known = layoutHeight { return known }
        let reported = variant.height
        let given = Operand.parameter(.height)
        let extent = variant.reads(reported, given) ? given : reported
        layoutHeight = extent
        return extent
    }

    /// Whether required constraints fix the layout's width: it never reads the width given.
    package var fixesItsWidth: Bool {
        let variant = programs[main].variant
        return !variant.reads(variant.width, .parameter(.width))
    }

    /// The layout container's height as `containerExtent` answers it, once found.
    private var layoutHeight: Operand?
}

extension Variant {
    /// Whether `operand`'s value depends on `parameter`.
    package func reads(_ operand: Operand, _ parameter: Operand) -> Bool {
        var seen = Set<Int>()
        var work = [operand]
        while let next = work.popLast() {
            if next == parameter { return true }
            guard case .value(let i) = next, seen.insert(i).inserted else { continue }
            work += steps[i].operation.operands
        }
        return false
    }
}
