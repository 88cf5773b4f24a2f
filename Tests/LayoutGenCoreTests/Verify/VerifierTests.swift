import Foundation
@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan
@testable import LayoutGenVerify

/// The verifier over every fixture and example: at several sizes, in both directions, with
/// every combination of hidden optional views (up to five of them; beyond, none, each alone
/// and all), every Bool input both ways, the frames satisfy every required constraint, clamp
/// and sequence rule, and equal the reference solve's. And it does catch frames that break the
/// spec.
@Suite struct VerifierTests {
    static let sizes: [(Double, Double)] = [(375, 80), (320, 568), (1024.5, 44), (160, 900), (0, 0)]

    @Test(arguments: TestPaths.fixtures)
    func fixtureFramesSatisfyTheirSpec(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let layouts = try #require(Verification.layouts(of: file))
        var checked = 0
        for layout in layouts {
            let plan = layout.plan
            for inputs in Self.inputAssignments(plan) {
                for (width, height) in Self.sizes {
                    for rightToLeft in [false, true] {
                        for hidden in Self.hiddenCombinations(plan) {
                            let arguments = EvaluationArguments(
                                width: width, height: height, inputs: inputs, hidden: hidden, rightToLeft: rightToLeft,
                                measure: Self.standIns(plan), safeArea: plan.usesSafeArea ? [44, 10, 34, 20] : [0, 0, 0, 0])
                            let violations = try Verification.check(layout, arguments: arguments)
                            #expect(
                                violations.isEmpty,
                                "\(path) \(plan.name) \(width)x\(height) rtl=\(rightToLeft) hidden=\(hidden.sorted()) inputs=\(inputs): \(violations)"
                            )
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked >= Self.sizes.count * 2)
    }

    /// A frame moved by one point, with the values behind it, breaks a constraint.
    @Test func movedFrameIsReported() throws {
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Row.layout", text: Self.row))?.first)
        let arguments = EvaluationArguments(width: 375, height: 44)
        var (result, trace) = try evaluateTracing(layout.plan, arguments: arguments)
        #expect(Verification.verify(layout, arguments: arguments, result: result, trace: trace).isEmpty)
        trace.frames[1].leading += 1
        result.frames[1].frame.x += 1
        let violations = Verification.verify(layout, arguments: arguments, result: result, trace: trace)
        #expect(violations.contains { $0.kind == .constraint || $0.kind == .sequence }, "\(violations)")
    }

    /// A frame that does not follow from its values (wrong mirroring, negative size) is reported.
    @Test func frameNotMadeFromItsValuesIsReported() throws {
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Row.layout", text: Self.row))?.first)
        let arguments = EvaluationArguments(width: 375, height: 44, rightToLeft: true)
        var (result, trace) = try evaluateTracing(layout.plan, arguments: arguments)
        result.frames[0].frame.x = trace.frames[0].leading
        let violations = Verification.verify(layout, arguments: arguments, result: result, trace: trace)
        #expect(violations.map(\.kind) == [.frame], "\(violations)")
    }

    /// An overflowing sequence: `F` is 0 and the trailing end yields, which is not a violation.
    @Test func overflowingSequenceYields() throws {
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Row.layout", text: Self.row))?.first)
        let violations = try Verification.check(layout, arguments: EvaluationArguments(width: 100, height: 44))
        #expect(violations.isEmpty, "\(violations)")
    }

    /// An `unbounded` sequence whose only flexible part is its last gap: on overflow `F` goes
    /// below 0 and the gap with it, as the language says; the verifier must not expect 0.
    @Test func unboundedSequenceGapGoesBelowZero() throws {
        let spec = """
            layout Column {
                view a
                V: |[a(200)]-(*)-| unbounded
                H: |[a]|
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Column.layout", text: spec))?.first)
        let arguments = EvaluationArguments(width: 100, height: 100)
        #expect(try evaluate(layout.plan, arguments: arguments)["a"]?.height == 200)
        let violations = try Verification.check(layout, arguments: arguments)
        #expect(violations.isEmpty, "\(violations)")
    }

    static let row = """
        layout Row {
            view a, b, c
            H: |-(*)-[a(60)]-(*)-[b(80)]-(*)-[c(60)]-(*)-|
            V: |[a]|
            b.top == a.top
            b.height == a.height
            c.top == a.top
            c.height == 20
        }
        """

    /// Every CGFloat input at its default (or 37.5), every Bool input both ways.
    /// Every subset of the optional views when there are at most five; else none, each alone
    /// and all of them.
    static func hiddenCombinations(_ layout: LayoutPlan) -> [Set<String>] {
        let names = layout.optional.map(\.name)
        guard names.count > 5 else {
            return (0..<(1 << names.count)).map { mask in
                Set(names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] })
            }
        }
        return [[], Set(names)] + names.map { [$0] }
    }

    /// Every Bool input both ways; with more than five optional views (whose hidden sets are
    /// already sampled), every Bool input false, then every one true.
    static func inputAssignments(_ layout: LayoutPlan) -> [[String: Double]] {
        var assignments: [[String: Double]] = [[:]]
        for input in layout.inputs {
            let values = input.isBool ? [0.0, 1.0] : [input.defaultValue ?? 37.5]
            assignments = assignments.flatMap { a in values.map { a.merging([input.name: $0]) { $1 } } }
        }
        guard layout.optional.count > 5, assignments.count > 2 else { return assignments }
        return [assignments[0], assignments[assignments.count - 1]]
    }

    /// Text for even-numbered measured views, fixed sizes for odd ones.
    static func standIns(_ layout: LayoutPlan) -> [String: MeasureStandIn] {
        var result: [String: MeasureStandIn] = [:]
        for (i, element) in layout.measured.enumerated() {
            result[element.name] =
                i % 2 == 0 ? .text(width: 180 + Double(i) * 15, height: 20) : .fixed(width: 48 + Double(i), height: 16)
        }
        return result
    }
}
