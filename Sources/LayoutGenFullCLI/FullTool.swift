import LayoutGenCLI

extension CommandLineTool {
    /// `layoutgen`: every subcommand (GENERATED.md §2).
    public static let full = CommandLineTool(
        name: "layoutgen",
        subcommands: buildSubcommands + [
            PreviewCommand.self, VerifyCommand.self, FormatCommand.self, ImportCommand.self, LSPCommand.self,
        ])
}
