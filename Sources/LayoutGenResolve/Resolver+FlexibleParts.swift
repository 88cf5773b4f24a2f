import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// Flexible parts of a sequence: `w*` grows with the free space (the unit `F`), `- w*` gives up
/// space when the sequence overflows (the shrink unit `S`), after an optional basis.
extension Resolver {
    /// `basis + g·F - s·S` for a flexible predicate (in both directions), adding a shrinking
    /// part's clamp `basis - s·S >= 0`; nil when a weight or the basis is invalid.
    mutating func flexibleTarget(
        _ predicate: SizePredicate, _ shape: SequenceShape, _ sizeAttribute: Attribute, _ units: inout SequenceUnits,
        _ chain: ChainWriter, _ range: SourceRange
    ) -> (LinearForm, LinearForm)? {
        var basis = (LinearForm(), LinearForm())
        if predicate.value != nil {
            guard let value = predicateValue(predicate, shape, sizeAttribute: sizeAttribute) else { return nil }
            basis = value
        }
        var target = basis
        if let weight = predicate.flexibleWeight {
            guard let grow = units.part(weight, isShrink: false, at: predicate.range, in: &self) else { return nil }
            target = (target.0 + grow, target.1 + grow)
        }
        if let weight = predicate.shrinkWeight {
            guard let shrink = units.part(weight, isShrink: true, at: predicate.range, in: &self) else { return nil }
            target = (target.0 - shrink, target.1 - shrink)
            let rest = (basis.0 - shrink, basis.1 - shrink)
            chain.relate(rest, .greaterOrEqual, (LinearForm(), LinearForm()), range, [], into: &constraints)
        }
        return target
    }
}

/// The flexible units of one lowering of a sequence, created when a part first uses them.
package struct SequenceUnits {
    /// The variant literals under which the lowering holds.
    package var requires: [VariantLiteral]
    /// The sequence statement.
    package var range: SourceRange
    /// Whether the sequence is `unbounded` (its `F` may go below 0).
    package var isUnbounded: Bool
    /// `F` and `S`, as indices of `Resolver.flexibleUnits`.
    package var grow: Int?
    package var shrink: Int?

    /// `w·F` (or `w·S`), counting the weight towards the unit's total; nil for an invalid weight.
    package mutating func part(_ weight: String, isShrink: Bool, at range: SourceRange, in resolver: inout Resolver)
        -> LinearForm?
    {
        guard let w = Rational(decimal: weight), !(w < .zero) else {
            resolver.diagnostics.error(.invalidNumber(weight), at: range)
            return nil
        }
        let existing = isShrink ? shrink : grow
        let k = existing ?? resolver.flexibleUnits.count
        if existing == nil {
            resolver.flexibleUnits.append(
                FlexibleUnit(
                    range: self.range, fillConstraint: -1, requires: requires, isShrink: isShrink,
                    isUnbounded: isUnbounded && !isShrink))
            if isShrink { shrink = k } else { grow = k }
        }
        resolver.flexibleUnits[k].totalWeight = resolver.flexibleUnits[k].totalWeight + w
        return LinearForm(.flexible(k)) * w
    }
}
