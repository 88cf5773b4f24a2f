import Foundation
import Testing
@testable import LayoutGenEvaluate

/// Every misuse of the command line exits 64 with `error: …` and the subcommand's usage line
/// on standard error, and prints nothing on standard output.
@Suite struct UsageErrorTests {
    static let evalUsage = "usage: layoutgen eval SPEC [--layout NAME] --size WxH"
    static let generateUsage = "usage: layoutgen generate SPEC_OR_DIR... --output DIR"

    /// Runs `arguments` with `SPEC` replaced by a spec file that exists.
    func run(_ arguments: [String]) throws -> CommandRun {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let spec = try directory.write("Cell.layout", profileCellSpec)
        return layoutgen(
            arguments.map { $0 == "SPEC" ? spec : $0.replacingOccurrences(of: "DIR/", with: directory.path + "/") })
    }

    @Test(arguments: [
        ([], "error: missing '--size WxH'"),
        (["--size", "375"], "error: invalid size '375'; expected WxH with non-negative numbers, as in 375x80"),
        (["--size", "-1x80"], "error: invalid size '-1x80'; expected WxH with non-negative numbers, as in 375x80"),
        (["--size", "axb"], "error: invalid size 'axb'; expected WxH with non-negative numbers, as in 375x80"),
        (["--size"], "error: missing value for '--size WxH'"),
        (["--size", "1x1", "--size=2x2"], "error: option '--size' given more than once"),
        (["--size", "1x1", "--input", "gap"], "error: invalid '--input gap'; expected NAME=VALUE"),
        (["--size", "1x1", "--input", "=3"], "error: invalid '--input =3'; expected NAME=VALUE"),
        (
            ["--size", "1x1", "--input", "gap=wide"],
            "error: invalid value 'wide' for input 'gap'; expected a number, true or false"
        ),
        (["--size", "1x1", "--input", "a=1", "--input", "a=2"], "error: 'a' given more than once to '--input'"),
        (
            ["--size", "1x1", "--measure", "title=text:300"],
            "error: invalid measure 'title=text:300'; expected NAME=WxH, NAME=text:WxH or NAME=text:WxH:N, as in title=text:300x20"
        ),
        (["--size", "1x1", "--measure", "title"], "error: invalid '--measure title'; expected NAME=WxH, NAME=text:WxH or NAME=text:WxH:N"),
        (["--size", "1x1", "--scale", "two"], "error: invalid scale 'two'; expected a number >= 0, as in 2"),
        (["--size", "1x1", "--rtl=yes"], "error: option '--rtl' takes no value"),
        (["--size", "1x1", "--jsn"], "error: unknown option '--jsn'; did you mean '--json'?"),
        (
            ["--size", "1x1", "--safe-area", "1,2"],
            "error: invalid safe area '1,2'; expected four numbers T,L,B,R, as in 44,0,34,0"
        ),
    ])
    func eval(arguments: [String], message: String) throws {
        let run = try run(["eval", "SPEC"] + arguments)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.error.hasPrefix(message + "\n" + Self.evalUsage))
    }

    @Test func evalSpecArgument() throws {
        let missing = try run(["eval", "--size", "1x1"])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix("error: missing SPEC: the spec file to read\n" + Self.evalUsage))
        let absent = try run(["eval", "DIR/Absent.layout", "--size", "1x1"])
        #expect(absent.status == 64)
        #expect(absent.error.hasPrefix("error: no such file: '"))
        let two = try run(["eval", "SPEC", "SPEC", "--size", "1x1"])
        #expect(two.status == 64)
        #expect(two.error.hasPrefix("error: expected one spec file, got 2"))
    }

    @Test(arguments: [
        ([], "error: missing SPEC_OR_DIR: the specs to generate from"),
        (["SPEC"], "error: missing '--output DIR'"),
        (
            ["SPEC", "--output", "DIR/out", "--access", "private"],
            "error: invalid access level 'private'; expected public or internal"
        ),
        (
            ["SPEC", "--output", "DIR/out", "--output-file", "DIR/f.swift"],
            "error: '--output' and '--output-file' cannot be used together"
        ),
        (["DIR/Absent.layout", "--output", "DIR/out"], "error: no such file or directory: '"),
        (["SPEC", "--outptu", "DIR/out"], "error: unknown option '--outptu'; did you mean '--output'?"),
    ])
    func generate(arguments: [String], message: String) throws {
        let run = try run(["generate"] + arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix(message))
        #expect(run.error.contains("\n" + Self.generateUsage))
    }

    @Test func checkAndExplain() throws {
        let check = try run(["check"])
        #expect(check.status == 64)
        #expect(
            check.error
                == "error: missing SPEC_OR_DIR: the specs to check\nusage: layoutgen check SPEC_OR_DIR... "
                + "[--strict] [--format text|json|github] | --stdin-path PATH [--format …]\n")
        let checkAbsent = try run(["check", "DIR/nothing"])
        #expect(checkAbsent.status == 64)
        #expect(checkAbsent.error.hasPrefix("error: no such file or directory: '"))
        let explain = try run(["explain", "--layout"])
        #expect(explain.status == 64)
        #expect(explain.error == "error: missing value for '--layout NAME'\nusage: layoutgen explain SPEC [--layout NAME] [--checks]\n")
    }

    @Test func unknownSubcommandOrTopLevelOption() {
        let sub = layoutgen("evl")
        #expect(sub.status == 64)
        #expect(
            sub.error
                == "error: unknown subcommand 'evl'; did you mean 'eval'?\nusage: layoutgen <subcommand> [options]   (see 'layoutgen --help')\n"
        )
        let option = layoutgen("--verison")
        #expect(option.status == 64)
        #expect(option.error.hasPrefix("error: unknown option '--verison'; did you mean '--version'?\n"))
        let nothing = layoutgen()
        #expect(nothing.status == 64)
        #expect(nothing.error.contains("usage: layoutgen <subcommand> [options]"))
    }
}
