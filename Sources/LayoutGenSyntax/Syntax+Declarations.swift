import LayoutGenDiagnostics

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

/// `hugging @251`, `H compression @760` in `measured( … )`: a measured view's content priority.
public struct ContentPrioritySyntax: Equatable, Sendable {
    /// Hugging (`size <= measured`) or compression resistance (`size >= measured`).
    public var isHugging: Bool
    /// `H`, `V`, or nil for both axes.
    public var axis: SequenceStmt.Axis?
    public var priority: PrioritySyntax
    public var range: SourceRange

    public init(isHugging: Bool, axis: SequenceStmt.Axis?, priority: PrioritySyntax, range: SourceRange) {
        self.isHugging = isHugging
        self.axis = axis
        self.priority = priority
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
    /// `measured(hugging @251, V compression @760)`: the content priorities written.
    public var contentPriorities: [ContentPrioritySyntax]
    /// `measured(rounded: up, pixel)`: how the answer is rounded before the layout uses it.
    public var rounding: RoundingSyntax?

    public init(
        _ kind: Kind, at range: SourceRange, contentPriorities: [ContentPrioritySyntax] = [], rounding: RoundingSyntax? = nil
    ) {
        self.kind = kind
        self.range = range
        self.contentPriorities = contentPriorities
        self.rounding = rounding
    }
}

/// `rounded: up` (or `down`, `nearest`), and `pixel` to round to the pixel grid of the
/// run-time scale instead of to whole points: options of `measured(…)`.
public struct RoundingSyntax: Equatable, Sendable {
    /// The rule as written (`up`, `down`, `nearest`), nil when only `pixel` is written.
    public var rule: Identifier?
    /// Where `pixel` is written, if it is.
    public var pixel: SourceRange?
    public var range: SourceRange

    public init(rule: Identifier?, pixel: SourceRange?, range: SourceRange) {
        self.rule = rule
        self.pixel = pixel
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
