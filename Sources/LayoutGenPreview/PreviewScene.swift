import LayoutGenEvaluate
import LayoutGenPlan

/// What a preview draws for one evaluation: the container and every view and guide at its
/// absolute position in the container's coordinates, in drawing order (declaration order,
/// depth first, so children come after their parent and are drawn over it).
///
/// Frames from `evaluate` are relative to the parent view; a child's absolute origin adds
/// its ancestors' origins. A scroll view's children are in content coordinates, drawn at
/// content offset 0 inside the scroll view's frame and clipped to it.
public struct PreviewScene: Equatable, Sendable {
    /// The layout's name.
    public var layout: String
    /// The container's size as used (the fitting size on self-sizing axes).
    public var width: Double
    public var height: Double
    /// The size proposed to `layout(in:)` (differs from the size used on self-sizing axes).
    public var proposedWidth: Double
    public var proposedHeight: Double
    /// Every view and guide, in drawing order.
    public var items: [PreviewItem]
    /// The run-time arguments that are not the size, in words (`right to left`,
    /// `hidden: subtitle`), for the caption; empty when there are none.
    public var notes: [String]
    /// The safe area's insets as drawn, `[top, left, bottom, right]`, when the layout uses
    /// `safe` and some inset is not 0.
    public var safeArea: [Double]?
    /// The problem the scene shows (`preview --witness`): `check`'s message; its views are the
    /// items marked `isProblem`.
    public var problem: String?

    /// The scene of `result`, an evaluation of `layout` with `arguments`; with `problem`, the
    /// input of a problem `check` found and the views it is about.
    public init(
        layout: LayoutPlan, result: EvaluationResult, arguments: EvaluationArguments,
        problem: (message: String, views: [String])? = nil
    ) {
        self.problem = problem?.message
        self.layout = layout.name
        width = result.width
        height = result.height
        proposedWidth = arguments.width
        proposedHeight = arguments.height
        var items: [PreviewItem] = []
        for (i, element) in layout.elements.enumerated() {
            let frame = result.frames[i].frame
            var x = frame.x
            var y = frame.y
            var clip: Int?
            var isHidden = arguments.hidden.contains(element.name)
            var ancestor = element.parent
            while let p = ancestor {
                x += result.frames[p].frame.x
                y += result.frames[p].frame.y
                if clip == nil, layout.elements[p].isScroll { clip = p }
                if arguments.hidden.contains(layout.elements[p].name) { isHidden = true }
                ancestor = layout.elements[p].parent
            }
            let content = result.contentSizes.first { $0.name == element.name }.map { [$0.width, $0.height] }
            items.append(
                PreviewItem(
                    element: i, name: element.name, x: x, y: y, width: frame.width, height: frame.height,
                    isGuide: element.isGuide, isMeasured: element.isMeasured, isHidden: isHidden, clip: clip,
                    parent: element.parent, contentSize: content, frame: [frame.x, frame.y, frame.width, frame.height],
                    isProblem: problem?.views.contains(element.name) ?? false))
        }
        self.items = items
        var notes: [String] = []
        if proposedWidth != width || proposedHeight != height {
            notes.append("proposed \(PreviewText.number(proposedWidth)) × \(PreviewText.number(proposedHeight))")
        }
        if arguments.rightToLeft { notes.append("right to left") }
        let hidden = layout.elements.map(\.name).filter(arguments.hidden.contains)
        if !hidden.isEmpty { notes.append("hidden: " + hidden.joined(separator: ", ")) }
        for input in layout.inputs {
            guard let value = arguments.inputs[input.name] else { continue }
            let text = input.isBool ? (value != 0 ? "true" : "false") : PreviewText.number(value)
            notes.append("\(input.name) = \(text)")
        }
        if arguments.safeArea.contains(where: { $0 != 0 }) {
            notes.append("safe area " + arguments.safeArea.map(PreviewText.number).joined(separator: ","))
        }
        if layout.usesSafeArea, arguments.safeArea.contains(where: { $0 != 0 }) {
            let a = arguments.safeArea
            safeArea = arguments.rightToLeft ? [a[0], a[3], a[2], a[1]] : a
        }
        if arguments.scale > 0 { notes.append("scale " + PreviewText.number(arguments.scale)) }
        let unmeasured = layout.measured.map(\.name).filter { arguments.measure[$0] == nil && !arguments.hidden.contains($0) }
        if !unmeasured.isEmpty { notes.append("no --measure for " + unmeasured.joined(separator: ", ") + ": 0 × 0") }
        self.notes = notes
    }
}

/// One view or guide as a preview draws it.
public struct PreviewItem: Equatable, Sendable {
    /// Its index in `LayoutPlan.elements` (and so its colour).
    public var element: Int
    public var name: String
    /// Its frame in the container's coordinates.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Guides are drawn as dashed outlines.
    public var isGuide: Bool
    /// Measured views get an italic label and a corner mark.
    public var isMeasured: Bool
    /// Hidden (or inside a hidden container view): drawn ghosted.
    public var isHidden: Bool
    /// The nearest scroll view it is inside (an element index): it is clipped to its frame.
    public var clip: Int?
    /// The container view whose coordinates its frame is in (an element index).
    public var parent: Int?
    /// For a scroll view, its content size `[width, height]`.
    public var contentSize: [Double]?
    /// Its frame as `eval` prints it, relative to its parent: `[x, y, width, height]`.
    public var frame: [Double]
    /// One of the views the scene's problem is about: drawn outlined in red, the others faded.
    public var isProblem = false
}
