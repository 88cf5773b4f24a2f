import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenResolve

/// STEP 2 of `LayoutAnalysis`: the checks of one scenario.
extension LayoutAnalysis {
    /// Two sibling views (`a` declared first) that the constraint at index `constraint` places
    /// side by side, along the horizontal axis or the vertical one (`sideBySide`).
    package typealias PlacedPair = (a: Int, b: Int, constraint: Int, isHorizontal: Bool)

    /// `vertical`: whether heights are checked (the layout sizes its own height, or a `domain
    /// super.height` gives the heights).
    /// `pairs`: the pairs `sideBySide` finds in the scenario's variant of the model.
    package func checks(
        _ programs: CheckedPrograms, _ scenario: VariantScenario, _ explorer: PathExplorer, vertical: Bool,
        pairs: [PlacedPair]
    ) -> [AnalysisCheck]
    {
        let n = programs.main
        let views = layout.elements.indices.filter { isShown($0, scenario) && !layout.elements[$0].isGuide }
        var result: [AnalysisCheck] = []
        /// The value of `operand` in program `p` on a path, where it is a number.
        func finite(_ state: PathExplorer.State, _ p: Int, _ operand: Operand) -> AffineForm? {
            if case .finite(let form)? = explorer.read(state, p, operand) { form } else { nil }
        }
        // Ties first: a tie is the cause of what the other checks then find. Where every goal
        // that competes has the same value in both orders, so has everything decided after
        // them: comparing the frames of what those goals are about is enough.
        if let r = programs.reversed {
            let competing = competingElements(programs.programs[n].variant)
            for e in layout.elements.indices where isShown(e, scenario) && competing.contains(e) {
                let a = programs.frame(n, e)
                let b = programs.frame(r, e)
                for (component, (x, y)) in [(a.leading, b.leading), (a.top, b.top), (a.width, b.width), (a.height, b.height)]
                    .enumerated()
                {
                    if case .constant = x, x == y { continue }
                    for larger in [true, false] {
                        var operands = programs.at(n, [x])
                        operands[r] = [y]
                        result.append(
                            AnalysisCheck(kind: .tie(e, component: component, larger: larger), operands: operands) { state in
                                guard let f = finite(state, n, x), let g = finite(state, r, y) else { return nil }
                                return [larger ? f - g : g - f]
                            })
                    }
                }
            }
        }
        for e in views {
            let frame = programs.frame(n, e)
            for (isWidth, size) in [(true, frame.width), (false, frame.height)] where isWidth || vertical {
                result.append(
                    AnalysisCheck(kind: .squeezed(e, isWidth: isWidth), operands: programs.at(n, [size])) { state in
                        finite(state, n, size).map { [-$0] }
                    })
            }
        }
        if vertical { result += cutChecks(programs, views, explorer) }
        for e in views where !model.checks.outside.contains(e) && !inScrollView(e) {
            let frame = programs.frame(n, e)
            for edge in AnalysisCheck.Edge.allCases where edge.isHorizontal || vertical {
                let (start, size) = edge.isHorizontal ? (frame.leading, frame.width) : (frame.top, frame.height)
                let extent = programs.containerExtent(e, isWidth: edge.isHorizontal)
                result.append(
                    AnalysisCheck(kind: .outside(e, edge), operands: programs.at(n, [start, size, extent])) { state in
                        guard let a = finite(state, n, start), let b = finite(state, n, size),
                            let c = finite(state, n, extent)
                        else { return nil }
                        // Before the start edge, or past the end edge; a view of no size is left
                        // to the squeezed check.
                        let past = edge == .leading || edge == .top ? -a : a + b - c
                        return [past, b, c]
                    })
            }
        }
        for (a, b, constraint, isHorizontal) in pairs
        where (isHorizontal || vertical) && views.contains(a) && views.contains(b) && !model.checks.allowsOverlap(a, b) {
            let (fa, fb) = (programs.frame(n, a), programs.frame(n, b))
            let operands = isHorizontal ? [fa.leading, fa.width, fb.leading, fb.width] : [fa.top, fa.height, fb.top, fb.height]
            result.append(
                AnalysisCheck(
                    kind: .overlap(a, b, constraint: constraint, isHorizontal: isHorizontal), operands: programs.at(n, operands)) { state in
                    guard let a = finite(state, n, operands[0]), let aSize = finite(state, n, operands[1]),
                        let b = finite(state, n, operands[2]), let bSize = finite(state, n, operands[3])
                    else { return nil }
                    // Along the axis they are placed on, each runs into the other, both of some size.
                    return [a + aSize - b, b + bSize - a, aSize, bSize]
                })
        }
        for i in result.indices {
            var shown: [Int] = []
            for e in result[i].elements {
                var current: Int? = e
                while let c = current {
                    if let k = explorer.openHidden[c], !shown.contains(k) { shown.append(k) }
                    current = layout.elements[c].parent
                }
            }
            result[i].shown = shown.sorted()
        }
        return result
    }

