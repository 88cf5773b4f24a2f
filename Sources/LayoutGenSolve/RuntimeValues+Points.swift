import LayoutGenAlgebra

/// Counterexamples before proofs: every run-time value is evaluated at four fixed points of the
/// symbols, so that a form below 0 at one of them is known not to be non-negative for every
/// value without a proof being searched for (most pairs of a `min`'s arguments are not ordered,
/// and a search that finds nothing spends its whole budget).
///
/// The points are values the proof itself allows (`RuntimeValues+Proof`): a measured answer, a
/// given extent and an inset at least 0, a shown flag 0 or 1, any other symbol any number; a
/// solver's `min`/`max` is the `min`/`max` of its arguments there. A proof holds at every such
/// point, so a form the proof could show is never below 0 at one: skipping the search changes
/// no answer, only the time (and a search that would have run out of budget says, truly, that
/// the form can be below 0). Sixteen more points screen the searches for an order between two
/// `min`/`max` arguments (`isNegativeAtMorePoints`), each value's computed only when asked for.
extension RuntimeValues {
    /// A symbol's value at the four points (the solver's own values are computed from their
    /// arguments: `point(of:)` of a value).
    package static func point(of symbol: Symbol) -> Lanes {
        Lanes(from: 0) { symbolValue(symbol, lane: $0) }
    }

    /// A measured answer's value at the four points: at least 0.
    static func measuredPoint(item: Int, isWidth: Bool) -> Lanes {
        Lanes(from: 0) { measuredValue(item: item, isWidth: isWidth, lane: $0) }
    }

    /// A symbol's value at point `lane` (of the four, and of the sixteen more from lane 4 on).
    private static func symbolValue(_ symbol: Symbol, lane: Int) -> Double {
        let unit = unitInterval(UInt64(bitPattern: Int64(symbol.ordinal)) &+ UInt64(lane) &* 0x9E37_79B9_7F4A_7C15)
        return switch symbol {
        case .shown: unit < 0.5 ? 0 : 1
        case .givenWidth, .givenHeight, .safeArea: 1000 * unit
        default: 2000 * unit - 1000
        }
    }

    /// A measured answer's value at point `lane`: at least 0.
    private static func measuredValue(item: Int, isWidth: Bool, lane: Int) -> Double {
        1000 * unitInterval(UInt64(2 * item + (isWidth ? 1 : 0)) &* 0xD1B5_4A32_D192_ED03 &+ UInt64(lane + 1))
    }

    /// The value a new run-time value takes at the four points.
    /// (A `min`/`max` of arguments unknown at a point, not a number, is unknown there.)
    package func point(of value: RuntimeValue) -> Lanes {
        switch value {
        case .measured(let item, let isWidth): return Self.measuredPoint(item: item, isWidth: isWidth)
        case .minimum(let arguments), .maximum(let arguments):
            let isMinimum = if case .minimum = value { true } else { false }
            var result = point(of: arguments[0]).value
            for argument in arguments.dropFirst() {
                result = Lanes.extremum(result, point(of: argument).value, isMinimum: isMinimum)
            }
            return result
        }
    }

    /// A form's value at the four points, and the size of its terms there (for the rounding
    /// error of the sum); not a number where it is unknown (a coefficient overflowed).
    package func point(of form: LinearForm) -> (value: Lanes, magnitude: Lanes) {
        guard !form.hasOverflow else { return (Lanes(repeating: .nan), Lanes(repeating: .nan)) }
        var value = Lanes(repeating: form.constant.doubleValue)
        var magnitude = Lanes(repeating: abs(form.constant.doubleValue))
        for term in form.symbols {
            let symbolPoint = if case .soft(let k) = term.key, k < points.count { points[k] } else { Self.point(of: term.key) }
            let product = term.coefficient.doubleValue * symbolPoint
            value = value + product
            magnitude = magnitude + product.magnitude
        }
        return (value, magnitude)
    }

    /// Whether the form is below 0 at one of the points (by more than the sum's rounding);
    /// never where its value there is unknown.
    func isNegativeSomewhere(_ form: LinearForm) -> Bool {
        let (value, magnitude) = point(of: form)
        return value.isBelow(somewhere: -1e-9 * (magnitude + Lanes(repeating: 1)))
    }

    /// Whether a form whose value and size of terms at the four points are `a` is below one
    /// whose are `b` at one of them, by more than the rounding of both sums: then their
    /// difference is below 0 there, and has no proof of the opposite.
    static func isBelowSomewhere(
        _ a: (value: Lanes, magnitude: Lanes), _ b: (value: Lanes, magnitude: Lanes)
    ) -> Bool {
        (a.value - b.value).isBelow(somewhere: -1e-9 * (a.magnitude + b.magnitude + Lanes(repeating: 1)))
    }

    /// Whether the form is below 0 at one of sixteen more points, each value's there computed
    /// when first asked for: a second screen before a search for a proof that a `min`/`max`
    /// argument dominates another, which most such searches do not find. (Every value at sixteen
    /// more points when made cost more than the searches it saved; few values are asked about.)
    mutating func isNegativeAtMorePoints(_ form: LinearForm) -> Bool {
        guard !form.hasOverflow else { return false }
        var value = MoreLanes(repeating: form.constant.doubleValue)
        var magnitude = MoreLanes(repeating: abs(form.constant.doubleValue))
        for term in form.symbols {
            let product = term.coefficient.doubleValue * morePoint(of: term.key)
            value = value + product
            magnitude = magnitude + product.magnitude
        }
        return value.isBelow(somewhere: -1e-9 * (magnitude + MoreLanes(repeating: 1)))
    }

    /// A symbol's value at the sixteen more points (lanes 4 to 19).
    private mutating func morePoint(of symbol: Symbol) -> MoreLanes {
        guard case .soft(let k) = symbol, k < values.count else {
            return MoreLanes(from: 4) { Self.symbolValue(symbol, lane: $0) }
        }
        if let known = morePoints[k] { return known }
        var result: MoreLanes
        switch values[k] {
        case .measured(let item, let isWidth):
            result = MoreLanes(from: 4) { Self.measuredValue(item: item, isWidth: isWidth, lane: $0) }
        case .minimum(let arguments), .maximum(let arguments):
            let isMinimum = if case .minimum = values[k] { true } else { false }
            result = morePoint(of: arguments[0])
            for argument in arguments.dropFirst() {
                result = MoreLanes.extremum(result, morePoint(of: argument), isMinimum: isMinimum)
            }
        }
        morePoints[k] = result
        return result
    }

    /// A form's value at the sixteen more points; not a number where a coefficient overflowed.
    private mutating func morePoint(of form: LinearForm) -> MoreLanes {
        guard !form.hasOverflow else { return MoreLanes(repeating: .nan) }
        var value = MoreLanes(repeating: form.constant.doubleValue)
        for term in form.symbols { value = value + term.coefficient.doubleValue * morePoint(of: term.key) }
        return value
    }

    /// A number in [0, 1) from a seed (SplitMix64's finaliser).
    private static func unitInterval(_ seed: UInt64) -> Double {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }
}
