import BenchLayouts
import BenchSupport
import Foundation
import LayoutGenCore
import LayoutGenEvaluate

// Layout speed: each layout as generated code, as a hand-written function and through the
// interpreter (`evaluate`, what `layoutgen eval` runs). The three are first checked to give
// the same frames at every width used; then each is timed in runs of many layouts (generated
// and hand-written runs interleaved, so that a change in machine load hits both alike), and
// the median run is reported in nanoseconds per layout. Allocations per layout are counted
// when the process runs with Tools/malloc_counter.c preloaded.
//
// usage: layout-bench [--runs N] [--iterations N] [--interpreter-iterations N] [--results FILE]
//                     [--specs DIR] [--examples DIR] [--case NAME] [--only generated|handwritten]
// (--case and --only time one layout or one kind alone, for profiling with perf)

struct Options {
    var runs = 11
    var iterations = 1_000_000
    var interpreterIterations = 20_000
    var results: String?
    var specs = "Specs"
    var examples = "../Examples"
    var onlyCase: String?
    var only: String?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { fail("missing value for \(option)") }
            switch option {
            case "--runs": runs = count(value, option)
            case "--iterations": iterations = count(value, option)
            case "--interpreter-iterations": interpreterIterations = count(value, option)
            case "--results": results = value
            case "--specs": specs = value
            case "--examples": examples = value
            case "--case": onlyCase = value
            case "--only": only = value
            default: fail("unknown option \(option)")
            }
        }
    }
}

/// A positive count given to an option.
func count(_ value: String, _ option: String) -> Int {
    guard let n = Int(value), n > 0 else { fail("\(option) takes a positive number") }
    return n
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-bench: \(message)\n".utf8))
    exit(1)
}

// MARK: Measuring stand-ins

/// A line of text of natural width `natural` and line height `lineHeight`, wrapped at the
/// proposed width: exactly `MeasureStandIn.text`, so the interpreter measures alike.
@inline(__always)
func text(_ natural: CGFloat, _ lineHeight: CGFloat, _ proposal: CGSize) -> CGSize {
    let p = proposal.width
    let lines = p <= 0 ? natural.rounded(.up) : (natural / p).rounded(.up)
    return CGSize(width: min(natural, p), height: lineHeight * lines)
}

func feedText(_ view: FeedCell.Measured) -> (CGFloat, CGFloat) {
    switch view {
    case .actor: (160, 17)
    case .options: (24, 17)
    case .posterName: (120, 17)
    case .posterHeadline: (380, 15)
    case .posterTime: (60, 13)
    case .body: (900, 17)
    case .linkTitle: (420, 17)
    case .linkDomain: (90, 13)
    case .like: (40, 17)
    case .comment: (70, 17)
    case .share: (50, 17)
    case .actorComment: (500, 15)
    }
}

func rowText(_ view: EqualSpacingRow.Measured) -> (CGFloat, CGFloat) {
    switch view {
    case .item0: (24, 30)
    case .item1: (28, 30)
    case .item2: (22, 30)
    case .item3: (30, 30)
    case .item4: (26, 30)
    case .item5: (24, 30)
    case .item6: (32, 30)
    case .item7: (20, 30)
    case .item8: (28, 30)
    case .item9: (24, 30)
    }
}

func cardText(_ view: NestedCard.Measured) -> (CGFloat, CGFloat) {
    switch view {
    case .name: (140, 17)
    case .date: (80, 13)
    case .text: (1200, 17)
    case .like: (60, 20)
    case .share: (54, 20)
    }
}

func feedMeasure(_ view: FeedCell.Measured, _ proposal: CGSize) -> CGSize {
    let (w, h) = feedText(view)
    return text(w, h, proposal)
}

func rowMeasure(_ view: EqualSpacingRow.Measured, _ proposal: CGSize) -> CGSize {
    let (w, h) = rowText(view)
    return text(w, h, proposal)
}

func cardMeasure(_ view: NestedCard.Measured, _ proposal: CGSize) -> CGSize {
    let (w, h) = cardText(view)
    return text(w, h, proposal)
}

func standIns<M: CaseIterable & RawRepresentable>(_ table: (M) -> (CGFloat, CGFloat)) -> [String: MeasureStandIn]
where M.RawValue == String {
    Dictionary(uniqueKeysWithValues: M.allCases.map { ($0.rawValue, .text(width: Double(table($0).0), height: Double(table($0).1))) })
}

// MARK: Frames, for the equality check

