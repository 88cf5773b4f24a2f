// A stand-in for Apple's SwiftUI, part 2: the view-building declarations that the generated
// `layoutElement(_:)` modifier and the README's SwiftUI example use (`View`, `ViewBuilder`,
// `Text`, `Image`, `resizable()`, `Layout.callAsFunction`, `layoutValue(key:value:)`), with
// Apple's names and isolation. The views here are never rendered: their bodies are `Never`.

/// A piece of user interface.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("a stand-in view has no body") }
}

/// A view of no content.
public struct EmptyView {
    public init() {}
}

/// A view made of several views.
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}

/// Builds views from closures.
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// A line of text.
public struct Text {
    let content: String
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

/// An image.
public struct Image {
    let name: String
    public init(systemName: String) { name = systemName }
    /// An image that takes the size proposed to it.
    public func resizable() -> Image { self }
}

/// A view with a layout value set.
public struct _LayoutValueView<Content: View> {
    let content: Content
}

/// A view laid out by a `Layout`.
public struct _LayoutRoot<L: Layout, Content: View> {
    let layout: L
    let content: Content
}

extension View {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _LayoutValueView(content: self)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

// The conformances are declared apart, so that the types themselves stay nonisolated, as
// SwiftUI's are; only `body` is on the main actor.
extension EmptyView: View { public var body: Never { fatalError("a stand-in view has no body") } }
extension TupleView: View { public var body: Never { fatalError("a stand-in view has no body") } }
extension Text: View { public var body: Never { fatalError("a stand-in view has no body") } }
extension Image: View { public var body: Never { fatalError("a stand-in view has no body") } }
extension _LayoutValueView: View { public var body: Never { fatalError("a stand-in view has no body") } }
extension _LayoutRoot: View { public var body: Never { fatalError("a stand-in view has no body") } }
