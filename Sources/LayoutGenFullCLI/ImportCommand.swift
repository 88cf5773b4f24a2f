import Foundation
import LayoutGenAnalyze
import LayoutGenCLI
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenImport

/// `layoutgen import`: Interface Builder files as specs (`InterfaceBuilderImport`).
package enum ImportCommand: Subcommand {
    package static let name = "import"
    package static let summary = "write .layout specs from Interface Builder files (.xib, .storyboard)"
    package static let usage = "layoutgen import FILE.xib|FILE.storyboard... [--output DIR] [--force]"
    package static let discussion = """
        Writes one spec for each top-level view, each table or collection view cell (its
        content view), each table's header and footer view and each storyboard scene's root
        view: NAME.layout in DIR (default: the current directory), named after the custom
        class, the reuse identifier or the scene, else the file. Views keep their outlet
        names (else their labels, else their class and an index), labels, buttons and image
        views are measured with the file's hugging and compression resistance, every
        constraint becomes a statement, layout margins become inputs with the file's values,
        stack views become sequences, scroll views scroll views, size classes 'when'
        branches; each declaration's comment gives its class, its Interface Builder id and
        its frame.

        What a spec cannot say is an error at its line and column in the XML and a comment
        in the spec; each spec is then solved, and its problems are printed as 'check'
        prints them. Exits 1 when a constraint was not imported or a spec has errors, 0
        otherwise. An existing spec is not replaced unless --force is given.
        docs/import.md says what maps to what.
        """
    package static let options: [OptionSpec] = [
        OptionSpec("--output", .single, help: "the directory to write the specs to (default: .)"),
        OptionSpec("--force", .flag, help: "replace specs that exist"),
    ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing FILE: the .xib or .storyboard to import") }
        let directory = arguments.value("--output")
        var failed = false
        for path in arguments.positionals {
            guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else {
                throw UsageError("'\(path)' is not a .xib or .storyboard file")
            }
            guard let file = SpecFiles.read(path, io: &io) else {
                failed = true
                continue
            }
            let diagnostics = DiagnosticCollector()
            let specs = InterfaceBuilderImport.specs(of: file, diagnostics: diagnostics)
            io.report(diagnostics, in: file)
            failed = failed || diagnostics.hasErrors
            if !specs.isEmpty, let directory, let problem = GeneratedOutput.createDirectory(directory) {
                io.error("cannot create '\(directory)': \(problem)")
                return LayoutGenCommand.failure
            }
            for spec in specs {
                let name = "\(spec.name).layout"
                let path = directory.map { SpecFiles.join($0, name) } ?? name
                failed = !write(spec, to: path, force: arguments.has("--force"), io: &io) || failed
            }
        }
        return failed ? LayoutGenCommand.failure : LayoutGenCommand.success
    }

    /// Writes one spec, says what it holds, and checks it as `check` does; false when it was
    /// not written or has errors.
    private static func write(_ spec: InterfaceBuilderImport.Spec, to path: String, force: Bool, io: inout CommandIO) -> Bool {
        if !force && FileManager.default.fileExists(atPath: path) {
            io.error("'\(path)' exists: pass --force to replace it")
            return false
        }
        if let problem = GeneratedOutput.replace(path, with: Data(spec.text.utf8)) {
            io.error("cannot write '\(path)': \(problem)")
            return false
        }
        io.writeError("wrote \(path): \(spec.imported) of \(spec.constraints) constraints imported\n")
        let file = SourceFile(path: path, text: spec.text)
        let diagnostics = DiagnosticCollector()
        _ = Pipeline.plan(file, diagnostics: diagnostics, checks: CheckReport())
        io.report(diagnostics, in: file)
        return !diagnostics.hasErrors
    }
}
