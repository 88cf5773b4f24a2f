// The libFuzzer entry point: runs parse → resolve → solve → emit → evaluate (and explain and
// the SVG preview) on the input bytes, and traps on anything that is not "a plan whose output
// passes the checks below, or diagnostics with locations".
//
// Compiled together with the sources of LayoutGenCore and Fuzz/FuzzMutator.swift into one
// module by Fuzz/build.sh (so internal API is visible, as with `@testable import`); see
// docs/verification.md. The regression tests repeat these checks: Tests/LayoutGenCoreTests/Fuzz/.

/// Stops the run with a message libFuzzer shows above its crash report.
private func fail(_ message: String) -> Never {
    fatalError("layoutgen fuzz: \(message)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutGenFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Invalid UTF-8 becomes replacement characters (the CLI refuses such files; the library
    // takes any string).
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    FuzzCheck.run(text)
    return 0
}

/// The checks the fuzzer applies to one input.
enum FuzzCheck {
    static let path = "Fuzz.layout"

    static func run(_ text: String) {
        let file = SourceFile(path: path, text: text)
        let diagnostics = DiagnosticCollector()
        let plan = Pipeline.plan(file, diagnostics: diagnostics)
        checkDiagnostics(diagnostics.diagnostics, in: file)
        // Both renderers read the source lines at the reported ranges.
        _ = DiagnosticRenderer(style: .terminal(color: true)).render(diagnostics.sorted, in: file)
        _ = DiagnosticRenderer(style: .plain).render(diagnostics.sorted, in: file)
        guard let plan else {
            if !diagnostics.hasErrors { fail("no plan and no error") }
            return
        }
        if diagnostics.hasErrors { fail("a plan despite errors") }

        let swift = emitSwift(plan, options: GenerationOptions())
        // Deterministic: the same plan emits the same bytes, and so does a second run of the
        // whole pipeline.
        if emitSwift(plan, options: GenerationOptions()) != swift { fail("emitting twice differs") }
        let again = Pipeline.generate(file, diagnostics: DiagnosticCollector())
        if again != swift { fail("generating twice differs") }
        _ = emitSwift(plan, options: GenerationOptions(access: .internal))
        checkGenerated(swift, plan: plan, file: file)

        for layout in plan.layouts {
            // `explain` quotes the spec's text at the plan's source ranges.
            _ = explain(layout, file: file)
            evaluate(layout)
        }
    }

    /// Every diagnostic points into the file: a real line and column, start before end.
    static func checkDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile) {
        func check(_ range: SourceRange, _ message: String) {
            let lineCount = max(file.lines.count, 1)
            guard range.start.line >= 1, range.start.line <= lineCount, range.start.column >= 1,
                range.end.line <= lineCount, range.start <= range.end
            else { fail("diagnostic without a location in the file: \(range) \(message)") }
        }
        for diagnostic in diagnostics {
            check(diagnostic.range, diagnostic.message)
            for note in diagnostic.notes { check(note.range, note.message) }
        }
    }

    /// Cheap properties of generated code: no spec text but identifiers, numbers and
    /// `// File.layout:LINE` comments reach it.
    static func checkGenerated(_ swift: String, plan: Plan, file: SourceFile) {
        for layout in plan.layouts {
            let names = [layout.name] + layout.elements.map(\.name) + layout.inputs.map(\.name)
            for name in names where !isIdentifier(name) { fail("not an identifier in the output: \(name.debugDescription)") }
        }
        // No string literals at all, no control characters but line breaks, and outside
        // comments only printable ASCII with balanced brackets. Comments come from the
        // templates (which may hold non-ASCII text) and from identifiers.
        var parentheses = 0
        var braces = 0
        var brackets = 0
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            let comment = line.range(of: "//")
            let code = comment.map { line[..<$0.lowerBound] } ?? line[...]
            for scalar in line.unicodeScalars {
                if scalar == "\"" { fail("a string literal in the output: \(line)") }
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                    fail("a control character in the output: U+\(String(scalar.value, radix: 16))")
                }
                if !scalar.isASCII && !templateScalars.contains(scalar) {
                    fail("non-ASCII text that is in no template: U+\(String(scalar.value, radix: 16))")
                }
            }
            for scalar in code.unicodeScalars {
                switch scalar {
                case "(": parentheses += 1
                case ")": parentheses -= 1
                case "{": braces += 1
                case "}": braces -= 1
                case "[": brackets += 1
                case "]": brackets -= 1
                default:
                    if !scalar.isASCII { fail("non-ASCII code in the output: \(line)") }
                }
                if parentheses < 0 || braces < 0 || brackets < 0 { fail("unbalanced output: \(line)") }
            }
        }
        if parentheses != 0 || braces != 0 || brackets != 0 { fail("unbalanced output") }
        // Line comments are `// Fuzz.layout:N`, then `(lines M, K in the other branches)` or
        // `(line M in the other branch)` for a folded `when`, then `(yields to line M)` or
        // `(yields to lines M, K)`, with every number a line of the spec.
        let marker = "// \(path):"
        let groups = [
            (" (lines ", " in the other branches)"), (" (line ", " in the other branch)"),
            (" (yields to lines ", ")"), (" (yields to line ", ")"),
        ]
        for line in swift.split(separator: "\n") {
            guard let range = line.range(of: marker) else { continue }
            var rest = line[range.upperBound...]
            for (prefix, suffix) in groups {
                guard let start = rest.range(of: prefix) else { continue }
                guard let end = rest[start.upperBound...].range(of: suffix) else { fail("a bad line comment: \(line)") }
                rest = rest[..<start.lowerBound] + ", " + rest[start.upperBound..<end.lowerBound] + rest[end.upperBound...]
            }
            for number in rest.split(separator: ",") {
                let text = number.filter { $0 != " " }
                guard let n = Int(text), n >= 1, n <= max(file.lines.count, 1) else {
                    fail("a bad line comment: \(line)")
                }
            }
        }
    }

    /// The non-ASCII characters of the built-in templates' text (`…`, `→`).
    static let templateScalars: Set<Unicode.Scalar> = Set(
        BuiltInTemplates.text.values.flatMap { $0.unicodeScalars.filter { !$0.isASCII } })

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x30 || first > 0x39 else { return false }
        return name.utf8.allSatisfy {
            ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F
        }
    }

    /// Evaluates at a few sizes with stand-in measurements, all optional views shown and
    /// hidden, in both directions.
    static func evaluate(_ layout: LayoutPlan) {
        var measure: [String: MeasureStandIn] = [:]
        for (n, element) in layout.measured.enumerated() {
            measure[element.name] = n % 2 == 0 ? .text(width: 120, height: 17) : .fixed(width: 40, height: 30)
        }
        var inputs: [String: Double] = [:]
        for input in layout.inputs where input.defaultValue == nil { inputs[input.name] = input.isBool ? 1 : 8 }
        let hidden = Set(layout.optional.map(\.name))
        let runs: [EvaluationArguments] = [
            EvaluationArguments(width: 320, height: 480, inputs: inputs, measure: measure),
            EvaluationArguments(
                width: 0, height: 0, inputs: inputs, hidden: hidden, rightToLeft: true, scale: 2, measure: measure,
                safeArea: [20, 0, 34, 0]),
            EvaluationArguments(width: 1024.5, height: 17, inputs: inputs, rightToLeft: true, scale: 3, measure: measure),
        ]
        for (n, arguments) in runs.enumerated() {
            do {
                let result = try LayoutGenCore.evaluate(layout, arguments: arguments)
                if n == 0 {
                    _ = PreviewSVG.document(PreviewScene(layout: layout, result: result, arguments: arguments))
                }
                if result.frames.count != layout.elements.count { fail("a frame per element") }
                // docs/language.md: for finite sizes and inputs, finite frames with sizes >= 0.
                var sizes = [(layout.name, result.width, result.height)]
                sizes += result.frames.map { ($0.name, $0.frame.width, $0.frame.height) }
                sizes += result.contentSizes.map { ($0.name + "ContentSize", $0.width, $0.height) }
                for (name, width, height) in sizes where !(width.isFinite && height.isFinite && width >= 0 && height >= 0) {
                    fail("\(name) is \(width)×\(height) at \(arguments.width)×\(arguments.height)")
                }
                for (name, frame) in result.frames where !(frame.x.isFinite && frame.y.isFinite) {
                    fail("\(name) is at \(frame.x), \(frame.y) at \(arguments.width)×\(arguments.height)")
                }
            } catch {
                fail("evaluation refused its arguments: \(error)")
            }
        }
    }
}
