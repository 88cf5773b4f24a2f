import LayoutGenAlgebra
import LayoutGenDiagnostics

/// What a layout says about the analysis of LANGUAGE.md §12: the inputs it narrows (`domain`)
/// and what it intends (`allow overlap`, `allow outside`). They change no frame.
public struct CheckStatements: Equatable, Sendable {
    /// `domain …` statements, in source order (a later one for the same target wins).
    public var domains: [DomainBound] = []
    /// `allow overlap a, b, …`: every pair of the names may overlap (item indices).
    public var overlaps: [Set<Int>] = []
    /// `allow outside a, …`: these views may leave their container (item indices).
    public var outside: Set<Int> = []

    public init() {}

    /// Whether the spec allows items `a` and `b` to overlap.
    public func allowsOverlap(_ a: Int, _ b: Int) -> Bool {
        overlaps.contains { $0.contains(a) && $0.contains(b) }
    }
}

/// A `domain` statement, resolved: the range one input of the analysis takes.
public struct DomainBound: Equatable, Sendable {
    /// What it narrows.
    public enum Target: Equatable, Sendable {
        case containerWidth, containerHeight
        /// A number input (index into the layout's inputs).
        case input(Int)
        /// A measured view's answer (element index).
        case measuredWidth(Int), measuredHeight(Int)
        /// The lines a measured view's text may wrap to (`domain title.lines 1...3`).
        case measuredLines(Int)
    }
    public var target: Target
    public var lower: Rational
    public var upper: Rational
    /// Where the statement is written.
    public var range: SourceRange

    public init(target: Target, lower: Rational, upper: Rational, range: SourceRange) {
        self.target = target
        self.lower = lower
        self.upper = upper
        self.range = range
    }
}
