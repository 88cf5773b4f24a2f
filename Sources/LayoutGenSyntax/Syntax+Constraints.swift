import LayoutGenDiagnostics

/// `==`, `<=`, `>=`.
public enum Relation: String, Equatable, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

/// `@required`, `@high`, `@low`, `@500`.
public struct PrioritySyntax: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case required, high, low
        /// A numeric priority as written (checked to be 1...1000 by the resolver).
        case number(String)
    }
    /// The priority as written.
    public var value: Value
    /// Where it is (including the `@`).
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `lhs == rhs [<= rhs2 …] [@priority]`: a constraint or a chain of them.
public struct ConstraintStmt: Equatable, Sendable {
    /// One `relation rhs` step of a chain.
    public struct Link: Equatable, Sendable {
        public var relation: Relation
        /// Where the relation operator is.
        public var relationRange: SourceRange
        public var rhs: Expr

        public init(relation: Relation, relationRange: SourceRange, rhs: Expr) {
            self.relation = relation
            self.relationRange = relationRange
            self.rhs = rhs
        }
    }
    /// The leftmost expression.
    public var first: Expr
    /// Each following relation and expression (at least one).
    public var links: [Link]
    /// The priority, if written.
    public var priority: PrioritySyntax?
    /// The whole statement.
    public var range: SourceRange

    public init(first: Expr, links: [Link], priority: PrioritySyntax?, range: SourceRange) {
        self.first = first
        self.links = links
        self.priority = priority
        self.range = range
    }
}
