extension LayoutSolver {
    /// In the first of the two solves, a shrink unit whose sequence also has a flexible unit
    /// is 0, so that `F` alone measures the free space (`F₀`, see `solveVariant`).
    mutating func pinShrinkUnits() {
        for unit in activeUnits {
            let u = model.flexibleUnits[unit]
            guard u.isShrink, let partner = u.partner, activeUnits.contains(partner) else { continue }
            _ = basis.add(LinearForm(.flexible(unit)), source: u.fillConstraint)
        }
    }

    /// The soft sources of the flexible and shrink units of the second solve, to be placed at
    /// `offset` in the list of soft sources. `S` is at least 0 and yields to clamps first (the
    /// clamps `b - w·S >= 0` of its shrinking parts bound it above); `F` is at least 0 unless
    /// `unbounded`, and fills what the shrinking parts leave: `F = F₀ + (ΣS weights / ΣF
    /// weights)·S`.
    func flexibleSoftSources(at offset: Int) -> [SoftSource] {
        var result: [SoftSource] = []
        for (unit, value) in flexibleValues {
            let u = model.flexibleUnits[unit]
            var soft = SoftSource(
                kind: .flexible(unit: unit), rank: u.isShrink ? SoftSource.shrinkRank : SoftSource.flexibleRank,
                order: u.range.start, row: LinearForm(.flexible(unit)), preferredValue: value, range: u.range)
            if u.isShrink || !u.isUnbounded { soft.lowerBounds.append((LinearForm(), u.range)) }
            result.append(soft)
        }
        for (k, entry) in flexibleValues.enumerated() {
            let u = model.flexibleUnits[entry.unit]
            guard !u.isShrink, let partner = u.partner,
                let j = flexibleValues.firstIndex(where: { $0.unit == partner }), !u.totalWeight.isZero
            else { continue }
            let ratio = model.flexibleUnits[partner].totalWeight / u.totalWeight
            result[k].preferredValue?.add(.soft(offset + j), ratio)
        }
        return result
    }
}
