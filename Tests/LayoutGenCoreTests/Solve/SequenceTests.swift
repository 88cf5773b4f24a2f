import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// Sequences (LANGUAGE.md §6), observed through the interpreter's frames.
@Suite struct SequenceTests {
    /// Three views of a row, each as tall as the container.
    func row(_ sequence: String, extra: String = "") -> String {
        "layout R {\n view a, b, c\n \(sequence)\n V: |[a]|\n V: |[b]|\n V: |[c]|\n \(extra)\n}"
    }

    func xs(_ spec: String, width: Double, rightToLeft: Bool = false) throws -> [[Double]] {
        try #require(try frames(spec, width: width, height: 10, rightToLeft: rightToLeft)).frames.map(\.frame.array)
    }

    @Test func equalSpacingSharesOneFlexibleUnit() throws {
        let spec = row("H: |-(*)-[a(60)]-(*)-[b(80)]-(*)-[c(60)]-(*)-|")
        #expect(try xs(spec, width: 375) == [[43.75, 0, 60, 10], [147.5, 0, 80, 10], [271.25, 0, 60, 10]])
        // Mirrored exactly in right-to-left layout.
        #expect(try xs(spec, width: 375, rightToLeft: true) == [[271.25, 0, 60, 10], [147.5, 0, 80, 10], [43.75, 0, 60, 10]])
    }

    @Test func overflowKeepsLeadingPositionsAndTheTrailingEndYields() throws {
        let spec = row("H: |-(*)-[a(60)]-(*)-[b(80)]-(*)-[c(60)]-(*)-|")
        #expect(try xs(spec, width: 100) == [[0, 0, 60, 10], [60, 0, 80, 10], [140, 0, 60, 10]])
    }

    @Test func weightedGapsAndProportionalWidths() throws {
        // F = (200 - 92) / 3 = 36, within rounding of the run-time arithmetic.
        let weighted = try xs(row("H: |-16-[a(20)]-(2*)-[b(20)]-(*)-[c(20)]-16-|"), width: 200)
        let expected: [[Double]] = [[16, 0, 20, 10], [108, 0, 20, 10], [164, 0, 20, 10]]
        #expect(weighted.count == 3)
        for (frame, wanted) in zip(weighted, expected) {
            #expect(zip(frame, wanted).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }, "\(frame) \(wanted)")
        }
        #expect(try xs(row("H: |[a(*)][b(2*)][c(0.5*)]|"), width: 350) == [[0, 0, 100, 10], [100, 0, 200, 10], [300, 0, 50, 10]])
    }

    @Test func standardAndZeroGaps() throws {
        #expect(try xs(row("H: |-[a(10)]-[b(10)][c(10)]"), width: 100) == [[8, 0, 10, 10], [26, 0, 10, 10], [36, 0, 10, 10]])
    }

    @Test func inputsAndLetsAsGaps() throws {
        let spec = "layout R {\n input spacing = 5\n let wide = spacing * 3\n view a, b\n H: |-(spacing)-[a(10)]-wide-[b(10)]\n V: |[a]|\n V: |[b]|\n}"
        #expect(try xs(spec, width: 100) == [[5, 0, 10, 10], [30, 0, 10, 10]])
    }

    @Test func sequenceWithoutEdgesStartsAtItsFirstItem() throws {
        let spec = row("H: [a(10)]-10-[b(10)]-5-[c(10)]", extra: "a.leading == 40")
        #expect(try xs(spec, width: 200) == [[40, 0, 10, 10], [60, 0, 10, 10], [75, 0, 10, 10]])
    }

    @Test func equalSizeToAnotherItem() throws {
        #expect(try xs(row("H: |[a(30)][b(==a)][c(*)]|"), width: 100) == [[0, 0, 30, 10], [30, 0, 30, 10], [60, 0, 40, 10]])
    }

    @Test func sequenceInAGuide() throws {
        let spec = """
            layout R {
                guide g
                view a, b
                g.leading == 100
                g.width == 50
                g.top == 0
                g.height == 10
                H(g): |[a(*)][b(*)]|
                V: |[a]|
                V: |[b]|
            }
            """
        let result = try #require(try frames(spec, width: 300, height: 10))
        #expect(result.frames.map(\.frame.array) == [[100, 0, 50, 10], [100, 0, 25, 10], [125, 0, 25, 10]])
    }

    @Test func crossAxisAlignment() throws {
        let spec = """
            layout R {
                view a, b
                H: |[a(10)][b(10)]| align centerY
                a.top == 0
                a.height == 40
                b.height == 10
            }
            """
        let result = try #require(try frames(spec, width: 20, height: 50))
        #expect(result["b"]?.array == [10, 15, 10, 10])
    }

