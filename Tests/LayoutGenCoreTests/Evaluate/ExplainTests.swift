import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate

/// `explain`'s text for the bundled examples: every value in order with what decides it, per
/// variant (`when` branches, hidden views, directions), in the spec's terms.
@Suite struct ExplainTests {
    /// The text for a spec under the package root.
    private func explained(_ path: String) throws -> String {
        let compiled = compile(try TestPaths.read(path), path: path)
        let plan = try #require(compiled.plan)
        return plan.layouts.map { explain($0, file: compiled.file) }.joined(separator: "\n")
    }

    @Test func profileCellReadsAsTheContractDescribesIt() throws {
        let expected = """
            layout ProfileCell
            (each value in the order it is computed: what decides it and its spec line; super is the container whose size layout(in:) is given)
            when subtitle is visible, both directions:
                icon.top: super.height / 2 − 24 (icon.centerY == super.centerY, line 13)
                subtitle.width: super.width − 82 (subtitle.trailing == time.trailing, line 21)
                time: measured at any width and any height (view time: measured, line 7)
                time.leading: super.width − time.width − 12 (time.trailing == super.trailing - 12, line 15)
                subtitle: measured at width subtitle.width and any height (view subtitle: measured, optional, line 9)
                title: measured at width time.leading − 78 and any height (view title: measured(H compression @749), line 8)
                time.top: ((super.height − title.height − 4) − min(subtitle's measured height, super.height − title.height − 4)) / 2 (-(*)- in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23)
                subtitle.top: super.height − time.top − min(subtitle's measured height, super.height − title.height − 4) (-4- in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23)
                icon.leading: 12 (icon.leading == 12, line 12)
                icon.width: 48 (icon.size == 48, line 11)
                icon.height: 48 (icon.size == 48, line 11)
                time.width: its measured width (view time: measured, line 7)
                time.height: its measured height (view time: measured, line 7)
                title.leading: 70 (title.leading == icon.trailing + 10, line 18)
                title.top: time.top (time.top == title.top, line 16)
                title.width: min(time.leading − 78, title's measured width) (view title: measured(H compression @749), line 8); it yields to title.trailing <= time.leading - 8 (line 19)
                title.height: its measured height (view title: measured(H compression @749), line 8)
                subtitle.leading: 70 (subtitle.leading == title.leading, line 20)
                subtitle.height: min(subtitle's measured height, super.height − title.height − 4) (view subtitle: measured, optional, line 9)
                size: super.width as given × super.height as given

            when subtitle is hidden, both directions:
                subtitle: hidden: not measured, its answer counts as 0 × 0
                icon.top: super.height / 2 − 24 (icon.centerY == super.centerY, line 13)
                subtitle.width: super.width − 82 (subtitle.trailing == time.trailing, line 21)
                time: measured at any width and any height (view time: measured, line 7)
                time.leading: super.width − time.width − 12 (time.trailing == super.trailing - 12, line 15)
                title: measured at width time.leading − 78 and height super.height (view title: measured(H compression @749), line 8)
                time.top: (super.height − min(title's measured height, super.height)) / 2 (-(*)- in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23)
                subtitle.top: super.height − time.top (-4- in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23)
                icon.leading: 12 (icon.leading == 12, line 12)
                icon.width: 48 (icon.size == 48, line 11)
                icon.height: 48 (icon.size == 48, line 11)
                time.width: its measured width (view time: measured, line 7)
                time.height: its measured height (view time: measured, line 7)
                title.leading: 70 (title.leading == icon.trailing + 10, line 18)
                title.top: time.top (time.top == title.top, line 16)
                title.width: min(time.leading − 78, title's measured width) (view title: measured(H compression @749), line 8); it yields to title.trailing <= time.leading - 8 (line 19)
                title.height: min(title's measured height, super.height) (view title: measured(H compression @749), line 8)
                subtitle.leading: 70 (subtitle.leading == title.leading, line 20)
                subtitle.height: 0 ([subtitle] in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23)
                size: super.width as given × super.height as given

            """
        #expect(try explained("Examples/ProfileCell.layout") == expected)
    }

