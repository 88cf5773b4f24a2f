import Dispatch
import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenDiagnostics
import LayoutGenEmit

/// One `generate` run over its specs; remembers whether anything failed.
package struct GenerateRun {
    let settings: GenerateSettings
    /// With `--timings`: the time of each stage, summed over the specs compiled (on all
    /// cores, so the sum may exceed the run's wall time).
    package let timings: StageTimings?
    /// How many specs were compiled.
    var compiled = 0
    /// Whether a spec had errors, or an output was stale or could not be written.
    package private(set) var failed = false
    /// Whether the output directory exists (nil until the first write needs it); once it
    /// could not be created, later specs are not written and the error is not repeated.
    private var directoryReady: Bool?
    /// Whether the templates' missing header has been reported (it is reported once).
    private var reportedHeaderless = false
    /// The files written, and those that already held their content.
    private var written: [String] = []
    private var unchanged = 0

    package init(settings: GenerateSettings, timings: StageTimings? = nil) {
        self.settings = settings
        self.timings = timings
    }

    /// Generates every spec, skipping specs whose output file names collide.
    package mutating func generate(io: inout CommandIO) {
        let specs = settings.specs
        let byOutput = Dictionary(grouping: specs, by: Self.outputName)
        for (name, paths) in byOutput.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            let names = paths.map { "'\($0)'" }
            let list = names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            io.error("\(list) \(paths.count == 2 ? "both" : "all") generate '\(name)'; give the specs distinct names")
            failed = true
        }
        let unique = specs.filter { byOutput[Self.outputName($0)]?.count == 1 }
        compileAll(unique) { i, compiled in finish(unique[i], compiled, io: &io) }
        // One line on success, saying what was written (each file with --verbose instead).
        if !settings.verbose && !settings.checkOnly && !failed && !(written.isEmpty && unchanged == 0) {
            io.write(Self.summary(written: written, unchanged: unchanged) + "\n")
        }
    }

    /// `wrote Cell.generated.swift`, `wrote 3 files, 16 up to date`, `19 files up to date`.
    package static func summary(written: [String], unchanged: Int) -> String {
        func files(_ n: Int) -> String { n == 1 ? "1 file" : "\(n) files" }
        let wrote = written.count == 1 ? "wrote \(written[0])" : "wrote \(files(written.count))"
        if written.isEmpty { return "\(files(unchanged)) up to date" }
        return unchanged == 0 ? wrote : "\(wrote); \(unchanged) up to date"
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
    /// those of compiling them one after another), and hands each result to `finish`, on this
    /// thread and in the order given, as soon as it is ready: printing and writing the files
    /// of the first specs overlaps compiling the others. Nothing is printed or written on the
    /// other threads.
    private func compileAll(_ specs: [String], finish: (Int, Compiled) -> Void) {
        let (options, timed, checks) = (settings.options, timings != nil, settings.checks)
        let results = UnsafeMutablePointer<Compiled?>.allocate(capacity: specs.count)
        results.initialize(repeating: nil, count: specs.count)
        defer { results.deallocate() }
        let slots = Slots(base: results, ready: specs.map { _ in DispatchSemaphore(value: 0) })
        let compiling = DispatchGroup()
        DispatchQueue.global().async(group: compiling) {
            DispatchQueue.concurrentPerform(iterations: specs.count) { i in
                slots.base[i] = Self.compile(specs[i], options: options, timed: timed, checks: checks)
                slots.ready[i].signal()
            }
        }
        for i in specs.indices {
            slots.ready[i].wait()
            finish(i, (results + i).move()!)
        }
        compiling.wait()
    }

    /// The workers' results: each worker writes only the slot of its own spec.
    private struct Slots: @unchecked Sendable {
        let base: UnsafeMutablePointer<Compiled?>
        /// Signalled once the slot of the same index holds its result.
        let ready: [DispatchSemaphore]
    }

    /// Reads and compiles one spec.
    private static func compile(_ spec: String, options: GenerationOptions, timed: Bool, checks: Bool) -> Compiled {
        var reading = CommandIO.captured()
        guard let file = SpecFiles.read(spec, io: &reading) else { return Compiled(readErrors: reading.capturedError) }
        var compiled = Compiled(readErrors: "", file: file, timings: timed ? StageTimings() : nil)
        compiled.content = Pipeline.generate(
            file, options: options, diagnostics: compiled.diagnostics, timings: compiled.timings,
            checks: checks ? CheckReport() : nil)
        return compiled
    }

    /// The name of the file generated from the spec at `path`.
    private static func outputName(_ path: String) -> String {
        Pipeline.generatedFileName(for: SourceFile(path: path, text: ""))
    }

    /// Where the spec's output goes, and the directory that must exist for it.
    private func destination(for file: SourceFile) -> (path: String, directory: String) {
        switch settings.destination {
        case .directory(let directory):
            return (SpecFiles.join(directory, Pipeline.generatedFileName(for: file)), directory)
        case .file(let path):
            let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            return (path, path.hasPrefix("/") && directory.isEmpty ? "/" : directory)
        }
    }

    /// Finishes one compiled spec: diagnostics, then the stale check or the write.
    private mutating func finish(_ spec: String, _ result: Compiled, io: inout CommandIO) {
        guard let file = result.file else {
            io.writeError(result.readErrors)
            failed = true
            return
        }
        let diagnostics = settings.strict ? result.diagnostics.warningsAsErrors() : result.diagnostics
        let content = result.content
        if let specTimings = result.timings { timings?.add(specTimings) }
        compiled += 1
        io.report(diagnostics, in: file)
        guard let content, !diagnostics.hasErrors else {
            failed = true
            return
        }
        let header = Pipeline.header(for: file)
        guard content.hasPrefix(header + "\n") else {
            reportHeaderless(header, io: &io)
            return
        }
        let (path, directory) = destination(for: file)
        if settings.checkOnly {
            if GeneratedOutput.isCurrent(content, at: path) {
                if settings.verbose { io.write("up to date \(path)\n") }
            } else {
                io.writeError("\(path): error: generated file is stale (run '\(settings.rerun)')\n")
                failed = true
            }
            return
        }
        if directoryReady == nil {
            let problem = directory.isEmpty ? nil : GeneratedOutput.createDirectory(directory)
            if let problem { io.error(problem) }
            directoryReady = problem == nil
        }
        guard directoryReady == true else {
            failed = true
            return
        }
        switch GeneratedOutput.write(content, to: path, header: header) {
        case .unchanged:
            unchanged += 1
            if settings.verbose { io.write("unchanged \(path)\n") }
        case .written:
            written.append(path)
            if settings.verbose { io.write("wrote \(path)\n") }
        case .foreign:
            io.writeError(
                "\(path): error: refusing to overwrite a file layoutgen did not generate "
                    + "(its first line is not '\(header)')\n")
            failed = true
        case .failed(let reason):
            io.writeError("\(path): error: \(reason)\n")
            failed = true
        }
    }

    /// Custom templates whose output does not begin with the generated header: layoutgen
    /// would not recognise (and so never update) such a file, so nothing is written.
    private mutating func reportHeaderless(_ header: String, io: inout CommandIO) {
        failed = true
        guard !reportedHeaderless else { return }
        reportedHeaderless = true
        let template = SpecFiles.join(settings.templatesDirectory ?? "Templates", "File.swift.template")
        io.writeError(
            "\(template):1:1: error: the generated file must begin with the line '{{header}}' "
                + "(layoutgen recognises its files by their first line, '\(header)')\n")
    }
}
