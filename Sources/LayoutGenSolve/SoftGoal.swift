import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenSyntax

/// One soft constraint of a variant (LANGUAGE.md §7.1): `expression ⋈ target`, met as well as
/// the constraints before it allow. The solver takes them strongest first, ties in source order.
package struct SoftGoal {
    package enum Kind: Equatable {
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

    package var kind: Kind
    /// The order goals are met in (`Strength`).
    package var strength: Strength
    /// Where it is written: the tie-break among equal strengths, earlier first.
    package var order: SourceLocation
    /// The unknowns' side, `e` (it may also hold run-time symbols).
    package var expression: LinearForm
    package var relation: Relation
    /// The value `e` aims at, known at run time; nil for a measured view until it is measured.
    package var target: LinearForm?
    /// Where it is written (a view's declaration for its measured size).
    package var range: SourceRange

    /// Whether it is the container's extent (first among the goals of its strength).
    var isExtent: Bool { if case .extent = kind { true } else { false } }
}

/// How strongly a soft goal holds: the solver meets the goals strongest first, each level (the
/// goals of one strength) as well as the levels before it allow. From the strongest:
///
/// 1. `fill`: a sequence's fill, and a measured view's compression resistance of 1000: above
///    the container's extents, so that the container yields to keep them (a fill yields only
///    when the sequence's container is fixed by required constraints);
/// 2. `extent`: the container's extents in `layout(in:)`, above every priority a spec writes;
/// 3. `unboundedUnit`: an `unbounded` sequence's `F` goes below 0 only for what its shrinking
///    parts cannot take;
/// 4. `shrink`: shrink units stay 0 (an overflowing sequence shrinks its shrinking parts before
///    the container yields, and before measured views are compressed);
/// 5. `priority(999)` down to `priority(1)`: the priorities a spec writes (`@P`, content
///    priorities); `fittingExtent`, a fitting extent in `sizeThatFits`, is `priority(50)`,
///    UIKit's `fittingSizeLevel`, met first among the goals of 50.
package enum Strength: Comparable, Hashable {
    // The cases from the weakest: Swift orders them as they are declared, and two priorities
    // by their number.
    case priority(Int)
    case shrink
    case unboundedUnit
    case extent
    case fill

    /// A fitting extent in `sizeThatFits`: UIKit's `fittingSizeLevel`.
    static let fittingExtent = priority(50)

    /// The priority a spec writes (1...999), or nil for the strengths above them.
    package var priority: Int? { if case .priority(let p) = self { p } else { nil } }
}

/// The order in which soft constraints of one priority are met.
package enum TieOrder: Equatable {
    /// Declaration order (LANGUAGE.md §7.2).
    case declaration
    /// The reverse, to find where declaration order decides the frames.
    case reversed
}