    @Test func feedCellNamesItsMaxValuesFlexibleUnitAndFittingHeight() throws {
        let lines = try explained("Examples/FeedCell.layout").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[2] == "both directions:")
        #expect(lines.contains(
            "max(posterImage.bottom, posterTime.bottom): the larger of actor.height + 66 and posterTime.top + posterTime.height"
                + " (body.top == max(posterImage.bottom, posterTime.bottom) + 8, line 38)"))
        #expect(lines.contains(
            "body.top: max(posterImage.bottom, posterTime.bottom) + 8 (body.top == max(posterImage.bottom, posterTime.bottom) + 8, line 38)"))
        #expect(lines.contains(
            "super.height: fits the content at max(actorImage.bottom, actorComment.bottom) + 8"
                + " (super.bottom == max(actorImage.bottom, actorComment.bottom) + 8, line 55)"))
        #expect(lines.last == "size: super.width as given × super.height")
    }

    /// A `when` whose branches differ only in numbers is one program: a value one of its
    /// constraints decides cites where every branch writes it, in `explain` and in the
    /// generated comment.
    @Test func aFoldedWhenCitesEveryBranchesLine() throws {
        let path = "Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout"
        let text = try explained(path)
        #expect(
            text.contains(
                "title.leading: iconLeadingByBranch + iconTrailingByBranch + iconWidthByBranch (-8- in "
                    + "H: |-8-[icon(32)]-8-[title]-(>=8)-[badge(20)]-8-|, line 15; lines 17, 19 in the other branches)"))
        let generated = try #require(
            Pipeline.generate(SourceFile(path: path, text: try TestPaths.read(path)), diagnostics: DiagnosticCollector()))
        #expect(generated.contains("// AdaptiveRow.layout:15 (lines 17, 19 in the other branches)"))
    }

    @Test func variantsAreHeadedByTheirConditionsInWords() throws {
        let headings = try explained("Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout")
            .split(separator: "\n").filter { $0.hasPrefix("when") }
        // The breakpoints' branches differ only in numbers: one program reads them.
        #expect(headings == ["when badge is visible, both directions:", "when badge is hidden, both directions:"])
        let explained = try explained("Tests/LayoutGenCoreTests/Fixtures/AdaptiveRow.layout")
        #expect(explained.contains("iconWidthByBranch: 32 when compact, 64 when super.width ≥ 600, 48 otherwise"), "\(explained)")
    }

    @Test func directionsAndClampsOfTheContainerAreNamed() throws {
        let spec = """
            layout Tall {
                input wide: Bool = false
                view a: measured
                guide g
                H: |-8-[a]-8-|
                V: |-8-[a]-8-|
                g.left == 10
                g.width == 20
                g.top == 0
                when wide || super.width > 500 {
                    g.height == 6
                } else {
                    g.bottom == 5
                }
                super.height >= 44
            }
            """
        let compiled = compile(spec)
        let text = explain(try #require(compiled.layout), file: compiled.file)
        #expect(text.contains("when wide or super.width > 500, left to right:\n"))
        #expect(text.contains("when not (wide or super.width > 500), right to left:\n"))
        #expect(text.contains("    a.height: max(44, super.height) − 16 (-8- in V: |-8-[a]-8-|, line 6)\n"))
        #expect(text.contains("    size: super.width as given × max(44, super.height)\n"))
        #expect(text.contains("    g.leading: 10 (g.left == 10, line 7)\n"))
    }

    @Test func aPreferenceThatYieldsToAClampIsNamed() throws {
        let compiled = compile(
            "layout Pref {\n view a\n a.leading == 10\n a.top == 0\n a.height == 10\n a.width == 300 @low\n"
                + " a.trailing <= super.trailing - 20\n}")
        let text = explain(try #require(compiled.layout), file: compiled.file)
        #expect(
            text.contains(
                "    P: min(300, super.width − 30) (a.width == 300 @low, line 6); it yields to a.trailing <= super.trailing - 20 (line 7)\n"))
        #expect(text.contains("    a.width: P (a.width == 300 @low, line 6)\n"))
    }

    @Test func explainingIsDeterministic() throws {
        let first = try explained("Examples/FeedCell.layout")
        #expect(try explained("Examples/FeedCell.layout") == first)
    }
}
