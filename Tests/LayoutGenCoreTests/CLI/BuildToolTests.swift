import Testing

@testable import LayoutGenCLI

/// `layoutgen-build`, the plugins' tool: the subcommands a build needs, and a pointer to the
/// full tool for the rest.
@Suite struct BuildToolTests {
    @Test func helpListsItsOwnSubcommandsAndNamesTheRest() {
        let run = layoutgen(["--help"], tool: .build)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("layoutgen-build 0.1.0: "))
        #expect(run.output.contains("usage: layoutgen-build <subcommand> [options]"))
        for name in ["generate", "check", "eval", "explain"] {
            #expect(run.output.contains("\n  \(name) "), "\(name) missing")
        }
        #expect(!run.output.contains("\n  preview "))
        #expect(run.output.contains("the full tool, layoutgen, also has: preview, verify, format, import, lsp"))
    }

    @Test func subcommandHelpSpellsTheToolsName() {
        let run = layoutgen(["generate", "--help"], tool: .build)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: layoutgen-build generate "))
    }

    @Test func aSubcommandOfTheFullToolSaysWhereItIs() {
        let run = layoutgen(["preview", "x.layout"], tool: .build)
        #expect(run.status == 64)
        #expect(run.error.contains("'preview' is a subcommand of the full tool: swift run layoutgen preview"))
        let help = layoutgen(["help", "lsp"], tool: .build)
        #expect(help.status == 64)
        #expect(help.error.contains("'lsp' is a subcommand of the full tool: swift run layoutgen lsp"))
    }

    @Test func theFullToolHasEverySubcommandOfTheBuildTool() {
        let full = CommandLineTool.full.subcommands.map { $0.name }
        #expect(Array(full.prefix(4)) == CommandLineTool.build.subcommands.map { $0.name })
        #expect(Set(full).isSuperset(of: CommandLineTool.build.elsewhere))
    }
}
