/// An unknown of the layout system.
///
/// Every view and guide `i` has four unknowns: `leading(i)` (its leading edge, measured from the
/// coordinate space's leading edge in the leading-to-trailing direction), `width(i)`, `top(i)`
/// and `height(i)`. Every other attribute is an affine function of these (FangYuan's rule:
/// two degrees of freedom per axis). The layout's container adds its extents, each sequence
/// with flexible parts its unit `F`, and each scroll view its content extents.
public enum Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    case leading(Int), width(Int), top(Int), height(Int)
    /// The top-level container's width (`super.width` of the layout block) and height.
    case containerWidth, containerHeight
    /// The flexible unit `F` of the sequence at this index of `LayoutModel.flexibleUnits`.
    case flexible(Int)
    /// The content extents of the scroll view at this item index.
    case contentWidth(Int), contentHeight(Int)

    /// The view or guide this unknown places, or nil.
    public var item: Int? {
        switch self {
        case .leading(let i), .width(let i), .top(let i), .height(let i): i
        default: nil
        }
    }

    /// Which of an item's four unknowns this is (0 leading, 1 width, 2 top, 3 height).
    var slot: Int? {
        switch self {
        case .leading: 0
        case .width: 1
        case .top: 2
        case .height: 3
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .leading(let i): "p\(i)"
        case .width(let i): "w\(i)"
        case .top(let i): "y\(i)"
        case .height(let i): "h\(i)"
        case .containerWidth: "W"
        case .containerHeight: "H"
        case .flexible(let k): "F\(k)"
        case .contentWidth(let i): "cw\(i)"
        case .contentHeight(let i): "ch\(i)"
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
    /// The container size passed to `layout(in:)`, as conditions read it.
    case givenWidth, givenHeight
    /// `safeAreaInsets` (0 top, 1 leading, 2 bottom, 3 trailing).
    case safeArea(Int)

    public var description: String {
        switch self {
        case .input(let i): "in\(i)"
        case .extremum(let i): "mm\(i)"
        case .soft(let i): "s\(i)"
        case .givenWidth: "size.width"
        case .givenHeight: "size.height"
        case .safeArea(let edge): "safe\(edge)"
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

    /// The coefficient of `symbol` (zero when absent).
    public func coefficient(of symbol: Symbol) -> Rational {
        Self.find(symbol, in: symbols).map { symbols[$0].coefficient } ?? .zero
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
