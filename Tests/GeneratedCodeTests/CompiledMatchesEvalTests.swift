import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// The compiled golden files against the interpreter: for every layout, several sizes, both
/// directions, scale 0, 2 and 3, with and without hidden views, the frames and sizes of the
/// compiled function equal `eval`'s exactly, and each measured view is measured at most once.
@Suite struct CompiledMatchesEvalTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sizes: [(Double, Double)] = [(375, 80), (320, 568), (1024.5, 44), (0, 0)]

    @Test(arguments: goldenLayouts.map(\.name))
    func compiledFramesEqualEval(_ name: String) throws {
        let (golden, layout) = try Self.golden(name)
        let standIns = Self.standIns(for: layout)
        let hiddenSets: [Set<String>] = [[], Set(layout.optional.map(\.name))]
        let safeAreas: [[Double]] = layout.usesSafeArea ? [[0, 0, 0, 0], [44, 10, 34, 20]] : [[0, 0, 0, 0]]

        var checked = 0
        for fit in Self.fittings {
        for inputs in Self.inputAssignments(layout) {
        for safeArea in safeAreas {
        for (width, height) in Self.sizes {
            for rightToLeft in [false, true] {
                for scale in [0.0, 2, 3] {
                    for hidden in Set(hiddenSets) {
                        let arguments = EvaluationArguments(
                            width: width, height: height, inputs: inputs, hidden: hidden, rightToLeft: rightToLeft,
                            scale: scale, measure: standIns, safeArea: safeArea, fit: fit)
                        let expected = try evaluate(layout, arguments: arguments)
                        let calls = CallCounter()
                        let call = GoldenCall(
                            width: width, height: height, inputs: inputs, hidden: hidden, rightToLeft: rightToLeft,
                            scale: scale, safeArea: safeArea,
                            measure: { view, proposal in
                                calls.count[view, default: 0] += 1
                                return Self.answer(standIns[view], proposal)
                            }, fittingWidth: fit.contains(.width), fittingHeight: fit.contains(.height))
                        let actual = golden.run(call)
                        let context =
                            "\(name) \(width)x\(height) rtl=\(rightToLeft) scale=\(scale) hidden=\(hidden.sorted()) "
                            + "inputs=\(inputs) safe=\(safeArea) fit=\(fit.rawValue)"
                        // Once by sizeThatFits, once by layout(in:).
                        let most = fit.isEmpty ? 1 : 2
                        #expect(calls.count.values.allSatisfy { $0 <= most }, "\(context): \(calls.count)")
                        #expect(Double(actual.size.width) == expected.width, "\(context): width")
                        #expect(Double(actual.size.height) == expected.height, "\(context): height")
                        for (rect, (element, frame)) in zip(actual.frames, expected.frames) {
                            let compiled = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init)
                            #expect(compiled == [frame.x, frame.y, frame.width, frame.height], "\(context): \(element)")
                        }
                        #expect(actual.frames.count == expected.frames.count)
                        checked += 1
                    }
                }
            }
        }
        }
        }
        }
        #expect(checked >= Self.sizes.count * 6 * Self.fittings.count)
    }

    /// The order of `view` lines never changes a proposal (LANGUAGE.md §7.3): the compiled
    /// ProfileCell and ProfileCellSwapped (its `time` and `title` lines swapped) measure the
    /// title alike and give the same frames, view by view; 900 pt of title wraps at 245 wide.
    @Test func profileCellIsTheSameInEitherOrderOfItsViewLines() throws {
        let standIns: [String: MeasureStandIn] = [
            "title": .text(width: 900, height: 20), "time": .text(width: 40, height: 15),
            "subtitle": .text(width: 100, height: 15),
        ]
        func frames(_ name: String, width: Double) throws -> [String: CGRect] {
            let (golden, layout) = try Self.golden(name)
            let call = GoldenCall(
                width: width, height: 0, inputs: [:], hidden: [], rightToLeft: false, scale: 0, safeArea: [0, 0, 0, 0],
                measure: { view, proposal in Self.answer(standIns[view], proposal) }, fittingHeight: true)
            return Dictionary(uniqueKeysWithValues: zip(layout.elements.map(\.name), golden.run(call).frames))
        }
        for width in [320.0, 375, 414] {
            #expect(try frames("ProfileCell", width: width) == frames("ProfileCellSwapped", width: width), "\(width)")
        }
        #expect(try frames("ProfileCellSwapped", width: 375)["title"] == CGRect(x: 70, y: 0, width: 245, height: 80))
    }

    /// A fitting axis given no finite target aims at 0 (GENERATED.md §1): `sizeThatFits` of an
    /// infinite height (how UIKit code asks, with `.greatestFiniteMagnitude` too) is that of a
    /// height of 0, in the compiled code and in eval (`--size 320xinf --fit height`).
    @Test(arguments: goldenLayouts.map(\.name))
    func anInfiniteFittingHeightIsHeightZero(_ name: String) throws {
        let (golden, layout) = try Self.golden(name)
        let standIns = Self.standIns(for: layout)
        for inputs in Self.inputAssignments(layout) {
            func fitted(_ height: Double) throws -> (compiled: CGSize, eval: Double) {
                let call = GoldenCall(
                    width: 320, height: height, inputs: inputs, hidden: [], rightToLeft: false, scale: 0,
                    safeArea: [0, 0, 0, 0],
                    measure: { view, proposal in Self.answer(standIns[view], proposal) }, fittingWidth: false, fittingHeight: true)
                let evaluated = try evaluate(
                    layout, arguments: EvaluationArguments(width: 320, height: height, inputs: inputs, measure: standIns, fit: .height))
                return (golden.run(call).size, evaluated.height)
            }
            let zero = try fitted(0)
            for huge in [Double.infinity, Double(CGFloat.greatestFiniteMagnitude)] {
                let any = try fitted(huge)
                #expect(any.compiled == zero.compiled, "\(name) \(inputs): \(any.compiled) != \(zero.compiled)")
                #expect(any.eval == zero.eval, "\(name) \(inputs)")
            }
        }
    }

    /// `layout(in:)`, and `sizeThatFits` then `layout(in:)` with the height, the width and
    /// both fitting.
    static let fittings: [FitAxes] = [[], .height, .width, .both]

    /// The compiled golden layout of that name and the plan `eval` runs, solved from its spec.
    static func golden(_ name: String) throws -> (GoldenLayout, LayoutPlan) {
        let golden = try #require(goldenLayouts.first { $0.name == name })
        let text = try String(contentsOf: packageRoot.appendingPathComponent(golden.file), encoding: .utf8)
        let plan = try #require(Pipeline.plan(SourceFile(path: golden.file, text: text), diagnostics: DiagnosticCollector()))
        return (golden, try #require(plan.layouts.first { $0.name == name }))
    }

    /// Every CGFloat input at its default (or 37.5), every Bool input both ways.
    static func inputAssignments(_ layout: LayoutPlan) -> [[String: Double]] {
        var assignments: [[String: Double]] = [[:]]
        for input in layout.inputs {
            let values = input.isBool ? [0.0, 1.0] : [input.defaultValue ?? 37.5]
            assignments = assignments.flatMap { a in values.map { a.merging([input.name: $0]) { $1 } } }
        }
        return assignments
    }

    /// A measure callback answering nonsense — NaN, negative sizes, minus infinity — still
    /// gives frames without NaN and sizes of at least 0, the same in the compiled code and in
    /// eval: such an extent counts as 0.
    @Test(arguments: goldenLayouts.map(\.name))
    func hostileMeasurementsGiveNoNaNAndNoNegativeSizes(_ name: String) throws {
        let answers: [(Double, Double)] = [(.nan, 10), (-5, .nan), (-.infinity, 20), (12, -.infinity)]
        try forEachFrame(of: name, answering: answers) { element, numbers in
            #expect(!numbers.contains { $0.isNaN }, "\(name) \(element): \(numbers)")
            #expect(numbers[2] >= 0 && numbers[3] >= 0, "\(name) \(element): \(numbers)")
        }
    }

    /// An infinite answer is used as it is (docs/language.md): frames may then be infinite or
    /// NaN, but compiled code and eval still agree bit for bit, and no size is negative or NaN.
    @Test(arguments: goldenLayouts.map(\.name))
    func infiniteMeasurementsAgreeAndGiveNoNegativeSizes(_ name: String) throws {
        let answers: [(Double, Double)] = [(.infinity, 10), (8, .infinity), (.infinity, .infinity)]
        try forEachFrame(of: name, answering: answers) { element, numbers in
            #expect(!numbers[2].isNaN && !numbers[3].isNaN, "\(name) \(element): \(numbers)")
            #expect(numbers[2] >= 0 && numbers[3] >= 0, "\(name) \(element): \(numbers)")
        }
    }

    /// Lays a golden layout out at every size with each measured view answering the next of
    /// `answers` whatever it is proposed, checks that the compiled frames have the bits of
    /// eval's, and hands each frame's x, y, width and height to `check`.
    private func forEachFrame(
        of name: String, answering answers: [(Double, Double)], check: (String, [Double]) -> Void
    ) throws {
        let (golden, layout) = try Self.golden(name)
        var standIns: [String: MeasureStandIn] = [:]
        for (i, element) in layout.measured.enumerated() {
            let answer = answers[i % answers.count]
            standIns[element.name] = .fixed(width: answer.0, height: answer.1)
        }
        var inputs: [String: Double] = [:]
        for input in layout.inputs { inputs[input.name] = input.defaultValue ?? (input.isBool ? 1 : 37.5) }
        for (width, height) in Self.sizes {
        for fit in Self.fittings {
            let expected = try evaluate(
                layout,
                arguments: EvaluationArguments(width: width, height: height, inputs: inputs, measure: standIns, fit: fit))
            let actual = golden.run(
                GoldenCall(
                    width: width, height: height, inputs: inputs, hidden: [], rightToLeft: false, scale: 0,
                    safeArea: [0, 0, 0, 0],
                    measure: { view, _ in Self.answer(standIns[view], .zero) }, fittingWidth: fit.contains(.width), fittingHeight: fit.contains(.height)))
            for (rect, (element, frame)) in zip(actual.frames, expected.frames) {
                let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init)
                let wanted = [frame.x, frame.y, frame.width, frame.height]
                #expect(
                    numbers.map(\.bitPattern) == wanted.map(\.bitPattern), "\(name) \(element): \(numbers) \(wanted)")
                check(element, numbers)
            }
        }
        }
    }

    /// A stand-in's answer to a proposal, with its baselines (0×0 without one).
    static func answer(_ standIn: MeasureStandIn?, _ proposal: CGSize) -> MeasureAnswer {
        let (width, height) = (Double(proposal.width), Double(proposal.height))
        let size = standIn?.measure(proposedWidth: width, proposedHeight: height) ?? (width: 0, height: 0)
        let baselines = standIn?.baselines(proposedWidth: width, proposedHeight: height) ?? (first: 0, last: 0)
        return MeasureAnswer(
            size: CGSize(width: size.width, height: size.height), firstBaseline: CGFloat(baselines.first),
            lastBaseline: CGFloat(baselines.last))
    }

    /// Deterministic stand-ins: text for even-numbered measured views, fixed sizes for odd.
    static func standIns(for layout: LayoutPlan) -> [String: MeasureStandIn] {
        var result: [String: MeasureStandIn] = [:]
        for (i, element) in layout.measured.enumerated() {
            result[element.name] =
                i % 2 == 0
                ? .text(width: Double(90 + 97 * i), height: Double(16 + i))
                : .fixed(width: Double(30 + 11 * i), height: Double(20 + 3 * i))
        }
        return result
    }
}

/// Counts measure calls per view.
final class CallCounter {
    var count: [String: Int] = [:]
}
