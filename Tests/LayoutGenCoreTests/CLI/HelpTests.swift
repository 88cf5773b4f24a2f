import Testing

@testable import LayoutGenCLI

/// `--help`, `help`, `<subcommand> --help` and `--version`.
@Suite struct HelpTests {
    @Test func generalHelpListsEverySubcommandAndTheEnvironment() {
        for run in [layoutgen("--help"), layoutgen("-h"), layoutgen("help")] {
            #expect(run.status == 0)
            #expect(run.error == "")
            #expect(run.output.hasPrefix("layoutgen 0.1.0: "))
            for name in ["generate", "check", "eval", "explain", "preview", "help", "--version"] {
                #expect(run.output.contains("\n  \(name) "), "\(name) missing from help")
            }
            #expect(run.output.contains("preview    draw the frames eval computes: an SVG picture, or an HTML page of several sizes"))
            #expect(run.output.contains("LAYOUTGEN_DIAGNOSTICS=full"))
            #expect(run.output.contains("64 usage errors"))
        }
    }

    @Test(arguments: ["generate", "check", "eval", "explain", "preview"])
    func subcommandHelpListsEveryOption(name: String) throws {
        let command = try #require(CommandLineTool.full.subcommands.first { $0.name == name })
        for run in [layoutgen(name, "--help"), layoutgen("help", name), layoutgen(name, "x", "-h", "--bogus")] {
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("usage: layoutgen \(name)"))
            for option in command.options {
                #expect(run.output.contains("\n  \(option.name) "), "\(option.name) missing from \(name) help")
            }
            #expect(run.output.contains("\n  --help, -h "))
        }
    }

    @Test func version() {
        let run = layoutgen("--version")
        #expect(run.status == 0)
        #expect(run.output == "layoutgen 0.1.0\n")
    }

    @Test func helpOfAnUnknownSubcommand() {
        let run = layoutgen("help", "generat")
        #expect(run.status == 64)
        #expect(run.error == "error: unknown subcommand 'generat'; did you mean 'generate'?\nusage: layoutgen help [SUBCOMMAND]\n")
    }
}
