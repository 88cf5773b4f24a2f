@testable import LayoutGenCore
import Testing
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// The verifier's independent solve: frames that are not Auto Layout's answer are reported,
/// also when they meet every required constraint.
@Suite struct ReferenceSolveTests {
    static let buttonAndLabel = """
        layout ButtonAndLabel {
            view button
            view label: measured
            button.width >= 44
            button.width == 30 @low
            button.leading == 16
            button.top == 0
            button.height == 44
            label.leading == button.trailing + 8
            label.trailing <= super.trailing - 16
            label.top == 0
        }
        """
    static let arguments = EvaluationArguments(width: 375, height: 44, measure: ["label": .text(width: 600, height: 20)])

    @Test func theOptimumIsAccepted() throws {
        let file = SourceFile(path: "ButtonAndLabel.layout", text: Self.buttonAndLabel)
        let layout = try #require(Verification.layouts(of: file)?.first)
        #expect(try Verification.check(layout, arguments: Self.arguments).isEmpty)
    }

    /// A proposal that is not a multiple of 2⁻¹⁰ (301 / 3 + 11.5) reaches the text stand-in as
    /// it is: the reference measures the same width as `eval` (oracle seed 273).
    @Test func aProposalOffTheGridIsMeasuredExactly() throws {
        let spec = """
            layout Soft273 {
                view v0
                view v1: measured
                H: |-20.5-[v0(>=44)]
                V: |-9-[v0(24)]-18.5-[v1]
                36.5 <= v0.width <= 77.5
                v0.width == 120.5 @700
                v1.leading <= v0.leading + 24 @high
                v1.leading == v0.leading + 32 @260
                v1.width <= super.width / 3 + 11.5
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Soft273.layout", text: spec))?.first)
        let arguments = EvaluationArguments(
            width: 301, height: 79, rightToLeft: true, measure: ["v1": .text(width: 158.5, height: 17)])
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
    }

    /// A label narrower than it may be: every required constraint holds, but its compression
    /// resistance (750) is met worse than it can be.
    @Test func aFeasibleNonOptimalLayoutIsReported() throws {
        let file = SourceFile(path: "ButtonAndLabel.layout", text: Self.buttonAndLabel)
        let layout = try #require(Verification.layouts(of: file)?.first)
        var (result, trace) = try evaluateTracing(layout.plan, arguments: Self.arguments)
        #expect(trace.frames[1].width == 291)
        trace.frames[1].width -= 10
        result.frames[1].frame.width -= 10
        let violations = Verification.verify(layout, arguments: Self.arguments, result: result, trace: trace)
        #expect(violations.map(\.kind) == [.optimum], "\(violations)")
    }

    /// The first version's rules gave this spec a button 0 wide (its `>= 44` broken) and a
    /// label 400 wide from x = −41 (wrapped to 2 lines): the reference solve says where Auto
    /// Layout puts them.
    @Test func theFirstVersionsAnswerIsReported() throws {
        let file = SourceFile(path: "ButtonAndLabel.layout", text: Self.buttonAndLabel)
        let layout = try #require(Verification.layouts(of: file)?.first)
        var (result, trace) = try evaluateTracing(layout.plan, arguments: Self.arguments)
        trace.frames[0] = RawFrame(leading: 16, top: 0, width: 0, height: 44)
        trace.frames[1] = RawFrame(leading: -41, top: 0, width: 400, height: 40)
        result.frames[0].frame = Frame(x: 16, y: 0, width: 0, height: 44)
        result.frames[1].frame = Frame(x: -41, y: 0, width: 400, height: 40)
        let violations = Verification.verify(layout, arguments: Self.arguments, result: result, trace: trace)
        #expect(violations.contains { $0.kind == .optimum && $0.message.hasPrefix("button.width") }, "\(violations)")
    }
}
