import LayoutGenCore
import LayoutGenDiagnostics

/// A misuse of the command line: printed as `error: message` followed by the usage line,
/// exit status 64.
package struct UsageError: Error, Equatable {
    /// What is wrong, lower case, no final period.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    /// `unknown <kind> '<name>'`, with "did you mean" the closest candidate by edit distance
    /// or, failing that, the one candidate `name` abbreviates.
    package static func unknown(_ kind: String, _ name: String, among candidates: [String]) -> UsageError {
        let prefixed = name.isEmpty ? [] : candidates.filter { $0.hasPrefix(name) }
        let suggestion = Suggestion.closest(to: name, among: candidates) ?? (prefixed.count == 1 ? prefixed[0] : nil)
        return UsageError("unknown \(kind) '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
}

/// One option a subcommand accepts.
package struct OptionSpec: Equatable {
    /// How many values the option takes.
    package enum Kind: Equatable {
        /// No value: present or not.
        case flag
        /// One value, at most once.
        case single
        /// One value per occurrence, any number of times.
        case repeatable
    }

    /// The spelling, with its dashes (`--size`).
    package var name: String
    package var kind: Kind
    /// The value's placeholder in help text (`WxH`); empty for flags.
    var valueName: String
    /// One line for the help text.
    package var help: String

    package init(_ name: String, _ kind: Kind, value valueName: String = "", help: String) {
        self.name = name
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }
}

/// What a command line holds once split into options and positionals.
package struct ParsedArguments: Equatable {
    /// The arguments that are not options or their values, in order.
    package var positionals: [String] = []
    /// The values of each option given, in order (empty arrays for flags).
    package var values: [String: [String]] = [:]
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false

    /// Whether the option was given.
    package func has(_ option: String) -> Bool { values[option] != nil }

    /// The value of a single-valued option, if given.
    package func value(_ option: String) -> String? { values[option]?.last }

    /// Every value of a repeatable option, in order.
    package func all(_ option: String) -> [String] { values[option] ?? [] }
}

/// A small option parser: flags, single-valued and repeatable options spelt `--name value`
/// or `--name=value`, positionals anywhere, `--` ending the options, and `--help`/`-h`.
package struct ArgumentParser {
    /// The options accepted, besides `--help`.
    package var options: [OptionSpec]

    package init(options: [OptionSpec]) {
        self.options = options
    }

    /// Splits the arguments; throws on an unknown option, a missing or unexpected value, or a
    /// single-valued option given twice. `--help` or `-h` before `--` wins over any misuse.
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            parsed.wantsHelp = true
            return parsed
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            let option = try find(name)
            if option.kind == .flag {
                guard inlineValue == nil else { throw UsageError("option '\(name)' takes no value") }
                parsed.values[name] = []
                continue
            }
            var value = inlineValue
            if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            guard let value else { throw UsageError("missing value for '\(name) \(option.valueName)'") }
            if option.kind == .single, parsed.has(name) {
                throw UsageError("option '\(name)' given more than once")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The option spelt `name`, or a usage error with "did you mean".
    private func find(_ name: String) throws(UsageError) -> OptionSpec {
        if let option = options.first(where: { $0.name == name }) { return option }
        throw .unknown("option", name, among: options.map(\.name) + ["--help"])
    }
}
