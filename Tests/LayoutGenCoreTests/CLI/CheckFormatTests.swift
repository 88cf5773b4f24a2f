import Foundation
@testable import LayoutGenCore
import Testing

@testable import LayoutGenCLI

/// `check --format json|github` and `check --stdin-path`: diagnostics for editors and CI.
@Suite struct CheckFormatTests {
    /// Three errors, one with a note.
    static let spec = """
        layout Cell {
            veiw icon
            view a
            view a
            a.lead == 0
        }

        """

    struct Document: Decodable {
        struct Location: Decodable, Equatable {
            var path: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var message: String
        }
        struct Entry: Decodable {
            var path: String
            var line: Int
            var column: Int
            var endLine: Int
            var endColumn: Int
            var severity: String
            var message: String
            var notes: [Location]
        }
        var diagnostics: [Entry]
    }

    @Test func jsonHasEveryDiagnosticWithItsSpanAndNotes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("Cell.layout", Self.spec)
        let run = layoutgen("check", path, "--format", "json")
        #expect(run.status == 1)
        #expect(run.error == "")
        let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
        #expect(document.diagnostics.map { "\($0.line):\($0.column)-\($0.endLine):\($0.endColumn) \($0.severity)" } == [
            "2:5-2:9 error", "4:10-4:11 error", "5:7-5:11 error",
        ])
        #expect(document.diagnostics.allSatisfy { $0.path == path })
        #expect(document.diagnostics[0].message == "unknown statement 'veiw'; did you mean 'view'?")
        #expect(document.diagnostics[1].notes == [
            .init(path: path, line: 3, column: 10, endLine: 3, endColumn: 11, message: "'a' first declared here")
        ])
        #expect(document.diagnostics[2].notes.isEmpty)
        // A warning alone exits 0, and is in the document too.
        let warned = try dir.write("Warned.layout", "layout W {\n    view b\n    H: |-8-[b]-8-|\n    b.width == 200 @low\n    V: |[b(10)]|\n}\n")
        let warning = layoutgen("check", warned, "--format", "json")
        #expect(warning.status == 0)
        #expect(try JSONDecoder().decode(Document.self, from: Data(warning.output.utf8)).diagnostics.map(\.severity) == ["warning"])
    }

    @Test func stdinPathChecksUnsavedTextUnderThatPath() throws {
        let run = layoutgen(["check", "--stdin-path", "Sources/App/Cell.layout", "--format", "json"], input: Self.spec)
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
        #expect(document.diagnostics.count == 3)
        #expect(document.diagnostics.allSatisfy { $0.path == "Sources/App/Cell.layout" })
        let valid = layoutgen(["check", "--stdin-path", "Cell.layout", "--format", "json"], input: profileCellSpec)
        #expect(valid.status == 0)
        #expect(valid.output == "{\"diagnostics\":[]}\n")
        let text = layoutgen(["check", "--stdin-path", "Cell.layout"], input: Self.spec)
        #expect(text.error.hasPrefix("Cell.layout:2:5: error: unknown statement 'veiw'; did you mean 'view'?\n"))
    }

    @Test func githubAnnotationsAreWorkflowCommands() {
        let run = layoutgen(["check", "--stdin-path", "Cell.layout", "--format", "github"], input: Self.spec)
        #expect(run.status == 1)
        #expect(run.output.split(separator: "\n") == [
            "::error file=Cell.layout,line=2,col=5,endLine=2,endColumn=9::unknown statement 'veiw'; did you mean 'view'?",
            "::error file=Cell.layout,line=4,col=10,endLine=4,endColumn=11::'a' is declared more than once",
            "::notice file=Cell.layout,line=3,col=10,endLine=3,endColumn=11::note: 'a' first declared here",
            "::error file=Cell.layout,line=5,col=7,endLine=5,endColumn=11::unknown attribute 'lead'; did you mean 'leading'?",
        ])
    }

    /// The VS Code problem matcher in Editors/vscode/package.json reads every line `check` prints
    /// when standard error is not a terminal.
    @Test func theEditorsProblemMatcherReadsEveryLine() throws {
        struct Package: Decodable {
            struct Contributes: Decodable {
                struct Matcher: Decodable {
                    struct Pattern: Decodable { var regexp: String }
                    var pattern: Pattern
                }
                var problemMatchers: [Matcher]
            }
            var contributes: Contributes
        }
        let package = try JSONDecoder().decode(Package.self, from: Data(try TestPaths.read("Editors/vscode/package.json").utf8))
        let regexp = try #require(package.contributes.problemMatchers.first?.pattern.regexp)
        let matcher = try NSRegularExpression(pattern: regexp, options: [.anchorsMatchLines])
        let run = layoutgen(["check", "--stdin-path", "Sources/Cell.layout"], input: Self.spec)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        for line in lines {
            let match = matcher.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            #expect(match?.range == NSRange(line.startIndex..., in: line), "\(line)")
        }
    }

    @Test(arguments: [
        (["check", "a.layout", "--format", "xml"], "error: invalid format 'xml'; expected text, json or github"),
        (["check", "a.layout", "--stdin-path", "b.layout"], "error: '--stdin-path' checks standard input: give no SPEC_OR_DIR"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = layoutgen(arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(message + "\n"))
    }
}
