import LayoutGenCore

/// `layoutgen explain`: the solved plan in words, for one layout or all of a spec's.
enum ExplainCommand: Subcommand {
    static let name = "explain"
    static let summary = "print the solved plan: what decides each attribute, measurements, clamps"
    static let usage = "layoutgen explain SPEC [--layout NAME]"
    static let discussion = """
        Prints, in order, the steps of the plan that 'generate' emits and 'eval' runs: which
        constraint decides each attribute, where each measurement happens, and which clamps
        apply. Every layout of the spec is explained unless --layout names one.
        """
    static let options = [
        OptionSpec("--layout", .single, value: "NAME", help: "the layout to explain (default: all of them)")
    ]

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        let path = try SpecFiles.single(arguments.positionals)
        guard let (file, plan) = SpecFiles.plan(path, io: &io) else { return LayoutGenCommand.failure }
        let layouts = try LayoutSelection.layouts(plan, named: arguments.value("--layout"), in: file)
        // One blank line between layouts, one final newline, whatever each text ends with.
        let texts = layouts.map { layout in
            var text = Substring(explain(layout, file: file))
            while text.last?.isNewline == true { text.removeLast() }
            return text
        }
        let output = texts.filter { !$0.isEmpty }.joined(separator: "\n\n")
        io.write(output.isEmpty ? "" : output + "\n")
        return LayoutGenCommand.success
    }
}
