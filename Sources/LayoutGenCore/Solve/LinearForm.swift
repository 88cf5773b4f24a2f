/// An unknown of the layout system: one degree of freedom of one item along one axis, or the
/// container's extent along an axis.
///
/// Every view and guide `i` has four unknowns: `leading(i)` (its leading edge, measured from the
/// coordinate space's leading edge in the leading-to-trailing direction), `width(i)`, `top(i)`
/// and `height(i)`. Every other attribute is an affine function of these (FangYuan's rule:
/// two degrees of freedom per axis).
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `4 * item + slot` for items; `-2` and `-1` for the container's width and height.
    public let index: Int

    init(index: Int) { self.index = index }

    public static func leading(_ item: Int) -> Variable { Variable(index: 4 * item) }
    public static func width(_ item: Int) -> Variable { Variable(index: 4 * item + 1) }
    public static func top(_ item: Int) -> Variable { Variable(index: 4 * item + 2) }
    public static func height(_ item: Int) -> Variable { Variable(index: 4 * item + 3) }
    /// The top-level container's width (`super.width` of the layout block).
    public static let containerWidth = Variable(index: -2)
    /// The top-level container's height.
    public static let containerHeight = Variable(index: -1)

    /// The item this unknown belongs to, or nil for the container's extents.
    public var item: Int? { index >= 0 ? index / 4 : nil }
    /// Whether this is a width or height (as opposed to a position).
    public var isSize: Bool { index < 0 || index % 2 == 1 }
    /// Whether this unknown lies on the horizontal axis.
    public var isHorizontal: Bool { index == -2 || (index >= 0 && index % 4 < 2) }

    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }

    public var description: String {
        switch index {
        case -2: return "W"
        case -1: return "H"
        default: return ["p", "w", "y", "h"][index % 4] + "\(index / 4)"
        }
    }
}

/// A value known at run time before any layout arithmetic: an input parameter, or the result
/// of a `min`/`max` of layout expressions (an opaque value the solver orders by dependency).
public enum Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The input at this index of `LayoutModel.inputs`.
    case input(Int)
    /// The `min`/`max` at this index of `LayoutModel.extrema`.
    case extremum(Int)
    /// The value of the solver's soft source at this index (a measured size, the container's
    /// given extent, a preference), after its clamps.
    case soft(Int)

    public var description: String {
        switch self {
        case .input(let i): "in\(i)"
        case .extremum(let i): "mm\(i)"
        case .soft(let i): "s\(i)"
        }
    }
}

/// `coefficient · key`: one term of a `LinearForm`.
public struct Term<Key: Hashable & Comparable & Sendable>: Hashable, Sendable {
    public var key: Key
    public var coefficient: Rational
}

/// `Σ cᵢ·xᵢ + Σ dⱼ·sⱼ + k`: an affine form over unknowns `x` and run-time symbols `s`, with
/// exact coefficients. Terms are kept sorted and without zero coefficients, so equal forms
/// compare equal.
public struct LinearForm: Hashable, Sendable, CustomStringConvertible {
    /// Unknowns with non-zero coefficients, sorted by variable.
    public private(set) var terms: [Term<Variable>]
    /// Run-time symbols with non-zero coefficients, sorted.
    public private(set) var symbols: [Term<Symbol>]
    /// The constant term.
    public var constant: Rational

    public init(constant: Rational = .zero) {
        self.terms = []
        self.symbols = []
        self.constant = constant
    }

    public init(_ variable: Variable, _ coefficient: Rational = .one) {
        self.init()
        add(variable, coefficient)
    }

    public init(symbol: Symbol) {
        self.init()
        add(symbol, .one)
    }

    /// Whether the form has no unknowns.
    public var isKnown: Bool { terms.isEmpty }
    /// Whether the form is a plain number.
    public var isConstant: Bool { terms.isEmpty && symbols.isEmpty }
    /// Whether any coefficient overflowed.
    public var hasOverflow: Bool {
        constant.isOverflow || terms.contains { $0.coefficient.isOverflow }
            || symbols.contains { $0.coefficient.isOverflow }
    }

    /// The coefficient of `variable` (zero when absent).
    public func coefficient(of variable: Variable) -> Rational {
        Self.find(variable, in: terms).map { terms[$0].coefficient } ?? .zero
    }

    /// Adds `coefficient · variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Rational) {
        Self.merge(&terms, variable, coefficient)
    }

    /// Adds `coefficient · symbol`.
    public mutating func add(_ symbol: Symbol, _ coefficient: Rational) {
        Self.merge(&symbols, symbol, coefficient)
    }

    /// Adds `factor · other`.
    public mutating func add(_ other: LinearForm, times factor: Rational = .one) {
        for t in other.terms { add(t.key, t.coefficient * factor) }
        for s in other.symbols { add(s.key, s.coefficient * factor) }
        constant = constant + other.constant * factor
    }

    /// Removes the unknown's term and returns its coefficient.
    @discardableResult
    public mutating func remove(_ variable: Variable) -> Rational {
        guard let i = Self.find(variable, in: terms) else { return .zero }
        return terms.remove(at: i).coefficient
    }

    public static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        var r = a
        r.add(b)
        return r
    }

    public static func - (a: LinearForm, b: LinearForm) -> LinearForm {
        var r = a
        r.add(b, times: -.one)
        return r
    }

    public static func * (a: LinearForm, k: Rational) -> LinearForm {
        var r = LinearForm()
        r.add(a, times: k)
        return r
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.key)" }
        parts += symbols.map { "\($0.coefficient)*\($0.key)" }
        if !constant.isZero || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    private static func find<K>(_ key: K, in list: [Term<K>]) -> Int? {
        let i = insertionIndex(key, in: list)
        return i < list.count && list[i].key == key ? i : nil
    }

    private static func insertionIndex<K>(_ key: K, in list: [Term<K>]) -> Int {
        var (lo, hi) = (0, list.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].key < key { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private static func merge<K>(_ list: inout [Term<K>], _ key: K, _ coefficient: Rational) {
        if coefficient.isZero { return }
        let i = insertionIndex(key, in: list)
        if i < list.count, list[i].key == key {
            let sum = list[i].coefficient + coefficient
            if sum.isZero { list.remove(at: i) } else { list[i].coefficient = sum }
        } else {
            list.insert(Term(key: key, coefficient: coefficient), at: i)
        }
    }
}
