import Foundation
@testable import LayoutGenCore
import Testing

/// End-to-end `eval` and `explain` on specs actually parsed and solved: they fail while the
/// parser (or, where tagged, `explain`) is a stub. The expected frames come from the contract
/// (GENERATED.md §2 and the CLI brief).
@Suite(.tags(.needsParser)) struct ParserDependentEvalTests {
    static let measures = [
        "--measure", "time=40x16", "--measure", "title=text:300x20", "--measure", "subtitle=text:150x16",
    ]


    /// Runs `layoutgen` with `SPEC` replaced by a ProfileCell spec file.
    func withSpec(_ arguments: [String], spec text: String = profileCellSpec) throws -> CommandRun {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("ProfileCell.layout", text)
        return layoutgen(arguments.map { $0 == "SPEC" ? spec : $0 })
    }

    @Test func evalJSONMatchesTheContract() throws {
        let run = try withSpec(["eval", "SPEC", "--size", "375x80"] + Self.measures + ["--json"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(
            run.output
                == #"{"layout":"ProfileCell","size":[375,80],"frames":{"icon":[12,16,48,48],"time":[323,10,40,16],"title":[70,10,245,20],"subtitle":[70,34,293,16]}}"#
                + "\n")
    }

    @Test func evalText() throws {
        let run = try withSpec(["eval", "SPEC", "--size=375x80"] + Self.measures)
        #expect(run.status == 0)
        #expect(
            run.output == """
                ProfileCell 375x80
                icon [12,16,48,48]
                time [323,10,40,16]
                title [70,10,245,20]
                subtitle [70,34,293,16]

                """)
    }

    @Test func evalHiddenAndRightToLeftRun() throws {
        let options = ["--hidden", "subtitle", "--rtl", "--scale", "2"]
        let run = try withSpec(["eval", "SPEC", "--size", "375x80"] + options + Self.measures)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("ProfileCell 375x80\nicon [315,16,48,48]\n"))
    }

    @Test(arguments: [
        (["--hidden", "icon"], "error: 'icon' is not an optional view"),
        (["--hidden", "subtitel"], "error: unknown view 'subtitel'; did you mean 'subtitle'?"),
        (["--measure", "titel=1x1"], "error: unknown view 'titel'; did you mean 'title'?"),
        (["--measure", "icon=1x1"], "error: 'icon' is not a measured view"),
        (["--input", "gap=4"], "error: unknown input 'gap'"),
        (["--layout", "ProfileCel"], "error: unknown layout 'ProfileCel'; did you mean 'ProfileCell'?"),
    ])
    func evalNameErrorsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try withSpec(["eval", "SPEC", "--size", "375x80"] + arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(message + "\nusage: layoutgen eval "))
    }

    @Test func severalLayoutsNeedLayoutOption() throws {
        let two = profileCellSpec + """
            layout Badge {
                view dot
                dot.size == 8
                dot.leading == 0
                dot.top == 0
            }

            """
        let run = try withSpec(["eval", "SPEC", "--size", "375x80"], spec: two)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("error: '"))
        #expect(run.error.contains("' declares several layouts; choose one with --layout NAME: ProfileCell, Badge\n"))
        let chosen = try withSpec(["eval", "SPEC", "--size", "20x20", "--layout", "Badge"], spec: two)
        #expect(chosen.output == "Badge 20x20\ndot [0,0,8,8]\n")
    }

    @Test func evalInputs() throws {
        let missing = try withSpec(["eval", "SPEC", "--size", "100x20", "--layout", "Row"], spec: twoLayoutsSpec)
        #expect(missing.status == 64)
        #expect(missing.error.contains("error: input 'inset' has no default; give it with --input inset=VALUE\n"))
        let given = try withSpec(
            ["eval", "SPEC", "--size", "100x20", "--layout", "Row", "--input", "inset=5", "--input=gap=2.5"],
            spec: twoLayoutsSpec)
        #expect(given.status == 0)
        #expect(given.output == "Row 100x20\nb [5,0,12.5,10]\n")
    }

    @Test(.tags(.needsExplain)) func explainSeparatesLayoutsByABlankLine() throws {
        let all = try withSpec(["explain", "SPEC"], spec: twoLayoutsSpec)
        #expect(all.status == 0)
        #expect(all.output.hasPrefix("layout Framed\n"))
        #expect(all.output.contains("\n\nlayout Row\n"))
        let one = try withSpec(["explain", "SPEC", "--layout", "Row"], spec: twoLayoutsSpec)
        #expect(one.output.hasPrefix("layout Row\n"))
        #expect(!one.output.contains("Framed"))
    }

    @Test(.tags(.needsExplain)) func explainPrintsThePlan() throws {
        let run = try withSpec(["explain", "SPEC"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("layout ProfileCell\n"))
        #expect(run.output.contains("(view title: measured, line "))
        #expect(run.output.hasSuffix("\n") && !run.output.hasSuffix("\n\n"))
        let unknown = try withSpec(["explain", "SPEC", "--layout", "Profile"])
        #expect(unknown.status == 64)
    }
}
