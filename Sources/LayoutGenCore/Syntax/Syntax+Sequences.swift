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
    /// The whole statement.
    public var range: SourceRange

    public init(
        axis: Axis, container: Identifier?, elements: [SequenceElement], alignment: Identifier?,
        range: SourceRange
    ) {
        self.axis = axis
        self.container = container
        self.elements = elements
        self.alignment = alignment
        self.range = range
    }
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
}

/// A size or gap predicate in a sequence: `==8`, `>=44`, `spacing`, `2*`, `==other`.
public struct SizePredicate: Equatable, Sendable {
    /// The relation (`==` when none is written).
    public var relation: Relation
    /// The value, or nil for a flexible part.
    public var value: Expr?
    /// For a flexible part: its weight as written (`"1"` for `*`).
    public var flexibleWeight: String?
    public var range: SourceRange

    public init(relation: Relation, value: Expr?, flexibleWeight: String?, range: SourceRange) {
        self.relation = relation
        self.value = value
        self.flexibleWeight = flexibleWeight
        self.range = range
    }
}
