/// A value that may fill a degree of freedom the required constraints leave open, with the
/// strength it does so. Soft sources are tried strongest first; one whose row is already
/// implied is not used (a measured size is then only proposed, the container's given extent
/// becomes self-sizing, a preference is dropped).
struct SoftSource {
    enum Kind: Equatable {
        /// The container's run-time extent: `super.width` (or height) `== size.width`.
        case extent(isWidth: Bool)
        /// A measured view's size along one axis.
        case measured(item: Int, isWidth: Bool)
        /// A non-required equality (the index of its constraint).
        case preference(constraint: Int)
        /// A sequence's flexible unit `F` (never below 0 unless `unbounded`) or shrink unit `S`.
        case flexible(unit: Int)
        /// A fallback equality (the index of its constraint), dropped silently when decided.
        case fallback(constraint: Int)
    }

    var kind: Kind
    /// Larger is stronger. The container's width ranks above every priority (width in),
    /// its height below every priority (height out); measured sizes and preferences use
    /// their priority.
    var rank: Int
    /// Tie-break among equal ranks: earlier in the source is tried first.
    var order: SourceLocation
    /// The unknowns' side of `row == value`.
    var row: LinearForm
    /// The value before clamps, known at run time: a preference's value, a flexible unit's
    /// fill value, 0 for a hidden measured view. Extents and other measured sizes get theirs
    /// from the run-time size and the measure call.
    var preferredValue: LinearForm?
    /// Where it is written.
    var range: SourceRange
    /// Whether its row filled a degree of freedom.
    var isAccepted = false
    /// Clamps that yield on this value: bounds known at run time, with their constraint.
    var lowerBounds: [(bound: LinearForm, source: SourceRange)] = []
    var upperBounds: [(bound: LinearForm, source: SourceRange)] = []

    /// Whether its row is added before every other soft row (a flexible unit stands for a
    /// required fill constraint).
    var processesFirst: Bool {
        if case .flexible = kind { return true }
        return false
    }

    /// The rank of the container's width: above every priority.
    static let widthExtentRank = 2000
    /// The rank of a fallback: below every priority.
    static let fallbackRank = 0
    /// The rank of the container's height: below every priority.
    static let heightExtentRank = -1
    /// The rank of a flexible unit: it yields to clamps before everything else but a shrink unit.
    static let flexibleRank = -2
    /// The rank of a shrink unit: it yields to clamps first.
    static let shrinkRank = -3
}
