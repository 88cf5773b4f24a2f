import Foundation
import LayoutGenCLI

var io = CommandIO.standard()
exit(LayoutGenCommand.run(Array(CommandLine.arguments.dropFirst()), io: &io))
