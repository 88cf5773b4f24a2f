import LayoutGenDiagnostics

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
