import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenDiagnostics

/// `layoutgen check`: parses, resolves and solves specs and prints their diagnostics,
/// writing nothing.
package enum CheckCommand: Subcommand {
    package static let name = "check"
    package static let summary = "report the diagnostics of specs, writing nothing"
    package static let usage =
        "layoutgen check SPEC_OR_DIR... [--strict] [--format text|json|github] | --stdin-path PATH [--format …]"
    package static let discussion = """
        Checks each spec given and every *.layout file found, recursively, in each directory
        given (names starting with '.' are skipped), and prints every problem found. Exits 1
        when any spec has an error; warnings alone exit 0.

        Besides the problems of parsing, resolving and solving, every layout is searched over
        every input of its domain (docs/language.md, "What check proves") for a tie that
        declaration order decides, a view squeezed below 0, a view outside its container,
        overlapping views and a text that wraps cut short (its 'domain NAME.lines'), each reported as a warning with the input that shows it, written
        as 'eval' options in a note ('explain --checks' says what was searched). --strict
        makes every warning an error (exit 1).

        --format text (the default) prints them to standard error as the other commands do.
        --format json prints one JSON object to standard output, for editors:
            {"diagnostics":[{"path":"Cell.layout","line":3,"column":5,"endLine":3,
              "endColumn":9,"severity":"error","message":"…","notes":[{"path":…,"line":…,
              "column":…,"endLine":…,"endColumn":…,"message":"…"}]}]}
        (1-based lines and columns, the end one past the last character; every spec's
        diagnostics in the order of the files, each file's sorted by position).
        --format github prints GitHub Actions workflow commands to standard output
        (::error file=…,line=…,col=…,endLine=…,endColumn=…::message, a ::notice per note).

        --stdin-path PATH checks the text on standard input (an editor's unsaved buffer) and
        reports it as PATH; no SPEC_OR_DIR is read then.
        """
    package static let options: [OptionSpec] = [
        OptionSpec("--strict", .flag, help: "warnings are errors (exit 1)"),
        OptionSpec("--format", .single, value: "text|json|github", help: "how to print the diagnostics (text)"),
        OptionSpec(
            "--stdin-path", .single, value: "PATH", help: "check standard input's text, reported as PATH"),
    ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        let format = try arguments.value("--format").map { text throws(UsageError) in
            guard let format = DiagnosticFormat(rawValue: text) else {
                throw UsageError("invalid format '\(text)'; expected text, json or github")
            }
            return format
        } ?? .text
        var files: [SourceFile] = []
        var failed = false
        if let path = arguments.value("--stdin-path") {
            guard arguments.positionals.isEmpty else {
                throw UsageError("'--stdin-path' checks standard input: give no SPEC_OR_DIR")
            }
            guard !path.isEmpty else { throw UsageError("'--stdin-path' needs a path") }
            guard let text = io.readInput() else { throw UsageError("standard input is not UTF-8 text") }
            files = [SourceFile(path: path, text: text)]
        } else {
            guard !arguments.positionals.isEmpty else { throw UsageError("missing SPEC_OR_DIR: the specs to check") }
            for spec in try SpecFiles.collect(arguments.positionals) {
                if let file = SpecFiles.read(spec, io: &io) { files.append(file) } else { failed = true }
            }
        }
        var json: [String] = []
        for file in files {
            var diagnostics = DiagnosticCollector()
            let plan = Pipeline.plan(file, diagnostics: diagnostics, checks: CheckReport())
            if arguments.has("--strict") { diagnostics = diagnostics.warningsAsErrors() }
            if plan == nil || diagnostics.hasErrors { failed = true }
            switch format {
            case .text: io.report(diagnostics, in: file)
            case .json: json += diagnostics.sorted.map { DiagnosticFormat.json($0, path: file.path) }
            case .github: io.write(diagnostics.sorted.map { DiagnosticFormat.github($0, path: file.path) }.joined())
            }
        }
        if format == .json { io.write("{\"diagnostics\":[" + json.joined(separator: ",") + "]}\n") }
        return failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }
}
