import LayoutGenPlan

/// The run-time arguments of one evaluation: what `layout(in:…)` would be called with.
public struct EvaluationArguments: Equatable, Sendable {
    /// The container size proposed.
    public var width: Double
    public var height: Double
    /// Input values by name; inputs not given take their defaults.
    public var inputs: [String: Double]
    /// Names of hidden optional views.
    public var hidden: Set<String>
    public var rightToLeft: Bool
    /// Pixels per point; 0 disables rounding.
    public var scale: Double
    /// Stand-ins for the measure callback by view name; measured views without one answer 0×0.
    public var measure: [String: MeasureStandIn]
    /// `safeAreaInsets`: top, leading, bottom, trailing.
    public var safeArea: [Double]
    /// The axes fitted first (`--fit`): the layout is made at `sizeThatFits` of the size with
    /// these axes fitting; empty: `layout(in:)` the size.
    public var fit: FitAxes

    public init(
        width: Double, height: Double, inputs: [String: Double] = [:], hidden: Set<String> = [],
        rightToLeft: Bool = false, scale: Double = 0, measure: [String: MeasureStandIn] = [:],
        safeArea: [Double] = [0, 0, 0, 0], fit: FitAxes = []
    ) {
        self.fit = fit
        self.safeArea = safeArea
        self.width = width
        self.height = height
        self.inputs = inputs
        self.hidden = hidden
        self.rightToLeft = rightToLeft
        self.scale = scale
        self.measure = measure
    }
}

/// A frame as `eval` reports it.
public struct Frame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The outcome of evaluating a layout: frames in declaration order and the container size.
public struct EvaluationResult: Equatable, Sendable {
    /// The layout's name.
    public var layout: String
    public var width: Double
    public var height: Double
    /// Every view and guide, in declaration order.
    public var frames: [(name: String, frame: Frame)]
    /// The content size of every scroll view, in declaration order.
    public var contentSizes: [(name: String, width: Double, height: Double)] = []

    public static func == (a: EvaluationResult, b: EvaluationResult) -> Bool {
        a.layout == b.layout && a.width == b.width && a.height == b.height
            && a.frames.elementsEqual(b.frames) { $0.name == $1.name && $0.frame == $1.frame }
            && a.contentSizes.elementsEqual(b.contentSizes) { $0 == $1 }
    }

    /// The frame of a named element.
    public subscript(name: String) -> Frame? {
        frames.first { $0.name == name }?.frame
    }
}

/// Why an evaluation could not run.
public enum EvaluationError: Error, Equatable, CustomStringConvertible {
    case unknownInput(String, suggestion: String?)
    case missingInput(String)
    case unknownView(String, suggestion: String?)
    case notOptional(String)
    case notMeasured(String)

    public var description: String {
        switch self {
        case .unknownInput(let n, let s): "unknown input '\(n)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .missingInput(let n): "input '\(n)' has no default; give it with --input \(n)=VALUE"
        case .unknownView(let n, let s): "unknown view '\(n)'" + (s.map { "; did you mean '\($0)'?" } ?? "")
        case .notOptional(let n): "'\(n)' is not an optional view"
        case .notMeasured(let n): "'\(n)' is not a measured view"
        }
    }
}
