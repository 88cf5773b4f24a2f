import LayoutGenCLI
import Foundation
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenFormat

/// `layoutgen format`: rewrites specs in the one canonical style (`SpecFormatter`).
package enum FormatCommand: Subcommand {
    package static let name = "format"
    package static let summary = "rewrite specs in the one canonical style"
    package static let usage = "layoutgen format SPEC_OR_DIR... [--check] | --stdin"
    package static let discussion = """
        Rewrites each spec given and every *.layout file found, recursively, in each
        directory given (names starting with '.' are skipped) in one canonical style: four
        spaces of indentation per '{' (one more for a statement's continuation lines); one
        space around operators and after ',' and ':', none around '.' or inside
        parentheses; a sequence as written after its 'H:' or 'V:', with runs of spaces made
        one; one statement a line; comments kept where they are, a line comment two spaces
        after the code (the comments of consecutive lines in one column, two spaces after the
        longest code); at most one blank line in a row, none at the
        start or end of a block or of the file. Formatting a formatted spec changes nothing, and a spec always reads
        as the same tokens after it. A file is written only when its text changes (whole: a
        reader sees the old text or the new). A spec the lexer rejects is left as it is.

        --check writes nothing: prints 'PATH: error: not formatted (run …)' for each spec
        that would change and exits 1 when any would.
        --stdin formats standard input to standard output (an editor's buffer).
        """
    package static let options: [OptionSpec] = [
        OptionSpec("--check", .flag, help: "write nothing; exit 1 when a spec would change"),
        OptionSpec("--stdin", .flag, help: "format standard input to standard output"),
    ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        if arguments.has("--stdin") {
            guard arguments.positionals.isEmpty, !arguments.has("--check") else {
                throw UsageError("'--stdin' formats standard input: give no SPEC_OR_DIR and no '--check'")
            }
            guard let text = io.readInput() else { throw UsageError("standard input is not UTF-8 text") }
            switch SpecFormatter.format(SourceFile(path: "<stdin>", text: text)) {
            case .formatted(let formatted):
                io.write(formatted)
                return LayoutGenCommand.success
            case .unchanged(let reason):
                io.write(text)
                io.error("standard input is not formatted: \(reason)")
                return LayoutGenCommand.failure
            }
        }
        guard !arguments.positionals.isEmpty else { throw UsageError("missing SPEC_OR_DIR: the specs to format") }
        var failed = false
        for path in try SpecFiles.collect(arguments.positionals) {
            guard let file = SpecFiles.read(path, io: &io) else {
                failed = true
                continue
            }
            switch SpecFormatter.format(file) {
            case .unchanged(let reason):
                io.writeError("\(path): error: not formatted: \(reason)\n")
                failed = true
            case .formatted(let text) where text == file.text:
                continue
            case .formatted(let text):
                if arguments.has("--check") {
                    io.writeError("\(path): error: not formatted (run 'layoutgen format \(path)')\n")
                    failed = true
                } else if let problem = GeneratedOutput.replace(path, with: Data(text.utf8)) {
                    io.writeError("\(path): error: cannot write the formatted spec: \(problem)\n")
                    failed = true
                }
            }
        }
        return failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }
}
