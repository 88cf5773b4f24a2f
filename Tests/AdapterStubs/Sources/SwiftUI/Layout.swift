// A stand-in for Apple's SwiftUI, part 1: the `Layout` protocol and what the generated SwiftUI
// adapter uses of it, with Apple's names, types and availability, so that the adapter is
// type-checked on Linux. Where Apple's types are opaque (`LayoutSubview`), the stand-in has
// `@_spi(Stubs)` initializers and accessors that let the adapter tests make subviews, answer
// their measurements and read where they were placed; they are not Apple API.
@_exported import Foundation

/// A type with values that can be interpolated.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// The animatable data of a type with nothing to animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// A normalized 2D point in a view's coordinate space.
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// A proposal for the size of a view; `nil` asks for the ideal extent.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A key for a value a layout reads from its subviews.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A proxy for one subview of a layout.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
    /// What the stand-in knows of its subview: its measurement, its layout values and where
    /// it was placed.
    final class Proxy: @unchecked Sendable {
        let measure: (ProposedViewSize) -> CGSize
        /// The text baselines' offsets from the top for a measured size (nil: at the bottom).
        let baselines: ((CGSize) -> (first: CGFloat, last: CGFloat))?
        var values: [ObjectIdentifier: Any] = [:]
        var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

        init(measure: @escaping (ProposedViewSize) -> CGSize, baselines: ((CGSize) -> (first: CGFloat, last: CGFloat))?) {
            self.measure = measure
            self.baselines = baselines
        }
    }

    let proxy: Proxy

    /// A subview that answers `measure`, with text baselines when given (stand-in only).
    @_spi(Stubs) public init(
        measure: @escaping (ProposedViewSize) -> CGSize, baselines: ((CGSize) -> (first: CGFloat, last: CGFloat))? = nil
    ) {
        proxy = Proxy(measure: measure, baselines: baselines)
    }

    /// The subview's size for a proposal and its alignment guides; a view without text has its
    /// text baselines at its bottom.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = proxy.measure(proposal)
        let baselines = proxy.baselines?(size) ?? (first: size.height, last: size.height)
        return ViewDimensions(width: size.width, height: size.height, firstTextBaseline: baselines.first, lastTextBaseline: baselines.last)
    }

    /// Sets a layout value, as `View.layoutValue(key:value:)` does (stand-in only).
    @_spi(Stubs) public func setValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) {
        proxy.values[ObjectIdentifier(key)] = value
    }

    /// Where `place(at:anchor:proposal:)` put the subview, if it was called (stand-in only).
    @_spi(Stubs) public var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)? {
        proxy.placement
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proxy.measure(proposal)
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.placement = (position, anchor, proposal)
    }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.proxy === rhs.proxy
    }
}

/// A vertical alignment guide; only the text baselines here.
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int
    public static let firstTextBaseline = VerticalAlignment(id: 0)
    public static let lastTextBaseline = VerticalAlignment(id: 1)
}

/// A view's size and alignment guides.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let firstTextBaseline: CGFloat
    let lastTextBaseline: CGFloat

    public subscript(guide: VerticalAlignment) -> CGFloat {
        guide == .firstTextBaseline ? firstTextBaseline : lastTextBaseline
    }
}

/// The subviews of a layout, in the order of its content.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    /// The direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    /// Subviews in a container of the given direction (stand-in only).
    @_spi(Stubs) public init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(
            storage: storage, startIndex: bounds.lowerBound, endIndex: bounds.upperBound,
            layoutDirection: layoutDirection)
    }

    private init(storage: [LayoutSubview], startIndex: Int, endIndex: Int, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.layoutDirection = layoutDirection
    }
}

/// A type that defines the geometry of a collection of views.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }
}