    @Test func boundedGapYieldsTheMeasuredWidth() throws {
        let spec = """
            layout R {
                view title: measured
                view time: measured
                H: |-12-[title]-(>=8)-[time]-12-|
                title.top == time.top == 0
            }
            """
        let measure: [String: MeasureStandIn] = ["title": .text(width: 300, height: 20), "time": .fixed(width: 40, height: 16)]
        // The compression resistances tie (750): time, declared second, would be squeezed,
        // so it is given a higher one here, as a user would to keep the time whole.
        let result = try #require(try frames(spec.replacingOccurrences(of: "view time: measured", with: "view time: measured @760"), width: 200, height: 40, measure: measure))
        #expect(result["time"]?.array == [148, 0, 40, 16])
        #expect(result["title"]?.array == [12, 0, 128, 60])
    }

    @Test func boundedSizeClampsTheMeasuredSize() throws {
        let spec = "layout R {\n view a: measured\n H: |[a(>=44,<=120)]\n V: |[a]\n}"
        let wide = try #require(try frames(spec, width: 300, height: 40, measure: ["a": .fixed(width: 200, height: 10)]))
        #expect(wide["a"]?.array == [0, 0, 120, 10])
        let narrow = try #require(try frames(spec, width: 300, height: 40, measure: ["a": .fixed(width: 20, height: 10)]))
        #expect(narrow["a"]?.array == [0, 0, 44, 10])
    }

    @Test func hiddenItemsCollapseWithOneGap() throws {
        let spec = """
            layout R {
                view a
                view b: optional
                view c: optional
                H: |-10-[a(20)]-5-[b(20)]-7-[c(20)]-(*)-|
                V: |[a]|
                V: |[b]|
                V: |[c]|
            }
            """
        let layout = try #require(compile(spec).layout)
        func run(_ hidden: Set<String>) throws -> [[Double]] {
            try evaluate(layout, arguments: EvaluationArguments(width: 200, height: 10, hidden: hidden)).frames.map(\.frame.array)
        }
        #expect(try run([]) == [[10, 0, 20, 10], [35, 0, 20, 10], [62, 0, 20, 10]])
        // b hidden: b and the gap after it go; c follows a 5 pt after. The width written in the
        // sequence holds only while b is visible: hidden, b is 0 wide. A hidden view alone in
        // its vertical sequence sits at its top, 0 tall.
        #expect(try run(["b"]) == [[10, 0, 20, 10], [35, 0, 0, 0], [35, 0, 20, 10]])
        // c hidden (the last visible position): the gap before it goes.
        #expect(try run(["c"]) == [[10, 0, 20, 10], [35, 0, 20, 10], [55, 0, 0, 0]])
    }

    /// A hidden last item's size written in the sequence (`[c(70)]`) no longer widens a
    /// self-sizing container: the container's bottom follows the content's (it was 70 taller).
    @Test func aHiddenItemsSizeDoesNotWidenASelfSizingContainer() throws {
        let spec = """
            layout Stack {
                view a: measured
                view c: optional
                V: |-8-[a]-8-[c(70)]
                H: |-8-[a]-8-|
                H: |-8-[c]-8-|
                super.bottom >= c.bottom + 8
                super.bottom >= a.bottom + 8
            }
            """
        let layout = try #require(compile(spec).layout)
        func height(_ hidden: Set<String>) throws -> Double {
            let arguments = EvaluationArguments(
                width: 300, height: 0, hidden: hidden, measure: ["a": .text(width: 100, height: 20)], fit: .height)
            return try evaluate(layout, arguments: arguments).height
        }
        #expect(try height([]) == 114)
        #expect(try height(["c"]) == 36)
    }

    /// LANGUAGE.md §6 (revised 2026-11-26): a hidden item's zero extent is required, so the
    /// layout is solved as if it were absent: the container sized from `c`'s trailing edge is
    /// sized from `b`'s when `c` is hidden (it was 0 wide: `c` took `super.width − 190`).
    @Test func aHiddenItemsZeroExtentIsRequired() throws {
        let spec = """
            layout Row {
                view a, b
                view c: optional
                H: |-16-[a(100)]-8-[b(50)]-8-[c(70)]
                super.width == c.trailing + 16
                V: |[a(20)]
                V: |[b(20)]
                V: |[c(20)]
            }
            """
        let compiled = compile(spec)
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let layout = try #require(compiled.layout)
        let hidden = try evaluate(layout, arguments: EvaluationArguments(width: 0, height: 0, hidden: ["c"], fit: .height))
        #expect(hidden.width == 190)
        // Hidden in its vertical sequence too: 0 tall.
        #expect(hidden["c"]?.array == [174, 0, 0, 0])
        let shown = try evaluate(layout, arguments: EvaluationArguments(width: 0, height: 0, fit: .height))
        #expect(shown.width == 268)
        #expect(shown["c"]?.array == [182, 0, 70, 20])
    }

