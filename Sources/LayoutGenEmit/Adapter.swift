import Foundation

/// A platform adapter: optional output after each layout type that connects it to a UI
/// framework, compiled only where the framework exists (`#if canImport(…)`).
public enum Adapter: String, CaseIterable, Comparable, Sendable {
    /// `layout(in: UIView, views:)`, `sizeThatFits`, `apply(to:)` for `UIView`s.
    case uikit
    /// The same for `NSView`s, with AppKit's unflipped coordinates handled.
    case appkit
    /// `SwiftUILayout`, a SwiftUI `Layout`, and the `layoutElement(_:)` modifier.
    case swiftui

    /// The template the adapter is written from.
    package var template: TemplateSet.Kind {
        switch self {
        case .uikit: .uiKit
        case .appkit: .appKit
        case .swiftui: .swiftUI
        }
    }

    /// Declaration order: the order adapters appear in the output, whatever order they were
    /// asked for in.
    public static func < (lhs: Adapter, rhs: Adapter) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The adapters of a comma-separated list such as `uikit,swiftui` (`--adapters`), or the
    /// first name that is not an adapter.
    public static func parseList(_ text: String) -> Result<Set<Adapter>, UnknownAdapter> {
        parse(names: text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    /// The adapters named (case-insensitive, blanks around names ignored), as a configuration
    /// file's `"adapters": ["uikit", "swiftui"]` lists them, or the first name that is not one.
    public static func parse(names: [String]) -> Result<Set<Adapter>, UnknownAdapter> {
        var adapters: Set<Adapter> = []
        for word in names {
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard let adapter = Adapter(rawValue: name) else { return .failure(UnknownAdapter(name: name)) }
            adapters.insert(adapter)
        }
        return .success(adapters)
    }

    /// A name in an adapter list that is not an adapter.
    public struct UnknownAdapter: Error, Equatable, Sendable {
        /// The name as written (trimmed, lower case).
        public var name: String
        /// What to say about it: the name and the adapters there are.
        public var message: String {
            let known = Adapter.allCases.map(\.rawValue).joined(separator: ", ")
            return name.isEmpty
                ? "empty adapter name; expected \(known)"
                : "unknown adapter '\(name)'; expected \(known)"
        }
    }
}