protocol GeneratedLayout {
    associatedtype Element: CaseIterable, RawRepresentable where Element.RawValue == String
    subscript(element: Element) -> CGRect { get }
    var size: CGSize { get }
}

extension FeedCell: GeneratedLayout {}
extension EqualSpacingRow: GeneratedLayout {}
extension NestedCard: GeneratedLayout {}

/// Every frame by name, then the size as `size`.
func frames(_ layout: some GeneratedLayout) -> [(String, CGRect)] {
    type(of: layout).Element.allCases.map { ($0.rawValue, layout[$0]) }
        + [("size", CGRect(origin: .zero, size: layout.size))]
}

func frames(_ result: EvaluationResult) -> [(String, CGRect)] {
    result.frames.map { ($0.name, CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)) }
        + [("size", CGRect(x: 0, y: 0, width: result.width, height: result.height))]
}

/// Fails unless the frames agree to 1e-9 pt (relative for large values): the hand-written
/// code associates sums as a person would, so its last bit may differ.
func checkEqual(_ a: [(String, CGRect)], _ b: [(String, CGRect)], _ what: String) {
    func close(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
    guard a.count == b.count else { fail("\(what): \(a.count) frames vs \(b.count)") }
    for ((name, r), (otherName, s)) in zip(a, b) {
        guard name == otherName, close(r.minX, s.minX), close(r.minY, s.minY), close(r.width, s.width),
            close(r.height, s.height)
        else { fail("\(what): \(name) is \(r), \(otherName) is \(s)") }
    }
}

// MARK: Timing

/// Nanoseconds per iteration of `body` over `iterations` iterations.
@inline(__always)
func nanosecondsPerIteration(_ iterations: Int, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for i in 0..<iterations { body(i) }
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
}

/// Allocation calls per iteration of `body`, or nil without the preloaded counter.
@inline(__always)
func allocationsPerIteration(_ iterations: Int, _ body: (Int) -> Void) -> Double? {
    let before = lgbench_allocation_count()
    guard before >= 0 else { return nil }
    for i in 0..<iterations { body(i) }
    return Double(lgbench_allocation_count() - before) / Double(iterations)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

struct Figures {
    var generated: [Double] = []
    var handWritten: [Double] = []
    var interpreter: [Double] = []
    var generatedAllocations: Double?
    var handWrittenAllocations: Double?
    var interpreterAllocations: Double?
}

// MARK: The cases

/// One layout benchmarked three ways.
struct LayoutCase {
    var name: String
    var spec: String
    var widths: [CGFloat]
    /// The height given to `layout(in:)` at each of `widths`.
    var heights: [CGFloat]
    var standIns: [String: MeasureStandIn]
    /// Generated and hand-written frames at a width.
    var generatedFrames: (CGFloat) -> [(String, CGRect)]
    var handWrittenFrames: (CGFloat) -> [(String, CGRect)]
    /// Timing loops: nanoseconds per layout over n layouts, cycling through `widths`.
    var timeGenerated: (Int) -> Double
    var timeHandWritten: (Int) -> Double
    var countGenerated: (Int) -> Double?
    var countHandWritten: (Int) -> Double?
}

/// Eight container widths, cycled through (index & 7) so that nothing is constant; the row's
/// narrowest is too narrow for its items (the last gives way).
let phoneWidths: [CGFloat] = [320, 340, 360, 375, 390, 414, 428, 480]
let rowWidths: [CGFloat] = [250, 320, 360, 375, 390, 414, 600, 768]

func feedCase(_ options: Options) -> LayoutCase {
    let widths = phoneWidths
    func generated(_ w: CGFloat) -> FeedCell { FeedCell.layout(in: CGSize(width: w, height: 0), measure: feedMeasure) }
    func hand(_ w: CGFloat) -> FeedCell { handWrittenFeedCell(width: w, measure: feedMeasure) }
    let runGenerated: (Int) -> Void = { i in
        var r = FeedCell.layout(in: CGSize(width: widths[i & 7], height: 0), measure: feedMeasure)
        lgbench_black_hole(&r)
    }
    let runHand: (Int) -> Void = { i in
        var r = handWrittenFeedCell(width: widths[i & 7], measure: feedMeasure)
        lgbench_black_hole(&r)
    }
    return LayoutCase(
        name: "FeedCell", spec: "\(options.examples)/FeedCell.layout", widths: widths, heights: widths.map { _ in 0 },
        standIns: standIns(feedText),
        generatedFrames: { frames(generated($0)) }, handWrittenFrames: { frames(hand($0)) },
        timeGenerated: { n in nanosecondsPerIteration(n, runGenerated) },
        timeHandWritten: { n in nanosecondsPerIteration(n, runHand) },
        countGenerated: { n in allocationsPerIteration(n, runGenerated) },
        countHandWritten: { n in allocationsPerIteration(n, runHand) })
}

func rowCase(_ options: Options) -> LayoutCase {
    let widths = rowWidths
    func generated(_ w: CGFloat) -> EqualSpacingRow {
        EqualSpacingRow.layout(in: CGSize(width: w, height: 49), measure: rowMeasure)
    }
    func hand(_ w: CGFloat) -> EqualSpacingRow {
        handWrittenEqualSpacingRow(size: CGSize(width: w, height: 49), measure: rowMeasure)
    }
    let runGenerated: (Int) -> Void = { i in
        var r = EqualSpacingRow.layout(in: CGSize(width: widths[i & 7], height: 49), measure: rowMeasure)
        lgbench_black_hole(&r)
    }
    let runHand: (Int) -> Void = { i in
        var r = handWrittenEqualSpacingRow(size: CGSize(width: widths[i & 7], height: 49), measure: rowMeasure)
        lgbench_black_hole(&r)
    }
    return LayoutCase(
        name: "EqualSpacingRow", spec: "\(options.specs)/EqualSpacingRow.layout", widths: widths,
        heights: widths.map { _ in 49 },
        standIns: standIns(rowText),
        generatedFrames: { frames(generated($0)) }, handWrittenFrames: { frames(hand($0)) },
        timeGenerated: { n in nanosecondsPerIteration(n, runGenerated) },
        timeHandWritten: { n in nanosecondsPerIteration(n, runHand) },
        countGenerated: { n in allocationsPerIteration(n, runGenerated) },
        countHandWritten: { n in allocationsPerIteration(n, runHand) })
}

func cardCase(_ options: Options) -> LayoutCase {
    let widths = phoneWidths
    // A self-sized cell: its height for the width first (a table view's question), then the
    // layout pass at that size, which is what is timed.
    let heights = widths.map { NestedCard.sizeThatFits(CGSize(width: $0, height: 0), measure: cardMeasure).height }
    func generated(_ i: Int) -> NestedCard {
        NestedCard.layout(in: CGSize(width: widths[i], height: heights[i]), measure: cardMeasure)
    }
    let runGenerated: (Int) -> Void = { i in
        var r = NestedCard.layout(in: CGSize(width: widths[i & 7], height: heights[i & 7]), measure: cardMeasure)
        lgbench_black_hole(&r)
    }
    let runHand: (Int) -> Void = { i in
        var r = handWrittenNestedCard(width: widths[i & 7], measure: cardMeasure)
        lgbench_black_hole(&r)
    }
    return LayoutCase(
        name: "NestedCard", spec: "\(options.specs)/NestedCard.layout", widths: widths, heights: heights,
        standIns: standIns(cardText),
        generatedFrames: { w in frames(generated(widths.firstIndex(of: w)!)) },
        handWrittenFrames: { frames(handWrittenNestedCard(width: $0, measure: cardMeasure)) },
        timeGenerated: { n in nanosecondsPerIteration(n, runGenerated) },
        timeHandWritten: { n in nanosecondsPerIteration(n, runHand) },
        countGenerated: { n in allocationsPerIteration(n, runGenerated) },
        countHandWritten: { n in allocationsPerIteration(n, runHand) })
}

/// The layout's plan, solved from its spec by the library, for the interpreter.
func plan(_ path: String, _ name: String) -> LayoutPlan {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    let diagnostics = DiagnosticCollector()
    guard let plan = Pipeline.plan(SourceFile(path: path, text: text), diagnostics: diagnostics),
        let layout = plan.layouts.first(where: { $0.name == name })
    else { fail("\(path) has errors") }
    return layout
}

// MARK: Main

let options = Options(Array(CommandLine.arguments.dropFirst()))
var lines: [String] = []
let allocationCounter = lgbench_allocation_count() >= 0
if options.only == nil {
    print("layout speed: median of \(options.runs) runs of \(options.iterations) layouts (interpreter: \(options.interpreterIterations))")
    print("  allocation counter: \(allocationCounter ? "preloaded" : "absent (run with LD_PRELOAD=malloc_counter.so)")")
    print("  layout            generated ns  hand-written ns  ratio   interpreter ns  allocs gen/hand/interp")
}

for layoutCase in [feedCase(options), rowCase(options), cardCase(options)]
where options.onlyCase == nil || options.onlyCase == layoutCase.name {
    let layout = plan(layoutCase.spec, layoutCase.name)
    func interpreted(_ w: CGFloat) -> EvaluationResult {
        let height = layoutCase.heights[layoutCase.widths.firstIndex(of: w)!]
        do {
            return try evaluate(
                layout, arguments: EvaluationArguments(width: w, height: height, measure: layoutCase.standIns))
        } catch { fail("\(layoutCase.name): \(error)") }
    }

    // The three agree, at every width the timing uses.
    for w in layoutCase.widths {
        let generated = layoutCase.generatedFrames(w)
        checkEqual(generated, layoutCase.handWrittenFrames(w), "\(layoutCase.name) at width \(w), generated vs hand-written")
        checkEqual(generated, frames(interpreted(w)), "\(layoutCase.name) at width \(w), generated vs interpreter")
    }

    if let only = options.only {
        let time = only == "generated" ? layoutCase.timeGenerated : layoutCase.timeHandWritten
        let runs = (0..<options.runs).map { _ in time(options.iterations) }
        print("\(layoutCase.name) \(only): " + runs.map { String(format: "%.1f", $0) }.joined(separator: " "))
        continue
    }
    var figures = Figures()
    let runInterpreter: (Int) -> Void = { i in
        let r = interpreted(layoutCase.widths[i & 7])
        withUnsafePointer(to: r) { lgbench_black_hole($0) }
    }
    // Warm-up, then interleaved runs.
    _ = layoutCase.timeGenerated(options.iterations / 10)
    _ = layoutCase.timeHandWritten(options.iterations / 10)
    _ = nanosecondsPerIteration(max(1, options.interpreterIterations / 10), runInterpreter)
    for run in 0..<options.runs {
        if run % 2 == 0 {
            figures.generated.append(layoutCase.timeGenerated(options.iterations))
            figures.handWritten.append(layoutCase.timeHandWritten(options.iterations))
        } else {
            figures.handWritten.append(layoutCase.timeHandWritten(options.iterations))
            figures.generated.append(layoutCase.timeGenerated(options.iterations))
        }
        figures.interpreter.append(nanosecondsPerIteration(options.interpreterIterations, runInterpreter))
    }
    figures.generatedAllocations = layoutCase.countGenerated(100_000)
    figures.handWrittenAllocations = layoutCase.countHandWritten(100_000)
    figures.interpreterAllocations = allocationsPerIteration(1_000, runInterpreter)

    let g = median(figures.generated)
    let h = median(figures.handWritten)
    let i = median(figures.interpreter)
    func allocs(_ value: Double?) -> String { value.map { String(format: "%g", $0) } ?? "n/a" }
    print(
        layoutCase.name.padding(toLength: 18, withPad: " ", startingAt: 0)
            + String(format: "  %12.1f  %15.1f  %5.3f  %14.1f  ", g, h, g / h, i)
            + "\(allocs(figures.generatedAllocations))/\(allocs(figures.handWrittenAllocations))/\(allocs(figures.interpreterAllocations))"
    )
    print(
        "  runs, generated:    " + figures.generated.map { String(format: "%.1f", $0) }.joined(separator: " "))
    print(
        "  runs, hand-written: " + figures.handWritten.map { String(format: "%.1f", $0) }.joined(separator: " "))
    let key = "layout.\(layoutCase.name)"
    lines += [
        "\(key).generated_ns\t\(g)", "\(key).handwritten_ns\t\(h)", "\(key).interpreter_ns\t\(i)",
        "\(key).ratio\t\(g / h)",
        "\(key).generated_min_ns\t\(figures.generated.min()!)", "\(key).handwritten_min_ns\t\(figures.handWritten.min()!)",
        "\(key).generated_allocs\t\(allocs(figures.generatedAllocations))",
        "\(key).handwritten_allocs\t\(allocs(figures.handWrittenAllocations))",
        "\(key).interpreter_allocs\t\(allocs(figures.interpreterAllocations))",
    ]
}
lines += [
    "layout.runs\t\(options.runs)", "layout.iterations\t\(options.iterations)",
    "layout.interpreter_iterations\t\(options.interpreterIterations)",
]

if let path = options.results {
    let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let content = existing + lines.map { $0 + "\n" }.joined()
    do { try content.write(toFile: path, atomically: true, encoding: .utf8) } catch { fail("cannot write \(path)") }
}
