import LayoutGenDiagnostics

/// `H: |-12-[icon(48)]-10-[title]-12-| align centerY` (laid out by a later version).
public struct SequenceStmt: Equatable, Sendable {
    public enum Axis: String, Equatable, Sendable {
        case horizontal = "H"
        case vertical = "V"
    }
    /// `H` or `V`.
    public var axis: Axis
    /// `H(g):` — the item whose edges the `|` bars stand for.
    public var container: Identifier?
    /// The raw elements between the colon and `align` (or the end of the statement).
    public var elements: [SequenceElement]
    /// `align centerY`, if written.
    public var alignment: Identifier?
    /// Where `unbounded` is written, if it is: the flexible unit may then go below 0 when the
    /// fixed parts overflow.
    public var unbounded: SourceRange?
    /// The whole statement.
    public var range: SourceRange

    public init(
        axis: Axis, container: Identifier?, elements: [SequenceElement], alignment: Identifier?,
        unbounded: SourceRange? = nil, range: SourceRange
    ) {
        self.axis = axis
        self.container = container
        self.elements = elements
        self.alignment = alignment
        self.unbounded = unbounded
        self.range = range
    }

    /// Whether `unbounded` is written.
    public var isUnbounded: Bool { unbounded != nil }
}

/// One part of a sequence.
public enum SequenceElement: Equatable, Sendable {
    /// `|`.
    case edge(SourceRange)
    /// A gap: `-`, `-8-`, `-(spacing)-`, `-(>=8)-`, `-(2*)-`; nil predicates for the standard gap,
    /// an empty list for no gap (`][`).
    case gap([SizePredicate]?, SourceRange)
    /// `[v]`, `[v(100)]`, `[v(>=44,<=120)]`, `[v(*)]`.
    case item(Identifier, [SizePredicate], SourceRange)

    /// Whether it has a part that grows with the free space (`*`, `2*`, `8 + *`).
    public var growsWithFreeSpace: Bool {
        switch self {
        case .edge: false
        case .gap(let predicates, _): predicates?.contains { $0.flexibleWeight != nil } ?? false
        case .item(_, let predicates, _): predicates.contains { $0.flexibleWeight != nil }
        }
    }
}

/// A size or gap predicate in a sequence: `==8`, `>=44`, `spacing`, `2*`, `==other`, and the
/// flexible sizes with a basis: `50 + *` (grows from 50), `500 - 2*` (shrinks from 500 on
/// overflow), `100 + * - *` (both).
public struct SizePredicate: Equatable, Sendable {
    /// The relation (`==` when none is written).
    public var relation: Relation
    /// The value, or the basis of a flexible part; nil for a flexible part without one (`2*`).
    public var value: Expr?
    /// For a part that grows with the free space: its weight as written (`"1"` for `*`).
    public var flexibleWeight: String?
    /// For a part that shrinks when the sequence overflows (`- 2*`): its weight as written.
    public var shrinkWeight: String?
    public var range: SourceRange

    public init(
        relation: Relation, value: Expr?, flexibleWeight: String?, shrinkWeight: String? = nil, range: SourceRange
    ) {
        self.relation = relation
        self.value = value
        self.flexibleWeight = flexibleWeight
        self.shrinkWeight = shrinkWeight
        self.range = range
    }

    /// Whether it has a flexible term (`*` growing or `- *` shrinking).
    public var isFlexible: Bool { flexibleWeight != nil || shrinkWeight != nil }
}