    /// A required size outside the sequence contradicts a hidden item's zero extent: a conflict
    /// found only when the item is hidden, with a note at the sequence.
    @Test func aRequiredSizeOfAHiddenItemIsAConflictOnlyWhenHidden() throws {
        let spec = """
            layout Row {
                view a
                view c: optional
                H: |-16-[a(100)]-8-[c]-16-|
                c.width == 70
                V: |[a(20)]|
                V: |[c(20)]|
            }
            """
        let compiled = compile(spec)
        #expect(compiled.layout == nil)
        let error = try #require(compiled.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("constraint conflicts with others"))
        #expect(error.notes.contains { $0.message == "found only when 'c' is hidden" })
        #expect(error.notes.contains { $0.range.start.line == 4 })
        // The note at the sequence says what to write instead.
        #expect(error.notes.contains { $0.message.contains("write its size in the sequence ('[c(…)]')") })
    }

    @Test func hiddenFlexibleItemDropsOutOfTheUnit() throws {
        let spec = "layout R {\n view a\n view b: optional\n H: |[a(*)][b(*)]|\n V: |[a]|\n V: |[b]|\n}"
        let layout = try #require(compile(spec).layout)
        let shown = try evaluate(layout, arguments: EvaluationArguments(width: 100, height: 10))
        #expect(shown["a"]?.width == 50)
        let hidden = try evaluate(layout, arguments: EvaluationArguments(width: 100, height: 10, hidden: ["b"]))
        #expect(hidden["a"]?.width == 100)
        #expect(hidden["b"]?.width == 0)
    }

    @Test func flexibleValueThatDependsOnAPreference() throws {
        // The first solve's value of F names the preference's soft value; the second solve,
        // which adds F's own soft value before the preferences, must still read the preference.
        let spec = row("H: |[a][b(20)]-(*)-[c(20)]|", extra: "a.width == 100 @low")
        #expect(try xs(spec, width: 300) == [[0, 0, 100, 10], [100, 0, 20, 10], [280, 0, 20, 10]])
    }

    /// A card 50 pt wider than `c`, which a flexible sequence sizes, with a flexible sequence
    /// of its own; `outer` is the row's sequence.
    func nested(_ outer: String, inner: String = "H: |-(*)-[a(20)]-10-|", extra: String = "") -> String {
        """
        layout Nest {
            view c, b
            \(outer)
            view box {
                view a
                \(inner)
                V: |[a]|
                \(extra)
            }
            V: |[c]|
            V: |[b]|
            box.leading == 0
            box.width == c.width + 50
            V: |[box]|
        }
        """
    }

    func x(of name: String, _ spec: String, width: Double) throws -> Double? {
        let compiled = compile(spec)
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let layout = try #require(compiled.layout)
        return try evaluate(layout, arguments: EvaluationArguments(width: width, height: 50))[name]?.x
    }

    @Test func innerSequenceFillsWhatTheOuterLeaves() throws {
        // The row's shrinking part stops at 0 (S = 100): the box is 50 wide and `a` has 20 to
        // spare. The inner unit reads S as clamped, not the 230 the overflow asks of it.
        let shrinking = nested("H: |-10-[c(100 - *)]-10-[b(300)]-10-|")
        #expect(try x(of: "a", shrinking, width: 200) == 20)
        #expect(try x(of: "a", shrinking, width: 400) == 90)
        #expect(try x(of: "a", shrinking, width: 500) == 120)
    }

    @Test func aClampOnTwoUnitsIsMetByTheContainersWidth() throws {
        // `a.leading` is the inner unit, `super.width` follows the outer one; both sequences
        // fill exactly (required, as in Auto Layout), so the clamp holds by the container's width
        // yielding: box ≤ 60, c ≤ 10, the container 340 wide instead of 400, a at 60 - 30.
        let spec = nested("H: |-10-[c(*)]-10-[b(300)]-10-|", extra: "a.leading <= super.width / 2")
        #expect(try x(of: "a", spec, width: 400) == 30)
        #expect(try x(of: "a", spec, width: 200) == 20)
    }

    @Test func sequencesThatDependOnEachOtherAreSolvedTogether() throws {
        // Each sequence's fill reads the other's unit: F₁ + 2·F₂ - 10 = W and F₂ + F₁ = W, so
        // F₁ = W - 10 and F₂ = 10 (each then clamped at 0 on its own).
        let spec = """
            layout Cycle {
                view a, b, c, d
                H: |[a(*)][b]|
                H: |[c(*)][d]|
                b.width == 2 * c.width - 10
                d.width == a.width
                V: |[a(10)][b(10)][c(10)][d(10)]
            }
            """
        let result = try #require(try frames(spec, width: 100, height: 50))
        #expect(result.frames.map(\.frame.array) == [[0, 0, 90, 10], [90, 10, 10, 10], [0, 20, 10, 10], [10, 30, 90, 10]])
        let narrow = try #require(try frames(spec, width: 5, height: 50))
        #expect(narrow["a"]?.width == 0)
        #expect(narrow["c"]?.width == 10)
    }

    @Test func verticalSequenceSelfSizes() throws {
        let spec = "layout R {\n view a, b\n V: |-12-[a(20)]-4-[b(30)]-12-|\n H: |[a]|\n H: |[b]|\n}"
        let result = try #require(try frames(spec, width: 100, height: 500))
        #expect(result.height == 78)
        #expect(result["b"]?.array == [0, 36, 100, 30])
    }
}
