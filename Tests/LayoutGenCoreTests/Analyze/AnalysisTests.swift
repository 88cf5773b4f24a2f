import Testing

@testable import LayoutGenCore
@testable import LayoutGenAnalyze
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate

/// LANGUAGE.md §12: the problems an input can show, each with a witness that `eval` reproduces
/// (the witness note is parsed back into `eval`'s arguments here, and the frames read from the
/// interpreter, not from the analysis's arithmetic).
@Suite struct AnalysisTests {
    /// Runs the pipeline with the analysis on.
    private func check(_ source: String) -> [Diagnostic] { checkWarnings(source) }

    /// `eval`'s arguments as a witness note writes them.
    private func arguments(_ note: String) throws -> EvaluationArguments { try witnessArguments(note) }

    /// The raw width of `view` at the witness of `diagnostic` (before it is output as 0).
    private func rawWidth(_ source: String, _ view: String, at diagnostic: Diagnostic) throws -> Double {
        let layout = try #require(compile(source).layout)
        let (_, trace) = try evaluateTracing(layout, arguments: try arguments(diagnostic.notes[0].message))
        let index = try #require(layout.elements.firstIndex { $0.name == view })
        return trace.frames[index].width
    }

    private func squeezed(_ warnings: [Diagnostic], _ view: String) -> Diagnostic? {
        warnings.first { $0.problem == .squeezed(view, isWidth: true) }
    }

    /// Expects a tie, and `view` squeezed at a witness where `eval` gives it a width below 0;
    /// answers the tie.
    @discardableResult
    private func expectTieAndSqueezed(_ source: String, _ view: String) throws -> Diagnostic {
        let warnings = check(source)
        let tie = try #require(tieWarning(warnings))
        let squeezedView = try #require(squeezed(warnings, view))
        #expect(try rawWidth(source, view, at: squeezedView) < 0)
        return tie
    }

    private func tieWarning(_ warnings: [Diagnostic]) -> Diagnostic? {
        warnings.first { if case .tie = $0.problem { true } else { false } }
    }

    @Test func swappedProfileCellReportsTheTieAndTheSqueezedTime() throws {
        let source = """
            layout ProfileCell {
                view icon
                view title: measured
                view time: measured
                view subtitle: measured, optional
                icon.size == 48
                icon.leading == 12
                icon.centerY == super.centerY
                time.trailing == super.trailing - 12
                time.top == title.top
                title.leading == icon.trailing + 10
                title.trailing <= time.leading - 8
                subtitle.leading == title.leading
                subtitle.trailing == time.trailing
                V: |-(*)-[title]-4-[subtitle]-(*)-|
            }
            """
        let tie = try expectTieAndSqueezed(source, "time")
        #expect(tie.message.contains("'title'") && tie.message.contains("'time'"))
        #expect(tie.message.contains("priority 750"))
        #expect(tie.notes.contains { $0.message.contains("measured(H compression @749)' makes it give way") })
    }

    @Test func timelineCellReportsTheSqueezedDate() throws {
        let source = """
            layout Timeline {
                view feedName, date: measured
                feedName.leading == 16
                feedName.trailing <= date.leading - 8
                date.trailing == super.trailing - 16
                feedName.top == 8
                date.top == 8
                super.bottom == feedName.bottom + 8
            }
            """
        try expectTieAndSqueezed(source, "date")
    }

    @Test func boundedGapRowReportsTheSqueezedTime() throws {
        let source = """
            layout Row {
                view title, time: measured
                H: |-12-[title]-(>=8)-[time]-12-|
                V: |-[title]-|
                V: |-[time]-|
            }
            """
        try expectTieAndSqueezed(source, "time")
    }

    @Test func aPriorityAndADomainMakeTheRowClean() {
        let source = """
            layout Row {
                view title: measured(H compression @749)
                view time: measured
                H: |-12-[title]-(>=8)-[time]-12-|
                V: |-[title]-|
                V: |-[time]-|
                domain time.width 0...80
                domain title.height 0...40
                domain time.height 0...40
            }
            """
        #expect(check(source).map(\.message) == [])
    }

    @Test func aFixedRowThatFitsEveryWidthIsClean() {
        let source = """
            layout Fixed {
                view a, b
                H: |-12-[a(200)]-8-[b]-12-|
                V: |-[a(20)]-|
                V: |-[b(20)]-|
            }
            """
        #expect(check(source).filter { $0.problem != .redundant }.map(\.message) == [])
    }

    @Test func aRowTooWideForSmallPhonesIsFoundAtTheNarrowestWidth() throws {
        let source = """
            layout Wide {
                view a, b
                H: |-12-[a(400)]-8-[b]-12-|
                V: |-[a(20)]-|
                V: |-[b(20)]-|
            }
            """
        let warnings = check(source)
        let b = try #require(squeezed(warnings, "b"))
        #expect(b.notes[0].message == "at --size 320x0 --fit height: b.width = -112")
        #expect(warnings.contains { $0.problem == .outside("a", edge: "trailing") })
    }

