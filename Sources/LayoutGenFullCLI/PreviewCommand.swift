import LayoutGenCLI
import Foundation
import LayoutGenCore
import LayoutGenAnalyze
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan
import LayoutGenPreview

/// `layoutgen preview`: lays a spec out like `eval` (the same plan, the same run-time
/// options) and draws the frames: an SVG picture for one size, or an HTML page with several
/// sizes side by side.
package enum PreviewCommand: Subcommand {
    package static let name = "preview"
    package static let summary = "draw the frames eval computes: an SVG picture, or an HTML page of several sizes"
    package static let usage = """
        layoutgen preview SPEC [--layout NAME] [--size WxH[,WxH...]] [--input NAME=VALUE]... [--hidden NAME]...
                      [--measure NAME=SPEC]... [--rtl] [--scale N] [--safe-area T,L,B,R]
                      [--fit height|width|both]
                      --output FILE.svg|FILE.html [--palette light|test] [--watch]
               layoutgen preview SPEC --witness N --output FILE.svg|FILE.html [--palette light|test]
        """
    package static let discussion = """
        Evaluates the layout exactly as 'eval' does and draws every view as a labelled, filled
        rectangle and every guide as a dashed outline, at its position in the container (a
        container view's children inside it; a scroll view's content clipped to its frame).
        Hidden views are ghosted; measured views have an italic name and a corner mark. The
        caption gives the layout, the container size used and the run-time options.

        FILE.svg holds one picture: --size must give one size. FILE.html holds one picture per
        size, side by side; without --size it shows a phone (375x667), a large phone (430x932)
        and a tablet (820x1180). The output is the same bytes for the same arguments.

        --watch keeps running: it rewrites FILE.html whenever the spec changes (its problems,
        if any, are printed and the page keeps the last good frames), and the page reloads
        itself every second. Stop it with Ctrl-C; it stops by itself when the process that
        started it ends.

        --witness N draws the input of the Nth problem that 'check' reports for the spec (a
        tie, a squeezed view, a view outside its container, overlapping views:
        docs/language.md, "What check proves"), counted from 1 in the order they are printed:
        its size, measured answers, inputs, hidden views and direction, which the warning's
        note gives as eval options. The problem's message goes under the caption, the views it
        is about are outlined in red (a ring where one has no area) and the others faded.

        Measured views answer their --measure stand-ins, as in 'eval'; without one they are
        0x0. For example:
          layoutgen preview Examples/ProfileCell.layout --size 375x80 --measure time=40x16 \\
              --measure title=text:300x20 --measure subtitle=text:150x16 --output cell.svg
        """
    package static let options =
        RuntimeOptions.specs.map { option in
            option.name == "--size"
                ? OptionSpec(
                    "--size", .single, value: "WxH[,WxH...]",
                    help: "the container sizes, as in 375x80 or 375x667,820x1180 (HTML default: phone, large phone, tablet)")
                : option
        } + [
            OptionSpec("--output", .single, value: "FILE", help: "the .svg or .html file to write (required)"),
            OptionSpec(
                "--palette", .single, value: "NAME",
                help: "light (default) or test: opaque distinct fills, no labels, for screenshot tests"),
            OptionSpec("--watch", .flag, help: "rewrite FILE.html whenever the spec changes; the page reloads itself"),
            OptionSpec(
                "--witness", .single, value: "N",
                help: "draw the input that shows the Nth problem 'check' reports (instead of --size and the run-time options)"),
        ]

    package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws(UsageError) -> Int32 {
        let path = try SpecFiles.single(arguments.positionals)
        guard let output = arguments.value("--output"), !output.isEmpty else {
            throw UsageError("missing '--output FILE.svg|FILE.html'")
        }
        let lowered = output.lowercased()
        let isHTML = lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
        guard isHTML || lowered.hasSuffix(".svg") else {
            throw UsageError("cannot tell the format of '\(output)'; name the output FILE.svg or FILE.html")
        }
        let paletteName = arguments.value("--palette") ?? PreviewPalette.light.rawValue
        guard let palette = PreviewPalette(rawValue: paletteName) else {
            throw .unknown("palette", paletteName, among: PreviewPalette.allCases.map(\.rawValue))
        }
        if let witness = arguments.value("--witness") {
            let given = RuntimeOptions.specs.map(\.name).filter { arguments.has($0) && $0 != "--layout" } + ["--watch"].filter(arguments.has)
            guard given.isEmpty else {
                throw UsageError("'--witness' takes the size and run-time options from the problem; drop \(given.joined(separator: ", "))")
            }
            guard let n = Int(witness), n >= 1 else { throw UsageError("invalid witness '\(witness)'; expected a number from 1") }
            return try writeWitness(n, path, output: output, isHTML: isHTML, palette: palette, io: &io)
        }
        let sizes = try self.sizes(arguments.value("--size"), isHTML: isHTML)
        _ = try RuntimeOptions.arguments(arguments, width: 0, height: 0)  // usage errors before reading the spec
        guard arguments.has("--watch") else {
            return try write(path, arguments, sizes: sizes, output: output, isHTML: isHTML, palette: palette, io: &io)
        }
        guard isHTML else { throw UsageError("'--watch' rewrites an HTML page: name the output FILE.html") }
        var watcher = PreviewWatcher(spec: path)
        // It stops with the process that started it (an editor's language server, a shell).
        let parent = getppid()
        while getppid() == parent {
            if watcher.specChanged() {
                _ = try write(path, arguments, sizes: sizes, output: output, isHTML: true, palette: palette, reloading: true, io: &io)
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
        return LayoutGenCommand.success
    }

    /// Draws the input of the `n`th problem `check` reports for the spec.
    static func writeWitness(
        _ n: Int, _ path: String, output: String, isHTML: Bool, palette: PreviewPalette, io: inout CommandIO
    ) throws(UsageError) -> Int32 {
        let report = CheckReport()
        guard let (file, plan) = SpecFiles.plan(path, io: &io, checks: report) else { return LayoutGenCommand.failure }
        guard n <= report.witnesses.count else {
            throw UsageError(
                report.witnesses.isEmpty
                    ? "'\(path)' has no problem to show: check found nothing"
                    : "'\(path)' has \(report.witnesses.count) problem(s); --witness takes 1 to \(report.witnesses.count)")
        }
        let witness = report.witnesses[n - 1]
        guard let layout = plan.layouts.first(where: { $0.name == witness.layout }) else { return LayoutGenCommand.failure }
        let result: EvaluationResult
        do throws(EvaluationError) {
            result = try evaluate(layout, arguments: witness.arguments)
        } catch {
            throw UsageError(error.description)
        }
        let panel = PreviewPanel(
            label: witness.message,
            scene: PreviewScene(
                layout: layout, result: result, arguments: witness.arguments, problem: (witness.message, witness.views)))
        return write(panels: [panel], layout: layout, file: file, output: output, isHTML: isHTML, palette: palette, io: &io)
    }

    /// Lays the spec out at each size and writes the picture or page.
    package static func write(
        _ path: String, _ arguments: ParsedArguments, sizes: [(label: String, width: Double, height: Double)],
        output: String, isHTML: Bool, palette: PreviewPalette, reloading: Bool = false, io: inout CommandIO
    ) throws(UsageError) -> Int32 {
        guard let (file, plan) = SpecFiles.plan(path, io: &io) else { return LayoutGenCommand.failure }
        let layout = try LayoutSelection.single(plan, named: arguments.value("--layout"), in: file)
        var panels: [PreviewPanel] = []
        for size in sizes {
            let evaluation = try RuntimeOptions.arguments(arguments, width: size.width, height: size.height)
            do throws(EvaluationError) {
                let result = try evaluate(layout, arguments: evaluation)
                panels.append(
                    PreviewPanel(label: size.label, scene: PreviewScene(layout: layout, result: result, arguments: evaluation)))
            } catch {
                throw UsageError(error.description)
            }
        }
        return write(panels: panels, layout: layout, file: file, output: output, isHTML: isHTML, palette: palette, reloading: reloading, io: &io)
    }

    /// Writes the picture of the first panel, or the page of all of them.
    package static func write(
        panels: [PreviewPanel], layout: LayoutPlan, file: SourceFile, output: String, isHTML: Bool, palette: PreviewPalette,
        reloading: Bool = false, io: inout CommandIO
    ) -> Int32 {
        let text =
            isHTML
            ? PreviewHTML.page(layout: layout.name, source: file.path, panels: panels, palette: palette, reloading: reloading)
            : PreviewSVG.document(panels[0].scene, palette: palette)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            io.error("cannot write '\(output)': \(error.localizedDescription)")
            return LayoutGenCommand.failure
        }
        return LayoutGenCommand.success
    }

    /// The sizes of `--size WxH[,WxH...]`, or the default ones for HTML; an SVG takes
    /// exactly one.
    package static func sizes(_ text: String?, isHTML: Bool) throws(UsageError) -> [(label: String, width: Double, height: Double)] {
        guard let text else {
            guard isHTML else { throw UsageError("missing '--size WxH': an SVG picture shows one size") }
            return PreviewHTML.defaultSizes
        }
        var sizes: [(label: String, width: Double, height: Double)] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let size = RuntimeOptions.parseSize(String(part)) else {
                throw UsageError(
                    "invalid size '\(part)' in '\(text)'; expected WxH[,WxH...] with non-negative numbers, as in 375x667,820x1180")
            }
            sizes.append(("", size.width, size.height))
        }
        guard isHTML || sizes.count == 1 else {
            throw UsageError("an SVG picture shows one size, got \(sizes.count); write FILE.html for several")
        }
        return sizes
    }
}

/// What `preview --watch` looks at: the spec's modification date and size, so that a save is
/// seen once.
package struct PreviewWatcher {
    package let spec: String
    private var last: (Date, Int)?

    package init(spec: String) {
        self.spec = spec
    }

    /// Whether the spec changed since the last call (true the first time).
    mutating func specChanged() -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: spec)
        let current = (
            attributes?[.modificationDate] as? Date ?? .distantPast, (attributes?[.size] as? NSNumber)?.intValue ?? -1
        )
        defer { last = current }
        guard let last else { return true }
        return last.0 != current.0 || last.1 != current.1
    }
}
