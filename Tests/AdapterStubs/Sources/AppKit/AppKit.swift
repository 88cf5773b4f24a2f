// A stand-in for Apple's AppKit: the declarations the generated AppKit adapter and the README's
// `layout()` line use, with Apple's names, types, isolation and availability, so that the
// adapter is type-checked on Linux. The bodies are the least that lets the adapter tests run:
// frames are stored, views are not flipped unless a subclass says so, and the read-only
// properties Apple computes (fitting size, window, safe area) are what a subclass overrides.
@_exported import Foundation

/// Insets of a rectangle, left and right (not leading and trailing).
public struct NSEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// The direction of a view's content.
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

@MainActor
open class NSResponder: NSObject {
    public override init() {
        super.init()
    }
}

@MainActor
open class NSWindow: NSResponder {
    /// Pixels per point of the screen the window is on.
    open var backingScaleFactor: CGFloat { 1 }
}

@MainActor
open class NSView: NSResponder {
    private var storedFrame: NSRect
    private weak var parent: NSView?

    public init(frame frameRect: NSRect) {
        storedFrame = frameRect
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open var frame: NSRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// The frame's size at the origin (a stand-in has no bounds origin of its own).
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: storedFrame.size) }
        set { storedFrame.size = newValue.size }
    }

    open func setFrameSize(_ newSize: NSSize) {
        storedFrame.size = newSize
    }

    open var isHidden: Bool = false

    /// Whether y grows down; AppKit's views answer false unless they say otherwise.
    open var isFlipped: Bool { false }

    open var superview: NSView? { parent }

    open func addSubview(_ view: NSView) {
        view.parent = self
    }

    open var window: NSWindow? { nil }

    /// The size Auto Layout would give the view; zero for a stand-in.
    open var fittingSize: NSSize { .zero }

    /// The distance from the top to the first baseline: 0 for a view without text.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// The distance from the bottom to the last baseline: 0 for a view without text.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight

    @available(macOS 11.0, *)
    open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets() }

    open func layout() {}
}

@MainActor
open class NSControl: NSView {
    /// The size that best fits `size`: the current size, for a stand-in.
    open func sizeThatFits(_ size: NSSize) -> NSSize {
        bounds.size
    }
}

@MainActor
open class NSTextField: NSControl {
    open var stringValue: String = ""
}

@MainActor
open class NSImageView: NSControl {}

@MainActor
open class NSScrollView: NSView {
    open var documentView: NSView?
}
