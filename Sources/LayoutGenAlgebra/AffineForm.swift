/// An affine form `Σ cⱼ·yⱼ + constant` over numbered unknowns `y`, sparse: only the unknowns
/// with a non-zero coefficient are stored, sorted (the analysis's domain has a pair of unknowns
/// per measured view, and a form reads a few of them), so equal forms compare equal.
package struct AffineForm: Hashable {
    /// `cⱼ·yⱼ` for each unknown `j` whose coefficient is not 0, by `j`.
    package private(set) var terms: [UnknownTerm]
    package var constant: Rational

    /// The constant `value`.
    package init(constant: Rational = .zero) {
        terms = []
        self.constant = constant
    }

    /// The unknown `j` itself.
    package init(unknown j: Int) {
        terms = [UnknownTerm(key: j, coefficient: .one)]
        constant = .zero
    }

    /// The coefficient of unknown `j`.
    package func coefficient(_ j: Int) -> Rational {
        SortedTerms.find(j, in: terms).map { terms[$0].coefficient } ?? .zero
    }

    /// Whether any part overflowed.
    package var hasOverflow: Bool { constant.isOverflow || terms.contains { $0.coefficient.isOverflow } }

    /// Its value at `point` (a value per unknown).
    package func value(at point: [Rational]) -> Rational {
        var sum = constant
        for term in terms { sum = sum + term.coefficient * point[term.key] }
        return sum
    }

    /// Room for `count` terms, so that adding forms one by one allocates once.
    package mutating func reserveCapacity(_ count: Int) {
        terms.reserveCapacity(count)
    }

    /// `self + factor·other`.
    package mutating func add(_ other: AffineForm, times factor: Rational = .one) {
        guard !factor.isZero else { return }
        SortedTerms.merge(&terms, other.terms, times: factor)
        constant = constant + factor * other.constant
    }

    package static func - (a: AffineForm, b: AffineForm) -> AffineForm {
        var result = a
        result.add(b, times: -.one)
        return result
    }

    package static func + (a: AffineForm, b: AffineForm) -> AffineForm {
        var result = a
        result.add(b)
        return result
    }

    package static prefix func - (a: AffineForm) -> AffineForm {
        AffineForm() - a
    }
}

extension AffineForm {
    /// `a · b` where one of them is a constant (else the product is not affine: nil).
    package static func product(_ a: AffineForm, _ b: AffineForm) -> AffineForm? {
        guard let (form, factor) = b.terms.isEmpty ? (a, b.constant) : a.terms.isEmpty ? (b, a.constant) : nil else { return nil }
        var result = AffineForm()
        result.add(form, times: factor)
        return result
    }

    /// A total order of forms (by their terms, then their constants), to put the arguments of
    /// a commutative operation in one order however they were written.
    package static func precedes(_ a: AffineForm, _ b: AffineForm) -> Bool {
        for (x, y) in zip(a.terms, b.terms) where x != y {
            return x.key != y.key ? x.key < y.key : x.coefficient < y.coefficient
        }
        return a.terms.count != b.terms.count ? a.terms.count < b.terms.count : a.constant < b.constant
    }
}
