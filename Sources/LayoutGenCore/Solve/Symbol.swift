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
