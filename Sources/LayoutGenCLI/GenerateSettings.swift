import Foundation
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenEmit

/// What one `layoutgen generate` run does, settled from its options and its `layoutgen.json`:
/// options on the command line win over the config file, which wins over the defaults.
package struct GenerateSettings {
    /// Where generated text goes.
    package enum Destination: Equatable {
        /// One `<Spec>.generated.swift` per spec in this directory.
        case directory(String)
        /// The one spec's text in exactly this file (`--output-file`, for the build plugin).
        case file(String)
    }

    /// The spec files, as `SpecFiles.collect` lists them.
    package var specs: [String]
    var destination: Destination
    /// Access level and templates.
    package var options: GenerationOptions
    /// The templates directory in use, nil for the built-in templates.
    var templatesDirectory: String?
    /// `--check`: write nothing, report stale output.
    var checkOnly: Bool
    /// `--verbose`: say what happened to each output file.
    var verbose: Bool
    /// `--strict`: warnings are errors (the spec is not generated, the run exits 1).
    var strict = false
    /// `--no-checks`: no search over every input (LANGUAGE.md §12).
    package var checks = true
    /// The command that brings stale output up to date (the run itself, without `--check`).
    var rerun: String

    /// Settles the run. Throws for usage errors; prints the problems of the config file or of
    /// the templates and answers nil when there are any (exit status 1).
    package static func resolve(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> GenerateSettings? {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("missing SPEC_OR_DIR: the specs to generate from")
        }
        if arguments.has("--output"), arguments.has("--output-file") {
            throw UsageError("'--output' and '--output-file' cannot be used together")
        }
        var options = GenerationOptions()
        let access = try arguments.value("--access").map { text throws(UsageError) in
            guard let level = GenerationOptions.Access(rawValue: text) else {
                throw UsageError("invalid access level '\(text)'; expected public or internal")
            }
            return level
        }
        let adapters = try arguments.value("--adapters").map { list throws(UsageError) in
            switch Adapter.parseList(list) {
            case .success(let adapters): return adapters
            case .failure(let unknown): throw UsageError(unknown.message)
            }
        }
        let specs = try SpecFiles.collect(arguments.positionals)
        var config: ConfigFile?
        if let path = try configPath(arguments) {
            let (loaded, problems) = ConfigFile.load(path)
            guard let loaded else {
                io.writeError(ConfigFile.render(problems, path: path))
                return nil
            }
            config = loaded
        }
        let destination: Destination
        if let file = arguments.value("--output-file") {
            guard !file.isEmpty else { throw UsageError("'--output-file' needs a file path") }
            guard specs.count == 1 else {
                throw UsageError("'--output-file' takes exactly one spec; got \(specs.count)")
            }
            destination = .file(file)
        } else if let output = arguments.value("--output") ?? config?.output ?? targetOutput(arguments) {
            guard !output.isEmpty else { throw UsageError("'--output' needs a directory") }
            destination = .directory(output)
        } else {
            throw UsageError("missing '--output DIR' (it may be left out when one target directory is given)")
        }
        options.access = access ?? config?.access ?? options.access
        options.adapters = adapters ?? config?.adapters ?? options.adapters
        let templatesDirectory = arguments.value("--templates") ?? config?.templates
        if let templatesDirectory {
            guard let templates = loadTemplates(templatesDirectory, io: &io) else { return nil }
            options.templates = templates
        }
        return GenerateSettings(
            specs: specs, destination: destination, options: options, templatesDirectory: templatesDirectory,
            checkOnly: arguments.has("--check"), verbose: arguments.has("--verbose"), strict: arguments.has("--strict"),
            checks: !arguments.has("--no-checks"), rerun: rerunCommand(arguments, adapters: adapters))
    }

    /// Where the command plugin writes for a target directory without a config file,
    /// `<directory>/Generated`, when the one argument is a directory; else nil.
    private static func targetOutput(_ arguments: ParsedArguments) -> String? {
        guard arguments.positionals.count == 1, let directory = arguments.positionals.first else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return SpecFiles.join(directory, ConfigFile.defaultOutput)
    }

    /// The config file: the one `--config` names, else a `layoutgen.json` directly inside a
    /// directory argument. Throws when the named file does not exist or when several
    /// directories hold one.
    static func configPath(_ arguments: ParsedArguments) throws(UsageError) -> String? {
        if let path = arguments.value("--config") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw UsageError("no such config file: '\(path)'")
            }
            return path
        }
        var found: [String] = []
        for argument in arguments.positionals {
            var isDirectory: ObjCBool = false
            let candidate = SpecFiles.join(argument, ConfigFile.fileName)
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue,
                FileManager.default.fileExists(atPath: candidate), !found.contains(candidate)
            else { continue }
            found.append(candidate)
        }
        guard found.count <= 1 else {
            let list = found.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("several config files apply: \(list); name one with '--config FILE'")
        }
        return found.first
    }

    /// The templates of `directory`, or nil after printing their problems.
    private static func loadTemplates(_ directory: String, io: inout CommandIO) -> TemplateSet? {
        let (templates, problems) = TemplateSet.load(directory: directory)
        let renderer = DiagnosticRenderer(style: io.diagnosticStyle)
        for problem in problems {
            io.writeError(renderer.render(problem.diagnostics, in: problem.file))
        }
        return problems.isEmpty ? templates : nil
    }

    /// The command line again, without `--check` and `--verbose`: what brings stale output up
    /// to date. The adapters are listed in their canonical order and spelling.
    private static func rerunCommand(_ arguments: ParsedArguments, adapters: Set<Adapter>?) -> String {
        var words = ["layoutgen", "generate"] + arguments.positionals
        let canonicalAdapters = adapters.map { $0.sorted().map(\.rawValue).joined(separator: ",") }
        for option in GenerateCommand.options where option.kind != .flag {
            for value in arguments.all(option.name) {
                words += [option.name, option.name == "--adapters" ? canonicalAdapters ?? value : value]
            }
        }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// A word as a shell reads it back: as is when plain, else in double quotes.
    private static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
        if plain { return word }
        return "\""
            + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }
}
