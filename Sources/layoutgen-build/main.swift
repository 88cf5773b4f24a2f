import Foundation
import LayoutGenCLI

// The plugins' tool: `layoutgen` without the subcommands a build does not need.
var io = CommandIO.standard()
exit(LayoutGenCommand.run(Array(CommandLine.arguments.dropFirst()), tool: .build, io: &io))
