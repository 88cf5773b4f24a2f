import LayoutGenDiagnostics

/// `domain TARGET, … LOW...HIGH` (LANGUAGE.md §12): narrows inputs of what `check` searches.
/// Each `TARGET` is `super.width`, `super.height`, a measured view's `width` or `height`, or a
/// number input; several share one range (`domain title.height, time.height 0...24`).
public struct DomainStmt: Equatable, Sendable {
    /// One thing it narrows.
    public struct Target: Equatable, Sendable {
        /// `super`, a view or an input, as written.
        public var name: Identifier
        /// `width` or `height` after the `.`, if any.
        public var attribute: Identifier?

        public init(name: Identifier, attribute: Identifier?) {
            self.name = name
            self.attribute = attribute
        }
    }
    public var targets: [Target]
    /// The range's ends as written (`320`, `-4`, `0.5`).
    public var lower: String
    public var upper: String
    /// Where `LOW...HIGH` is written.
    public var rangeRange: SourceRange
    /// The whole statement.
    public var range: SourceRange

    public init(targets: [Target], lower: String, upper: String, rangeRange: SourceRange, range: SourceRange) {
        self.targets = targets
        self.lower = lower
        self.upper = upper
        self.rangeRange = rangeRange
        self.range = range
    }
}

/// `allow overlap a, b, …` or `allow outside a, …` (LANGUAGE.md §12): what the layout intends,
/// so `check` does not report it.
public struct AllowStmt: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case overlap, outside
    }
    public var kind: Kind
    /// The views it names.
    public var names: [Identifier]
    /// The whole statement.
    public var range: SourceRange

    public init(kind: Kind, names: [Identifier], range: SourceRange) {
        self.kind = kind
        self.names = names
        self.range = range
    }
}
