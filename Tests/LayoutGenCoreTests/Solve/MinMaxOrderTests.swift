import Testing

@testable import LayoutGenCore

/// A constraint that needs a `min`/`max` whose arguments constraints of its own priority
/// decide is met after them (docs/language.md, "min and max").
@Suite struct MinMaxOrderTests {
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

    /// Where the constraints it waited for bound it, declaration order could have given another
    /// answer: a warning names the `max(…)`. `b`'s preference is met first (b 30 tall), then
    /// `a`'s compression resistance takes what is left.
    @Test func waitingWhereOrderMattersIsAWarning() throws {
        let spec = """
            layout Wait {
                view 1️⃣a: measured
                view b
                H: |[a]|
                H: |[b]|
                b.top == 0
                a.top == max(b.bottom, 10) + 4
                a.bottom <= super.bottom
                b.height == 30 @high
            }
            """
        expectDiagnostics(
            spec,
            [
                (
                    "1️⃣",
                    "warning: the measured height of 'a' is met after the constraints of its priority that decide the "
                        + "max(…) it reads, not in declaration order; give it a priority of its own to choose what yields"
                )
            ])
        let clean = spec.replacingOccurrences(of: "1️⃣", with: "")
        let result = try #require(try frames(clean, width: 100, height: 50, measure: ["a": .fixed(width: 100, height: 40)]))
        #expect(result["b"]?.array == [0, 0, 100, 30])
        #expect(result["a"]?.array == [0, 34, 100, 16])
    }
}
