import Foundation
import LayoutGenCLI
import LayoutGenFullCLI

var io = CommandIO.standard()
exit(LayoutGenCommand.run(Array(CommandLine.arguments.dropFirst()), tool: .full, io: &io))
