// A stand-in for Apple's UIKit: the declarations the generated UIKit adapter and the README's
// `layoutSubviews` line use, with Apple's names, types and isolation, so that the adapter is
// type-checked on Linux. The bodies are the least that lets the adapter tests run: frames are
// stored, `sizeThatFits(_:)` answers the current size, and the read-only properties Apple
// computes (direction, traits, safe area) are what a subclass overrides them to be.
@_exported import Foundation

/// Insets of a rectangle, left and right (not leading and trailing).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The direction of a view's content.
/// `UILayoutPriority`: a `Float` raw value with UIKit's named levels.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content is flipped in right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// A view's traits; only the display scale here.
open class UITraitCollection: NSObject, @unchecked Sendable {
    private var scale: CGFloat = 0

    public override init() {
        super.init()
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init()
        self.scale = scale
    }

    /// Pixels per point (0 when unspecified).
    open var displayScale: CGFloat { scale }
}

@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}

@MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private weak var parent: UIView?
    private var children: [UIView] = []

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// The frame's size at the origin (a stand-in has no bounds origin of its own).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { storedFrame.size = newValue.size }
    }

    open var isHidden: Bool = false

    open var superview: UIView? { parent }

    open var subviews: [UIView] { children }

    open func addSubview(_ view: UIView) {
        view.parent = self
        children.append(view)
    }

    /// The current size, as `UIView`'s own implementation answers.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Right to left when forced so (UIKit also follows the trait environment).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    open var traitCollection: UITraitCollection { UITraitCollection() }

    open var safeAreaInsets: UIEdgeInsets { .zero }

    open func layoutSubviews() {}
}

@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
}

/// A font; only its vertical metrics here (Apple's: the ascender above the baseline, the
/// descender below it, negative).
open class UIFont: NSObject, @unchecked Sendable {
    public let ascender: CGFloat
    public let descender: CGFloat

    /// A font with these metrics (stand-in only).
    public init(ascender: CGFloat, descender: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        super.init()
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    /// UIKit's is never nil once read (the system font by default).
    open var font: UIFont! = UIFont(ascender: 13.5, descender: -3.5)
}

@MainActor
open class UIImageView: UIView {}
