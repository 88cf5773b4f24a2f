import LayoutGenDiagnostics

/// `when cond { … } else when cond { … } else { … }`.
public struct WhenStmt: Equatable, Sendable {
    public struct Branch: Equatable, Sendable {
        public var condition: Expr
        public var body: [Statement]

        public init(condition: Expr, body: [Statement]) {
            self.condition = condition
            self.body = body
        }
    }
    /// The `when` and `else when` branches, in order.
    public var branches: [Branch]
    /// The final `else` block, if any.
    public var elseBody: [Statement]?
    public var range: SourceRange

    public init(branches: [Branch], elseBody: [Statement]?, range: SourceRange) {
        self.branches = branches
        self.elseBody = elseBody
        self.range = range
    }
}

/// `mirrored when outgoing`: the layout reads its horizontal direction flipped while the
/// condition holds, as `rightToLeft` flips it.
public struct MirroredStmt: Equatable, Sendable {
    public var condition: Expr
    public var range: SourceRange

    public init(condition: Expr, range: SourceRange) {
        self.condition = condition
        self.range = range
    }
}
