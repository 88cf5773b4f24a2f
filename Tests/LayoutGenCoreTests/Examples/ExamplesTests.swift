import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate

/// The bundled examples, each at two container sizes.
@Suite struct ExamplesTests {
    func evaluateExample(
        _ name: String, width: Double, height: Double, measure: [String: MeasureStandIn] = [:],
        rightToLeft: Bool = false, hidden: Set<String> = []
    ) throws -> EvaluationResult {
        let path = "Examples/\(name).layout"
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let diagnostics = DiagnosticCollector()
        let plan = try #require(Pipeline.plan(file, diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        return try evaluate(
            plan.layouts[0],
            arguments: EvaluationArguments(
                width: width, height: height, hidden: hidden, rightToLeft: rightToLeft, measure: measure))
    }

    static let profileMeasure: [String: MeasureStandIn] = [
        "time": .fixed(width: 40, height: 16), "title": .text(width: 300, height: 20),
        "subtitle": .text(width: 150, height: 16),
    ]

    @Test func profileCell() throws {
        let phone = try evaluateExample("ProfileCell", width: 375, height: 80, measure: Self.profileMeasure)
        #expect(phone.frames.map(\.frame.array) == [[12, 16, 48, 48], [323, 10, 40, 16], [70, 10, 245, 40], [70, 54, 293, 16]])
        let small = try evaluateExample("ProfileCell", width: 320, height: 100, measure: Self.profileMeasure)
        #expect(small.frames.map(\.frame.array) == [[12, 26, 48, 48], [268, 20, 40, 16], [70, 20, 190, 40], [70, 64, 238, 16]])
        let mirrored = try evaluateExample(
            "ProfileCell", width: 375, height: 80, measure: Self.profileMeasure, rightToLeft: true)
        #expect(mirrored["icon"]?.array == [315, 16, 48, 48])
        #expect(mirrored["time"]?.array == [12, 10, 40, 16])
        // Hidden, the subtitle and its 4 pt gap collapse: the title alone is centred.
        let alone = try evaluateExample(
            "ProfileCell", width: 375, height: 80, measure: Self.profileMeasure, hidden: ["subtitle"])
        #expect(alone["title"]?.array == [70, 20, 245, 40])
        #expect(alone["subtitle"]?.array == [70, 60, 293, 0])
    }

    @Test func hotpotFourViews() throws {
        let phone = try evaluateExample("HotpotDemo", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[20, 40, 335, 40], [137.5, 577, 100, 40], [20, 283.5, 117.5, 100], [20, 403.5, 40, 40]])
        let small = try evaluateExample("HotpotDemo", width: 320, height: 480)
        #expect(small.frames.map(\.frame.array) == [[20, 40, 280, 40], [110, 390, 100, 40], [20, 190, 90, 100], [20, 310, 40, 40]])
        // left/right never flip: right-to-left layout gives the same frames.
        let mirrored = try evaluateExample("HotpotDemo", width: 320, height: 480, rightToLeft: true)
        #expect(mirrored.frames.map(\.frame) == small.frames.map(\.frame))
    }

    @Test func fangYuanTwoViews() throws {
        let phone = try evaluateExample("FangYuanDemo", width: 375, height: 667)
        #expect(phone.frames.map(\.frame.array) == [[30, 30, 315, 100], [30, 155, 305, 482]])
        let small = try evaluateExample("FangYuanDemo", width: 320, height: 568)
        #expect(small.frames.map(\.frame.array) == [[30, 30, 260, 100], [30, 155, 250, 383]])
    }

    @Test func longTextCellSelfSizes() throws {
        let measure: [String: MeasureStandIn] = ["name": .text(width: 120, height: 20), "body": .text(width: 1000, height: 20)]
        let phone = try evaluateExample("LongTextCell", width: 375, height: 44, measure: measure)
        #expect(phone.frames.map(\.frame.array) == [[16, 12, 40, 40], [68, 12, 291, 20], [68, 36, 291, 80]])
        #expect([phone.width, phone.height] == [375, 128])
        let small = try evaluateExample("LongTextCell", width: 320, height: 44, measure: measure)
        #expect(small.frames.map(\.frame.array) == [[16, 12, 40, 40], [68, 12, 236, 20], [68, 36, 236, 100]])
        #expect([small.width, small.height] == [320, 148])
        // A short body: the avatar decides the height.
        let short = try evaluateExample(
            "LongTextCell", width: 375, height: 44,
            measure: ["name": .text(width: 50, height: 10), "body": .text(width: 50, height: 10)])
        #expect(short.height == 64)
    }
}
