import Testing

@testable import LayoutGenCLI

/// The option parser on its own: spellings, positionals and each misuse.
@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(options: [
        OptionSpec("--output", .single, value: "DIR", help: ""),
        OptionSpec("--check", .flag, help: ""),
        OptionSpec("--input", .repeatable, value: "NAME=VALUE", help: ""),
        OptionSpec("--scale", .single, value: "N", help: ""),
    ])

    func parse(_ arguments: String...) throws(UsageError) -> ParsedArguments {
        try parser.parse(arguments)
    }

    func message(_ arguments: String...) -> String? {
        do throws(UsageError) {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func optionsAndPositionalsInAnyOrder() throws {
        let parsed = try parse("a.layout", "--output", "out", "dir", "--check", "--input", "x=1", "--input=y=2")
        #expect(parsed.positionals == ["a.layout", "dir"])
        #expect(parsed.value("--output") == "out")
        #expect(parsed.has("--check"))
        #expect(!parsed.has("--scale"))
        #expect(parsed.all("--input") == ["x=1", "y=2"])
        #expect(!parsed.wantsHelp)
    }

    @Test func equalsSpellingKeepsTheRestOfTheArgument() throws {
        #expect(try parse("--output=a=b").value("--output") == "a=b")
        #expect(try parse("--output=").value("--output") == "")
    }

    @Test func singleDashValuesAndDoubleDashEndOptions() throws {
        #expect(try parse("--scale", "-1").value("--scale") == "-1")
        let parsed = try parse("--", "--check", "-")
        #expect(parsed.positionals == ["--check", "-"])
        #expect(!parsed.has("--check"))
    }

    @Test func helpIsRecognisedAnywhereBeforeDoubleDash() throws {
        #expect(try parse("x", "--help").wantsHelp)
        #expect(try parse("-h").wantsHelp)
        #expect(try parse("--bogus", "--output", "-h").wantsHelp)
        #expect(try parse("--", "--help").positionals == ["--help"])
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(message("--outptu", "x") == "unknown option '--outptu'; did you mean '--output'?")
        #expect(message("--chek") == "unknown option '--chek'; did you mean '--check'?")
        #expect(message("--frobnicate") == "unknown option '--frobnicate'")
        #expect(message("-x") == "unknown option '-x'")
    }

    @Test func missingValue() {
        #expect(message("--output") == "missing value for '--output DIR'")
        #expect(message("--output", "--check") == "missing value for '--output DIR'")
    }

    @Test func flagWithValue() {
        #expect(message("--check=yes") == "option '--check' takes no value")
    }

    @Test func singleValuedOptionTwice() {
        #expect(message("--output", "a", "--output=b") == "option '--output' given more than once")
    }

    @Test func unknownNameSuggestsAnAbbreviatedCandidate() {
        #expect(
            UsageError.unknown("subcommand", "gen", among: ["generate", "check"]).message
                == "unknown subcommand 'gen'; did you mean 'generate'?")
        #expect(UsageError.unknown("subcommand", "e", among: ["eval", "explain"]).message == "unknown subcommand 'e'")
    }
}
