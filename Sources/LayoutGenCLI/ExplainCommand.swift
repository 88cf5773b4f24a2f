import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenEvaluate

/// `layoutgen explain`: the solved plan in words, for one layout or all of a spec's.
package enum ExplainCommand: Subcommand {
    package static let name = "explain"
    package static let summary = "print the solved plan: what decides each attribute, measurements, clamps"
    package static let usage = "layoutgen explain SPEC [--layout NAME] [--checks]"
    package static let discussion = """
        Prints, in words, the plan that 'generate' emits and 'eval' runs, once per variant
        (each combination of 'when' branches and hidden views, and each layout direction
        when right to left reads differently), headed by when it applies. Each value comes
        in the order the generated code computes it, with what decides it and its spec line:

          icon.top: super.height / 2 − 24 (icon.centerY == super.centerY, line 13)
          title: measured at width time.leading − 78 and any height (view title: …, line 8)
          title.width: min(time.leading − 78, title's measured width) (view title: …, line 8);
              it yields to title.trailing <= time.leading - 8 (line 19)

        Then the frame values no step computes (constants, shared values, measured sizes taken
        as they are) and the container's size. Every layout of the spec is explained unless
        --layout names one.

        --checks prints instead what 'check' proved of each layout over every input of its
        domain (docs/language.md, "What check proves": ties, squeezed views, views outside
        their container, overlapping views, cut texts): the domain searched, how much was searched,
        whether a search gave up, and what was found (the warnings themselves go to standard
        error).
        """
    package static let options = [
        OptionSpec("--layout", .single, value: "NAME", help: "the layout to explain (default: all of them)"),
        OptionSpec("--checks", .flag, help: "what check proved over every input, instead of the plan"),
    ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        let path = try SpecFiles.single(arguments.positionals)
        let checks = arguments.has("--checks") ? CheckReport() : nil
        guard let (file, plan) = SpecFiles.plan(path, io: &io, checks: checks) else { return LayoutGenCommand.failure }
        let layouts = try LayoutSelection.layouts(plan, named: arguments.value("--layout"), in: file)
        if let checks {
            let names = Set(layouts.map(\.name))
            let texts = checks.layouts.filter { names.contains($0.name) }.map { layout in
                (["\(layout.name): what check proved over every input"] + layout.lines.map { "  " + $0 }).joined(separator: "\n")
            }
            io.write(texts.joined(separator: "\n\n") + "\n")
            return LayoutGenCommand.success
        }
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
