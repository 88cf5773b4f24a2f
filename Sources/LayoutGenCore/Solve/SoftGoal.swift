/// One soft constraint of a variant (LANGUAGE.md §7.1): `expression ⋈ target`, met as well as
/// the constraints before it allow. The solver takes them strongest first, ties in source order.
struct SoftGoal {
    enum Kind: Equatable {
        /// The container's given extent: `super.width == size.width` (or height).
        case extent(isWidth: Bool)
        /// A non-required equality (the index of its constraint).
        case preference(constraint: Int)
        /// A non-required inequality (the index of its constraint).
        case bound(constraint: Int)
        /// A measured view's compression resistance along one axis: `size >= measured`.
        case compression(item: Int, isWidth: Bool)
        /// A measured view's content hugging along one axis: `size <= measured`.
        case hugging(item: Int, isWidth: Bool)
        /// A sequence with flexible parts fills its container (the index of the fill constraint):
        /// when its fixed parts overflow, its trailing end runs past the container's.
        case fill(constraint: Int)
        /// The flexible unit of an `unbounded` sequence stays at least 0 while its shrinking parts
        /// can take the overflow: `F >= 0`.
        case unboundedUnit(unit: Int)
        /// A sequence's shrink unit stays 0 while nothing overflows: `S == 0`.
        case shrink(unit: Int)
    }

    enum Relation: Equatable {
        case equal, atMost, atLeast
    }

    var kind: Kind
    /// Larger is stronger (see the `rank` functions).
    var rank: Int
    /// Where it is written: the tie-break among equal ranks, earlier first.
    var order: SourceLocation
    /// The unknowns' side, `e` (it may also hold run-time symbols).
    var expression: LinearForm
    var relation: Relation
    /// The value `e` aims at, known at run time; nil for a measured view until it is measured.
    var target: LinearForm?
    /// Where it is written (a view's declaration for its measured size).
    var range: SourceRange

    /// The rank of a priority (1...999): eight apart, so that the goals below fit between 999
    /// and required.
    static func rank(priority: Int) -> Int { 8 * priority }
    /// A sequence's fill, and a measured view's compression resistance at 1000: above the
    /// container's extents, so that the container yields to keep them; a fill yields only when
    /// the sequence's container is fixed by required constraints.
    static let fillRank = 7999
    /// The container's extents in `layout(in:)`: above every non-required priority.
    static let extentRank = 7998
    /// A fitting extent in `sizeThatFits`: priority 50, UIKit's `fittingSizeLevel`.
    static let fittingExtentRank = rank(priority: 50)
    /// An `unbounded` sequence's `F` goes below 0 only for what its shrinking parts cannot take.
    static let unboundedUnitRank = 7996
    /// Shrink units: below the extents (an overflowing sequence shrinks its shrinking parts
    /// before the container yields), above every priority (they shrink before measured views
    /// are compressed).
    static let shrinkRank = 7995

    /// Whether a rank is that of a priority a spec writes (1...999); its priority is `rank / 8`.
    static func isPriorityRank(_ rank: Int) -> Bool { rank % 8 == 0 && rank >= 8 && rank <= 8 * 999 }

    /// Whether it is the container's extent (first among the goals of its rank).
    var isExtent: Bool { if case .extent = kind { true } else { false } }
}

/// The order in which soft constraints of one priority are met.
enum TieOrder: Equatable {
    /// Declaration order (LANGUAGE.md §7.2).
    case declaration
    /// The reverse, to find where declaration order decides the frames.
    case reversed
}
