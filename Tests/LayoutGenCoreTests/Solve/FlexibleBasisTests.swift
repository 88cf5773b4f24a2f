import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// Flexible sizes with a basis (`50 + *`), shrinking parts (`500 - *`) and `unbounded`
/// sequences, observed through the interpreter's frames.
@Suite struct FlexibleBasisTests {
    /// Three views of a row, each as tall as the container.
    func row(_ sequence: String, extra: String = "") -> String {
        "layout R {\n view a, b, c\n \(sequence)\n V: |[a]|\n V: |[b]|\n V: |[c]|\n \(extra)\n}"
    }

    func xs(_ spec: String, width: Double, rightToLeft: Bool = false) throws -> [[Double]] {
        let compiled = compile(spec)
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let layout = try #require(compiled.layout)
        let arguments = EvaluationArguments(width: width, height: 10, rightToLeft: rightToLeft)
        // Rounded to 1e-9: a shrunk size such as 50 - 50 × 0.6 is not exact in binary.
        return try evaluate(layout, arguments: arguments).frames.map { $0.frame.array.map { ($0 * 1e9).rounded() / 1e9 } }
    }

    @Test func aBasisGrowsByItsWeight() throws {
        // Free space 100 - 50 - 10 = 40: a takes 2/4 of it, b 1/4, the gap 1/4.
        let spec = row("H: |[a(50 + 2*)][b(*)]-(*)-[c(10)]|")
        #expect(try xs(spec, width: 100) == [[0, 0, 70, 10], [70, 0, 10, 10], [90, 0, 10, 10]])
        // No free space: each part is its basis; overflow: F stays 0 and the trailing end yields.
        #expect(try xs(spec, width: 60) == [[0, 0, 50, 10], [50, 0, 0, 10], [50, 0, 10, 10]])
        #expect(try xs(spec, width: 40) == [[0, 0, 50, 10], [50, 0, 0, 10], [50, 0, 10, 10]])
    }

    @Test func shrinkingPartsShareTheOverflowByWeight() throws {
        let spec = row("H: |[a(300 - 3*)][b(100 - *)][c(100)]|")
        // 500 - 400 = 100 too much: a gives up 75, b 25.
        #expect(try xs(spec, width: 400) == [[0, 0, 225, 10], [225, 0, 75, 10], [300, 0, 100, 10]])
        // Room to spare: nothing shrinks, and without flexible space the trailing end yields.
        #expect(try xs(spec, width: 600) == [[0, 0, 300, 10], [300, 0, 100, 10], [400, 0, 100, 10]])
        #expect(try xs(spec, width: 400, rightToLeft: true) == [[175, 0, 225, 10], [100, 0, 75, 10], [0, 0, 100, 10]])
    }

    @Test func shrinkingStopsWhenAPartReachesZero() throws {
        let spec = row("H: |[a(50)][b(50 - 50*)][c(50)]-(*)-|")
        #expect(try xs(spec, width: 120) == [[0, 0, 50, 10], [50, 0, 20, 10], [70, 0, 50, 10]])
        // b stops at 0; the remaining 25 overflow at the trailing end.
        #expect(try xs(spec, width: 75) == [[0, 0, 50, 10], [50, 0, 0, 10], [50, 0, 50, 10]])
    }

    @Test func growingAndShrinkingInOnePart() throws {
        let spec = row("H: |[a(100 + * - 100*)][b(100)]-10-[c(*)]|")
        #expect(try xs(spec, width: 310) == [[0, 0, 150, 10], [150, 0, 100, 10], [260, 0, 50, 10]])
        #expect(try xs(spec, width: 160) == [[0, 0, 50, 10], [50, 0, 100, 10], [160, 0, 0, 10]])
    }

    @Test func shrinkingGap() throws {
        let spec = row("H: |[a(100)]-(20 - *)-[b(100)][c(0)]|")
        #expect(try xs(spec, width: 210) == [[0, 0, 100, 10], [110, 0, 100, 10], [210, 0, 0, 10]])
        #expect(try xs(spec, width: 400) == [[0, 0, 100, 10], [120, 0, 100, 10], [220, 0, 0, 10]])
    }

    @Test func unboundedFlexibleSpaceGoesNegative() throws {
        let centred = row("H: |-(*)-[a(40)][b(40)][c(40)]-(*)-| unbounded")
        #expect(try xs(centred, width: 102) == [[-9, 0, 40, 10], [31, 0, 40, 10], [71, 0, 40, 10]])
        #expect(try xs(centred, width: 102, rightToLeft: true) == [[71, 0, 40, 10], [31, 0, 40, 10], [-9, 0, 40, 10]])
        #expect(try xs(centred, width: 200) == [[40, 0, 40, 10], [80, 0, 40, 10], [120, 0, 40, 10]])
        // Pushed to the trailing edge, an overflowing group stays there.
        let trailing = row("H: |-(*)-[a(40)][b(40)][c(40)]| unbounded")
        #expect(try xs(trailing, width: 102) == [[-18, 0, 40, 10], [22, 0, 40, 10], [62, 0, 40, 10]])
        // Without `unbounded` the contract holds: F stays 0 and the trailing end yields.
        let bounded = row("H: |-(*)-[a(40)][b(40)][c(40)]-(*)-|")
        #expect(try xs(bounded, width: 102) == [[0, 0, 40, 10], [40, 0, 40, 10], [80, 0, 40, 10]])
    }

    @Test func unboundedAfterShrinking() throws {
        // b absorbs an overflow of 20; of one of 60 it takes 40 and stops at 0, and the centring
        // gaps share the other 20.
        let spec = row("H: |-(*)-[a(40)][b(40 - 40*)][c(40)]-(*)-| unbounded")
        #expect(try xs(spec, width: 100) == [[0, 0, 40, 10], [40, 0, 20, 10], [60, 0, 40, 10]])
        #expect(try xs(spec, width: 60) == [[-10, 0, 40, 10], [30, 0, 0, 10], [30, 0, 40, 10]])
    }

    /// A hidden item's size in the sequence, basis and weights alike, holds only while it is
    /// visible (LANGUAGE.md §6): hidden, it is 0 wide and its weight drops out of `F`.
    @Test func hiddenItemDropsItsBasisAndItsWeights() throws {
        let spec = "layout R {\n view a\n view b: optional\n H: |[a(20 + *)][b(30 + * - 30*)]-(*)-|\n V: |[a]|\n V: |[b]|\n}"
        let layout = try #require(compile(spec).layout)
        let shown = try evaluate(layout, arguments: EvaluationArguments(width: 110, height: 10))
        #expect(shown.frames.map(\.frame.array) == [[0, 0, 40, 10], [40, 0, 50, 10]])
        let hidden = try evaluate(layout, arguments: EvaluationArguments(width: 110, height: 10, hidden: ["b"]))
        // A hidden view alone in its vertical sequence is 0 tall (see SequenceTests).
        #expect(hidden.frames.map(\.frame.array) == [[0, 0, 65, 10], [65, 0, 0, 0]])
    }

    @Test func unboundedWithoutFlexibleSpaceIsAWarning() {
        let compiled = compile(row("H: |[a(10)][b(10)][c(10)]| unbounded"))
        #expect(compiled.messages == [
            "3:29: warning: 'unbounded' has no effect: this sequence has no flexible space ('*') that could go below 0"
        ])
    }
}
