import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// The example layouts of the seed documents (hjcapple's LayoutKit, QuickVFL2, the Auto Layout
/// helper) and the benchmark-style feed cell, each at two or more container sizes. The expected
/// frames were worked out by hand from the seeds' descriptions; the arithmetic is in the
/// comments. Frames are `[x, y, width, height]` in declaration order.
@Suite struct SeedExamplesTests {
    /// Plans `source` (named `path`) and evaluates its layout `name` (the first when nil).
    static func evaluateSource(
        _ source: String, path: String, layout name: String? = nil, width: Double, height: Double,
        measure: [String: MeasureStandIn] = [:], rightToLeft: Bool = false, hidden: Set<String> = [],
        fit: FitAxes = []
    ) throws -> EvaluationResult {
        let diagnostics = DiagnosticCollector()
        let plan = try #require(
            Pipeline.plan(SourceFile(path: path, text: source), diagnostics: diagnostics),
            "\(path): \(diagnostics.diagnostics.map(\.message))")
        #expect(diagnostics.diagnostics.isEmpty, "\(path): \(diagnostics.diagnostics.map(\.message))")
        let layout = try #require(name.map { n in plan.layouts.first { $0.name == n } } ?? plan.layouts.first)
        return try evaluate(
            layout,
            arguments: EvaluationArguments(
                width: width, height: height, hidden: hidden, rightToLeft: rightToLeft, measure: measure, fit: fit))
    }

    /// Evaluates `Examples/<file>.layout`.
    static func evaluateExample(
        _ file: String, layout name: String? = nil, width: Double, height: Double,
        measure: [String: MeasureStandIn] = [:], rightToLeft: Bool = false, hidden: Set<String> = [],
        fit: FitAxes = []
    ) throws -> EvaluationResult {
        let path = "Examples/\(file).layout"
        return try evaluateSource(
            try TestPaths.read(path), path: path, layout: name, width: width, height: height, measure: measure,
            rightToLeft: rightToLeft, hidden: hidden, fit: fit)
    }

    // MARK: - hjcapple LayoutKit

    static let messageMeasure: [String: MeasureStandIn] = [
        "title": .text(width: 80, height: 20), "detail": .text(width: 60, height: 16),
        "longDetail": .text(width: 200, height: 14), "time": .text(width: 40, height: 14),
    ]

    /// 界面1: icon, three labels centred as a group, time label.
    @Test func layoutKitMessageCell() throws {
        // 320×80: icon side 80 - 10 - 10 = 60 → [10, 10, 60, 60]; title.x = 10 + 60 + 10 = 80,
        // at its natural width 80; time.x = 320 - 10 - 40 = 270, centred: y = 40 - 14/2 = 33;
        // labels 20 + 6 + 16 + 14 = 56 tall, F = (80 - 56) / 2 = 12: title.y 12,
        // detail.y 12 + 20 + 6 = 38, longDetail.y 38 + 16 = 54, both at title.x.
        let small = try Self.evaluateExample("LayoutKitMessageCell", width: 320, height: 80, measure: Self.messageMeasure)
        #expect(
            small.frames.map(\.frame.array) == [
                [10, 10, 60, 60], [80, 12, 80, 20], [80, 38, 60, 16], [80, 54, 200, 14], [270, 33, 40, 14],
            ])
        #expect([small.width, small.height] == [320, 80])
        // 375×100: icon 80 → title.x 100; time.x 375 - 50 = 325, y 50 - 7 = 43;
        // F = (100 - 56) / 2 = 22: title.y 22, detail.y 48, longDetail.y 64.
        let phone = try Self.evaluateExample("LayoutKitMessageCell", width: 375, height: 100, measure: Self.messageMeasure)
        #expect(
            phone.frames.map(\.frame.array) == [
                [10, 10, 80, 80], [100, 22, 80, 20], [100, 48, 60, 16], [100, 64, 200, 14], [325, 43, 40, 14],
            ])
        // Right to left, everything mirrors (x' = 375 - x - width); detail and longDetail
        // share the title's leading (right) edge 275.
        let mirrored = try Self.evaluateExample(
            "LayoutKitMessageCell", width: 375, height: 100, measure: Self.messageMeasure, rightToLeft: true)
        #expect(
            mirrored.frames.map(\.frame.array) == [
                [285, 10, 80, 80], [195, 22, 80, 20], [215, 48, 60, 16], [75, 64, 200, 14], [10, 43, 40, 14],
            ])
    }

    /// 界面2: three 80×80 blocks, the four spaces equal.
    @Test func layoutKitEqualSpacing() throws {
        // 375×667: 4F = 375 - 3·80 = 135, F = 33.75: x 33.75, 33.75 + 80 + 33.75 = 147.5, 261.25;
        // y = (667 - 80) / 2 = 293.5.
        let phone = try Self.evaluateExample("LayoutKitEqualSpacing", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[33.75, 293.5, 80, 80], [147.5, 293.5, 80, 80], [261.25, 293.5, 80, 80]])
        // 320×480: F = (320 - 240) / 4 = 20: x 20, 120, 220; y = 200.
        let small = try Self.evaluateExample("LayoutKitEqualSpacing", width: 320, height: 480)
        #expect(small.frames.map(\.frame.array) == [[20, 200, 80, 80], [120, 200, 80, 80], [220, 200, 80, 80]])
        // 200×300: 240 > 200, so F = 0 and the container's width yields to the required
        // parts: it is 240 (reported), x 0, 80, 160; y 110.
        let narrow = try Self.evaluateExample("LayoutKitEqualSpacing", width: 200, height: 300)
        #expect(narrow.frames.map(\.frame.array) == [[0, 110, 80, 80], [80, 110, 80, 80], [160, 110, 80, 80]])
        #expect([narrow.width, narrow.height] == [240, 300])
        // Right to left the frames are mirrored within the width the container was given, 200
        // (LANGUAGE.md §10, revised 2026-11-26): the leading item at its right edge, the
        // overflow past its left edge: x 120, 40, -40.
        let narrowMirrored = try Self.evaluateExample("LayoutKitEqualSpacing", width: 200, height: 300, rightToLeft: true)
        #expect(narrowMirrored.frames.map(\.frame.array) == [[120, 110, 80, 80], [40, 110, 80, 80], [-40, 110, 80, 80]])
        #expect([narrowMirrored.width, narrowMirrored.height] == [240, 300])
    }

    /// `insetEdges(edge: 30)` twice (blue, then red inside it), and the four-sided inset bounds.
    @Test func layoutKitInsetEdges() throws {
        // 375×667: blue [30, 30, 375 - 60, 667 - 60]; red [60, 60, 375 - 120, 667 - 120];
        // bounds [20, 10, 375 - 20 - 50, 667 - 10 - 40].
        let phone = try Self.evaluateExample("LayoutKitInsetEdges", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[30, 30, 315, 607], [60, 60, 255, 547], [20, 10, 305, 617]])
        let small = try Self.evaluateExample("LayoutKitInsetEdges", width: 320, height: 480)
        #expect(small.frames.map(\.frame.array) == [[30, 30, 260, 420], [60, 60, 200, 360], [20, 10, 250, 430]])
        // The insets are symmetric and `bounds` uses left/right: right to left changes nothing.
        let mirrored = try Self.evaluateExample("LayoutKitInsetEdges", width: 320, height: 480, rightToLeft: true)
        #expect(mirrored.frames.map(\.frame) == small.frames.map(\.frame))
    }

    /// The flexible examples of LayoutKit's README, one layout each.
    @Test func layoutKitFlexible() throws {
        func frames(_ layout: String, _ width: Double, _ height: Double, rightToLeft: Bool = false) throws -> [[Double]] {
            try Self.evaluateExample("LayoutKitFlexible", layout: layout, width: width, height: height, rightToLeft: rightToLeft)
                .frames.map(\.frame.array)
        }
        // xPlace(20, red, F, blue, 20): at 375, F = 375 - (20 + 100 + 100 + 20) = 135 (the README's
        // number), blue.x = 20 + 100 + 135 = 255; at 320, F = 80, blue.x 200. y = (H - 100) / 2.
        #expect(try frames("LayoutKitFlexibleGapBetweenPair", 375, 600) == [[20, 250, 100, 100], [255, 250, 100, 100]])
        #expect(try frames("LayoutKitFlexibleGapBetweenPair", 320, 480) == [[20, 190, 100, 100], [200, 190, 100, 100]])
        #expect(
            try frames("LayoutKitFlexibleGapBetweenPair", 320, 480, rightToLeft: true)
                == [[200, 190, 100, 100], [20, 190, 100, 100]])
        // xPlace(F, red, blue, F): F = (375 - 200) / 2 = 87.5; at 320, 60.
        #expect(try frames("LayoutKitFlexibleCentredPair", 375, 600) == [[87.5, 250, 100, 100], [187.5, 250, 100, 100]])
        #expect(try frames("LayoutKitFlexibleCentredPair", 320, 480) == [[60, 190, 100, 100], [160, 190, 100, 100]])
        // xPlace(F, red, 2F, blue, F): 4F = 175, F = 43.75, blue.x = 43.75 + 100 + 87.5 = 231.25;
        // at 320, F = 30, blue.x = 30 + 100 + 60 = 190.
        #expect(try frames("LayoutKitFlexibleWeightedGap", 375, 600) == [[43.75, 250, 100, 100], [231.25, 250, 100, 100]])
        #expect(try frames("LayoutKitFlexibleWeightedGap", 320, 480) == [[30, 190, 100, 100], [190, 190, 100, 100]])
        // xPlace(0.5F, red, F, blue, 0.5F): 2F = 175, F = 87.5, red.x 43.75, blue.x 231.25: the
        // same as 1 : 2 : 1, as it should be; at 320, F = 60, red.x 30, blue.x 190.
        #expect(try frames("LayoutKitFlexibleHalfWeightEnds", 375, 600) == [[43.75, 250, 100, 100], [231.25, 250, 100, 100]])
        #expect(try frames("LayoutKitFlexibleHalfWeightEnds", 320, 480) == [[30, 190, 100, 100], [190, 190, 100, 100]])
        // height(red, blue, yellow) == [44, F, 44], full width: blue is H - 88 tall.
        #expect(try frames("LayoutKitFlexibleMiddleHeight", 375, 600) == [[0, 0, 375, 44], [0, 44, 375, 512], [0, 556, 375, 44]])
        #expect(try frames("LayoutKitFlexibleMiddleHeight", 320, 480) == [[0, 0, 320, 44], [0, 44, 320, 392], [0, 436, 320, 44]])
        // width(view0, view1, view2) == [44, F, 2F]: 3F = W - 44; at 320, F = 92; at 812, F = 256.
        #expect(
            try frames("LayoutKitFlexibleWeightedWidths", 320, 480) == [[0, 0, 44, 480], [44, 0, 92, 480], [136, 0, 184, 480]])
        #expect(
            try frames("LayoutKitFlexibleWeightedWidths", 812, 375)
                == [[0, 0, 44, 375], [44, 0, 256, 375], [300, 0, 512, 375]])
        // width(view0, view1) == [F, F, 2F]: 4F = W, each view W / 4 (the unused 2F is a guide);
        // width(placeHolder, view2) == [44, F]: view2 is W - 44 wide. Rows at y 10 and 64.
        #expect(
            try frames("LayoutKitFlexiblePlaceholders", 375, 600)
                == [[0, 10, 93.75, 44], [93.75, 10, 93.75, 44], [44, 64, 331, 44], [187.5, 10, 187.5, 44], [0, 64, 44, 44]])
        #expect(
            try frames("LayoutKitFlexiblePlaceholders", 320, 480)
                == [[0, 10, 80, 44], [80, 10, 80, 44], [44, 64, 276, 44], [160, 10, 160, 44], [0, 64, 44, 44]])
        // yFlexibleValue(F, red, 10, blue, F) in 600: F = (600 - 210) / 2 = 195 (the README's
        // number), blue.y = 195 + 100 + 10 = 305; in 480, F = 135, blue.y 245.
        #expect(try frames("LayoutKitFlexibleVerticalPair", 375, 600) == [[0, 195, 375, 100], [0, 305, 375, 100]])
        #expect(try frames("LayoutKitFlexibleVerticalPair", 320, 480) == [[0, 135, 320, 100], [0, 245, 320, 100]])
    }

    // MARK: - QuickVFL2

    /// `H:|[tableContent]|;V:|[tableContent]|`: the table view fills the screen.
    @Test func quickVFLTableScreen() throws {
        let phone = try Self.evaluateExample("QuickVFLTableScreen", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[0, 0, 375, 667]])
        #expect([phone.width, phone.height] == [375, 667])
        let small = try Self.evaluateExample("QuickVFLTableScreen", width: 320, height: 568, rightToLeft: true)
        #expect(small.frames.map(\.frame.array) == [[0, 0, 320, 568]])
    }

    static let stackMeasure: [String: MeasureStandIn] = [
        "header": .text(width: 200, height: 20), "label1": .text(width: 400, height: 18),
        "footer": .text(width: 100, height: 16),
    ]

    /// QuickVFL's hide/show: the wrapper around label1 collapses vertically when hidden.
    @Test func quickVFLCollapsibleStack() throws {
        // 375 wide: header [12, 12, 351, 20]; wrapper1 at y 12 + 20 + 8 = 40, 351 wide; label1
        // inside at 8, 8, 351 - 16 = 335 wide: 400 / 335 → two lines, 36 tall, so the wrapper is
        // 36 + 16 = 52 tall; footer at 40 + 52 + 8 = 100; height 100 + 16 + 12 = 128.
        let phone = try Self.evaluateExample(
            "QuickVFLCollapsibleStack", width: 375, height: 100, measure: Self.stackMeasure, fit: .height)
        #expect(
            phone.frames.map(\.frame.array) == [[12, 12, 351, 20], [12, 40, 351, 52], [8, 8, 335, 36], [12, 100, 351, 16]])
        #expect([phone.width, phone.height] == [375, 128])
        // 320 wide: label1 is 280 wide, still two lines: the same heights.
        let small = try Self.evaluateExample(
            "QuickVFLCollapsibleStack", width: 320, height: 100, measure: Self.stackMeasure, rightToLeft: true, fit: .height)
        #expect(
            small.frames.map(\.frame.array) == [[12, 12, 296, 20], [12, 40, 296, 52], [8, 8, 280, 36], [12, 100, 296, 16]])
        #expect([small.width, small.height] == [320, 128])

        // Hidden: the wrapper and the 8-point gap after it collapse; the footer moves up to 40
        // and the cell is 40 + 16 + 12 = 68 tall.
        let collapsed = try Self.evaluateExample(
            "QuickVFLCollapsibleStack", width: 375, height: 100, measure: Self.stackMeasure, hidden: ["wrapper1"], fit: .height)
        #expect(collapsed["header"]?.array == [12, 12, 351, 20])
        #expect(collapsed["footer"]?.array == [12, 40, 351, 16])
        #expect([collapsed.width, collapsed.height] == [375, 68])
        // The hidden wrapper sits where it collapsed (y 40); its height is left to what decides
        // it (here its visible child), so it is not asserted.
        #expect(collapsed["wrapper1"]?.y == 40)
        let collapsedSmall = try Self.evaluateExample(
            "QuickVFLCollapsibleStack", width: 320, height: 100, measure: Self.stackMeasure, hidden: ["wrapper1"], fit: .height)
        #expect(collapsedSmall["footer"]?.array == [12, 40, 296, 16])
        #expect([collapsedSmall.width, collapsedSmall.height] == [320, 68])
    }

    /// The same stack with the wrapper placed by `H: |-12-[wrapper1]-12-|`: hiding it collapses
    /// it sideways too, but does not change the container's given width (width in).
    @Test func hiddenOnlyItemOfASequenceKeepsTheGivenWidth() throws {
        let source = """
            layout HiddenOnlyItemStack {
                view header: measured
                view wrapper1: optional {
                    view label1: measured
                    H: |-8-[label1]-8-|
                    V: |-8-[label1]-8-|
                }
                view footer: measured
                H: |-12-[header]-12-|
                H: |-12-[wrapper1]-12-|
                H: |-12-[footer]-12-|
                V: |-12-[header]-8-[wrapper1]-8-[footer]-12-|
            }
            """
        let visible = try Self.evaluateSource(
            source, path: "HiddenOnlyItemStack.layout", width: 375, height: 100, measure: Self.stackMeasure, fit: .height)
        #expect(visible.frames.map(\.frame.array) == [[12, 12, 351, 20], [12, 40, 351, 52], [8, 8, 335, 36], [12, 100, 351, 16]])
        let collapsed = try Self.evaluateSource(
            source, path: "HiddenOnlyItemStack.layout", width: 375, height: 100, measure: Self.stackMeasure,
            hidden: ["wrapper1"], fit: .height)
        // Hidden, wrapper1 is the only item of `H: |-12-[wrapper1]-12-|`: no visible item
        // follows it, so the gap before it goes (x 0), and a sequence with no visible item no
        // longer spans its container, so the container keeps its given width 375. Vertically
        // it collapses as in the example above: y 40, the footer at 40, height 68.
        #expect([collapsed.width, collapsed.height] == [375, 68])
        #expect(collapsed["header"]?.array == [12, 12, 351, 20])
        #expect(collapsed["footer"]?.array == [12, 40, 351, 16])
        #expect(collapsed["wrapper1"]?.x == 0)
        #expect(collapsed["wrapper1"]?.y == 40)
    }

    // MARK: - The Auto Layout helper

    /// `CenterAndSize()`: view1 to the superview, badge to its sibling avatar.
    @Test func autoLayoutCenterAndSize() throws {
        let phone = try Self.evaluateExample("AutoLayoutCenterAndSize", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[0, 0, 375, 667], [16, 16, 64, 64], [16, 16, 64, 64]])
        let small = try Self.evaluateExample("AutoLayoutCenterAndSize", width: 320, height: 480)
        #expect(small.frames.map(\.frame.array) == [[0, 0, 320, 480], [16, 16, 64, 64], [16, 16, 64, 64]])
        // Right to left the avatar is 16 from the right: x = 320 - 16 - 64 = 240; the badge
        // follows its centre.
        let mirrored = try Self.evaluateExample("AutoLayoutCenterAndSize", width: 320, height: 480, rightToLeft: true)
        #expect(mirrored.frames.map(\.frame.array) == [[0, 0, 320, 480], [240, 16, 64, 64], [240, 16, 64, 64]])
    }

    /// `HorizontalVertical()` and the single-edge methods.
    @Test func autoLayoutHorizontalVertical() throws {
        // background fills; card is [20, 20, W - 40, H - 40]; highlight covers card.
        let phone = try Self.evaluateExample("AutoLayoutHorizontalVertical", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[0, 0, 375, 667], [20, 20, 335, 627], [20, 20, 335, 627]])
        let small = try Self.evaluateExample("AutoLayoutHorizontalVertical", width: 320, height: 480)
        #expect(small.frames.map(\.frame.array) == [[0, 0, 320, 480], [20, 20, 280, 440], [20, 20, 280, 440]])
        let mirrored = try Self.evaluateExample("AutoLayoutHorizontalVertical", width: 320, height: 480, rightToLeft: true)
        #expect(mirrored.frames.map(\.frame) == small.frames.map(\.frame))
    }

    // MARK: - Feed cell

    static let feedMeasure: [String: MeasureStandIn] = [
        "actor": .text(width: 150, height: 16), "options": .fixed(width: 20, height: 16),
        "posterName": .text(width: 120, height: 18), "posterHeadline": .text(width: 250, height: 14),
        "posterTime": .text(width: 60, height: 14), "body": .text(width: 600, height: 18),
        "linkTitle": .text(width: 300, height: 18), "linkDomain": .text(width: 90, height: 14),
        "like": .fixed(width: 40, height: 20), "comment": .fixed(width: 70, height: 20),
        "share": .fixed(width: 50, height: 20), "actorComment": .text(width: 400, height: 16),
    ]

    /// The LayoutFrameworkBenchmark-style feed item: width in, height out (`--fit height`).
    @Test func feedCell() throws {
        // 375 wide:
        //   options x 375 - 8 - 20 = 347, y 8; actor [8, 8], offered 347 - 8 - 8 = 331, is 150 × 16.
        //   posterImage [8, 8 + 16 + 8 = 32, 50, 50] (bottom 82); name x 8 + 50 + 8 = 66,
        //   width 375 - 8 - 66 = 301, y 32, h 18; headline y 32 + 18 + 2 = 52, 250 ≤ 301: h 14;
        //   time y 52 + 14 + 2 = 68, h 14 (bottom 82).
        //   body y max(82, 82) + 8 = 90, x 8, width 359: 600 / 359 → 2 lines, 36 (bottom 126).
        //   linkImage [8, 134, 359, 200]; linkTitle y 342, h 18; linkDomain y 362, h 14 (bottom 376).
        //   like [8, 384, 40, 20]; share x 375 - 8 - 50 = 317; 2F = 317 - 48 - 70 = 199,
        //   F = 99.5: comment x 48 + 99.5 = 147.5.
        //   actorImage [8, 384 + 20 + 8 = 412, 50, 50] (bottom 462); actorComment x 66, w 301,
        //   400 / 301 → 2 lines, 32 (bottom 444). Height max(462, 444) + 8 = 470.
        let phone = try Self.evaluateExample("FeedCell", width: 375, height: 44, measure: Self.feedMeasure, fit: .height)
        #expect(
            phone.frames.map(\.frame.array) == [
                [8, 8, 150, 16], [347, 8, 20, 16], [8, 32, 50, 50], [66, 32, 301, 18], [66, 52, 301, 14],
                [66, 68, 301, 14], [8, 90, 359, 36], [8, 134, 359, 200], [8, 342, 359, 18], [8, 362, 359, 14],
                [8, 384, 40, 20], [147.5, 384, 70, 20], [317, 384, 50, 20], [8, 412, 50, 50], [66, 412, 301, 32],
            ])
        #expect([phone.width, phone.height] == [375, 470])

        // 320 wide: name width 246; headline 250 / 246 → 2 lines, 28: time y 52 + 28 + 2 = 82
        //   (bottom 96, below the image's 82); body y 104, width 304, 2 lines (bottom 140);
        //   linkImage y 148; linkTitle y 356 (300 ≤ 304: one line); linkDomain y 376 (bottom 390);
        //   actions y 398, share x 262, F = (262 - 48 - 70) / 2 = 72, comment x 120;
        //   actorImage y 426 (bottom 476); actorComment 2 lines (bottom 458). Height 484.
        let small = try Self.evaluateExample("FeedCell", width: 320, height: 44, measure: Self.feedMeasure, fit: .height)
        #expect(
            small.frames.map(\.frame.array) == [
                [8, 8, 150, 16], [292, 8, 20, 16], [8, 32, 50, 50], [66, 32, 246, 18], [66, 52, 246, 28],
                [66, 82, 246, 14], [8, 104, 304, 36], [8, 148, 304, 200], [8, 356, 304, 18], [8, 376, 304, 14],
                [8, 398, 40, 20], [120, 398, 70, 20], [262, 398, 50, 20], [8, 426, 50, 50], [66, 426, 246, 32],
            ])
        #expect([small.width, small.height] == [320, 484])

        // Right to left: x' = 375 - x - width.
        let mirrored = try Self.evaluateExample("FeedCell", width: 375, height: 44, measure: Self.feedMeasure, rightToLeft: true, fit: .height)
        #expect(
            mirrored.frames.map(\.frame.array) == phone.frames.map {
                [375 - $0.frame.x - $0.frame.width, $0.frame.y, $0.frame.width, $0.frame.height]
            })
        #expect(mirrored["comment"]?.array == [157.5, 384, 70, 20])

        // A long actor line yields to the options label: offered 331, it wraps to two lines
        // (32 tall) and everything below moves down 16: height 486.
        var longActor = Self.feedMeasure
        longActor["actor"] = .text(width: 400, height: 16)
        let wrapped = try Self.evaluateExample("FeedCell", width: 375, height: 44, measure: longActor, fit: .height)
        #expect(wrapped["actor"]?.array == [8, 8, 331, 32])
        #expect(wrapped["options"]?.array == [347, 8, 20, 16])
        #expect(wrapped["posterImage"]?.array == [8, 48, 50, 50])
        #expect(wrapped["actorImage"]?.array == [8, 428, 50, 50])
        #expect(wrapped.height == 486)
    }
}

/// LANGUAGE.md §10 (revised 2026-11-26): right to left mirrors within the width the container
/// was given, also when the content overflows it: the contract's example, frame by frame.
@Suite struct RightToLeftOverflowTests {
    @Test func anOverflowingRowIsMirroredInTheGivenWidth() throws {
        let spec = """
            layout Rtl {
                view a, b, c
                H: |-(*)-[a(60)]-(*)-[b(80)]-(*)-[c(60)]-(*)-|
                V: |-30-[a(40)]
                b.top == a.top
                c.top == a.top
                b.height == 40
                c.height == 40
            }
            """
        let ltr = try #require(try frames(spec, width: 150, height: 100))
        #expect(ltr.frames.map(\.frame.array) == [[0, 30, 60, 40], [60, 30, 80, 40], [140, 30, 60, 40]])
        let rtl = try #require(try frames(spec, width: 150, height: 100, rightToLeft: true))
        #expect(rtl.frames.map(\.frame.array) == [[90, 30, 60, 40], [10, 30, 80, 40], [-50, 30, 60, 40]])
        #expect(rtl.width == 200)
    }
}
