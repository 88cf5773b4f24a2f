import Foundation
@testable import LayoutGenCore
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenDiagnostics

/// `layoutgen check`, and how diagnostics are styled for the stream they go to.
@Suite struct CheckCommandTests {
    @Test func aValidSpecExitsZeroAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("Specs/Cell.layout", profileCellSpec)
        let run = layoutgen("check", dir.path("Specs"))
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.error == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("Specs")) == ["Cell.layout"])
    }

    @Test func unreadableSpecIsAnError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = dir.path("Latin1.layout")
        try Data([0x6C, 0x61, 0x79, 0xE9, 0xFF]).write(to: URL(fileURLWithPath: spec))
        let run = layoutgen("check", spec)
        #expect(run.status == 1)
        #expect(run.error == "error: '\(spec)' is not UTF-8 text\n")
    }

    @Test func diagnosticStyleFollowsTheTerminalAndTheEnvironment() {
        #expect(CommandIO.captured().diagnosticStyle == .plain)
        #expect(CommandIO.captured(errorIsTerminal: true).diagnosticStyle == .terminal(color: true))
        #expect(
            CommandIO.captured(environment: ["LAYOUTGEN_DIAGNOSTICS": "full"]).diagnosticStyle
                == .terminal(color: false))
        #expect(
            CommandIO.captured(errorIsTerminal: true, environment: ["LAYOUTGEN_DIAGNOSTICS": "full"])
                .diagnosticStyle == .terminal(color: false))
    }

    @Test func reportPrintsSortedDiagnosticsToStandardError() {
        let file = SourceFile(path: "Cell.layout", text: "layout Cell {\n    view a\n}\n")
        let collector = DiagnosticCollector()
        let line2 = SourceRange(start: SourceLocation(line: 2, column: 10), end: SourceLocation(line: 2, column: 11))
        let line1 = SourceRange(start: SourceLocation(line: 1, column: 8), end: SourceLocation(line: 1, column: 12))
        collector.warning(.unusedMeasurement("a"), at: line2)
        collector.error(.duplicateName("Cell"), at: line1)
        var io = CommandIO.captured(environment: ["LAYOUTGEN_DIAGNOSTICS": "full"])
        io.report(collector, in: file)
        #expect(io.capturedOutput == "")
        #expect(
            io.capturedError == """
                Cell.layout:1:8: error: 'Cell' is declared more than once
                1 | layout Cell {
                  |        ^~~~
                Cell.layout:2:10: warning: 'a' is measured but its constraints determine its whole size; the measurement is not used
                2 |     view a
                  |          ^

                """)
    }
}
