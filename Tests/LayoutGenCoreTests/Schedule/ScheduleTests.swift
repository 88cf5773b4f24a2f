import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenResolve
@testable import LayoutGenSyntax

/// Schedule: each solved program written once into the plan.
@Suite struct ScheduleTests {
    /// Where the program that fits the width cannot be written (here its `max(…)`s read
    /// themselves once the width is an unknown), `sizeThatFits` keeps the width as given and
    /// says why, as where that program cannot be solved: the layout is not rejected. (A
    /// generator benchmark spec: `make_specs.py --count 1000 --views 30`, its 176th.)
    @Test func aWidthFittingThatCannotBeWrittenKeepsTheWidth() throws {
        let source = """
            layout Cell {
                view h0Icon
                view h0Title, h0Subtitle, h0Badge: measured
                H: |-12-[h0Icon(40)]-10-[h0Title]-(>=8)-[h0Badge]-12-| align top
                h0Icon.height == 40
                h0Subtitle.leading == h0Title.leading
                h0Subtitle.trailing == super.trailing - 12
                V: [h0Title]-2-[h0Subtitle]
                h0Icon.top == super.top + 12
                view t1Line0, t1Line1, t1Line2, t1Line3: measured
                H: |-16-[t1Line0]-16-|
                H: |-16-[t1Line1]-16-|
                H: |-16-[t1Line2]-16-|
                H: |-16-[t1Line3]-16-|
                V: [t1Line0]-4-[t1Line1]-4-[t1Line2]-4-[t1Line3]
                t1Line0.top == max(h0Icon.bottom, h0Subtitle.bottom) + 8
                view c2Box {
                    view c2Label, c2Value: measured
                    H: |-8-[c2Label]-(>=8)-[c2Value]-8-| align top
                    c2Label.top == 8
                    super.bottom == max(c2Label.bottom, c2Value.bottom) + 8
                }
                H: |-12-[c2Box]-12-|
                c2Box.top == t1Line3.bottom + 8
                view t3Line0, t3Line1: measured
                H: |-16-[t3Line0]-16-|
                H: |-16-[t3Line1]-16-|
                V: [t3Line0]-4-[t3Line1]
                t3Line0.top == c2Box.bottom + 8
                view h4Icon
                view h4Title, h4Subtitle, h4Badge: measured
                H: |-12-[h4Icon(48)]-10-[h4Title]-(>=8)-[h4Badge]-12-| align top
                h4Icon.height == 48
                h4Subtitle.leading == h4Title.leading
                h4Subtitle.trailing == super.trailing - 12
                V: [h4Title]-2-[h4Subtitle]
                h4Icon.top == t3Line1.bottom + 12
                view a5Button0, a5Button1, a5Button2, a5Button3, a5Button4: measured
                H: |-12-[a5Button0]-(*)-[a5Button1]-(*)-[a5Button2]-(*)-[a5Button3]-(*)-[a5Button4]-12-| align top
                a5Button0.top == max(h4Icon.bottom, h4Subtitle.bottom) + 8
                view t6Line0, t6Line1, t6Line2, t6Line3: measured
                H: |-16-[t6Line0]-16-|
                H: |-16-[t6Line1]-16-|
                H: |-16-[t6Line2]-16-|
                H: |-16-[t6Line3]-16-|
                V: [t6Line0]-4-[t6Line1]-4-[t6Line2]-4-[t6Line3]
                t6Line0.top == max(a5Button0.bottom, a5Button1.bottom, a5Button2.bottom, a5Button3.bottom, a5Button4.bottom) + 8
                view a7Button0, a7Button1, a7Button2: measured
                H: |-12-[a7Button0]-(*)-[a7Button1]-(*)-[a7Button2]-12-| align top
                a7Button0.top == t6Line3.bottom + 8
                view i8Image
                H: |[i8Image]|
                i8Image.height == i8Image.width * 9 / 16
                i8Image.top == max(a7Button0.bottom, a7Button1.bottom, a7Button2.bottom) + 8
                super.bottom == i8Image.bottom + 12
            }
            """
        let file = SourceFile(path: "Cell.layout", text: source)
        let diagnostics = DiagnosticCollector()
        let models = resolveSpec(parseSpec(file, diagnostics: diagnostics), file: file, diagnostics: diagnostics)
        let plan = try #require(solveSpec(models, file: file, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors)
        let kept = try #require(plan.layouts[0].widthKept)
        #expect(kept.hasPrefix("values depend on themselves: max(…) at line "))
        let width = try #require(plan.layouts[0].fittings.first { $0.axes == .width })
        let height = try #require(plan.layouts[0].fittings.first { $0.axes == .height })
        #expect(width.variants == height.variants)
    }
}
