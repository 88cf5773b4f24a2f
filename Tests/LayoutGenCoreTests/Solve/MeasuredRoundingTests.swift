import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenCLI

/// `measured(rounded: up|down|nearest[, pixel])`: the answer is rounded before the layout reads
/// it, to whole points or to the pixel grid of the run-time scale (points when it is 0), in
/// eval, the generated code (the golden RoundedLabels, compiled and compared with eval) and
/// the verifier. Frames computed by hand.
@Suite struct MeasuredRoundingTests {
    func spec(_ options: String) -> String {
        "layout R {\n view t: measured(\(options))\n view b\n t.leading == 10\n t.top == 0\n"
            + " b.leading == t.trailing + 8\n b.top == t.bottom\n b.size == 4\n}"
    }

    @Test(arguments: [
        ("rounded: up", 0.0, [10, 0, 101, 17], [119, 17]),
        ("rounded: down", 0, [10, 0, 100, 16], [118, 16]),
        ("rounded: nearest", 0, [10, 0, 100, 16], [118, 16]),
        ("rounded: nearest, pixel", 2, [10, 0, 100.5, 16], [118.5, 16]),
        ("rounded: up, pixel", 0, [10, 0, 101, 17], [119, 17]),
    ])
    func theLayoutReadsTheRoundedAnswer(options: String, scale: Double, title: [Double], bOrigin: [Double]) throws {
        let result = try #require(
            try frames(spec(options), width: 320, height: 200, measure: ["t": .fixed(width: 100.3, height: 16.2)], scale: scale))
        #expect(result["t"]?.array == title)
        #expect(result["b"].map { [$0.x, $0.y] } == bOrigin)
    }

    /// To the pixel grid of scale 3: 100.3 → ceil(300.9) / 3, 16.2 → ceil(48.6) / 3.
    @Test func upToThePixelGridOfScale3() throws {
        let result = try #require(
            try frames(spec("rounded: up, pixel"), width: 320, height: 200, measure: ["t": .fixed(width: 100.3, height: 16.2)], scale: 3))
        let t = try #require(result["t"])
        #expect(abs(t.width - 301.0 / 3) < 1e-9)
        #expect(abs(t.height - 49.0 / 3) < 1e-9)
    }

    @Test func halvesRoundAwayFromZero() throws {
        let result = try #require(
            try frames(spec("rounded: nearest"), width: 320, height: 200, measure: ["t": .fixed(width: 100.5, height: 16.5)]))
        #expect(result["t"]?.array == [10, 0, 101, 17])
    }

    @Test func badOptionsAreErrors() {
        let messages = compile("layout P {\n view t: measured(pixel)\n view u: measured(rounded: upp)\n t.edges == super.edges\n u.edges == super.edges\n}").messages
        #expect(messages.contains("2:19: error: 'pixel' needs 'rounded: up', 'down' or 'nearest' before it"))
        #expect(messages.contains("3:28: error: unknown name 'upp'; did you mean 'up'?"))
    }

    /// The verifier rounds the stand-in's answer itself and finds eval's frames right.
    @Test func theVerifierAgrees() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("R.layout", spec("rounded: up, pixel"))
        let run = layoutgen("verify", path, "--size", "320x200", "--measure", "t=100.3x16.2", "--scale", "3")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "verified 1 evaluations\n")
    }
}
