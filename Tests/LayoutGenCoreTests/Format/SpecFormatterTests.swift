import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenFormat
@testable import LayoutGenSyntax

/// `layoutgen format`'s canonical style, its idempotence, and that it never changes what a
/// spec says (GENERATED.md §2).
@Suite struct SpecFormatterTests {
    func formatted(_ text: String) -> String? {
        if case .formatted(let result) = SpecFormatter.format(SourceFile(path: "Cell.layout", text: text)) { return result }
        return nil
    }

    @Test func aMessySpecComesOutInTheCanonicalStyle() {
        let messy = """


            // A cell.
            layout Cell{
            view  icon,title :measured( H compression@749 )


              view badge:optional   // shown when new
            icon.size==48;icon.leading == 12
                 title.leading==icon.trailing+10
            title.trailing <= super.trailing -12 @ high
              H:  |-8-[icon]-(>=8)-[badge(20)]-8-|    align   centerY
            V: |-(11 + *)-[title]-(11 + *)-|
            super.height >= max(icon.height,
            title.height) + -16
            when !hidden( badge ) {
            badge.top==-4
            }
            /* a block
               comment */
            }

            """
        let expected = """
            // A cell.
            layout Cell {
                view icon, title: measured(H compression @749)

                view badge: optional  // shown when new
                icon.size == 48
                icon.leading == 12
                title.leading == icon.trailing + 10
                title.trailing <= super.trailing - 12 @high
                H: |-8-[icon]-(>=8)-[badge(20)]-8-| align centerY
                V: |-(11 + *)-[title]-(11 + *)-|
                super.height >= max(icon.height,
                    title.height) + -16
                when !hidden(badge) {
                    badge.top == -4
                }
                /* a block
               comment */
            }

            """
        #expect(formatted(messy) == expected)
        #expect(formatted(expected) == expected)
    }

    /// Every spec of the repository is formatted (CI checks it too), formatting it again
    /// changes nothing, and it reads as the same tokens.
    @Test func theRepositorysSpecsAreFormatted() throws {
        let root = TestPaths.packageRoot
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".layout"), !relative.hasPrefix(".build") else { continue }
            let text = try TestPaths.read(relative)
            #expect(formatted(text) == text, "\(relative) is not formatted")
            checked += 1
        }
        #expect(checked > 100)
    }

    /// Trailing comments of consecutive lines stay one column, two spaces after the longest
    /// code, however they were spaced; a blank line or a line without one ends the column.
    @Test func trailingCommentsOfConsecutiveLinesAreAligned() {
        let text = """
            layout Cell {
                view icon      // the avatar
                view title // the name
                view detail   // the date
                // a note
                view badge // new
                H: |-[icon(20)]-[title]-[detail]-[badge]-|   // the row
            }

            """
        let expected = """
            layout Cell {
                view icon    // the avatar
                view title   // the name
                view detail  // the date
                // a note
                view badge                                  // new
                H: |-[icon(20)]-[title]-[detail]-[badge]-|  // the row
            }

            """
        #expect(formatted(text) == expected)
        #expect(formatted(expected) == expected)
    }

    @Test func aSpecTheLexerRejectsIsLeftAsItIs() {
        let outcome = SpecFormatter.format(SourceFile(path: "Cell.layout", text: "layout A {\n view a ~\n}\n"))
        #expect(outcome == .unchanged(reason: "it has syntax errors (run 'layoutgen check')"))
    }

    /// The output depends only on the tokens and comments, not on how they were spaced: real
    /// specs re-spaced at random (1–3 spaces between tokens, any indentation; a sequence's
    /// own text kept) format to the same text.
    @Test(arguments: ["Examples/NetNewsWireTimelineCell.layout", "Examples/FeedCell.layout", "Examples/ProfileCell.layout"])
    func spacingDoesNotChangeTheOutput(_ path: String) throws {
        let text = try TestPaths.read(path)
        let tokens = tokenize(SourceFile(path: path, text: text), diagnostics: DiagnosticCollector())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            var respaced: [String] = []
            for (n, line) in lines.enumerated() {
                let onLine = tokens.filter {
                    $0.range.start.line == n + 1 && $0.kind != .newline && $0.kind != .endOfFile
                }
                let indent = String(repeating: " ", count: Int.random(in: 0...8, using: &generator))
                let trimmed = line.drop { $0 == " " }
                if onLine.isEmpty || trimmed.hasPrefix("H") || trimmed.hasPrefix("V") {
                    respaced.append(indent + trimmed)
                    continue
                }
                let comment = line.range(of: "//").map { String(line[$0.lowerBound...]) }
                let code = onLine.map(\.text).joined(by: { String(repeating: " ", count: Int.random(in: 1...3, using: &generator)) })
                respaced.append(indent + code + (comment.map { " " + $0 } ?? ""))
            }
            #expect(formatted(respaced.joined(separator: "\n")) == text)
        }
    }
}

extension Array where Element == String {
    /// The elements joined with a separator made anew for each gap.
    func joined(by separator: () -> String) -> String {
        var result = ""
        for (k, element) in enumerated() { result += (k > 0 ? separator() : "") + element }
        return result
    }
}
