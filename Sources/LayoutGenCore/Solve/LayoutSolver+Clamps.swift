extension LayoutSolver {
    /// STEP 4: each inequality `f ⋈ 0` bounds exactly one soft value, the weakest it involves
    /// (on a tie, the one whose item comes first in the constraint). With every unknown
    /// substituted, `f = γ·sₖ + rest(s)`, so the bound is `sₖ ⋈ -rest/γ` (flipped when γ < 0).
    /// An inequality on a self-sizing extent bounds the reported size; one whose terms are all
    /// fixed by required equalities is an error.
    mutating func applyClamps() {
        for index in active {
            let constraint = model.constraints[index]
            guard case .clamp(let isUpper) = constraint.kind else { continue }
            let form = constraint.form(rightToLeft: rightToLeft)
            if clampSelfSizingExtent(form, isUpper: isUpper, constraint: index) { continue }
            let value = substitute(form)
            let involved = value.symbols.compactMap { term -> Int? in
                if case .soft(let k) = term.key { return k }
                return nil
            }
            guard let k = weakest(involved, in: constraint) else {
                diagnostics.error(.unclampable, at: constraint.range)
                continue
            }
            let gamma = value.symbols.first { $0.key == .soft(k) }!.coefficient
            var rest = value
            rest.add(.soft(k), -gamma)
            let bound = rest * (-.one / gamma)
            if bound.hasOverflow {
                diagnostics.error(.arithmeticOverflow, at: constraint.range)
                continue
            }
            if isUpper == (gamma > .zero) {
                softs[k].upperBounds.append((bound, constraint.range))
            } else {
                softs[k].lowerBounds.append((bound, constraint.range))
            }
        }
    }

    /// The soft value that yields: lowest rank, then the one named first in the constraint;
    /// among flexible units, one whose fill value reads the others'.
    private func weakest(_ candidates: [Int], in constraint: Constraint) -> Int? {
        func position(_ k: Int) -> Int {
            let item: Int? =
                switch softs[k].kind {
                case .measured(let i, _): i
                case .preference(let c), .fallback(let c): model.constraints[c].mentions.first?.item
                case .extent, .flexible: nil
                }
            return constraint.mentions.firstIndex { $0.item == item } ?? Int.max
        }
        func depth(_ k: Int) -> Int { unitDepth[k] ?? 0 }
        return candidates.min { a, b in
            (softs[a].rank, position(a), -depth(a), a) < (softs[b].rank, position(b), -depth(b), b)
        }
    }

    /// A clamp naming the container's extent on a self-sizing axis bounds the reported size.
    private mutating func clampSelfSizingExtent(_ form: LinearForm, isUpper: Bool, constraint: Int) -> Bool {
        for (variable, isWidth) in [(Variable.containerWidth, true), (.containerHeight, false)] {
            guard isWidth ? selfSizing.width : selfSizing.height else { continue }
            let gamma = form.coefficient(of: variable)
            guard gamma != .zero else { continue }
            let bound = substitute(form, except: variable) * (-.one / gamma)
            let entry = (isUpper: isUpper == (gamma > .zero), bound: bound, constraint: constraint)
            if isWidth { fitBounds.width.append(entry) } else { fitBounds.height.append(entry) }
            return true
        }
        return false
    }
}
