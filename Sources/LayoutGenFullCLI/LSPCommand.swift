import LayoutGenCLI
import LayoutGenCore

/// `layoutgen lsp`: a language server on standard input and output (`LanguageServer`).
package enum LSPCommand: Subcommand {
    package static let name = "lsp"
    package static let summary = "a language server for editors, on standard input and output"
    package static let usage = "layoutgen lsp"
    package static let discussion = """
        Speaks the Language Server Protocol over standard input and output, for .layout files
        (an editor starts it; docs/editors.md says how). It offers:
          diagnostics on open and on every change: every problem of every stage, the checks
            of 'check' included, each note as related information;
          hover on a view or an attribute: what decides its values, as 'explain' says it,
            and its frame at the widths 'preview' draws (the height fitted, measured views
            one line of their name); on an input or a let: its
            declaration; on a constraint: whether it holds, yields (by how much, and to
            which constraints at their limit) or is not in effect there;
          go to definition and find references of views, guides, inputs and lets;
          document symbols (layouts and what they declare);
          completion: attributes after '.', priorities after '@', the options inside
            'measured(…)', else the layout's names and the keywords;
          formatting, as 'layoutgen format';
          quick fixes: a misspelt name replaced with the one "did you mean" names, and the
            priority that breaks a tie written into the view's declaration;
          a "Preview" lens on each layout: the command 'layoutgen.preview' starts
            'layoutgen preview --watch' for it and asks the editor to open the page.
        Documents are synchronised whole. It exits after 'exit' (status 0 after 'shutdown',
        1 otherwise) or at the end of its input.
        """
    package static let options: [OptionSpec] = []

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("'lsp' takes no arguments") }
        return LanguageServer.run(io: &io)
    }
}
