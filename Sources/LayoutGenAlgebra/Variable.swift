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
    package var slot: Int? {
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

extension Variable {
    /// The unknown as one integer: the case in the high bits, in declaration order, and the
    /// index (never negative) in the low bits. Integers order as the cases and then the
    /// indices do, which is the order `<` gives; hashing and comparing them is cheaper than
    /// switching over both enums.
    @inlinable public var ordinal: Int {
        switch self {
        case .leading(let i): i
        case .width(let i): 1 << 56 | i
        case .top(let i): 2 << 56 | i
        case .height(let i): 3 << 56 | i
        case .containerWidth: 4 << 56
        case .containerHeight: 5 << 56
        case .flexible(let k): 6 << 56 | k
        case .contentWidth(let i): 7 << 56 | i
        case .contentHeight(let i): 8 << 56 | i
        }
    }

    /// Declaration order of the cases, then index order.
    @inlinable public static func < (a: Variable, b: Variable) -> Bool { a.ordinal < b.ordinal }

    @inlinable public static func == (a: Variable, b: Variable) -> Bool { a.ordinal == b.ordinal }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
