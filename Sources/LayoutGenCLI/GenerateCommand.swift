import Dispatch
import LayoutGenCore

/// `layoutgen generate`: one `<Spec>.generated.swift` per spec in the output directory,
/// written only when its content changed; with `--check`, nothing written and every stale
/// or missing file reported.
enum GenerateCommand: Subcommand {
    static let name = "generate"
    static let summary = "write one <Spec>.generated.swift per spec into an output directory"
    static let usage =
        "layoutgen generate SPEC_OR_DIR... --output DIR [--check] [--access public|internal] [--adapters LIST] [--templates DIR]"
    static let discussion = """
        Generates Swift from each spec given and from every *.layout file found, recursively,
        in each directory given (names starting with '.' are skipped). A file is written only
        when its content changed, and never over a file whose first line is not the generated
        header. A spec with errors gets its diagnostics printed and no output; the others are
        still generated. Prints nothing else on success.
        """
    static let options = [
        OptionSpec("--output", .single, value: "DIR", help: "the directory the files go in (created if missing)"),
        OptionSpec(
            "--check", .flag,
            help: "write nothing; report each generated file that is stale or missing, and exit 1 if any"),
        OptionSpec("--access", .single, value: "public|internal", help: "access level of the generated code (public)"),
        OptionSpec(
            "--adapters", .single, value: "LIST",
            help: "also write adapters, each behind #if canImport: any of uikit,appkit,swiftui (none)"),
        OptionSpec("--templates", .single, value: "DIR", help: "custom templates (not supported in this version)"),
        OptionSpec(
            "--timings", .flag,
            help: "print to standard error the time spent parsing, resolving, solving and emitting, in total and per spec"),
    ]

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        if arguments.has("--templates") { throw UsageError("--templates is not supported in this version") }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("missing SPEC_OR_DIR: the specs to generate from")
        }
        guard let output = arguments.value("--output") else { throw UsageError("missing '--output DIR'") }
        guard !output.isEmpty else { throw UsageError("'--output' needs a directory") }
        var options = GenerationOptions()
        if let access = arguments.value("--access") {
            guard let level = GenerationOptions.Access(rawValue: access) else {
                throw UsageError("invalid access level '\(access)'; expected public or internal")
            }
            options.access = level
        }
        if let list = arguments.value("--adapters") {
            switch Adapter.parseList(list) {
            case .success(let adapters): options.adapters = adapters
            case .failure(let unknown): throw UsageError(unknown.message)
            }
        }
        let specs = try SpecFiles.collect(arguments.positionals)
        var run = GenerateRun(
            output: output, options: options, checkOnly: arguments.has("--check"),
            rerun: rerunCommand(arguments.positionals, output: output, options: options),
            timings: arguments.has("--timings") ? StageTimings() : nil)
        run.generate(specs, io: &io)
        if let timings = run.timings { io.writeError(timings.report(specs: run.compiled)) }
        return run.failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }

    /// The command the stale-file message tells the user to run.
    private static func rerunCommand(_ specs: [String], output: String, options: GenerationOptions) -> String {
        var words = ["layoutgen", "generate"] + specs + ["--output", output]
        if options.access != GenerationOptions().access { words += ["--access", options.access.rawValue] }
        if !options.adapters.isEmpty {
            words += ["--adapters", options.adapters.sorted().map(\.rawValue).joined(separator: ",")]
        }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// A word as a shell reads it back: as is when plain, else in double quotes.
    private static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
        if plain { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }
}

/// One `generate` run over its specs; remembers whether anything failed.
private struct GenerateRun {
    let output: String
    let options: GenerationOptions
    let checkOnly: Bool
    /// The command that brings stale output up to date.
    let rerun: String
    /// With `--timings`: the time of each stage, summed over the specs compiled (on all
    /// cores, so the sum may exceed the run's wall time).
    let timings: StageTimings?
    /// How many specs were compiled.
    var compiled = 0
    /// Whether a spec had errors, or an output was stale or could not be written.
    var failed = false
    /// Whether the output directory exists (nil until the first write needs it); once it
    /// could not be created, later specs are not written and the error is not repeated.
    var directoryReady: Bool?

