import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenVerify

/// A constraint that needs a `min`/`max` whose arguments constraints of its own priority
/// decide is met after them (docs/language.md, "Clamps: inequalities and min/max").
@Suite struct MinMaxOrderTests {
    /// Issue 22's repro: the container's height is `max(t.height, 30)`, `t` measured. Declared
    /// after `top`, `t.height` was solved for as a difference of positions that reads the
    /// `max` back, and the spec was rejected; declared first, it was accepted. Both orders now
    /// give the same frames.
    @Test(arguments: [50.0, 10.0])
    func declarationOrderDecidesNoRejection(textHeight: Double) throws {
        func spec(_ views: String) -> String {
            """
            layout Ord {
                \(views)
                H: |[top]|
                H: |[t]|
                top.height == 20
                top.bottom == t.top
                t.bottom == super.bottom
                super.height == max(t.height, 30)
            }
            """
        }
        let measure: [String: MeasureStandIn] = ["t": .text(width: 100, height: textHeight)]
        var results: [[String: [Double]]] = []
        for views in ["view top\n    view t: measured", "view t: measured\n    view top"] {
            let compiled = compile(spec(views))
            #expect(compiled.errors.isEmpty, "\(compiled.messages)")
            let fitted = try #require(try frames(spec(views), width: 320, height: 0, measure: measure, fit: .height))
            #expect(fitted.height == max(textHeight, 30))
            results.append(["t": fitted["t"]?.array ?? [], "top": fitted["top"]?.array ?? []])
        }
        #expect(results[0] == results[1])
        #expect(results[0]["t"] == [0, max(textHeight, 30) - textHeight, 320, textHeight])
    }

    /// The text's compression resistance (750) reads the footer's `max(…)` of two measured
    /// buttons, whose own compression resistances (750) are declared after it: no error, and
    /// the card fits its content.
    @Test func aTextAboveAFooterOfMeasuredButtonsFits() throws {
        let spec = """
            layout Card {
                view text: measured
                view footer {
                    view like, share: measured
                    H: |-8-[like]-(>=8)-[share]-8-|
                    like.top == 8
                    share.top == 8
                    super.bottom == max(like.bottom, share.bottom) + 8
                }
                H: |-16-[text(288)]-16-|
                H: |[footer]|
                V: |-12-[text]-8-[footer]|
            }
            """
        #expect(compile(spec).diagnostics.isEmpty)
        let measure: [String: MeasureStandIn] = [
            "text": .text(width: 600, height: 17), "like": .text(width: 60, height: 20), "share": .text(width: 54, height: 24),
        ]
        let fitted = try #require(try frames(spec, width: 320, height: 0, measure: measure, fit: .height))
        #expect(fitted.height == 111)
        #expect(fitted["text"]?.array == [16, 12, 288, 51])
        #expect(fitted["footer"]?.array == [0, 71, 320, 40])
        #expect(fitted["share"]?.array == [258, 8, 54, 24])
        let laidOut = try #require(try frames(spec, width: 320, height: 111, measure: measure))
        #expect(laidOut["text"]?.array == [16, 12, 288, 51])
    }

    /// A card whose image starts under `max(avatar.bottom, date.bottom)` and whose footer is
    /// `max(like.bottom, share.bottom) + 8` tall: the text's compression resistance reads both
    /// while the measured sizes they read are decided by their hugging (250). It reads them at
    /// the bounds their compression resistances set, which is where they end, so the spec is
    /// accepted and the card fits its content exactly.
    @Test func aCardOfMeasuredHeadersAndFootersFits() throws {
        let spec = """
            layout NestedCard {
                view card {
                    view avatar
                    view name, date: measured
                    view image
                    view text: measured
                    view footer {
                        view like, share: measured
                        H: |-8-[like]-(>=8)-[share]-8-|
                        like.top == 8
                        share.top == 8
                        super.bottom == max(like.bottom, share.bottom) + 8
                    }
                    avatar.size == 40
                    avatar.top == 16
                    H: |-16-[avatar]-10-[name]-16-|
                    date.leading == name.leading
                    date.trailing == name.trailing
                    V: [name]-2-[date]
                    name.top == avatar.top
                    H: |[image]|
                    image.top == max(avatar.bottom, date.bottom) + 12
                    image.height == image.width * 9 / 16
                    H: |-16-[text]-16-|
                    H: |[footer]|
                    V: [image]-12-[text]-8-[footer]|
                }
                H: |-12-[card]-12-|
                V: |-12-[card]-12-|
            }
            """
        #expect(compile(spec).diagnostics.isEmpty)
        let measure: [String: MeasureStandIn] = [
            "name": .text(width: 140, height: 17), "date": .text(width: 80, height: 13),
            "text": .text(width: 1200, height: 17), "like": .text(width: 60, height: 20),
            "share": .text(width: 54, height: 24),
        ]
        let fitted = try #require(try frames(spec, width: 375, height: 0, measure: measure, fit: .height))
        #expect(fitted.height == 417.4375)
        #expect(fitted["image"]?.array == [0, 68, 351, 197.4375])
        #expect(fitted["text"]?.array == [16, 277.4375, 319, 68])
        #expect(fitted["footer"]?.array == [0, 353.4375, 351, 40])
    }

