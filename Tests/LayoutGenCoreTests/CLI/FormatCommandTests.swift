import Foundation
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenFullCLI

/// `layoutgen format` on files: written only when they change, `--check` writes nothing and
/// exits 1, `--stdin` formats standard input.
@Suite struct FormatCommandTests {
    let messy = "layout A {\nview a\n  a.edges==super.edges\n}\n"
    let tidy = "layout A {\n    view a\n    a.edges == super.edges\n}\n"

    @Test func checkWritesNothingAndFailsOnAnUnformattedSpec() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Specs/A.layout", messy)
        let run = layoutgen("format", "--check", directory.path("Specs"))
        #expect(run.status == 1)
        #expect(run.error == "\(path): error: not formatted (run 'layoutgen format \(path)')\n")
        #expect(directory.read("Specs/A.layout") == messy)
    }

    @Test func formatRewritesTheSpecAndThenChecksClean() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.layout", messy)
        let run = layoutgen("format", path)
        #expect(run.status == 0 && run.error.isEmpty && run.output.isEmpty)
        #expect(directory.read("A.layout") == tidy)
        #expect(layoutgen("format", "--check", path).status == 0)
    }

    @Test func aSpecWithLexicalErrorsIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("A.layout", "layout A {\n view a ~\n}\n")
        let run = layoutgen("format", path)
        #expect(run.status == 1)
        #expect(run.error.contains("not formatted: it has syntax errors"))
        #expect(directory.read("A.layout") == "layout A {\n view a ~\n}\n")
    }

    @Test func stdinIsFormattedToStandardOutput() {
        let run = layoutgen(["format", "--stdin"], input: messy)
        #expect(run.status == 0)
        #expect(run.output == tidy)
    }
}
