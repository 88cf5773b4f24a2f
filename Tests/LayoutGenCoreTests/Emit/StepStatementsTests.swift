import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEmit

/// Generated statements are of moderate length (GENERATED.md §1): a `min`/`max` of many
/// operands is a chain of `let`s of at most four. (That they compute what one expression would
/// is checked by compiling them: the LongForm and FeedCell golden files against eval.) A branch
/// choice stays one expression, which stops at the first level where two branches differ
/// (`StepStatements`).
@Suite struct StepStatementsTests {
    /// How many times `call` occurs in the line.
    static func count(_ call: String, in line: Substring) -> Int {
        line.components(separatedBy: call).count - 1
    }

    @Test(arguments: TestPaths.fixtures)
    func noMinOrMaxOfAFixtureIsALongChain(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let text = try #require(Pipeline.generate(file, diagnostics: DiagnosticCollector()))
        for line in text.split(separator: "\n") where line.contains("let ") {
            let calls = Self.count("max(", in: line) + Self.count("min(", in: line)
            #expect(calls <= StepStatements.extremumOperands - 1, "\(path): \(line)")
        }
    }

    @Test func aLongMaximumIsAChainOfShortOnes() {
        // Twenty measured values in a column as wide as the widest: max of 20 widths.
        let text = FunctionPartsTests.generate(FunctionPartsTests.form(rows: 20))
        #expect(text.contains("let value0WidthMinPart: CGFloat = max(max(max(value0Size.width, value1Size.width), value2Size.width), value3Size.width)"))
        #expect(text.contains("let value0WidthMinPart2: CGFloat = max(max(max(value0WidthMinPart, value4Size.width), value5Size.width), value6Size.width)"))
        #expect(text.contains("let value0WidthMin: CGFloat = max(value0WidthMinPart6, value19Size.width)"))
    }
}
