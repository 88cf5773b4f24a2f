// Written from Templates/ by the tests (RECORD=1 swift test). Do not edit: edit Templates/.

/// The text of the templates in `Templates/`, compiled into the tool so that it needs no files
/// at run time (the plugins run it inside other packages).
enum BuiltInTemplates {
    static let text: [String: String] = [
        "AppKit.swift.template": #"""

            #if canImport(AppKit) && !targetEnvironment(macCatalyst)
            import AppKit

            /// AppKit glue for `{{type}}`: a measured view is measured with `sizeThatFits(_:)` when it is an
            /// `NSControl` and by its `fittingSize` otherwise, an optional view counts as hidden when its
            /// `isHidden` is set (or it has no view), and frames are set on the views. The frames are
            /// computed with y growing down; a frame whose superview is not flipped (AppKit's default) is
            /// set with y measured from the superview's bottom, so the layout looks the same either way.
            /// `views` maps elements to their views; an element without a view is skipped.
            extension {{type}} {
                /// Lays the views out in `container` and sets their frames: the one line of a `layout()`
                /// override. The container gives the size (its bounds), the direction (its
                /// `userInterfaceLayoutDirection`), the pixel scale (its window's `backingScaleFactor`; no
                /// rounding outside a window) and, when the spec names `safe`, its `safeAreaInsets` (zero
                /// before macOS 11). Each view must be a subview of the container, or of its container
                /// element's view (of a scroll view's document view).
                @MainActor
                @discardableResult
                {{access}}static func layout(
                    in container: NSView,
                    {{containerParameters}}
                    views: [Element: NSView]
                ) -> {{type}} {
                    let rightToLeft = container.userInterfaceLayoutDirection == .rightToLeft
                    return Self.layout(
                        in: container.bounds.size,
                        {{containerArguments}}
                        rightToLeft: rightToLeft,
                        scale: container.window?.backingScaleFactor ?? 0,
                        views: views)
                }

                /// The fitting size (the height fitting the width by default), for a row height, an
                /// `intrinsicContentSize` or a `fittingSize` override (`fittingWidth: true`: both axes fit,
                /// as `fittingSize` asks); sets no frames.
                @MainActor
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    in container: NSView,
                    fittingWidth: Bool = false,
                    fittingHeight: Bool = true,
                    {{containerParameters}}
                    views: [Element: NSView]
                ) -> CGSize {
                    let rightToLeft = container.userInterfaceLayoutDirection == .rightToLeft
                    return Self.sizeThatFits(
                        size,
                        fittingWidth: fittingWidth,
                        fittingHeight: fittingHeight,
                        {{containerArguments}}
                        rightToLeft: rightToLeft,
                        scale: container.window?.backingScaleFactor ?? 0,
                        views: views)
                }

                /// Lays the views out in a container of the given size and sets their frames, with the
                /// direction and scale given rather than read from a container.
                @MainActor
                @discardableResult
                {{access}}static func layout(
                    in size: CGSize,
                    {{parameters}}
                    rightToLeft: Bool = false,
                    scale: CGFloat = 0,
                    views: [Element: NSView]
                ) -> {{type}} {
                    {{hiddenStatements}}
                    return Self.layout(
                        {{arguments}}
                    ).apply(to: views)
                }

                /// The fitting size with the direction and scale given rather than read from a container;
                /// sets no frames.
                @MainActor
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    fittingWidth: Bool = false,
                    fittingHeight: Bool = true,
                    {{parameters}}
                    rightToLeft: Bool = false,
                    scale: CGFloat = 0,
                    views: [Element: NSView]
                ) -> CGSize {
                    {{hiddenStatements}}
                    return Self.sizeThatFits(
                        {{fittingArguments}}
                    )
                }

                /// Sets each scroll view's content size (the size of its document view), then each view's
                /// frame to its element's frame, containers before their children; returns the layout
                /// unchanged.
                @MainActor
                @discardableResult
                {{access}}func apply(to views: [Element: NSView]) -> {{type}} {
                    {{contentSizes}}
                    for element in Element.allCases {
                        if let view = views[element] { Self.setFrame(self[element], of: view) }
                    }
                    return self
                }

