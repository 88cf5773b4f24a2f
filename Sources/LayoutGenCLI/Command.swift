import LayoutGenCore

/// The `layoutgen` command line (GENERATED.md §2): a thin shell over `LayoutGenCore` that
/// reads arguments, runs one subcommand of a `CommandLineTool` and answers an exit status.
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

    /// Runs the command line `arguments` (without the program name) of `tool` and answers its
    /// exit status; everything it prints goes through `io`.
    public static func run(_ arguments: [String], tool: CommandLineTool, io: inout CommandIO) -> Int32 {
        let help = HelpText(tool: tool)
        guard let first = arguments.first else {
            io.writeError(help.general)
            return usageError
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            io.write(help.general)
            return success
        case "help":
            return Self.help(rest, tool: tool, io: &io)
        case "--version":
            io.write("\(tool.name) \(version)\n")
            return success
        default:
            break
        }
        guard let command = tool.subcommands.first(where: { $0.name == first }) else {
            if tool.elsewhere.contains(first) { return elsewhere(first, io: &io) }
            let isOption = first.hasPrefix("-")
            let names = isOption ? ["--help", "--version"] : tool.subcommands.map { $0.name } + ["help"]
            io.error(UsageError.unknown(isOption ? "option" : "subcommand", first, among: names).message)
            io.writeError("usage: \(help.generalUsage)\n")
            return usageError
        }
        return run(command, rest, help: help, io: &io)
    }

    /// Parses a subcommand's options, prints its help when asked, and runs it; usage errors
    /// end here, printed with the subcommand's usage line.
    package static func run(_ command: any Subcommand.Type, _ arguments: [String], help: HelpText, io: inout CommandIO) -> Int32 {
        do throws(UsageError) {
            let parsed = try ArgumentParser(options: command.options).parse(arguments)
            if parsed.wantsHelp {
                io.write(help.help(for: command))
                return success
            }
            return try command.run(parsed, io: &io)
        } catch {
            io.error(error.message)
            io.writeError("usage: \(help.usage(of: command))\n")
            return usageError
        }
    }

    /// A subcommand only the full tool has, asked of `layoutgen-build`: where it is.
    private static func elsewhere(_ name: String, io: inout CommandIO) -> Int32 {
        io.error("'\(name)' is a subcommand of the full tool: swift run layoutgen \(name) …")
        return usageError
    }

    /// `layoutgen help [SUBCOMMAND]`.
    private static func help(_ arguments: [String], tool: CommandLineTool, io: inout CommandIO) -> Int32 {
        let help = HelpText(tool: tool)
        guard let name = arguments.first else {
            io.write(help.general)
            return success
        }
        guard arguments.count == 1 else {
            io.error("help takes at most one subcommand name")
            io.writeError("usage: \(tool.name) help [SUBCOMMAND]\n")
            return usageError
        }
        guard let command = tool.subcommands.first(where: { $0.name == name }) else {
            if tool.elsewhere.contains(name) { return elsewhere(name, io: &io) }
            io.error(UsageError.unknown("subcommand", name, among: tool.subcommands.map { $0.name }).message)
            io.writeError("usage: \(tool.name) help [SUBCOMMAND]\n")
            return usageError
        }
        io.write(help.help(for: command))
        return success
    }
}

/// One subcommand of `layoutgen`: its name, its command-line surface, and what it does.
package protocol Subcommand: Sendable {
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
