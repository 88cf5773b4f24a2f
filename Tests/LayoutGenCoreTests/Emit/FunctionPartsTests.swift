import Foundation
import Testing

@testable import LayoutGenCore

/// Generated functions stay short enough to type-check quickly: no function body holds more
/// than `FunctionParts.statementsPerFunction` statements; a longer program continues in parts.
/// (That the parts compute what one function would is checked by compiling them: the LongForm
/// and MailRow golden files against eval.)
@Suite struct FunctionPartsTests {
    /// The statements of each function in generated code: steps (`let`, `_ = measure`),
    /// frames stored one by one, the frames of a `return`, and frames mirrored or rounded, by
    /// function name (`frames#2` for the second `frames` of a file of several layouts).
    static func statementCounts(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var function: String?
        let statement = try! Regex(#"^\s*(let [\w`]+|_ = |\w+\.\w+ = |\w+: CGRect\(|Self\.(mirror|round)\(&)"#)
        for line in text.split(separator: "\n") {
            if let range = line.range(of: "static func ") {
                let name = String(line[range.upperBound...].prefix { $0 != "(" })
                var key = name
                var n = 1
                while counts[key] != nil {
                    n += 1
                    key = "\(name)#\(n)"
                }
                function = key
                counts[key] = 0
                continue
            }
            if let function, line.firstMatch(of: statement) != nil { counts[function, default: 0] += 1 }
        }
        return counts
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
        for (function, count) in Self.statementCounts(text) {
            #expect(count <= FunctionParts.statementsPerFunction, "\(path): \(function) has \(count) statements")
        }
    }

    @Test func aLongProgramContinuesInPartsEachWithinTheLimit() {
        let text = Self.generate(Self.form(rows: 60))
        let counts = Self.statementCounts(text)
        #expect(counts["framesPart3"] != nil, "three parts at least: \(counts.keys.sorted())")
        #expect(counts.keys.contains { $0.hasPrefix("sizeFittingHeightPart") })
        // The count sees them all: 120 frames, 60 measurements and 59 positions in `frames`.
        #expect(counts.filter { $0.key.hasPrefix("frames") }.values.reduce(0, +) >= 239)
        for (function, count) in counts {
            #expect(count <= FunctionParts.statementsPerFunction, "\(function) has \(count) statements")
        }
        // Every frame is stored once, into the result the parts take inout.
        for i in 0..<60 {
            #expect(text.components(separatedBy: "frames.value\(i) = CGRect(").count == 2, "value\(i)")
        }
        #expect(text.contains("Self.framesPart2(&frames, in: size, measure: measure, "))
        #expect(text.contains("private static func framesPart2(\n        _ frames: inout Form,\n        in size: CGSize,"))
    }

    @Test func placingManyFramesIsInParts() {
        let text = Self.generate(Self.form(rows: 60))
        let counts = Self.statementCounts(text)
        // 120 frames mirrored, 120 frames and the size rounded, in parts of the limit at most.
        let mirrored = counts.filter { $0.key.hasPrefix("mirrorPart") }
        let rounded = counts.filter { $0.key.hasPrefix("roundPart") }
        #expect(mirrored.count == 3 && rounded.count == 3, "\(counts.keys.sorted())")
        #expect(mirrored.values.reduce(0, +) == 120)
        #expect(rounded.values.reduce(0, +) == 121)
        for (function, count) in mirrored.merging(rounded, uniquingKeysWith: +) {
            #expect(count <= FunctionParts.statementsPerFunction, "\(function) has \(count) statements")
        }
        #expect(text.contains("Self.mirrorPart3(&frames, in: width)"))
        #expect(text.contains("Self.roundPart3(&frames, scale)"))
    }

    @Test func aShortProgramIsOneFunction() {
        let text = Self.generate(Self.form(rows: 4))
        #expect(!text.contains("Part2"))
        #expect(!text.contains("extension Form"))
    }
}