    /// A cell whose heights follow its width (a 4:3 image) and whose image starts under
    /// `max(…)` of measured labels: fitting its width needs the `max(…)` before the labels'
    /// heights are decided. It was kept as given; it is now solved once per argument of each
    /// such `max(…)` (docs/language.md, "Clamps: inequalities and min/max"), and the labels keep their measured
    /// widths in a cell as wide as the widest row needs.
    @Test func aWidthThatNeedsAMaxEarlyIsFittedThroughBranches() throws {
        let spec = """
            layout Cell {
                view h0Icon
                view h0Title, h0Subtitle, h0Badge: measured
                H: |-12-[h0Icon(48)]-10-[h0Title]-(>=8)-[h0Badge]-12-| align top
                h0Icon.height == 48
                h0Subtitle.leading == h0Title.leading
                h0Subtitle.trailing == super.trailing - 12
                V: [h0Title]-2-[h0Subtitle]
                h0Icon.top == super.top + 12
                view t1Line0, t1Line1, t1Line2: measured
                H: |-16-[t1Line0]-16-|
                H: |-16-[t1Line1]-16-|
                H: |-16-[t1Line2]-16-|
                V: [t1Line0]-4-[t1Line1]-4-[t1Line2]
                t1Line0.top == max(h0Icon.bottom, h0Subtitle.bottom) + 8
                view i2Image
                H: |[i2Image]|
                i2Image.height == i2Image.width * 0.5
                i2Image.top == t1Line2.bottom + 8
                view t3Line0, t3Line1: measured
                H: |-16-[t3Line0]-16-|
                H: |-16-[t3Line1]-16-|
                V: [t3Line0]-4-[t3Line1]
                t3Line0.top == i2Image.bottom + 8
                view h4Icon
                view h4Title, h4Subtitle, h4Badge: measured
                H: |-12-[h4Icon(40)]-10-[h4Title]-(>=8)-[h4Badge]-12-| align top
                h4Icon.height == 40
                h4Subtitle.leading == h4Title.leading
                h4Subtitle.trailing == super.trailing - 12
                V: [h4Title]-2-[h4Subtitle]
                h4Icon.top == t3Line1.bottom + 12
                view i5Image
                H: |[i5Image]|
                i5Image.height == i5Image.width * 0.75
                i5Image.top == max(h4Icon.bottom, h4Subtitle.bottom) + 8
                view t6Line0, t6Line1, t6Line2: measured
                H: |-16-[t6Line0]-16-|
                H: |-16-[t6Line1]-16-|
                H: |-16-[t6Line2]-16-|
                V: [t6Line0]-4-[t6Line1]-4-[t6Line2]
                t6Line0.top == i5Image.bottom + 8
                view c7Box {
                    view c7Label, c7Value: measured
                    H: |-8-[c7Label]-(>=8)-[c7Value]-8-| align top
                    c7Label.top == 8
                    super.bottom == max(c7Label.bottom, c7Value.bottom) + 8
                }
                H: |-12-[c7Box]-12-|
                c7Box.top == t6Line2.bottom + 8
                super.bottom == c7Box.bottom + 12
            }
            """
        let compiled = compile(spec)
        #expect(compiled.messages == [])
        let layout = try #require(compiled.layout)
        #expect(layout.widthKept == nil)
        let measure = Dictionary(
            uniqueKeysWithValues: (compiled.layout?.elements ?? []).filter(\.isMeasured).map {
                ($0.name, MeasureStandIn.text(width: 200, height: 17))
            })
        let arguments = EvaluationArguments(width: 320, height: 900, measure: measure, fit: .width)
        let fittedWidth = try evaluate(layout, arguments: arguments)
        // 12 + 48 + 10 + 200 + 8 + 200 + 12: the first header's title and badge at their widths.
        // Exactly: the fitted width goes through the images' aspect ratios, and a sum of terms
        // that share a divisor is divided once (`StepWriter.operand(for:…)`), so nothing is
        // left in the last bit (it was 489.99999999999994 with the terms divided one by one).
        #expect(fittedWidth.width == 490)
        #expect(fittedWidth["h0Title"]?.array == [70, 12, 200, 17])
        #expect(fittedWidth["h0Badge"]?.array == [278, 12, 200, 17])
        let verifiable = try #require(Verification.layouts(of: SourceFile(path: "Cell.layout", text: spec))?.first)
        #expect(try Verification.check(verifiable, arguments: arguments).isEmpty)
    }

    /// A required bound on a value the equalities set to a `max(…)` of unknowns bounds each
    /// argument (`max(100, H / 2) <= 300` is `100 <= 300` and `H / 2 <= 300`): the container's
    /// given height yields to it, as Auto Layout's given height (a priority just below
    /// required) does. It was rejected as an inequality without an adjustable quantity.
    @Test(arguments: [(800.0, 600.0, 300.0), (400, 400, 200), (100, 100, 100)])
    func aBoundOnAMaxBoundsEachArgument(given: Double, height: Double, width: Double) throws {
        let spec = "layout T {\n view a\n a.width == max(100, super.height / 2)\n a.leading == 0\n a.top == 0\n"
            + " a.height == 10\n a.width <= 300\n a.width >= 50\n}"
        let compiled = compile(spec)
        // `a.width >= 50` holds through the 100 alone: said, not an error.
        #expect(compiled.messages == ["8:2: warning: inequality always holds: the other constraints fix what it compares"])
        let result = try #require(try frames(spec, width: 320, height: given))
        #expect(result.height == height)
        #expect(result["a"]?.array == [0, 0, width, 10])
    }
}
