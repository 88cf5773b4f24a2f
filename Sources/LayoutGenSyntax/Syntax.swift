import LayoutGenDiagnostics

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
    case mirrored(MirroredStmt)
    /// `domain …` (LANGUAGE.md §12).
    case domain(DomainStmt)
    /// `allow overlap …` / `allow outside …` (LANGUAGE.md §12).
    case allow(AllowStmt)
}
