import LayoutGenCore
import LayoutGenEvaluate

/// `layoutgen eval`: lays a spec out at one size with the interpreter (the same plan the
/// generated code runs) and prints the frames.
package enum EvalCommand: Subcommand {
    package static let name = "eval"
    package static let summary = "lay out one spec at a size and print its frames"
    package static let usage = """
        layoutgen eval SPEC [--layout NAME] --size WxH [--input NAME=VALUE]... [--hidden NAME]...
                      [--measure NAME=SPEC]... [--rtl] [--scale N] [--safe-area T,L,B,R]
                      [--fit height|width|both] [--json]
        """
    package static let discussion = """
        Runs the plan that 'generate' emits, for the given container size and run-time
        options, and prints the container size used, then each view's and guide's frame
        [x,y,width,height] in declaration order:

          ProfileCell 375x80
          icon [12,16,48,48]

        With --json it prints one line instead:
          {"layout":"ProfileCell","size":[375,80],"frames":{"icon":[12,16,48,48]}}

        A measured view answers its --measure stand-in: NAME=WxH always answers WxH;
        NAME=text:WxH is one line of text W wide and H tall that wraps when the proposed
        width p is smaller (width min(W,p), height H*ceil(W/p)); NAME=text:WxH:N wraps to
        at most N lines (height H*min(N,ceil(W/p)), a label's numberOfLines). Without one it
        answers 0x0. A text's first baseline is 0.8*H below its top and its last one 0.2*H
        above its bottom (a font's ascender and descent); a fixed size has both at its bottom.

        The size is met as layout(in:) meets it: content stretches or compresses to it.
        With --fit height (width, both) the layout is made at sizeThatFits of the size with
        those axes fitting, then layout(in:) that size, as a self-sizing cell is: 'size' is
        the fitting size. '--size 375x0 --fit height' is a table view cell 375 wide. With --fit
        an extent may be inf, as UIKit code asks sizeThatFits for any height: a fitting axis
        given inf (or .greatestFiniteMagnitude) aims at 0, the compressed size, and another
        axis given inf is read as 0 ('--size 375xinf --fit height' is '--size 375x0 --fit height').
        """
    package static let options =
        RuntimeOptions.specs + [OptionSpec("--json", .flag, help: "print one JSON object instead of text")]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        let path = try SpecFiles.single(arguments.positionals)
        let evaluation = try RuntimeOptions.arguments(arguments)
        guard let (file, plan) = SpecFiles.plan(path, io: &io) else { return LayoutGenCommand.failure }
        let layout = try LayoutSelection.single(plan, named: arguments.value("--layout"), in: file)
        let result: EvaluationResult
        do throws(EvaluationError) {
            result = try evaluate(layout, arguments: evaluation)
        } catch {
            throw UsageError(error.description)
        }
        io.write(arguments.has("--json") ? JSONOutput.object(for: result) + "\n" : text(result))
        return LayoutGenCommand.success
    }

    /// `Name WxH`, then `name [x,y,w,h]` per frame, then `name content WxH` per scroll view,
    /// each on its own line.
    package static func text(_ result: EvaluationResult) -> String {
        let size = NumberFormatting.text(result.width) + "x" + NumberFormatting.text(result.height)
        let frames = result.frames.map { name, frame in
            let numbers = [frame.x, frame.y, frame.width, frame.height].map(NumberFormatting.text)
            return "\(name) [\(numbers.joined(separator: ","))]\n"
        }
        let contents = result.contentSizes.map {
            "\($0.name) content \(NumberFormatting.text($0.width))x\(NumberFormatting.text($0.height))\n"
        }
        return "\(result.layout) \(size)\n" + frames.joined() + contents.joined()
    }
}
