/// The values an evaluation made its frames from, before sizes are clamped at 0, frames
/// mirrored and edges rounded: what the verifier checks the constraints with.
public struct EvaluationTrace: Equatable, Sendable {
    /// The container's extents as the program used them (the fitting extent on a self-sizing
    /// axis, after its clamps).
    public var width: Double
    public var height: Double
    /// The width `layout(in:)` was given (the fitting width after `sizeThatFits`): what a
    /// right-to-left layout mirrors in (LANGUAGE.md §10).
    public var givenWidth: Double = 0
    /// Per element, in `LayoutPlan.elements` order.
    public var frames: [RawFrame] = []
    /// The content extents of each scroll view, by element index.
    public var contentSizes: [Int: (width: Double, height: Double)] = [:]

    public static func == (a: EvaluationTrace, b: EvaluationTrace) -> Bool {
        a.width == b.width && a.height == b.height && a.givenWidth == b.givenWidth && a.frames == b.frames
            && a.contentSizes.keys.sorted() == b.contentSizes.keys.sorted()
            && a.contentSizes.allSatisfy { key, value in b.contentSizes[key].map { $0 == value } ?? false }
    }
}

/// One element's placement as computed: leading edge (from its space's leading edge), top edge
/// and size (possibly negative).
public struct RawFrame: Equatable, Sendable {
    public var leading: Double
    public var top: Double
    public var width: Double
    public var height: Double

    public init(leading: Double, top: Double, width: Double, height: Double) {
        self.leading = leading
        self.top = top
        self.width = width
        self.height = height
    }
}
