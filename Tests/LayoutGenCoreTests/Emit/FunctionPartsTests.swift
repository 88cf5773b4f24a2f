import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

/// Generated functions stay short enough to type-check quickly: no function body costs more
/// than `TypeCheckCost.perFunction`; a longer program continues in parts.
/// (That the parts compute what one function would is checked by compiling them: the LongForm
/// and MailRow golden files against eval.)
@Suite struct FunctionPartsTests {
    /// The statements of each function in generated code: steps (`let`, `_ = measure`),
    /// frames stored one by one, the frames of a `return`, and frames mirrored or rounded, by
    /// function name (`frames#2` for the second `frames` of a file of several layouts): how
    /// many, and what they cost the type checker (`TypeCheckCost`).
    static func statements(_ text: String) -> [String: (count: Int, cost: Int)] {
        var result: [String: (count: Int, cost: Int)] = [:]
        var function: String?
        let statement = try! Regex(#"^\s*(let [\w`]+|_ = |\w+\.\w+ = |\w+: CGRect\(|Self\.(mirror|round)\(&)"#)
        for line in text.split(separator: "\n") {
            if let range = line.range(of: "static func ") {
                let name = String(line[range.upperBound...].prefix { $0 != "(" })
                var key = name
                var n = 1
                while result[key] != nil {
                    n += 1
                    key = "\(name)#\(n)"
                }
                function = key
                result[key] = (0, 0)
                continue
            }
            if let function, line.firstMatch(of: statement) != nil {
                result[function]!.count += 1
                result[function]!.cost += TypeCheckCost.of(String(line))
            }
        }
        return result
    }

    static func counts(_ text: String) -> [String: Int] { statements(text).mapValues(\.count) }

    static func expectWithinTheLimit(_ text: String, _ context: String = "") {
        for (function, statements) in Self.statements(text) {
            #expect(statements.cost <= TypeCheckCost.perFunction, "\(context)\(function) costs \(statements.cost)")
        }
    }

    /// A form of `rows` rows, each a label beside a measured value, stacked.
    static func form(rows: Int) -> String {
        var lines = ["layout Form {"]
        lines.append("    view " + (0..<rows).map { "label\($0)" }.joined(separator: ", "))
        lines.append("    view " + (0..<rows).map { "value\($0)" }.joined(separator: ", ") + ": measured")
        for i in 0..<rows {
            lines.append("    H: |-16-[label\(i)(100)]-8-[value\(i)]-16-|")
            lines.append("    label\(i).top == value\(i).top")
            lines.append("    label\(i).height == value\(i).height")
        }
        lines.append("    V: |-12-" + (0..<rows).map { "[value\($0)]" }.joined(separator: "-8-") + "-12-|")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func generate(_ spec: String) -> String {
        let diagnostics = DiagnosticCollector()
        let text = Pipeline.generate(
            SourceFile(path: "Form.layout", text: spec), options: GenerationOptions(), diagnostics: diagnostics)
        return text ?? ""
    }

    @Test(arguments: TestPaths.fixtures)
    func noFunctionOfAFixtureIsTooLong(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let text = try #require(Pipeline.generate(file, diagnostics: DiagnosticCollector()))
        Self.expectWithinTheLimit(text, "\(path): ")
    }

    @Test func aLongProgramContinuesInPartsEachWithinTheLimit() {
        let text = Self.generate(Self.form(rows: 60))
        let counts = Self.counts(text)
        #expect(counts["framesPart3"] != nil, "three parts at least: \(counts.keys.sorted())")
        #expect(counts.keys.contains { $0.hasPrefix("sizeFittingHeightPart") })
        // The count sees them all: 120 frames, 60 measurements and 59 positions in `frames`.
        #expect(counts.filter { $0.key.hasPrefix("frames") }.values.reduce(0, +) >= 239)
        Self.expectWithinTheLimit(text)
        // Every frame is stored once, into the result the parts take inout.
        for i in 0..<60 {
            #expect(text.components(separatedBy: "frames.value\(i) = CGRect(").count == 2, "value\(i)")
        }
        #expect(text.contains("Self.framesPart2(&frames, in: size, measure: measure, "))
        #expect(text.contains("private static func framesPart2(\n        _ frames: inout Form,\n        in size: CGSize,"))
    }

    @Test func placingManyFramesIsInParts() {
        let views = (0..<260).map { "v\($0)" }
        let spec = "layout Many {\n view \(views.joined(separator: ", "))\n"
            + views.map { " \($0).edges == super.edges\n" }.joined() + "}"
        let text = Self.generate(spec)
        let counts = Self.counts(text)
        // 260 frames mirrored, 260 frames and the size rounded, in parts within the limit.
        let mirrored = counts.filter { $0.key.hasPrefix("mirrorPart") }
        let rounded = counts.filter { $0.key.hasPrefix("roundPart") }
        #expect(mirrored.count == 2 && rounded.count == 2, "\(counts.keys.sorted())")
        #expect(mirrored.values.reduce(0, +) == 260)
        #expect(rounded.values.reduce(0, +) == 261)
        #expect(counts["place"] == 1, "only the given width is read in place itself")
        Self.expectWithinTheLimit(text)
        #expect(text.contains("Self.mirrorPart2(&frames, in: width)"))
        #expect(text.contains("Self.roundPart2(&frames, scale)"))
    }

    @Test func aLineCostsItsOperatorsAndMeasurements() {
        #expect(TypeCheckCost.of("let a: CGFloat = 8  // A.layout:3 + - * /") == 1)
        #expect(TypeCheckCost.of("let b: CGFloat = a + c - 4  // A.layout:4") == 5)
        #expect(TypeCheckCost.of("let m: CGFloat = max(max(a, b), c * 0.5)") == 7)
        #expect(TypeCheckCost.of("let x: CGFloat = branch == 0 ? a : b") == 3)
        #expect(
            TypeCheckCost.of(
                "let s: CGSize = Self.answer(measure(.title, CGSize(width: Self.nonNegative(w), height: h)))") == 5)
        #expect(TypeCheckCost.of("let maximum: CGFloat = minimum - a") == 3)
        // A first line that alone costs more than a body still goes into one.
        #expect(TypeCheckCost.prefix([TypeCheckCost.perFunction + 1, 1], fitting: TypeCheckCost.perFunction) == 1)
        #expect(TypeCheckCost.prefix([5, 5], fitting: 4) == 0)
        #expect(TypeCheckCost.prefix([5, 5, 5], fitting: 10) == 2)
    }

    @Test func aWriterCountsEachLineOnce() {
        var out = LineWriter()
        out.line("let b: CGFloat = a + c - 4")
        #expect(out.cost() == 5)
        // Lines written after a count are added to it, at any indentation.
        out.block("if flag {") { $0.line("let m: CGFloat = max(a, b)") }
        #expect(out.cost() == 5 + 1 + 3 + 1)
        #expect(out.cost() == out.lines.map(TypeCheckCost.of).reduce(0, +))
    }

    @Test func aShortProgramIsOneFunction() {
        let text = Self.generate(Self.form(rows: 4))
        #expect(!text.contains("Part2"))
        #expect(!text.contains("extension Form"))
    }
}
