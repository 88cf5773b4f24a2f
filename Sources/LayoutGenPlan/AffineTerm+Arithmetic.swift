import LayoutGenAlgebra

extension AffineTerm {
    /// Makes a term from an exact coefficient.
    package init(_ operand: Operand, _ coefficient: Rational) {
        self.init(operand: operand, numerator: coefficient.numerator, denominator: coefficient.denominator)
    }

    /// Whether the term is subtracted.
    public var isNegative: Bool { numerator < 0 }

    /// How the term's magnitude `operand · |numerator| / denominator` is computed, shared by
    /// the emitter and the interpreter so both round identically: `x`, `x * m`, `x / d` or
    /// `x * m / d`. A power-of-two denominator folds into an exact multiplier.
    public var magnitudeFactors: (multiplier: Double?, divisor: Double?) {
        let n = Double(numerator.magnitude)
        let d = Double(denominator)
        if denominator & (denominator - 1) == 0 {
            let m = n / d
            return (m == 1 ? nil : m, nil)
        }
        return (n == 1 ? nil : n, d)
    }
}
