import LayoutGenCore

/// `layoutgen check`: parses, resolves and solves specs and prints their diagnostics,
/// writing nothing.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "report the diagnostics of specs, writing nothing"
    static let usage = "layoutgen check SPEC_OR_DIR..."
    static let discussion = """
        Checks each spec given and every *.layout file found, recursively, in each directory
        given (names starting with '.' are skipped), and prints every problem found to
        standard error. Exits 1 when any spec has an error; warnings alone exit 0.
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing SPEC_OR_DIR: the specs to check") }
        var failed = false
        for spec in try SpecFiles.collect(arguments.positionals) where SpecFiles.plan(spec, io: &io) == nil {
            failed = true
        }
        return failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }
}
