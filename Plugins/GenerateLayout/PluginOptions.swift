import PackagePlugin

/// The arguments of `swift package generate-layout`. Everything after the verb reaches the
/// plugin, SwiftPM's own `--allow-writing-to-package-directory` included: it is accepted
/// and ignored here. Nothing the user typed is passed on to the tool as is.
struct PluginOptions {
    static let usage = """
        usage: swift package --allow-writing-to-package-directory generate-layout [--target T]... [--check] [--verbose]

        Generates <Target>/Generated/<Spec>.generated.swift (or the 'output' of the target's
        layoutgen.json) from every *.layout file under each target's directory, also specs
        excluded from the target. Without --target, every target that has specs and does not
        apply LayoutGenPlugin. A file is written only when its content changed, and never over
        a file that layoutgen did not generate.

          --target T   only this target (repeatable); a target without specs is an error
          --check      write nothing; report stale or missing generated files and fail
          --verbose    say what is done, target by target
          --help       show this help

        CI can check committed output without the write permission:
          swift run layoutgen-build generate Sources/<Target> --check

        """

    /// The targets named with `--target`, in order (empty: all targets with specs).
    var targets: [String] = []
    var check = false
    var verbose = false
    var help = false

    /// Reads the arguments; throws for anything it does not know.
    init(_ arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        targets = extractor.extractOption(named: "target")
        check = extractor.extractFlag(named: "check") > 0
        verbose = extractor.extractFlag(named: "verbose") > 0
        help = extractor.extractFlag(named: "help") > 0
        _ = extractor.extractFlag(named: "allow-writing-to-package-directory")
        let unknown = extractor.remainingArguments
        guard unknown.isEmpty else {
            let list = unknown.map { "'\($0)'" }.joined(separator: " ")
            throw PluginUsageError("unexpected argument\(unknown.count == 1 ? "" : "s") \(list)")
        }
    }
}

/// A misuse of the plugin's command line: printed with the usage.
struct PluginUsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { "\(message)\n\n\(PluginOptions.usage)" }
}