    /// The elements the competing goals of a program are about: a measured view whose size
    /// competes, the items a competing soft constraint names.
    private func competingElements(_ variant: Variant) -> Set<Int> {
        let ranges = Set(variant.competitions.flatMap { [$0.first, $0.second] })
        var result = Set<Int>()
        for (i, item) in model.items.enumerated() where item.isMeasured && ranges.contains(item.range) { result.insert(i) }
        for constraint in model.constraints where ranges.contains(constraint.range) {
            result.formUnion(constraint.mentions.map(\.item))
        }
        return result
    }

    /// The variant of the model a scenario's program was solved from (the plan has one per
    /// direction where the layout depends on it).
    package func modelVariant(of scenario: VariantScenario) -> Int {
        scenario.variant / (model.isDirectionDependent ? 2 : 1)
    }

    /// Whether an element is shown in a scenario: not hidden, nor inside a hidden view.
    func isShown(_ e: Int, _ scenario: VariantScenario) -> Bool {
        var current: Int? = e
        while let c = current {
            if scenario.hidden.contains(c) { return false }
            current = layout.elements[c].parent
        }
        return true
    }

    /// Whether a view's frame is in a scroll view's content.
    private func inScrollView(_ e: Int) -> Bool {
        layout.elements[e].parent.map { layout.elements[$0].isScroll } ?? false
    }

    /// The pairs of sibling views a constraint or a sequence places side by side: it relates the
    /// trailing (or right) edge of one to the leading (or left) edge of the other
    /// (`isHorizontal`), or the bottom of one to the top of the other. In declaration order, each
    /// once per axis; only the constraints that hold in `variant`.
    func sideBySide(in variant: ModelVariant) -> [PlacedPair] {
        func isStart(_ attribute: String) -> Bool { attribute == "leading" || attribute == "left" }
        func isEnd(_ attribute: String) -> Bool { attribute == "trailing" || attribute == "right" }
        var pairs: [PlacedPair] = []
        for c in model.constraints.indices where variant.admits(model.constraints[c].requires) {
            let mentions = model.constraints[c].mentions
            for x in mentions {
                for y in mentions where x.item < y.item {
                    let horizontal =
                        (isEnd(x.attribute) && isStart(y.attribute)) || (isStart(x.attribute) && isEnd(y.attribute))
                    let vertical =
                        (x.attribute == "bottom" && y.attribute == "top") || (x.attribute == "top" && y.attribute == "bottom")
                    guard horizontal || vertical, model.items[x.item].parent == model.items[y.item].parent,
                        model.items[x.item].kind == .view, model.items[y.item].kind == .view,
                        !pairs.contains(where: { $0.a == x.item && $0.b == y.item && $0.isHorizontal == horizontal })
                    else { continue }
                    pairs.append((x.item, y.item, c, horizontal))
                }
            }
        }
        return pairs
    }
}
