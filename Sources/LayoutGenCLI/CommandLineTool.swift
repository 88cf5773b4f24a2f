/// One of the package's two executables and the subcommands it has. `layoutgen` has them all;
/// `layoutgen-build`, the tool the plugins build and run in every package that applies them,
/// has those a build needs (generate, check, eval, explain), so that it compiles without the
/// language server, preview, format and verify.
public struct CommandLineTool: Sendable {
    /// The executable's name, as its help and usage lines print it.
    package let name: String
    /// The subcommands, in the order help lists them.
    package let subcommands: [any Subcommand.Type]
    /// The subcommands only `layoutgen` has: asked for by name, they are reported as living
    /// there rather than unknown.
    let elsewhere: [String]

    package init(name: String, subcommands: [any Subcommand.Type], elsewhere: [String] = []) {
        self.name = name
        self.subcommands = subcommands
        self.elsewhere = elsewhere
    }

    /// The subcommands a build needs.
    package static let buildSubcommands: [any Subcommand.Type] = [
        GenerateCommand.self, CheckCommand.self, EvalCommand.self, ExplainCommand.self,
    ]

    /// `layoutgen-build`: the plugins' tool.
    public static let build = CommandLineTool(
        name: "layoutgen-build", subcommands: buildSubcommands, elsewhere: ["preview", "verify", "format", "import", "lsp"])
}