    /// Generates every spec, skipping specs whose output file names collide.
    mutating func generate(_ specs: [String], io: inout CommandIO) {
        let byOutput = Dictionary(grouping: specs, by: Self.outputName)
        for (name, paths) in byOutput.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            let names = paths.map { "'\($0)'" }
            let list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            io.error("\(list) \(paths.count == 2 ? "both" : "all") generate '\(name)'; give the specs distinct names")
            failed = true
        }
        let unique = specs.filter { byOutput[Self.outputName($0)]?.count == 1 }
        for (spec, compiled) in zip(unique, compileAll(unique)) {
            finish(spec, compiled, io: &io)
        }
    }

    /// One spec read and compiled, with what reading it printed.
    private struct Compiled {
        var readErrors: String
        var file: SourceFile?
        var diagnostics = DiagnosticCollector()
        var content: String?
        var timings: StageTimings?
    }

    /// Reads and compiles the specs on every core, each spec on its own (so the results are
    /// those of compiling them one after another); nothing is printed or written here.
    private func compileAll(_ specs: [String]) -> [Compiled] {
        let (options, timed) = (options, timings != nil)
        let results = UnsafeMutablePointer<Compiled?>.allocate(capacity: specs.count)
        results.initialize(repeating: nil, count: specs.count)
        defer { results.deallocate() }
        let slots = Slots(base: results)
        DispatchQueue.concurrentPerform(iterations: specs.count) { i in
            slots.base[i] = Self.compile(specs[i], options: options, timed: timed)
        }
        return (0..<specs.count).map { (results + $0).move()! }
    }

    /// The workers' results: each worker writes only the slot of its own spec.
    private struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Compiled?>
    }

    /// Reads and compiles one spec.
    private static func compile(_ spec: String, options: GenerationOptions, timed: Bool) -> Compiled {
        var reading = CommandIO.captured()
        guard let file = SpecFiles.read(spec, io: &reading) else { return Compiled(readErrors: reading.capturedError) }
        var compiled = Compiled(readErrors: "", file: file, timings: timed ? StageTimings() : nil)
        compiled.content = Pipeline.generate(
            file, options: options, diagnostics: compiled.diagnostics, timings: compiled.timings)
        return compiled
    }

    /// The name of the file generated from the spec at `path`.
    private static func outputName(_ path: String) -> String {
        Pipeline.generatedFileName(for: SourceFile(path: path, text: ""))
    }

    /// Finishes one compiled spec: diagnostics, then the stale check or the write.
    private mutating func finish(_ spec: String, _ result: Compiled, io: inout CommandIO) {
        guard let file = result.file else {
            io.writeError(result.readErrors)
            failed = true
            return
        }
        let (diagnostics, content) = (result.diagnostics, result.content)
        if let specTimings = result.timings { timings?.add(specTimings) }
        compiled += 1
        io.report(diagnostics, in: file)
        guard let content, !diagnostics.hasErrors else {
            failed = true
            return
        }
        let path = SpecFiles.join(output, Pipeline.generatedFileName(for: file))
        if checkOnly {
            if !GeneratedOutput.isCurrent(content, at: path) {
                io.writeError("\(path): error: generated file is stale (run '\(rerun)')\n")
                failed = true
            }
            return
        }
        if directoryReady == nil {
            let problem = GeneratedOutput.createDirectory(output)
            if let problem { io.error(problem) }
            directoryReady = problem == nil
        }
        guard directoryReady == true else {
            failed = true
            return
        }
        switch GeneratedOutput.write(content, to: path, header: Pipeline.header(for: file)) {
        case .unchanged, .written:
            break
        case .foreign:
            io.writeError(
                "\(path): error: refusing to overwrite a file layoutgen did not generate "
                    + "(its first line is not '\(Pipeline.header(for: file))')\n")
            failed = true
        case .failed(let reason):
            io.writeError("\(path): error: \(reason)\n")
            failed = true
        }
    }
}
