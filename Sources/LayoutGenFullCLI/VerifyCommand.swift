import LayoutGenCLI
import Foundation
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenVerify

/// `layoutgen verify`: lays a spec out like `eval` and checks the frames against the spec
/// (every required constraint, clamp and sequence rule), printing each violation.
package enum VerifyCommand: Subcommand {
    package static let name = "verify"
    package static let summary = "check that eval's frames satisfy every constraint of a spec"
    package static let usage = """
        layoutgen verify SPEC [--layout NAME] --size WxH [eval's run-time options]
               layoutgen verify --cases FILE
        """
    package static let discussion = """
        Evaluates the layout as 'eval' does, then checks the frames against the spec itself:
        every required equality of the variant that applies, every clamp, and the sequence
        rules (gaps, hidden items collapsing, one flexible unit never below 0, alignment),
        within 1e-9 relative. Without --layout every layout of the spec is checked.

        With --cases, each non-empty line of FILE is one evaluation written as eval's
        arguments ('SPEC --layout NAME --size WxH ...'); specs are read once.

        Prints 'verified N evaluations' and exits 0, or prints each violation as
        'SPEC:LINE:COLUMN: LAYOUT: KIND: MESSAGE (ARGUMENTS)' and exits 1.
        """
    package static let options =
        RuntimeOptions.specs.map { spec in
            spec.name == "--size" ? OptionSpec("--size", .single, value: "WxH", help: "the container size proposed") : spec
        } + [OptionSpec("--cases", .single, value: "FILE", help: "evaluations to check, one per line")]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        var cases: [[String]] = []
        if let path = arguments.value("--cases") {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw UsageError("cannot read '\(path)'")
            }
            cases = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        }
        var specs: [String: (file: SourceFile, layouts: [VerifiableLayout])] = [:]
        var checked = 0
        var failures = 0
        func verify(_ parsed: ParsedArguments, context: String, io: inout CommandIO) throws(UsageError) -> Bool {
            let path = try SpecFiles.single(parsed.positionals)
            if specs[path] == nil {
                guard let file = SpecFiles.read(path, io: &io) else { return false }
                guard let layouts = Verification.layouts(of: file) else {
                    _ = SpecFiles.plan(path, io: &io)  // prints the spec's diagnostics
                    return false
                }
                specs[path] = (file, layouts)
            }
            let (file, layouts) = specs[path]!
            var chosen = layouts.map(\.plan)
            if let name = parsed.value("--layout") {
                chosen = chosen.filter { $0.name == name }
                if chosen.isEmpty {
                    throw UsageError.unknown("layout", name, among: layouts.map(\.plan.name))
                }
            }
            _ = file
            let evaluation = try RuntimeOptions.arguments(parsed)
            for plan in chosen {
                let layout = layouts.first { $0.plan.name == plan.name }!
                let violations: [Violation]
                do throws(EvaluationError) {
                    violations = try Verification.check(layout, arguments: evaluation)
                } catch {
                    throw UsageError(error.description)
                }
                checked += 1
                for v in violations {
                    failures += 1
                    io.write(
                        "\(path):\(v.range.start.line):\(v.range.start.column): \(plan.name): \(v.kind.rawValue): "
                            + "\(v.message)\(context.isEmpty ? "" : " (\(context))")\n")
                }
            }
            return true
        }
        if cases.isEmpty {
            guard try verify(arguments, context: "", io: &io) else { return LayoutGenCommand.failure }
        } else {
            let parser = ArgumentParser(options: RuntimeOptions.specs)
            for words in cases {
                // A spec with errors (printed) fails the run; the other cases are still checked.
                let context = words.joined(separator: " ")
                if !(try verify(try parser.parse(words), context: context, io: &io)) { failures += 1 }
            }
        }
        io.write("verified \(checked) evaluations" + (failures > 0 ? ", \(failures) violations" : "") + "\n")
        return failures > 0 ? LayoutGenCommand.failure : LayoutGenCommand.success
    }
}
