import Testing

@testable import LayoutGenCore

/// Schedule: each solved program written once into the plan.
@Suite struct ScheduleTests {
    /// Where the program that fits the width cannot be written (here its `max(…)`s read
    /// themselves once the width is an unknown), `sizeThatFits` keeps the width as given and
    /// says why, as where that program cannot be solved: the layout is not rejected. (A
    /// generator benchmark spec, reduced.)
    @Test func aWidthFittingThatCannotBeWrittenKeepsTheWidth() throws {
        let source = """
            layout Cell {
                view h0Icon
                view h0Title, h0Subtitle, h0Badge: measured
                H: |-12-[h0Icon(32)]-10-[h0Title]-(>=8)-[h0Badge]-12-| align top
                h0Icon.height == 32
                h0Subtitle.trailing == super.trailing - 12
                V: [h0Title]-2-[h0Subtitle]
                h0Icon.top == super.top + 12
                view a1Button0, a1Button1, a1Button2, a1Button3: measured
                H: |-12-[a1Button0]-(*)-[a1Button1]-(*)-[a1Button2]-(*)-[a1Button3]-12-| align top
                a1Button0.top == max(h0Icon.bottom, h0Subtitle.bottom) + 8
                view a2Button0, a2Button1, a2Button2, a2Button3, a2Button4: measured
                H: |-12-[a2Button0]-(*)-[a2Button1]-(*)-[a2Button2]-(*)-[a2Button3]-(*)-[a2Button4]-12-| align top
                a2Button0.top == max(a1Button0.bottom, a1Button1.bottom, a1Button2.bottom, a1Button3.bottom) + 8
                view c3Box {
                    view c3Label, c3Value: measured
                    H: |-8-[c3Label]-(>=8)-[c3Value]-8-| align top
                    c3Label.top == 8
                    super.bottom == max(c3Label.bottom, c3Value.bottom) + 8
                }
                H: |-12-[c3Box]-12-|
                c3Box.top == max(a2Button0.bottom, a2Button1.bottom, a2Button2.bottom, a2Button3.bottom, a2Button4.bottom) + 8
                view i4Image
                H: |[i4Image]|
                i4Image.height == i4Image.width * 0.5
                i4Image.top == c3Box.bottom + 8
                view i5Image
                H: |[i5Image]|
                i5Image.height == i5Image.width * 0.75
                i5Image.top == i4Image.bottom + 8
                view i6Image
                H: |[i6Image]|
                i6Image.height == i6Image.width * 0.75
                i6Image.top == i5Image.bottom + 8
                view c7Box {
                    view c7Label, c7Value: measured
                    H: |-8-[c7Label]-(>=8)-[c7Value]-8-| align top
                    c7Label.top == 8
                    super.bottom == max(c7Label.bottom, c7Value.bottom) + 8
                }
                H: |-12-[c7Box]-12-|
                c7Box.top == i6Image.bottom + 8
                super.bottom == c7Box.bottom + 12
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
