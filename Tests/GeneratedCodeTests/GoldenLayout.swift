import Foundation

/// The arguments of one call of a golden layout, by name.
struct GoldenCall {
    var width: Double
    var height: Double
    var inputs: [String: Double]
    var hidden: Set<String>
    var rightToLeft: Bool
    var scale: Double
    /// top, leading, bottom, trailing.
    var safeArea: [Double]
    var measure: (String, CGSize) -> MeasureAnswer
    /// The fitting axes: when either is set, the size is `sizeThatFits` of the given one with
    /// those axes fitting, then the layout is made at it (`eval --fit`).
    var fittingWidth = false
    var fittingHeight = false
}

/// What a measure callback answers: the size, and the baselines' offsets from the top (read
/// only by layouts that read baselines).
struct MeasureAnswer {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
}

/// A compiled golden layout: its spec, its type name, and a call returning its frames in
/// declaration order and its size.
struct GoldenLayout: Sendable {
    var file: String
    var name: String
    var run: @Sendable (GoldenCall) -> (frames: [CGRect], size: CGSize)

    init(file: String, name: String, run: @escaping @Sendable (GoldenCall) -> (frames: [CGRect], size: CGSize)) {
        self.file = file
        self.name = name
        self.run = run
    }
}