    /// A search that runs out of steps says so, in `explain --checks` and as a note: never
    /// silently. The steps, not the clock, bound it, so what is searched is the same everywhere.
    @Test func aSearchThatStopsEarlySaysSo() {
        let diagnostics = DiagnosticCollector()
        let report = CheckReport(stepsPerSpec: 10)
        _ = Pipeline.plan(
            SourceFile(path: "Cell.layout", text: "layout Row {\n view title, time: measured\n H: |-12-[title]-(>=8)-[time]-12-|\n V: |-[title]-|\n V: |-[time]-|\n}"),
            diagnostics: diagnostics, checks: report)
        let note = diagnostics.diagnostics.first { $0.severity == .note }
        #expect(
            note?.message
                == "the search for problems over every input stopped early (the step budget): 0 of 1 scenarios "
                + "(programs, directions and the conditions that choose them) searched; 'explain --checks' says what was searched")
        #expect(report.layouts[0].lines.contains { $0.hasPrefix("gave up: the step budget ran out before every search ended") })
        #expect(report.layouts[0].lines.contains { $0.hasSuffix("; 0 of 1 scenarios searched to the end)") })
    }

    /// The bounds keep what `max` is at least: the label's bottom is within the height the cell
    /// gives itself, `max(icon.bottom, label.bottom) + 8`, so no check is left to search (with
    /// the box's bounds alone, the maximum's stand-in is only at least 0, and the label's bottom
    /// edge was searched).
    @Test func aLabelWithinTheHeightItsCellGivesItselfNeedsNoSearch() throws {
        let source = """
            layout Tall {
                view icon
                view label: measured
                icon.size == 40
                icon.leading == 12
                icon.top == 8
                H: [icon]-8-[label]-12-|
                label.top == 8
                super.bottom == max(icon.bottom, label.bottom) + 8
            }
            """
        let diagnostics = DiagnosticCollector()
        let report = CheckReport()
        _ = Pipeline.plan(SourceFile(path: "Cell.layout", text: source), diagnostics: diagnostics, checks: report)
        #expect(!diagnostics.diagnostics.contains { $0.severity == .warning })
        let lines = try #require(report.layouts.first?.lines)
        #expect(lines.contains { $0.hasPrefix("scenarios: 1 ") && $0.contains("; searches: 0;") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("checked: ") && $0.contains("extents (outside)") }, "\(lines)")
    }

    /// A check is decided again in each scenario whose steps it reads read differently: the box
    /// placed before `b` leaves the cell only while `a` is hidden (the row then starts with `b`),
    /// though the scenarios where `a` is shown come first and all eight share one program (the
    /// row ends with a view always shown, so hiding the others changes only numbers).
    @Test func aProblemOfOneCombinationOfHiddenViewsIsFound() throws {
        let source = """
            layout Icons {
                view a: optional
                view b: optional
                view c: optional
                view box, end
                view title: measured
                H: |-12-[a(100)]-4-[b(50)]-4-[c(50)]-4-[end(10)]
                box.trailing == b.leading - 4
                box.width == 40
                H: |-12-[title]-(>=12)-|
                a.top == 8
                b.top == 8
                c.top == 8
                end.top == 8
                box.top == 8
                a.height == 20
                b.height == 20
                c.height == 20
                end.height == 20
                box.height == 20
                title.top == 36
                title.bottom == super.bottom - 8
            }
            """
        let warnings = check(source)
        let outside = try #require(warnings.first { $0.problem == .outside("box", edge: "leading") })
        let witness = try arguments(outside.notes[0].message)
        #expect(witness.hidden.contains("a"))
        let layout = try #require(compile(source).layout)
        #expect(layout.variants.count == 1)
        let (_, trace) = try evaluateTracing(layout, arguments: witness)
        let box = try #require(layout.elements.firstIndex { $0.name == "box" })
        #expect(trace.frames[box].leading < 0)
    }

    /// A flag that only chooses a number and an optional view that only changes numbers make no
    /// scenarios of their own: the search takes each truth of them where a path reads them. The
    /// box leaves a 320-pt cell only while `wide` is on and `a` is shown, and the witness says so.
    @Test func aProblemOfOneFlagIsFoundWithoutAScenarioPerFlag() throws {
        let source = """
            layout Badge {
                input wide: Bool = false
                view a: optional
                view b, box
                H: |-12-[a(60)]-4-[b]-4-[box(40)]
                when wide {
                    b.width == 250
                } else {
                    b.width == 100
                }
                a.top == 8
                a.height == 20
                b.top == 8
                b.height == 20
                box.top == 8
                box.height == 20
                super.bottom == box.bottom + 8
            }
            """
        let diagnostics = DiagnosticCollector()
        let report = CheckReport()
        _ = Pipeline.plan(SourceFile(path: "Cell.layout", text: source), diagnostics: diagnostics, checks: report)
        let lines = try #require(report.layouts.first?.lines)
        #expect(lines.contains { $0.hasPrefix("scenarios: 1 ") }, "\(lines)")
        let outside = try #require(diagnostics.diagnostics.first { $0.problem == .outside("box", edge: "trailing") })
        let witness = try arguments(outside.notes[0].message)
        #expect(witness.inputs["wide"] == 1 && !witness.hidden.contains("a"), "\(outside.notes[0].message)")
        let layout = try #require(compile(source).layout)
        let (_, trace) = try evaluateTracing(layout, arguments: witness)
        let box = try #require(layout.elements.firstIndex { $0.name == "box" })
        #expect(trace.frames[box].leading + trace.frames[box].width > witness.width)
    }

    /// A layout whose required constraints fix its width at 440 is still given a phone's
    /// width: `b` leaves a 320-pt container, the witness is a width below 440 that `eval`
    /// confirms, and the warning says what the layout needs. One that fits every width of the
    /// domain is not warned about, but `explain --checks` says it never reads its width.
    @Test func aWidthTheLayoutIgnoresIsReportedWithTheWidthItNeeds() throws {
        let source = """
            layout Wide {
                view a, b
                H: |-16-[a(200)]-8-[b(200)]-16-|
                V: |-12-[a(20)]-12-|
                b.top == a.top
                b.height == 20
            }
            """
        let warnings = check(source)
        let outside = try #require(warnings.first { $0.problem == .outside("b", edge: "trailing") })
        let witness = try arguments(outside.notes[0].message)
        #expect(witness.width < 424)
        let layout = try #require(compile(source).layout)
        let (_, trace) = try evaluateTracing(layout, arguments: witness)
        let b = try #require(layout.elements.firstIndex { $0.name == "b" })
        #expect(trace.frames[b].leading + trace.frames[b].width > witness.width)
        #expect(
            outside.notes.contains {
                $0.message == "the layout is 440 wide whatever width it is given (its required constraints fix it): "
                    + "it needs super.width >= 440"
            }, "\(outside.notes.map(\.message))")
        let fits = """
            layout Row {
                view icon, title
                H: |-16-[icon(20)]-12-[title(200)]-16-|
                V: |-12-[icon(20)]-12-|
                title.top == icon.top
                title.height == 20
            }
            """
        #expect(check(fits).isEmpty)
        let report = CheckReport()
        _ = Pipeline.plan(SourceFile(path: "Cell.layout", text: fits), diagnostics: DiagnosticCollector(), checks: report)
        #expect(report.layouts.first?.lines.contains { $0.hasPrefix("width: the layout never reads the width it is given") } == true)
    }

    /// A row of 8 optional views and 3 flags would be 2,048 combinations over 4 programs: the
    /// views and flags that change only numbers are taken where a path reads them, so the row
    /// is 4 scenarios, and the search ends within its budget.
    @Test func aRowOfManyOptionalViewsIsSearchedToTheEnd() throws {
        let text = try TestPaths.read("Tests/LayoutGenCoreTests/Fixtures/MailRow.layout")
        let diagnostics = DiagnosticCollector()
        // The steps bound it, not the clock (a debug build under load is slow).
        let report = CheckReport(secondsPerSpec: 600)
        _ = Pipeline.plan(SourceFile(path: "MailRow.layout", text: text), diagnostics: diagnostics, checks: report)
        let lines = try #require(report.layouts.first?.lines)
        #expect(lines.contains { $0.hasPrefix("scenarios: 4 ") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("gave up") }, "\(lines)")
        #expect(!diagnostics.diagnostics.contains { $0.severity == .note }, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func witnessNumbersArePrintedAsEvalReadsThem() {
        #expect(Witness.text(320) == "320")
        #expect(Witness.text(-90) == "-90")
        #expect(Witness.text(12.5) == "12.5")
        #expect(Witness.text(159.9995) == "160")
        #expect(Witness.text(676.6666) == "676.667")
    }

    @Test func domainAndAllowAreResolvedWithLocatedErrors() {
        let source = """
            layout Row {
                view title: measured
                view icon
                H: |-[icon(20)]-[title]-|
                V: |-[title]-|
                V: |-[icon(20)]-|
                domain titel.width 5...10
                domain super.width 10...5
                domain icon.width 0...10
                allow overlap title
                allow outside icon, nothing
            }
            """
        #expect(
            compile(source).messages == [
                "7:12: error: unknown name 'titel'; did you mean 'title'?",
                "8:24: error: empty range 10...5: the lower end is above the upper end",
                "9:12: error: 'domain icon' narrows a measured view's answer: 'domain icon.width', '.height' or '.lines' of a 'measured' view",
                "10:5: error: 'allow overlap' names at least two views",
                "11:25: error: unknown name 'nothing'",
            ])
    }
}
