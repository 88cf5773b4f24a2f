import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan
@testable import LayoutGenVerify

/// A spec's `min`/`max` that a stronger goal needs before its arguments are decided: the layout
/// is solved once per argument, that argument being the value and the least (greatest) of them,
/// and the branch whose goals' errors are lexicographically least is the answer, chosen at run
/// time (docs/language.md, "Clamps: inequalities and min/max"). These specs were rejected.
@Suite struct MinMaxBranchTests {
    /// `a.width >= min(105, W / 3 - 7.5)` under `a.width <= 10`: the branch where 105 is the
    /// value has no solution (the width would be at least 105 and at most 10), so the other is
    /// the answer: `W / 3 - 7.5 <= 10` makes the given width yield to 52.5 (kiwisolver's answer
    /// too). Before, the `min` was taken as fixed while the width it reads could still move.
    @Test func aMinOfAnOpenExtentWithOneFeasibleBranch() throws {
        let spec = """
            layout A {
                view a
                a.leading == 0
                a.width <= 10
                a.width >= min(105, super.width / 3 - 7.5)
                a.width == 4 @800
                V: |[a(20)]|
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "A.layout", text: spec))?.first)
        let layout = verifiable.plan
        for (width, expected) in [(320.0, [0.0, 0, 10, 20]), (30, [0, 0, 4, 20])] {
            let arguments = EvaluationArguments(width: width, height: 100)
            let result = try evaluate(layout, arguments: arguments)
            #expect(result["a"]?.array == expected)
            #expect(result.width == min(width, 52.5))
            #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        }
        // One branch left: nothing is compared at run time.
        #expect(!layout.variants.contains { $0.steps.contains { if case .leastErrors = $0.operation { true } else { false } } })
    }

    /// The fixture `MinMaxBranch`: in `sizeThatFits` the height is decided at 50, after the
    /// bound at 500 that reads `min(100, H / 2)`. Where 100 is the value the cell is at least
    /// 200 tall; where `H / 2` is, 160 meets the bound: both meet it, and the fitting height
    /// prefers 160. `layout(in:)` is given its height and needs no branch.
    @Test func theFittingHeightChoosesTheBranchThatMeetsItsGoalsBest() throws {
        let text = try TestPaths.read("Tests/LayoutGenCoreTests/Fixtures/MinMaxBranch.layout")
        #expect(compile(text).diagnostics.isEmpty, "\(compile(text).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "MinMaxBranch.layout", text: text))?.first)
        let layout = verifiable.plan
        let fitting = try #require(layout.fittings.first { $0.axes == .height })
        #expect(fitting.variants[0].steps.contains { if case .leastErrors = $0.operation { true } else { false } })
        let fitted = EvaluationArguments(width: 320, height: 0, fit: .height)
        let result = try evaluate(layout, arguments: fitted)
        #expect(result.height == 160)
        #expect(result["bar"]?.array == [0, 0, 320, 80])
        #expect(try Verification.check(verifiable, arguments: fitted).isEmpty)
        let given = try evaluate(layout, arguments: EvaluationArguments(width: 320, height: 300))
        #expect(given["bar"]?.array == [0, 0, 320, 100])
        // `explain` (of the fitting programs, as eval runs them) names the choice.
        var fittingOnly = layout
        fittingOnly.variants = fitting.variants
        let explained = explain(fittingOnly, file: SourceFile(path: "MinMaxBranch.layout", text: text))
        #expect(explained.contains("branch: of 2, the branch of min(100, super.height / 2) whose constraints are met best"))
        #expect(explained.contains(", by the branch chosen ("))
    }

    /// A `min` whose argument reads the fitted height, which reads the `min`: `box.height ==
    /// min(super.height * 2 + 5, 45)` where the height is the content's. No order computes it;
    /// where 45 is the value, the cell is 177.5 tall and the label keeps its 30 points (its
    /// compression resistance at 750 outranks the fitting height at 50); where `2 * H + 5` is,
    /// the box would be −270 tall. Auto Layout (kiwisolver) gives 45. Before, it was "values
    /// depend on themselves", and the height counted as fixed by the required constraints.
    @Test func aMinThatReadsTheFittedHeightItMakes() throws {
        let spec = """
            layout Fitted {
                view top
                view box {
                    view label: measured
                    H: |-[label]
                    V: |[label]-(*)-|
                }
                H: |[top(30)]-[box(20)]
                V: |-[top(108)][box]-16.5-|
                box.height == min(super.height * 2 + 5, 45)
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Fitted.layout", text: spec))?.first)
        let fitted = EvaluationArguments(width: 375, height: 0, measure: ["label": .fixed(width: 100, height: 30)], fit: .height)
        let result = try evaluate(verifiable.plan, arguments: fitted)
        #expect(result.height == 177.5)
        #expect(result["box"]?.array == [38, 116, 20, 45])
        #expect(result["label"]?.array == [8, 0, 100, 30])
        #expect(try Verification.check(verifiable, arguments: fitted).isEmpty)
    }

    /// A required bound on a `max` from the side that does not split: `v.height <= max(76,
    /// super.height / 2 - 15)` with the height fixed at 112.5 holds where 76 or the other
    /// argument is at least 112.5, a choice of argument: solved once per argument, the first
    /// branch is empty and the layout is at least 255 tall. Before, "inequality involves no
    /// adjustable quantity" (oracle seed 297).
    @Test func aBoundOnAMaxFromTheSideThatDoesNotSplit() throws {
        let spec = """
            layout A {
                view v
                H: |[v]|
                V: |[v(112.5)]
                v.height <= max(76, super.height / 2 - 15)
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "A.layout", text: spec))?.first)
        for (height, fit, expected) in [(0.0, FitAxes.height, 255.0), (300, [], 300), (100, [], 255)] {
            let arguments = EvaluationArguments(width: 320, height: height, fit: fit)
            let result = try evaluate(verifiable.plan, arguments: arguments)
            #expect(result.height == expected)
            #expect(result["v"]?.array == [0, 0, 320, 112.5])
            #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        }
    }

    /// Four such `min`s would make 16 branches: more than a program may have (4). The error
    /// stays, and says why.
    @Test func tooManyBranchesIsAnError() {
        let spec = """
            layout Many {
                view a, b, c, d
                H: |[a]|
                H: |[b]|
                H: |[c]|
                H: |[d]|
                V: |[a][b][c][d]
                a.height == min(100, super.height / 2)
                b.height == min(101, super.height / 3)
                c.height == min(102, super.height / 4)
                d.height == min(103, super.height / 5)
                a.height >= 80 @500
                b.height >= 40 @500
                c.height >= 30 @500
                d.height >= 20 @500
            }
            """
        let compiled = compile(spec)
        let error = compiled.errors.first
        #expect(error?.message.hasPrefix("min(…) reads a value that is decided only after") == true)
        #expect(error?.notes.contains { $0.message.contains("more than 4 branches") } == true)
    }
}