                /// A measured view's answer: a control's `sizeThatFits(_:)`, another view's `fittingSize`,
                /// or 0×0 when it has no view.
                @MainActor
                private static func size(of view: NSView?, fitting proposal: CGSize) -> CGSize {
                    guard let view else { return .zero }
                    if let control = view as? NSControl { return control.sizeThatFits(proposal) }
                    return view.fittingSize
                }

                /// A measured view's answer with its baselines, offsets from its top (for a layout that
                /// reads baselines): the view's `firstBaselineOffsetFromTop`, and its height less its
                /// `lastBaselineOffsetFromBottom`; 0 when it has no view.
                @MainActor
                private static func text(of view: NSView?, fitting proposal: CGSize) -> (size: CGSize, first: CGFloat, last: CGFloat) {
                    let size = size(of: view, fitting: proposal)
                    guard let view else { return (size, 0, 0) }
                    return (size, view.firstBaselineOffsetFromTop, size.height - view.lastBaselineOffsetFromBottom)
                }

                /// Sets a frame computed with y growing down: in a superview that is not flipped, y is
                /// measured from the superview's bottom.
                @MainActor
                private static func setFrame(_ frame: CGRect, of view: NSView) {
                    guard let superview = view.superview, !superview.isFlipped else {
                        view.frame = frame
                        return
                    }
                    view.frame = CGRect(
                        x: frame.minX, y: superview.bounds.height - frame.maxY, width: frame.width, height: frame.height)
                }

                /// Whether an optional view is hidden: it has no view, or its view's `isHidden` is set.
                @MainActor
                private static func isHidden(_ view: NSView?) -> Bool {
                    view?.isHidden ?? true
                }

                /// The container's safe-area insets, its left and right read as leading and trailing;
                /// zero before macOS 11.
                @MainActor
                private static func safeAreaInsets(
                    of container: NSView, rightToLeft: Bool
                ) -> (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
                    guard #available(macOS 11.0, *) else { return (0, 0, 0, 0) }
                    let insets = container.safeAreaInsets
                    return rightToLeft
                        ? (insets.top, insets.right, insets.bottom, insets.left)
                        : (insets.top, insets.left, insets.bottom, insets.right)
                }

