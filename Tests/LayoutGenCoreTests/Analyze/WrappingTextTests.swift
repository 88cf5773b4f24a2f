import Testing

@testable import LayoutGenAnalyze
@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate

/// Texts that wrap in the analysis (`domain NAME.lines 1...N`): the `cut` check finds a label
/// given less height than its lines need at its width, with a witness that `eval`'s interpreter
/// confirms here (frames read from it, the stand-in's lines counted from the witness).
@Suite struct WrappingTextTests {
    private func warnings(_ source: String) -> [Diagnostic] { checkWarnings(source) }

    /// The frame of `view` and the height its text needs at that frame's width, at the witness.
    private func shown(_ source: String, _ view: String, _ warning: Diagnostic) throws -> (frame: RawFrame, needed: Double) {
        let layout = try #require(compile(source).layout)
        let arguments = try witnessArguments(try #require(warning.notes.first).message)
        let (_, trace) = try evaluateTracing(layout, arguments: arguments)
        let frame = trace.frames[try #require(layout.elements.firstIndex { $0.name == view })]
        guard case .text(let width, let lineHeight, let limit)? = arguments.measure[view] else {
            Issue.record("no text stand-in for \(view)")
            return (frame, 0)
        }
        let lines = min((width / frame.width).rounded(.up), Double(limit ?? Int.max))
        return (frame, lines * lineHeight)
    }

    /// A row of a fixed height whose title may wrap to two lines: at 320 a title a little wider
    /// than its 288 points is two lines, taller than the 20 points the row leaves it.
    static let row = """
        layout Row {
            view title: measured
            H: |-16-[title]-16-|
            V: |-12-[title]-12-|
            domain super.height 44...44
            domain title.lines 1...2
        }
        """

    @Test func aRowTooShortForItsTwoLinesIsFound() throws {
        let found = warnings(Self.row)
        let cut = try #require(found.first { if case .cut("title", lines: 2) = $0.problem { true } else { false } })
        #expect(cut.message == "'title' can cut its text: at its width the text needs 2 lines, more height than it is given")
        let (frame, needed) = try shown(Self.row, "title", cut)
        #expect(frame.height == 20)
        #expect(needed > frame.height)
        #expect(try #require(cut.notes.first).message.contains(":2:"))
    }

    /// Without the `lines` domain the title is one line, as UIKit's labels are by default: the
    /// same row is clean.
    @Test func aLabelIsOneLineUnlessItsDomainSaysItWraps() {
        #expect(warnings(Self.row.replacingOccurrences(of: "    domain title.lines 1...2\n", with: "")).isEmpty)
    }

    /// A cell that sizes its height to its text gives every line its height: nothing is cut.
    @Test func aSelfSizingCellIsClean() {
        let cell = """
            layout Cell {
                view title: measured
                H: |-16-[title]-16-|
                V: |-12-[title]-12-|
                domain title.lines 1...3
            }
            """
        #expect(warnings(cell).isEmpty)
    }

    /// A title beside an icon and a time stamp, capped at 40 points: two lines of a large text
    /// style need more, and the witness shows them at the width the title is given.
    @Test func aCappedTitleIsFoundAtItsOwnWidth() throws {
        let cell = """
            layout Profile {
                view icon
                view title: measured(H compression @749)
                view time: measured
                icon.size == 48
                icon.leading == 12
                icon.top == 12
                time.trailing == super.trailing - 12
                time.top == title.top
                title.leading == icon.trailing + 10
                title.trailing <= time.leading - 8
                title.top == 12
                title.height <= 40
                super.height == max(icon.bottom, title.bottom) + 12
                domain title.lines 1...3
                domain time.width 0...100
                domain time.height 0...24
            }
            """
        let cut = try #require(warnings(cell).first { if case .cut = $0.problem { true } else { false } })
        let (frame, needed) = try shown(cell, "title", cut)
        #expect(frame.height <= 40)
        #expect(needed > frame.height)
    }

    /// Rows of a fixed height, drawn from a seed, against what the domain alone says: a label
    /// whose first line (11 to 40 points, a text style's) fits the `room` it is given can cut
    /// its text exactly where `N` lines of some line height `H <= min(40, room)` exceed it,
    /// that is where `11 <= room < 40·N` (its text is as long as it needs: up to N times the
    /// widest container). Worked out by hand, not by the analysis's arithmetic.
    @Test func rowsOfEveryHeightAreCutExactlyWhereTheirLinesCanOverflow() {
        var numbers = SeededNumbers(seed: 2026_11_29)
        var found = 0
        for _ in 0..<60 {
            let (top, bottom) = (numbers.next() % 17, numbers.next() % 17)
            let room = 6 + numbers.next() % 120
            let lines = 2 + numbers.next() % 3
            let spec = """
                layout Row {
                    view title: measured
                    H: |-16-[title]-16-|
                    V: |-\(top)-[title]-\(bottom)-|
                    domain super.height \(top + room + bottom)...\(top + room + bottom)
                    domain title.lines 1...\(lines)
                }
                """
            let cut = warnings(spec).contains { if case .cut = $0.problem { true } else { false } }
            #expect(cut == (11 <= room && room < 40 * lines), "room \(room), \(lines) lines")
            if cut { found += 1 }
        }
        // The draw covers both answers.
        #expect(found > 0 && found < 60)
    }

    @Test func aLinesDomainIsAWholeNumberOfLinesOfAMeasuredView() {
        let source = """
            layout Row {
                view title: measured
                view icon
                H: |-[icon(20)]-[title]-|
                V: |-[title]-|
                V: |-[icon(20)]-|
                domain title.lines 0...2
                domain title.lines 1...1.5
                domain title.lines 1...11
                domain super.lines 1...2
                domain icon.lines 1...2
            }
            """
        #expect(
            compile(source).messages == [
                "7:24: error: a text wraps to a whole number of lines: the range is within 1...10",
                "8:24: error: a text wraps to a whole number of lines: the range is within 1...10",
                "9:24: error: a text wraps to a whole number of lines: the range is within 1...10",
                "10:12: error: 'domain super' narrows 'super.width' or 'super.height'",
                "11:12: error: 'domain icon' narrows a measured view's answer: 'domain icon.width', '.height' or '.lines' of a 'measured' view",
            ])
    }
}
