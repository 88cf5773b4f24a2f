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
/// the form can be below 0).
extension RuntimeValues {
    /// A symbol's value at the four points (not the solver's own: `sample(of:)` reads those).
    static func point(of symbol: Symbol) -> SIMD4<Double> {
        var lanes = SIMD4<Double>()
        for lane in 0..<4 {
            let unit = unitInterval(UInt64(bitPattern: Int64(symbol.ordinal)) &+ UInt64(lane) &* 0x9E37_79B9_7F4A_7C15)
            lanes[lane] =
                switch symbol {
                case .shown: unit < 0.5 ? 0 : 1
                case .givenWidth, .givenHeight, .safeArea: 1000 * unit
                default: 2000 * unit - 1000
                }
        }
        return lanes
    }

    /// A measured answer's value at the four points: at least 0.
    static func measuredPoint(item: Int, isWidth: Bool) -> SIMD4<Double> {
        var lanes = SIMD4<Double>()
        for lane in 0..<4 {
            lanes[lane] = 1000 * unitInterval(UInt64(2 * item + (isWidth ? 1 : 0)) &* 0xD1B5_4A32_D192_ED03 &+ UInt64(lane + 1))
        }
        return lanes
    }

    /// The value a new run-time value takes at the four points.
    func point(of value: RuntimeValue) -> SIMD4<Double> {
        switch value {
        case .measured(let item, let isWidth): return Self.measuredPoint(item: item, isWidth: isWidth)
        case .minimum(let arguments), .maximum(let arguments):
            let isMinimum = if case .minimum = value { true } else { false }
            var result = point(of: arguments[0]).value
            for argument in arguments.dropFirst() {
                let next = point(of: argument).value
                // An argument unknown at a point (not a number) leaves the value unknown there.
                let unknown = (result .!= result) .| (next .!= next)
                result = isMinimum ? pointwiseMin(result, next) : pointwiseMax(result, next)
                result.replace(with: .nan, where: unknown)
            }
            return result
        }
    }

    /// A form's value at the four points, and the size of its terms there (for the rounding
    /// error of the sum); not a number where it is unknown (a coefficient overflowed).
    func point(of form: LinearForm) -> (value: SIMD4<Double>, magnitude: SIMD4<Double>) {
        guard !form.hasOverflow else { return (SIMD4(repeating: .nan), SIMD4(repeating: .nan)) }
        var value = SIMD4(repeating: form.constant.doubleValue)
        var magnitude = SIMD4(repeating: abs(form.constant.doubleValue))
        for term in form.symbols {
            let symbolPoint = if case .soft(let k) = term.key, k < points.count { points[k] } else { Self.point(of: term.key) }
            let product = term.coefficient.doubleValue * symbolPoint
            value += product
            magnitude += pointwiseMax(product, -product)
        }
        return (value, magnitude)
    }

    /// Whether the form is below 0 at one of the points (by more than the sum's rounding);
    /// never where its value there is unknown.
    func isNegativeSomewhere(_ form: LinearForm) -> Bool {
        let (value, magnitude) = point(of: form)
        return any(value .< -1e-9 * (magnitude + 1))
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
