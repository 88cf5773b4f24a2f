import Testing

@testable import LayoutGenCore
@testable import LayoutGenAnalyze
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// A product of a factor read at run time (inputs, `when` numbers) and a value known before it:
/// a progress bar's played part, an image's height from its aspect ratio (docs/language.md,
/// "Constraints"). The value is computed once its argument is, as a `min` of it would be.
@Suite struct ProductTests {
    static let progressRow = """
        layout Row {
            input progress: CGFloat = 0
            input aspect: CGFloat = 1
            view artwork, track, played
            H: |-16-[artwork(64)]-12-[track]-16-|
            artwork.top == 12
            artwork.height == aspect * artwork.width
            track.top == 20
            track.height == 4
            played.leading == track.leading
            played.top == track.top
            played.height == track.height
            played.width == progress * track.width
            super.bottom == artwork.bottom + 12
        }
        """

    @Test func aProgressBarAndAnAspectRatio() throws {
        #expect(compile(Self.progressRow).diagnostics.isEmpty, "\(compile(Self.progressRow).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Row.layout", text: Self.progressRow))?.first)
        let layout = verifiable.plan
        #expect(layout.variants[0].steps.contains { if case .product = $0.operation { true } else { false } })
        for (width, progress, aspect, rightToLeft) in [(375.0, 0.25, 1.5, false), (320, 1, 0.5, false), (320, 0.5, 1, true)] {
            let arguments = EvaluationArguments(
                width: width, height: 0, inputs: ["progress": progress, "aspect": aspect], rightToLeft: rightToLeft, fit: .height)
            let result = try evaluate(layout, arguments: arguments)
            let track = width - 108
            let playedX = rightToLeft ? width - 92 - progress * track : 92
            #expect(result["played"]?.array == [playedX, 20, progress * track, 4])
            #expect(result["artwork"]?.array == [rightToLeft ? width - 80 : 16, 12, 64, 64 * aspect])
            #expect(result.height == 24 + 64 * aspect)
            #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        }
    }

    /// The generated code multiplies the two, and `explain` says so.
    @Test func theCodeAndTheExplanationMultiply() throws {
        let file = SourceFile(path: "Row.layout", text: Self.progressRow)
        let generated = try #require(Pipeline.generate(file, diagnostics: DiagnosticCollector()))
        #expect(generated.contains("let playedWidth: CGFloat = trackWidth * progress  // Row.layout:13"))
        #expect(generated.contains("let artworkHeight: CGFloat = 64 * aspect  // Row.layout:7"))
        let plan = try #require(Pipeline.plan(file, diagnostics: DiagnosticCollector()))
        #expect(explain(plan.layouts[0], file: file).contains("progress * track.width: track.width × progress (progress * track.width in played.width"))
    }

    /// A goal whose own expression reads a product of what is still open (in `sizeThatFits`
    /// the track's height follows the height, decided at 50): the goal pins the level's top in
    /// terms of the product, and nothing bounds it, so it is met whatever the product is. It was
    /// rejected as "needed here" (soft oracle seed 2890192).
    @Test func aGoalThatReadsAProductItDoesNotBound() throws {
        let spec = """
            layout Meter {
                input fill: CGFloat = 0.25
                view track, level
                track.leading == 16
                track.width == 8
                track.top == super.centerY + 4
                track.height == super.height * 2 - 16
                level.leading == 32
                level.width == 34
                level.height == fill * track.height - 6
                level.centerY == track.top - 18 @high
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Meter.layout", text: spec))?.first)
        for (height, fill, level) in [(100.0, 0.25, [32.0, 16, 34, 40]), (200, 0.5, [32, -7, 34, 186])] {
            let arguments = EvaluationArguments(width: 320, height: height, inputs: ["fill": fill])
            #expect(try evaluate(verifiable.plan, arguments: arguments)["level"]?.array == level)
            #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        }
        let fitted = EvaluationArguments(width: 320, height: 0, inputs: ["fill": 0.5], fit: .height)
        #expect(try Verification.check(verifiable, arguments: fitted).isEmpty)
    }

    /// A required row that reads a product and what the goal moves (`v2.trailing <=
    /// super.trailing + 60`, `v2.width` the product of `v1.width`, decided at 600) without
    /// bounding the product: with the product an unknown of its own, the rows leave it free, so
    /// the goals at 999 are met whatever it is. It was rejected as "needed here" (soft oracle
    /// seed 2890598, four soft lines trimmed: the seed's spec now agrees with kiwisolver; here
    /// the verifier checks the frames).
    @Test func aRequiredRowThatReadsAProductItDoesNotBound() throws {
        let spec = """
            layout Row {
                input p0: CGFloat = 0.25
                view v0: measured @999
                view v1
                view v2
                H: |-3-[v0]-(>=13.5)-[v1(>=56.5)]-|
                v1.centerX == v0.trailing + 16.5 @999
                v1.width == 44 @600
                V: |-16-[v1(46.5)][v2(<=124)]-(*)-|
                v0.width >= 87
                v0.centerY == v1.bottom + 3.5 @500
                v0.height >= 33
                v2.trailing <= super.trailing + 60
                v2.trailing == v1.trailing @high
                v2.width == p0 * v1.width - 1.5
                v2.height == v1.height * 2 - 3.5
            }
            """
        #expect(compile(spec).diagnostics.filter { $0.severity == .error }.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Row.layout", text: spec))?.first)
        let arguments = EvaluationArguments(width: 375, height: 600)
        let result = try evaluate(verifiable.plan, arguments: arguments)
        #expect(result["v1"]?.array == [310.5, 16, 56.5, 46.5])
        #expect(result["v2"]?.array == [354.375, 62.5, 12.625, 89.5])
        #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        let fitted = EvaluationArguments(width: 320, height: 0, fit: .height)
        #expect(try Verification.check(verifiable, arguments: fitted).isEmpty)
    }

    /// The factor's argument decided by a goal: the product waits for it.
    @Test func aProductOfAValueAGoalDecides() throws {
        let spec = """
            layout Bar {
                input progress: CGFloat = 0.5
                view track, played
                track.leading == 16
                track.width == 400 @500
                track.trailing <= super.trailing - 16
                played.leading == track.leading
                played.width == progress * track.width
                V: |[track(4)]
                V: |[played(4)]
            }
            """
        #expect(compile(spec).diagnostics.isEmpty, "\(compile(spec).messages)")
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Bar.layout", text: spec))?.first)
        for (width, expected) in [(320.0, 72.0), (800, 100)] {
            let arguments = EvaluationArguments(width: width, height: 4, inputs: ["progress": 0.25])
            #expect(try evaluate(verifiable.plan, arguments: arguments)["played"]?.array == [16, 0, expected, 4])
            #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
        }
    }

    @Test(arguments: [
        ("a.width == b.width * b.height", "7:16: error: non-linear expression: one factor of '*' must be a number, an input or a 'let' of them"),
        ("a.width == k * a.width + 10", "7:16: error: values depend on themselves: the product at line 7 -> the product at line 7"),
    ])
    func whatIsStillAnError(constraint: String, message: String) {
        let spec = """
            layout A {
                input k: CGFloat = 0.5
                view a, b
                H: |[a][b]|
                V: |[a]|
                V: |[b]|
                \(constraint)
            }
            """
        #expect(compile(spec).messages.contains(message), "\(compile(spec).messages)")
    }

    /// A product never decides the attribute it multiplies: the width an aspect ratio would
    /// give is left open, and the error says why.
    @Test func aProductDoesNotDecideItsAttribute() throws {
        let spec = """
            layout Cell {
                input aspect: CGFloat = 1
                view art
                H: |-16-[art]
                V: |-8-[art]-8-|
                art.height == aspect * art.width
            }
            """
        let error = try #require(compile(spec).errors.first)
        #expect(error.message.hasPrefix("horizontal position or width of 'art' is not determined"))
        #expect(error.notes.map { "\($0.range.start.line): \($0.message)" } == [
            "6: the product multiplies it, and a product is computed from its attribute, never the other way: "
                + "decide the attribute with another constraint"
        ])
    }

    /// A container's extent that the required constraints make a product of what soft
    /// constraints decide is met as given, as Auto Layout meets it, by moving the attribute:
    /// which a product never does, so it is the error that says so (soft oracle seed 2291028,
    /// where the width followed `p0 * v1.width` of a width decided at 749 and came out 187.375
    /// for a given 169). A `max(…)` of the content stays what the extent follows.
    @Test func anExtentIsNotAProductOfWhatIsOpen() throws {
        let spec = """
            layout Cell {
                input k: CGFloat = 2
                view a, b: measured
                H: |-8-[a(100)]-8-[b(100)]
                a.top == 8
                b.top == 8
                super.bottom == k * b.height + 16
            }
            """
        let error = try #require(compile(spec).errors.first)
        #expect(error.message.hasPrefix("the product reads a value that is decided only after a stronger constraint needs the product"))
        #expect(error.range.start.line == 7)
        #expect(error.notes.map { "\($0.range.start.line): \($0.message)" } == ["1: needed to meet the height given to layout(in:)"])
        let following = spec.replacingOccurrences(of: "k * b.height + 16", with: "max(a.bottom, b.bottom) + 8")
        #expect(compile(following).errors.isEmpty, "\(compile(following).messages)")
    }

    /// A required inequality on a product of what is still open bounds the attribute (here the
    /// container's width, through the track's): the error says the product is needed, not that
    /// the inequality has nothing to adjust (soft oracle seed 2290062).
    @Test func anInequalityOnAProductOfWhatIsOpen() throws {
        let spec = """
            layout Bar {
                input progress: CGFloat = 0.5
                view track, played
                H: |-16-[track]-16-|
                H: |-16-[played]
                V: |-8-[track(4)]-8-[played(4)]-8-|
                played.width == progress * track.width
                played.width <= 200
            }
            """
        #expect(compile(spec).messages == [
            "7:21: error: the product reads a value that is decided only after a stronger constraint needs the product; "
                + "a product is computed once the attribute it multiplies is decided"
        ])
        let error = try #require(compile(spec).errors.first)
        #expect(error.notes.map { "\($0.range.start.line): \($0.message)" } == ["8: needed here"])
    }

    /// `check` over the default domain (inputs at their defaults): the products are affine
    /// there and every check is proved; with `progress` over a range, the product of two
    /// values that vary is a stand-in, and nothing false is reported.
    @Test func checkSearchesProducts() throws {
        for (domain, searchedToTheEnd) in [("", true), ("    domain progress 0...1\n", false)] {
            let spec = Self.progressRow.replacingOccurrences(of: "    view artwork,", with: domain + "    view artwork,")
            let report = CheckReport()
            let diagnostics = DiagnosticCollector()
            _ = Pipeline.plan(SourceFile(path: "Row.layout", text: spec), diagnostics: diagnostics, checks: report)
            #expect(diagnostics.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
            let lines = try #require(report.layouts.first).lines
            #expect(lines.contains("found: nothing"), "\(lines)")
            #expect(lines.contains { $0.contains("not confirmed") } != searchedToTheEnd, "\(lines)")
        }
    }
}
