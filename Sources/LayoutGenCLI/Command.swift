import LayoutGenCore

/// The `layoutgen` command line (GENERATED.md §2): a thin shell over `LayoutGenCore` that
/// reads arguments, runs one subcommand and answers an exit status.
///
/// Exit statuses: 0 success (warnings allowed), 1 spec errors or stale output, 64 usage
/// errors.
public enum LayoutGenCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Exit status: success, possibly with warnings.
    public static let success: Int32 = 0
    /// Exit status: a spec has errors, or generated output is stale or could not be written.
    public static let failure: Int32 = 1
    /// Exit status: the command line is wrong (BSD `EX_USAGE`).
    public static let usageError: Int32 = 64

    /// The subcommands, in the order help lists them.
    static let subcommands: [any Subcommand.Type] = [
        GenerateCommand.self, CheckCommand.self, EvalCommand.self, ExplainCommand.self, PreviewCommand.self,
        VerifyCommand.self, FormatCommand.self, LSPCommand.self,
    ]

    /// Runs the command line `arguments` (without the program name) and answers its exit
    /// status; everything it prints goes through `io`.
    public static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.writeError(HelpText.general)
            return usageError
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            io.write(HelpText.general)
            return success
        case "help":
            return help(rest, io: &io)
        case "--version":
            io.write("layoutgen \(version)\n")
            return success
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let isOption = first.hasPrefix("-")
            let names = isOption ? ["--help", "--version"] : subcommands.map { $0.name } + ["help"]
            io.error(UsageError.unknown(isOption ? "option" : "subcommand", first, among: names).message)
            io.writeError("usage: \(HelpText.generalUsage)\n")
            return usageError
        }
        return run(command, rest, io: &io)
    }

    /// Parses a subcommand's options, prints its help when asked, and runs it; usage errors
    /// end here, printed with the subcommand's usage line.
    static func run(_ command: any Subcommand.Type, _ arguments: [String], io: inout CommandIO) -> Int32 {
        do throws(UsageError) {
            let parsed = try ArgumentParser(options: command.options).parse(arguments)
            if parsed.wantsHelp {
                io.write(HelpText.help(for: command))
                return success
            }
            return try command.run(parsed, io: &io)
        } catch {
            io.error(error.message)
            io.writeError("usage: \(command.usage)\n")
            return usageError
        }
    }

    /// `layoutgen help [SUBCOMMAND]`.
    private static func help(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let name = arguments.first else {
            io.write(HelpText.general)
            return success
        }
        guard arguments.count == 1 else {
            io.error("help takes at most one subcommand name")
            io.writeError("usage: layoutgen help [SUBCOMMAND]\n")
            return usageError
        }
        guard let command = subcommands.first(where: { $0.name == name }) else {
            io.error(UsageError.unknown("subcommand", name, among: subcommands.map { $0.name }).message)
            io.writeError("usage: layoutgen help [SUBCOMMAND]\n")
            return usageError
        }
        io.write(HelpText.help(for: command))
        return success
    }
}

/// One subcommand of `layoutgen`: its name, its command-line surface, and what it does.
protocol Subcommand: Sendable {
    /// The word after `layoutgen`.
    static var name: String { get }
    /// One line for the general help.
    static var summary: String { get }
    /// The synopsis, after `usage: ` (may continue on indented lines).
    static var usage: String { get }
    /// Paragraphs for the subcommand's help, between the synopsis and the options.
    static var discussion: String { get }
    /// The options it accepts, in the order help lists them.
    static var options: [OptionSpec] { get }
    /// Does the work; throws for usage errors found once the options are parsed.
    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32
}
