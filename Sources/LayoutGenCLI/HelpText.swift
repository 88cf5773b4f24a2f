/// The text of `layoutgen --help` and `layoutgen <subcommand> --help`. Subcommand help is
/// built from the subcommand's own usage, discussion and option table, so every option
/// accepted is listed.
enum HelpText {
    /// The synopsis of the command as a whole.
    static let generalUsage = "layoutgen <subcommand> [options]   (see 'layoutgen --help')"

    /// `layoutgen --help`.
    static var general: String {
        let commands = LayoutGenCommand.subcommands.map { ($0.name, $0.summary) }
            + [("help", "show the help of a subcommand: layoutgen help SUBCOMMAND")]
        let options = [
            ("--help, -h", "show this help; 'layoutgen SUBCOMMAND --help' shows a subcommand's"),
            ("--version", "print the version"),
        ]
        return """
            layoutgen \(LayoutGenCommand.version): compiles .layout specs into Swift frame arithmetic

            usage: layoutgen <subcommand> [options]

            subcommands:
            \(table(commands))
            options:
            \(table(options))
            \(footer)
            """
    }

    /// `layoutgen <subcommand> --help`.
    static func help(for command: any Subcommand.Type) -> String {
        let options =
            command.options.map { option in
                (option.valueName.isEmpty ? option.name : "\(option.name) \(option.valueName)", option.help)
            } + [("--help, -h", "show this help")]
        return """
            usage: \(command.usage)

            \(command.discussion)

            options:
            \(table(options))
            \(footer)
            """
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
