import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenAnalyze
@testable import LayoutGenDiagnostics
@testable import LayoutGenFullCLI

/// A tie's warning names the goals that compete at its witness and suggests the priority that
/// removes it: every suggestion the repository's specs get (the docs' examples of ties, and the
/// settings row whose witness was about hugging while the warning blamed compression) is
/// applied as the language server's quick fix applies it, and the spec then checks without a tie.
@Suite struct TieSuggestionTests {
    private func ties(_ text: String) -> [Diagnostic] {
        checkWarnings(text).filter { if case .tie = $0.problem { true } else { false } }
    }

    /// `text` with the first tie's suggested fix applied; nil where no tie is left or its fix
    /// is not an edit the quick fix makes.
    private func fixed(_ text: String) -> String? {
        guard let tie = ties(text).first,
            let (range, replacement) = LanguageServer.tieFix(tie, in: SourceFile(path: "Cell.layout", text: text))
        else { return nil }
        var lines = text.components(separatedBy: "\n")
        let n = range.start.line - 1
        let line = Array(lines[n])
        lines[n] = String(line[..<(range.start.column - 1)]) + replacement + String(line[(range.end.column - 1)...])
        return lines.joined(separator: "\n")
    }

    /// The specs of the docs' examples that get a tie, and the settings row.
    private static var specs: [String] {
        var result = [
            """
            layout SettingsRow {
                view title: measured
                view subtitle: measured
                H: |-16-[title]-16-|
                H: |-16-[subtitle]-16-|
                V: |-11-[title]-2-[subtitle]-11-|
                super.height >= 44
            }
            """
        ]
        for doc in ["docs/language.md", "docs/diagnostics.md", "docs/getting-started.md", "docs/cookbook.md"] {
            guard let text = try? TestPaths.read(doc) else { continue }
            for block in text.components(separatedBy: "```layout-error\n").dropFirst() {
                if let end = block.range(of: "\n```") { result.append(String(block[..<end.lowerBound])) }
            }
        }
        return result
    }

    @Test func everySuggestedPriorityRemovesTheTie() throws {
        var tied = 0
        for spec in Self.specs where !ties(spec).isEmpty {
            tied += 1
            var text = spec
            for _ in 0..<3 {
                guard let next = fixed(text) else { break }
                text = next
            }
            #expect(ties(text).isEmpty, "after the suggested priorities:\n\(text)\n\(ties(text).map(\.message))")
        }
        #expect(tied >= 3, "the docs' examples and the settings row have ties")
    }

    /// Two labels in a row of fixed gaps tie twice: their compression resistance where the row is
    /// narrow, their hugging where it is wide. Both ties are reported at once, each with its own
    /// witness and suggestion (the second was found only once the first was fixed), and the
    /// two suggestions together leave none.
    @Test func bothTiesOfARowAreReportedAtOnce() throws {
        let row = """
            layout Row {
                view title, detail: measured
                H: |-16-[title]-8-[detail]-16-|
                V: |-12-[title]-12-|
                detail.top == title.top
            }
            """
        let found = ties(row)
        #expect(found.count == 2)
        #expect(found.contains { $0.message.contains("'title' resisting compression and 'detail' resisting compression") })
        #expect(found.contains { $0.message.contains("'title' hugging its content and 'detail' hugging its content") })
        var text = row
        for _ in 0..<2 { text = try #require(fixed(text)) }
        #expect(ties(text).isEmpty, "\(text)")
    }

    /// Labels hugging at 251 tie; the later one's suggested 250 is UIKit's default, written as
    /// plain `measured` (not `measured()`, which does not parse), and applying it removes the tie.
    @Test func aSuggestionBackToTheDefaultIsPlainMeasured() throws {
        let row = """
            layout Row {
                view title, detail: measured(H hugging @251)
                H: |-16-[title]-8-[detail]-16-|
                V: |-12-[title]-12-|
                detail.top == title.top
                domain title.width 0...100
                domain detail.width 0...100
            }
            """
        let tie = try #require(ties(row).first)
        #expect(tie.notes.contains { $0.message == "choose with a priority: 'view detail: measured' makes it stretch" })
        let text = try #require(fixed(row))
        #expect(ties(text).isEmpty, "\(text)")
    }

    /// The settings row's tie is its labels' hugging at 250 (its witness: the title 11 or 20
    /// tall), not their compression resistance; the suggestion is the later one's hugging.
    @Test func theSettingsRowsTieIsItsLabelsHugging() throws {
        let tie = try #require(ties(Self.specs[0]).first)
        #expect(tie.message.contains("'title' hugging its content and 'subtitle' hugging its content, both at priority 250"))
        #expect(tie.notes.contains { $0.message == "choose with a priority: 'view subtitle: measured(V hugging @249)' makes it stretch" })
    }
}
