/// The text of `layoutgen --help` and `layoutgen <subcommand> --help`. Subcommand help is
/// built from the subcommand's own usage, discussion and option table, so every option
/// accepted is listed.
package struct HelpText {
    /// The executable whose help this is.
    package let tool: CommandLineTool

    /// The synopsis of the command as a whole.
    var generalUsage: String { "\(tool.name) <subcommand> [options]   (see '\(tool.name) --help')" }

    /// `layoutgen --help`.
    var general: String {
        let name = tool.name
        let commands = tool.subcommands.map { ($0.name, $0.summary) }
            + [("help", "show the help of a subcommand: \(name) help SUBCOMMAND")]
        let options = [
            ("--help, -h", "show this help; '\(name) SUBCOMMAND --help' shows a subcommand's"),
            ("--version", "print the version"),
        ]
        let elsewhere =
            tool.elsewhere.isEmpty
            ? "" : "\nthe full tool, layoutgen, also has: \(tool.elsewhere.joined(separator: ", "))\n"
        return """
            \(name) \(LayoutGenCommand.version): compiles .layout specs into Swift frame arithmetic

            usage: \(name) <subcommand> [options]

            subcommands:
            \(Self.table(commands))\(elsewhere)
            options:
            \(Self.table(options))
            \(Self.footer)
            """
    }

    /// `layoutgen <subcommand> --help`.
    package func help(for command: any Subcommand.Type) -> String {
        let options =
            command.options.map { option in
                (option.valueName.isEmpty ? option.name : "\(option.name) \(option.valueName)", option.help)
            } + [("--help, -h", "show this help")]
        return """
            usage: \(usage(of: command))

            \(command.discussion)

            options:
            \(Self.table(options))
            \(Self.footer)
            """
    }

    /// The subcommand's synopsis as this tool spells it (the synopses are written for `layoutgen`).
    func usage(of command: any Subcommand.Type) -> String {
        let prefix = "layoutgen "
        guard command.usage.hasPrefix(prefix) else { return command.usage }
        return tool.name + " " + command.usage.dropFirst(prefix.count)
    }

    /// What every help text ends with: the environment the command reads and its exit statuses.
    private static let footer = """
        environment:
          \(CommandIO.diagnosticsVariable)=full
              show diagnostics with source lines and carets (no colour) even when standard
              error is not a terminal; on a terminal they are shown so, in colour

        exit status:
          0 success (warnings allowed), 1 spec errors or stale output, 64 usage errors

        """

    /// Two columns, the first padded to a common width, each row indented and ending in `\n`.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, text in
            "  " + name + String(repeating: " ", count: width - name.count) + "   " + text + "\n"
        }.joined()
    }
}