                /// Sets the size of a scroll view's document view, if its view is an `NSScrollView`.
                @MainActor
                private static func setContentSize(_ size: CGSize, of view: NSView?) {
                    (view as? NSScrollView)?.documentView?.setFrameSize(size)
                }
            }
            #endif

            """#,
        "File.swift.template": #"""
            {{header}}
            // swift-format-ignore-file
            // swiftlint:disable all

            import Foundation
            {{types}}

            """#,
        "Hidden.swift.template": #"""

            /// The optional views that are hidden.
            {{access}}struct Hidden: OptionSet, Sendable {
                {{access}}let rawValue: UInt64
                {{access}}init(rawValue: UInt64) { self.rawValue = rawValue }
                {{options}}
            }

            """#,
        "Measured.swift.template": #"""

            /// The views whose size the `measure` callback gives.
            {{access}}enum Measured: String, CaseIterable, Sendable {
                case {{cases}}
            }

            """#,
        "SwiftUI.swift.template": #"""

            #if canImport(SwiftUI)
            import SwiftUI

            extension {{type}} {
                /// A SwiftUI container that lays its subviews out as `{{name}}`:
                /// `{{type}}.SwiftUILayout { … }`.
                ///
                /// A subview marked with `layoutElement(_:)` is that element; the unmarked subviews take the
                /// spec's remaining views (not guides) in declaration order. An optional view without a
                /// subview is hidden. A measured view is measured with the subview's `sizeThatFits(_:)`, an
                /// unbounded extent proposed as unspecified (its ideal size); a view without a subview
                /// measures 0×0. An unspecified proposal to the container counts as 10 points, as
                /// `replacingUnspecifiedDimensions()` has it. The frames are computed for the environment's
                /// layout direction and placed mirrored, because SwiftUI mirrors a custom layout's
                /// placements in right-to-left: what shows is exactly the spec's right-to-left layout.
                /// Children of a container view are placed at their container's position plus their frame
                /// (a scroll view's children at their unscrolled content positions).
                @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
                {{access}}struct SwiftUILayout: SwiftUI.Layout {
                    {{properties}}

                    /// A layout with the spec's inputs.
                    {{access}}init({{initParameters}}) {
                        {{initAssignments}}
                    }

                    /// The element a subview is, set by `layoutElement(_:)`.
                    {{access}}struct ElementKey: LayoutValueKey {
                        {{access}}static let defaultValue: Element? = nil
                    }

                    /// The layout's size for the proposal: an unspecified (nil) or infinite dimension fits
                    /// the content (`sizeThatFits` with that axis fitting, from 0), a finite one is met.
                    {{access}}func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        let rightToLeft = subviews.layoutDirection == .rightToLeft
                        let fittingWidth = !(proposal.width ?? .infinity).isFinite
                        let fittingHeight = !(proposal.height ?? .infinity).isFinite
                        let size = CGSize(
                            width: fittingWidth ? 0 : proposal.width ?? 0, height: fittingHeight ? 0 : proposal.height ?? 0)
                        return fittingSize(
                            size, fittingWidth: fittingWidth, fittingHeight: fittingHeight, views: Self.views(subviews),
                            rightToLeft: rightToLeft)
                    }

                    /// Places every subview that is an element at its frame, proposing the frame's size.
                    {{access}}func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        let views = Self.views(subviews)
                        let rightToLeft = subviews.layoutDirection == .rightToLeft
                        let layout = frames(in: bounds.size, views: views, rightToLeft: rightToLeft)
                        for element in Element.allCases {
                            guard let subview = views[element] else { continue }
                            var frame = layout[element]
                            var parent = Self.parent(of: element)
                            while let container = parent {
                                frame.origin.x += layout[container].minX
                                frame.origin.y += layout[container].minY
                                parent = Self.parent(of: container)
                            }
                            let x = rightToLeft ? bounds.width - frame.maxX : frame.minX
                            subview.place(
                                at: CGPoint(x: bounds.minX + x, y: bounds.minY + frame.minY), anchor: .topLeading,
                                proposal: ProposedViewSize(width: frame.width, height: frame.height))
                        }
                    }

                    /// The frames at `size`, unrounded (SwiftUI rounds positions to pixels itself).
                    private func frames(in size: CGSize, views: [Element: LayoutSubview], rightToLeft: Bool) -> {{type}} {
                        let scale: CGFloat = 0
                        {{hiddenStatements}}
                        return {{type}}.layout(
                            {{arguments}}
                        )
                    }

                    /// The fitting size at `size`, unrounded.
                    private func fittingSize(
                        _ size: CGSize, fittingWidth: Bool, fittingHeight: Bool, views: [Element: LayoutSubview], rightToLeft: Bool
                    ) -> CGSize {
                        let scale: CGFloat = 0
                        {{hiddenStatements}}
                        return {{type}}.sizeThatFits(
                            {{fittingArguments}}
                        )
                    }

                    /// The spec's views in declaration order, for the unmarked subviews.
                    private static let viewOrder: [Element] = [{{viewCases}}]

                    /// The subviews by element: the marked ones, then the unmarked ones in order.
                    private static func views(_ subviews: Subviews) -> [Element: LayoutSubview] {
                        var views: [Element: LayoutSubview] = [:]
                        var unmarked: [LayoutSubview] = []
                        for subview in subviews {
                            if let element = subview[ElementKey.self] {
                                views[element] = subview
                            } else {
                                unmarked.append(subview)
                            }
                        }
                        var next = unmarked.makeIterator()
                        for element in viewOrder where views[element] == nil {
                            guard let subview = next.next() else { break }
                            views[element] = subview
                        }
                        return views
                    }

                    /// The container view whose coordinates an element's frame is in; nil for the layout.
                    private static func parent(of element: Element) -> Element? {
                        {{parents}}
                    }

                    /// A measured view's answer: its subview's size for the proposal, an unbounded extent
                    /// proposed as unspecified; 0×0 without a subview.
                    private static func size(of subview: LayoutSubview?, fitting proposal: CGSize) -> CGSize {
                        guard let subview else { return .zero }
                        return subview.sizeThatFits(ProposedViewSize(
                            width: proposal.width < .greatestFiniteMagnitude ? proposal.width : nil,
                            height: proposal.height < .greatestFiniteMagnitude ? proposal.height : nil))
                    }

                    /// A measured view's answer with its baselines, offsets from its top (for a layout that
                    /// reads baselines): its dimensions for the proposal at `.firstTextBaseline` and
                    /// `.lastTextBaseline` (a view without text has both at its bottom); 0 without a subview.
                    private static func text(of subview: LayoutSubview?, fitting proposal: CGSize) -> (size: CGSize, first: CGFloat, last: CGFloat) {
                        guard let subview else { return (.zero, 0, 0) }
                        let dimensions = subview.dimensions(in: ProposedViewSize(
                            width: proposal.width < .greatestFiniteMagnitude ? proposal.width : nil,
                            height: proposal.height < .greatestFiniteMagnitude ? proposal.height : nil))
                        return (
                            CGSize(width: dimensions.width, height: dimensions.height),
                            dimensions[VerticalAlignment.firstTextBaseline], dimensions[VerticalAlignment.lastTextBaseline]
                        )
                    }

                    /// Whether an optional view is hidden: it has no subview.
                    private static func isHidden(_ subview: LayoutSubview?) -> Bool {
                        subview == nil
                    }
                }
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            extension View {
                /// Marks this view as an element of `{{type}}.SwiftUILayout`.
                {{access}}func layoutElement(_ element: {{type}}.Element) -> some View {
                    layoutValue(key: {{type}}.SwiftUILayout.ElementKey.self, value: element)
                }
            }
            #endif

            """#,
        "Type.swift.template": #"""

            /// The frames of the `{{name}}` layout ({{fileName}}).
            {{access}}struct {{type}}: Equatable, Sendable {
                {{properties}}
                /// The container's size: the given one, except along an axis the required constraints
                /// determine (a self-sizing axis), which takes their extent.
                {{access}}var size: CGSize

                /// The views and guides of this layout.
                {{access}}enum Element: String, CaseIterable, Sendable {
                    case {{elementCases}}
                }

                /// The frame of one view or guide.
                {{access}}subscript(element: Element) -> CGRect {
                    switch element {
                    {{subscriptCases}}
                    }
                }
                {{measured}}
                {{hidden}}

                /// Lays the views out in a container of the given size, met along each axis the required
                /// constraints do not determine (measured content stretches or compresses to it, as in
                /// UIKit): for the size the content needs, pass `sizeThatFits`'s answer. (Emitted into the
                /// caller: `frames(in:…)` then writes the frames straight into the caller's variable, and
                /// the `if` goes away when the caller passes the defaults.)
                @_alwaysEmitIntoClient
                {{access}}static func layout(
                    in size: CGSize,
                    {{parameters}}
                ) -> {{type}} {
                    {{direction}}
                    var frames = Self.frames({{framesArguments}})
                    if rightToLeft || scale > 0 { Self.place(&frames, in: size.width, rightToLeft: rightToLeft, scale: scale) }
                    return frames
                }

                /// The fitting size: a fitting axis aims at the given extent only at priority 50
                /// (UIKit's fittingSizeLevel), so its extent comes out of the content; the other is met
                /// as `layout(in:…)` meets it. By default the height fits the given width (a table view
                /// cell's question). `layout(in: sizeThatFits(size, …), …)` lays a self-sized view out.
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    fittingWidth: Bool = false,
                    fittingHeight: Bool = true,
                    {{parameters}}
                ) -> CGSize {
                    // An extent of .greatestFiniteMagnitude, .infinity or NaN is as much room as one likes: a
                    // fitting axis then aims at 0, the compressed size, and another axis is read as 0.
                    let size = CGSize(
                        width: size.width < .greatestFiniteMagnitude ? size.width : 0,
                        height: size.height < .greatestFiniteMagnitude ? size.height : 0)
                    {{fittingDirection}}
                    var fitted: CGSize
                    switch (fittingWidth, fittingHeight) {
                    case (false, false): return layout({{arguments}}).size
                    case (false, true): fitted = Self.sizeFittingHeight({{framesArguments}})
                    case (true, false): fitted = Self.sizeFittingWidth({{framesArguments}})
                    case (true, true): fitted = Self.sizeFittingBoth({{framesArguments}})
                    }
                    if scale > 0 { Self.round(&fitted, scale) }
                    return fitted
                }

                /// `sizeThatFits` with the height fitting, before rounding.
                @usableFromInline
                static func sizeFittingHeight(
                    {{framesParameters}}
                ) -> CGSize {
                    {{fittingHeightBody}}
                }

                /// `sizeThatFits` with the width fitting, before rounding.
                @usableFromInline
                static func sizeFittingWidth(
                    {{framesParameters}}
                ) -> CGSize {
                    {{fittingWidthBody}}
                }

                /// `sizeThatFits` with both axes fitting, before rounding.
                @usableFromInline
                static func sizeFittingBoth(
                    {{framesParameters}}
                ) -> CGSize {
                    {{fittingBothBody}}
                }

                /// The frames before `place`: x from the leading edge, not rounded. (Called only from
                /// `layout(in:…)`, which is emitted into its callers. Always inlined where its body is
                /// visible, in this module; elsewhere called directly: Swift then gives it no copy
                /// without its unused metatype behind a thunk that would copy the frames once more.)
                @usableFromInline @inline(__always)
                static func frames(
                    {{framesParameters}}
                ) -> {{type}} {
                    {{body}}
                }

                /// Mirrors the frames for right-to-left layout, each in its space's width (its parent's, or
                /// the width the container was given, also when the content overflows it), and rounds every
                /// edge to the nearest 1/scale when scale > 0: out of line, so that the common case only
                /// stores the frames.
                @usableFromInline @inline(never)
                static func place(_ frames: inout {{type}}, in givenWidth: CGFloat, rightToLeft: Bool, scale: CGFloat) {
                    if rightToLeft {
                        {{mirroring}}
                    }
                    guard scale > 0 else { return }
                    {{rounding}}
                }

                /// Mirrors a frame in a space of the given width.
                @inline(__always)
                private static func mirror(_ frame: inout CGRect, in width: CGFloat) {
                    frame.origin.x = width - frame.origin.x - frame.size.width
                }

                /// Rounds every edge of a frame to the nearest 1/scale; its size is the difference of
                /// rounded edges.
                @inline(__always)
                private static func round(_ frame: inout CGRect, _ scale: CGFloat) {
                    let left = (frame.origin.x * scale).rounded() / scale
                    let right = ((frame.origin.x + frame.size.width) * scale).rounded() / scale
                    let top = (frame.origin.y * scale).rounded() / scale
                    let bottom = ((frame.origin.y + frame.size.height) * scale).rounded() / scale
                    frame = CGRect(x: left, y: top, width: right - left, height: bottom - top)
                }

                /// Rounds a size to the nearest 1/scale.
                @inline(__always)
                private static func round(_ size: inout CGSize, _ scale: CGFloat) {
                    size = CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
                }

                /// A measured size as used: a negative or NaN extent counts as 0.
                @inline(__always)
                private static func answer(_ size: CGSize) -> CGSize {
                    CGSize(width: Self.nonNegative(size.width), height: Self.nonNegative(size.height))
                }

                /// The value, or 0 when it is below 0 or NaN: `max(0, value)` in one instruction (Swift's
                /// `max` keeps a -0 and compiles to a comparison and a mask).
                @inline(__always)
                private static func nonNegative(_ value: CGFloat) -> CGFloat {
                    value > 0 ? value : 0
                }
            }

            """#,
        "UIKit.swift.template": #"""

            #if canImport(UIKit) && !os(watchOS)
            import UIKit

            /// UIKit glue for `{{type}}`: measured views are measured with `sizeThatFits(_:)`, an optional
            /// view counts as hidden when its `isHidden` is set (or it has no view), and frames are set on
            /// the views. `views` maps elements to their views; an element without a view is skipped.
            extension {{type}} {
                /// Lays the views out in `container` and sets their frames: the one line of a
                /// `layoutSubviews`. The container gives the size (its bounds), the direction (its
                /// `effectiveUserInterfaceLayoutDirection`), the pixel scale (its
                /// `traitCollection.displayScale`) and, when the spec names `safe`, its `safeAreaInsets`.
                /// Each view must be a subview of the container, or of its container element's view.
                @MainActor
                @discardableResult
                {{access}}static func layout(
                    in container: UIView,
                    {{containerParameters}}
                    views: [Element: UIView]
                ) -> {{type}} {
                    let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    return Self.layout(
                        in: container.bounds.size,
                        {{containerArguments}}
                        rightToLeft: rightToLeft,
                        scale: container.traitCollection.displayScale,
                        views: views)
                }

                /// The fitting size for a `sizeThatFits(_:)` override (the height fitting the width by
                /// default; `fittingWidth: true` for a chip or a button); sets no frames. The container
                /// gives direction, scale and safe area as in `layout(in:views:)`.
                @MainActor
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    in container: UIView,
                    fittingWidth: Bool = false,
                    fittingHeight: Bool = true,
                    {{containerParameters}}
                    views: [Element: UIView]
                ) -> CGSize {
                    let rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    return Self.sizeThatFits(
                        size,
                        fittingWidth: fittingWidth,
                        fittingHeight: fittingHeight,
                        {{containerArguments}}
                        rightToLeft: rightToLeft,
                        scale: container.traitCollection.displayScale,
                        views: views)
                }

                /// The fitting size for a `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
                /// verticalFittingPriority:)` override (what table and collection view cells are asked): an
                /// axis whose priority is below `.required` fits (its target extent weighs as
                /// `.fittingSizeLevel`, 50), a required one is met.
                @MainActor
                {{access}}static func systemLayoutSizeFitting(
                    _ targetSize: CGSize,
                    withHorizontalFittingPriority horizontal: UILayoutPriority,
                    verticalFittingPriority vertical: UILayoutPriority,
                    in container: UIView,
                    {{containerParameters}}
                    views: [Element: UIView]
                ) -> CGSize {
                    Self.sizeThatFits(
                        targetSize,
                        in: container,
                        fittingWidth: horizontal < .required,
                        fittingHeight: vertical < .required,
                        {{containerForwarded}}
                        views: views)
                }

                /// Lays the views out in a container of the given size and sets their frames, with the
                /// direction and scale given rather than read from a container.
                @MainActor
                @discardableResult
                {{access}}static func layout(
                    in size: CGSize,
                    {{parameters}}
                    rightToLeft: Bool = false,
                    scale: CGFloat = 0,
                    views: [Element: UIView]
                ) -> {{type}} {
                    {{hiddenStatements}}
                    return Self.layout(
                        {{arguments}}
                    ).apply(to: views)
                }

                /// The fitting size with the direction and scale given rather than read from a container;
                /// sets no frames.
                @MainActor
                {{access}}static func sizeThatFits(
                    _ size: CGSize,
                    fittingWidth: Bool = false,
                    fittingHeight: Bool = true,
                    {{parameters}}
                    rightToLeft: Bool = false,
                    scale: CGFloat = 0,
                    views: [Element: UIView]
                ) -> CGSize {
                    {{hiddenStatements}}
                    return Self.sizeThatFits(
                        {{fittingArguments}}
                    )
                }

                /// Sets each view's frame to its element's frame, and each scroll view's content size;
                /// returns the layout unchanged.
                @MainActor
                @discardableResult
                {{access}}func apply(to views: [Element: UIView]) -> {{type}} {
                    for element in Element.allCases {
                        views[element]?.frame = self[element]
                    }
                    {{contentSizes}}
                    return self
                }

                /// A measured view's answer: its `sizeThatFits(_:)`, or 0×0 when it has no view.
                @MainActor
                private static func size(of view: UIView?, fitting proposal: CGSize) -> CGSize {
                    view?.sizeThatFits(proposal) ?? .zero
                }

                /// A measured view's answer with its baselines, offsets from its top (for a layout that
                /// reads baselines): a label's first baseline is its font's ascender, its last one its
                /// height less the font's descent; another view has both at its bottom.
                @MainActor
                private static func text(of view: UIView?, fitting proposal: CGSize) -> (size: CGSize, first: CGFloat, last: CGFloat) {
                    let size = size(of: view, fitting: proposal)
                    guard let label = view as? UILabel, let font = label.font else { return (size, size.height, size.height) }
                    return (size, font.ascender, size.height + font.descender)
                }

                /// Whether an optional view is hidden: it has no view, or its view's `isHidden` is set.
                @MainActor
                private static func isHidden(_ view: UIView?) -> Bool {
                    view?.isHidden ?? true
                }

                /// The container's safe-area insets, its left and right read as leading and trailing.
                @MainActor
                private static func safeAreaInsets(
                    of container: UIView, rightToLeft: Bool
                ) -> (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
                    let insets = container.safeAreaInsets
                    return rightToLeft
                        ? (insets.top, insets.right, insets.bottom, insets.left)
                        : (insets.top, insets.left, insets.bottom, insets.right)
                }

                /// Sets the content size of a scroll view's view, if it is a `UIScrollView`.
                @MainActor
                private static func setContentSize(_ size: CGSize, of view: UIView?) {
                    (view as? UIScrollView)?.contentSize = size
                }
            }
            #endif

            """#,
    ]
}
