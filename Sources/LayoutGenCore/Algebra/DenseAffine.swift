/// An affine form `Σ cⱼ·yⱼ + constant` over a fixed, numbered set of unknowns `y`, with the
/// coefficients stored densely (the analysis's unknowns are few: the container's extents,
/// inputs, measured answers).
struct DenseAffine: Hashable {
    /// `cⱼ` for every unknown `j`.
    var coefficients: [Rational]
    var constant: Rational

    /// The constant `value` over `count` unknowns.
    init(count: Int, constant: Rational = .zero) {
        coefficients = [Rational](repeating: .zero, count: count)
        self.constant = constant
    }

    /// The unknown `j` itself.
    init(count: Int, unknown j: Int) {
        self.init(count: count)
        coefficients[j] = .one
    }

    /// Whether any part overflowed.
    var hasOverflow: Bool { constant.isOverflow || coefficients.contains(where: \.isOverflow) }

    /// Its value at `point`.
    func value(at point: [Rational]) -> Rational {
        var sum = constant
        for (j, c) in coefficients.enumerated() where !c.isZero { sum = sum + c * point[j] }
        return sum
    }

    /// `self + factor·other`.
    mutating func add(_ other: DenseAffine, times factor: Rational = .one) {
        guard !factor.isZero else { return }
        for j in coefficients.indices where !other.coefficients[j].isZero {
            coefficients[j] = coefficients[j] + factor * other.coefficients[j]
        }
        constant = constant + factor * other.constant
    }

    static func - (a: DenseAffine, b: DenseAffine) -> DenseAffine {
        var result = a
        result.add(b, times: -.one)
        return result
    }

    static func + (a: DenseAffine, b: DenseAffine) -> DenseAffine {
        var result = a
        result.add(b)
        return result
    }

    static prefix func - (a: DenseAffine) -> DenseAffine {
        DenseAffine(count: a.coefficients.count) - a
    }
}
