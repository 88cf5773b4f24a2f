extension LayoutSolver {
    /// STEP 4: each inequality `f ⋈ 0` bounds exactly one soft value, the weakest it involves
    /// (on a tie, the one whose item comes first in the constraint). With every unknown
    /// substituted, `f = γ·sₖ + rest(s)`, so the bound is `sₖ ⋈ -rest/γ` (flipped when γ < 0).
    ///
    /// A self-sizing extent of the container that the inequality names is one of the values
    /// it involves, at the rank of the container's width (above every priority) or height
    /// (below every priority). When it is the weakest, the inequality bounds the reported size
    /// only; otherwise the weaker value yields, and `super.width` (or height) reads as the
    /// extent the equations give. Soft values that the inequality reads only through that
    /// extent's own value (what decides the fitting extent) do not compete with it.
    /// An inequality whose terms are all fixed by required equalities is an error.
    mutating func applyClamps() {
        for index in active {
            let constraint = model.constraints[index]
            let isUpper: Bool
            switch constraint.kind {
            case .clamp(let upper), .softClamp(let upper, _): isUpper = upper
            case .required, .preference, .fallback: continue
            }
            let form = constraint.form(rightToLeft: rightToLeft)
            let value = substitute(form)
            var involved = Self.softSymbols(of: value)
            let extents = selfSizingExtents(in: form)
            if !extents.isEmpty {
                let others = Set(Self.softSymbols(of: substitute(form, except: Set(extents.map(\.variable)))))
                involved = involved.filter(others.contains)
            }
            let k = weakest(involved, in: constraint)
            if let extent = extents.min(by: { $0.rank < $1.rank }), k.map({ extent.rank < softs[$0].rank }) ?? true {
                clampSelfSizingExtent(extent.variable, form, isUpper: isUpper, constraint: index)
                continue
            }
            guard let k else {
                diagnostics.error(.unclampable, at: constraint.range)
                continue
            }
            let gamma = value.coefficient(of: .soft(k))
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

    /// The soft values a form reads.
    private static func softSymbols(of form: LinearForm) -> [Int] {
        form.symbols.compactMap { term -> Int? in
            if case .soft(let k) = term.key { return k }
            return nil
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

    /// The self-sizing extents of the container a clamp names, with their ranks.
    private func selfSizingExtents(in form: LinearForm) -> [(variable: Variable, rank: Int)] {
        var result: [(variable: Variable, rank: Int)] = []
        if selfSizing.width, form.coefficient(of: .containerWidth) != .zero {
            result.append((.containerWidth, SoftSource.widthExtentRank))
        }
        if selfSizing.height, form.coefficient(of: .containerHeight) != .zero {
            result.append((.containerHeight, SoftSource.heightExtentRank))
        }
        return result
    }

    /// A clamp that yields on a self-sizing extent of the container bounds the reported size.
    private mutating func clampSelfSizingExtent(_ variable: Variable, _ form: LinearForm, isUpper: Bool, constraint: Int) {
        let gamma = form.coefficient(of: variable)
        let bound = substitute(form, except: [variable]) * (-.one / gamma)
        let entry = (isUpper: isUpper == (gamma > .zero), bound: bound, constraint: constraint)
        if variable == .containerWidth { fitBounds.width.append(entry) } else { fitBounds.height.append(entry) }
    }
}
