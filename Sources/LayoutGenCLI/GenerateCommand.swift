import LayoutGenCore

/// `layoutgen generate`: one `<Spec>.generated.swift` per spec in the output directory,
/// written only when its content changed; with `--check`, nothing written and every stale
/// or missing file reported. `--output-file` writes one spec's text to one exact path (what
/// the build tool plugin asks for).
package enum GenerateCommand: Subcommand {
    package static let name = "generate"
    package static let summary = "write one <Spec>.generated.swift per spec into an output directory"
    package static let usage = """
        layoutgen generate SPEC_OR_DIR... --output DIR [--check] [--strict] [--no-checks] [--access public|internal]
                                 [--adapters LIST] [--templates DIR] [--config FILE] [--verbose]
               layoutgen generate SPEC --output-file FILE [--check] [--strict] [--access …] [--adapters …]
                                 [--templates DIR] [--config FILE]
        """
    package static let discussion = """
        Generates Swift from each spec given and from every *.layout file found, recursively,
        in each directory given (names starting with '.' are skipped). A file is written only
        when its content changed, and never over a file whose first line is not the generated
        header. A spec with errors gets its diagnostics printed and no output; the others are
        still generated. On success it prints one line of what it wrote ('wrote 2 files; 14 up
        to date'; --verbose: a line per file instead; --check: nothing).

        Every layout is also checked over every input of its domain (docs/language.md, "What
        check proves": ties, squeezed views, views outside their container, overlapping
        views, cut texts), each problem a warning with the input that shows it, as 'check' reports them. --strict makes every
        warning an error: the spec is not generated and the run exits 1. --no-checks skips
        that search (the spec's own problems are still reported): for measuring the rest.

        Config file: a target directory may hold a layoutgen.json, for example
            { "access": "internal", "adapters": ["uikit"], "templates": "../../LayoutTemplates" }
        'access' is public or internal; 'adapters' lists any of uikit, appkit and swiftui;
        'templates' is a directory relative to the config file; 'output' is the output
        directory relative to the config file's directory (default Generated, and it must
        stay inside it). Unknown keys and bad values are errors. The config used is the one
        --config names, else a layoutgen.json directly inside a directory given as
        SPEC_OR_DIR (at most one may hold one). Options given on the command line win over
        the config file.

        Target directories: given one directory and no --output, the output goes where the
        generate-layout plugin writes it, the config's 'output' or else DIR/Generated:
        'layoutgen generate Sources/App --check' checks Sources/App/Generated.

        Templates: --templates DIR (or 'templates' in the config) fills the user's copy of the
        files in Templates/ (File, Type, Measured, Hidden .swift.template); a file the
        directory lacks comes from the built-in set. Unknown or missing placeholders are
        reported as errors and nothing is generated.
        """
    package static let options = [
        OptionSpec("--output", .single, value: "DIR", help: "the directory the files go in (created if missing)"),
        OptionSpec(
            "--output-file", .single, value: "FILE",
            help: "write the one spec given to exactly this file instead (for build tool plugins)"),
        OptionSpec(
            "--check", .flag,
            help: "write nothing; report each generated file that is stale or missing, and exit 1 if any"),
        OptionSpec("--strict", .flag, help: "warnings are errors: such a spec is not generated (exit 1)"),
        OptionSpec("--no-checks", .flag, help: "skip the search over every input for ties, squeezed, outside and overlapping views"),
        OptionSpec("--access", .single, value: "public|internal", help: "access level of the generated code (public)"),
        OptionSpec(
            "--adapters", .single, value: "LIST",
            help: "also write adapters, each behind #if canImport: any of uikit,appkit,swiftui (none)"),
        OptionSpec(
            "--templates", .single, value: "DIR", help: "fill the templates of DIR instead of the built-in ones"),
        OptionSpec("--config", .single, value: "FILE", help: "read settings from this layoutgen.json"),
        OptionSpec("--verbose", .flag, help: "print what happened to each output file"),
        OptionSpec(
            "--timings", .flag,
            help:
                "print to standard error the CPU time spent parsing, resolving, solving, analyzing and emitting, in total and per spec"
        ),
    ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        guard let settings = try GenerateSettings.resolve(arguments, io: &io) else { return LayoutGenCommand.failure }
        var run = GenerateRun(settings: settings, timings: arguments.has("--timings") ? StageTimings() : nil)
        run.generate(io: &io)
        if let timings = run.timings { io.writeError(timings.report(specs: run.compiled)) }
        return run.failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }
}
