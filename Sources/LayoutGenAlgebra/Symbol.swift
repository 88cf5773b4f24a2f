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
    /// The measured item at this index: its first baseline's offset from its top, and its last
    /// baseline's depth above its bottom (its measured height less the last baseline's offset
    /// from the top), as its measurement answers them.
    case firstBaseline(Int), lastBaselineDepth(Int)
    /// 1 while the optional view at this index is shown, 0 while it is hidden: for a view
    /// whose hiding changes only numbers (`Resolver.shownItems`).
    case shown(Int)
    /// The number at this index of `LayoutModel.branchConstants`: a folded `when`'s, by the
    /// branch that holds.
    case branchConstant(Int)

    public var description: String {
        switch self {
        case .input(let i): "in\(i)"
        case .extremum(let i): "mm\(i)"
        case .soft(let i): "s\(i)"
        case .givenWidth: "size.width"
        case .givenHeight: "size.height"
        case .safeArea(let edge): "safe\(edge)"
        case .firstBaseline(let i): "fb\(i)"
        case .lastBaselineDepth(let i): "lbd\(i)"
        case .shown(let i): "shown\(i)"
        case .branchConstant(let k): "branch\(k)"
        }
    }
}

extension Symbol {
    /// The symbol as one integer: the case in the high bits, in declaration order, and the
    /// index (never negative) in the low bits. Integers order as the cases and then the
    /// indices do, which is the order `<` gives; hashing and comparing them is cheaper than
    /// switching over both enums.
    @inlinable public var ordinal: Int {
        switch self {
        case .input(let i): i
        case .extremum(let i): 1 << 56 | i
        case .soft(let k): 2 << 56 | k
        case .givenWidth: 3 << 56
        case .givenHeight: 4 << 56
        case .safeArea(let edge): 5 << 56 | edge
        case .firstBaseline(let i): 6 << 56 | i
        case .lastBaselineDepth(let i): 7 << 56 | i
        case .shown(let i): 8 << 56 | i
        case .branchConstant(let k): 9 << 56 | k
        }
    }

    /// Declaration order of the cases, then index order.
    @inlinable public static func < (a: Symbol, b: Symbol) -> Bool { a.ordinal < b.ordinal }

    @inlinable public static func == (a: Symbol, b: Symbol) -> Bool { a.ordinal == b.ordinal }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
