/// The abstract syntax of a `.layout` file, as written: names are not yet bound and no sugar
/// is lowered. Every node keeps its `SourceRange`. Inert and `Equatable`.
public struct SyntaxFile: Equatable, Sendable {
    /// The `layout Name { … }` blocks, in source order.
    public var layouts: [LayoutDecl]

    public init(layouts: [LayoutDecl]) { self.layouts = layouts }
}

/// A name as written, with where it was written.
public struct Identifier: Equatable, Hashable, Sendable {
    /// The name's text.
    public var text: String
    /// Where it is.
    public var range: SourceRange

    public init(_ text: String, at range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// `layout Name { … }`.
public struct LayoutDecl: Equatable, Sendable {
    /// The generated type's name.
    public var name: Identifier
    /// The statements of the block, in order.
    public var body: [Statement]
    /// The whole declaration.
    public var range: SourceRange

    public init(name: Identifier, body: [Statement], range: SourceRange) {
        self.name = name
        self.body = body
        self.range = range
    }
}

/// One statement of a layout, container view or guide block.
public enum Statement: Equatable, Sendable {
    case view(ViewDecl)
    case guide(GuideDecl)
    case input(InputDecl)
    case letBinding(LetDecl)
    case constraint(ConstraintStmt)
    case sequence(SequenceStmt)
    case when(WhenStmt)
}

/// `view a, b: measured, optional @high { … }`.
public struct ViewDecl: Equatable, Sendable {
    /// The declared names (one or more).
    public var names: [Identifier]
    /// The traits after the colon, in order.
    public var traits: [Trait]
    /// The priority after the traits (`@high`), if any.
    public var priority: PrioritySyntax?
    /// The block of a container view, if it has one.
    public var body: [Statement]?
    /// The whole declaration.
    public var range: SourceRange

    public init(
        names: [Identifier], traits: [Trait], priority: PrioritySyntax?, body: [Statement]?,
        range: SourceRange
    ) {
        self.names = names
        self.traits = traits
        self.priority = priority
        self.body = body
        self.range = range
    }
}

/// A view trait.
public struct Trait: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case measured
        case optional
        /// `scroll`, `scroll(horizontal)`, `scroll(both)`: the axis names as written (`vertical` when bare).
        case scroll(axes: String)
    }
    /// Which trait.
    public var kind: Kind
    /// Where it is written.
    public var range: SourceRange

    public init(_ kind: Kind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// `guide g` / `guide g { … }`.
public struct GuideDecl: Equatable, Sendable {
    /// The declared names.
    public var names: [Identifier]
    /// The guide's block, if any.
    public var body: [Statement]?
    /// The whole declaration.
    public var range: SourceRange

    public init(names: [Identifier], body: [Statement]?, range: SourceRange) {
        self.names = names
        self.body = body
        self.range = range
    }
}

/// `input spacing = 8`, `input inset: CGFloat`, `input compact: Bool = false`.
public struct InputDecl: Equatable, Sendable {
    /// The type of an input.
    public enum InputType: String, Equatable, Sendable {
        case cgFloat = "CGFloat"
        case bool = "Bool"
    }
    /// The parameter's name.
    public var name: Identifier
    /// Its type (`CGFloat` when only a default is written).
    public var type: InputType
    /// The default value, if any.
    public var defaultValue: Expr?
    /// The whole declaration.
    public var range: SourceRange

    public init(name: Identifier, type: InputType, defaultValue: Expr?, range: SourceRange) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// `let gutter = 2 * spacing`.
public struct LetDecl: Equatable, Sendable {
    /// The bound name.
    public var name: Identifier
    /// Its value.
    public var value: Expr
    /// The whole declaration.
    public var range: SourceRange

    public init(name: Identifier, value: Expr, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

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

/// An expression: a node kind plus its range.
public struct Expr: Equatable, Sendable {
    /// The node.
    public indirect enum Kind: Equatable, Sendable {
        /// A number literal, kept as written so the resolver converts it exactly (`0.1` is 1/10).
        case number(String)
        /// `true` / `false`.
        case bool(Bool)
        /// A bare name: an item, an input or a `let`.
        case name(String)
        /// `super`.
        case superItem
        /// `safe`.
        case safeItem
        /// `base.name`: an attribute of an item (or of `super`/`safe`).
        case member(Expr, Identifier)
        /// `base.name(args)`: a method such as `edges.inset(16)`.
        case method(Expr, Identifier, [Argument])
        /// `name(args)`: a function such as `min(a, b)`, `hidden(v)`.
        case call(Identifier, [Argument])
        /// `(a, b)` with two or more elements.
        case tuple([Expr])
        /// `(a)`: kept so ranges and error messages follow the source.
        case paren(Expr)
        /// `-x`, `!x`.
        case unary(UnaryOperator, Expr)
        /// `a + b`, `a * b`, `a >= b`, `a && b`, …
        case binary(BinaryOperator, Expr, Expr)
    }
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// An argument of a call, possibly labelled (`inset(top: 8)`).
public struct Argument: Equatable, Sendable {
    public var label: Identifier?
    public var value: Expr

    public init(label: Identifier?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// Prefix operators.
public enum UnaryOperator: String, Equatable, Sendable {
    case minus = "-"
    case not = "!"
}

/// Infix operators of expressions and conditions.
public enum BinaryOperator: String, Equatable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
}

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
