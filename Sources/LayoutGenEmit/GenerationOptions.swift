/// Options of code generation.
public struct GenerationOptions: Equatable, Sendable {
    /// The access level of the generated declarations.
    public enum Access: String, Equatable, Sendable, CaseIterable {
        case `public`, `internal`
    }
    public var access: Access
    /// The templates the emitter fills.
    public var templates: TemplateSet
    /// The platform adapters emitted after each type, each behind `#if canImport(…)`; none by
    /// default, so that the output is the layout types alone.
    public var adapters: Set<Adapter>

    public init(access: Access = .public, templates: TemplateSet = .builtIn, adapters: Set<Adapter> = []) {
        self.access = access
        self.templates = templates
        self.adapters = adapters
    }
}
