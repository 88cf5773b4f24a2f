import Testing

@testable import LayoutGenCore
@testable import LayoutGenAnalyze
@testable import LayoutGenDiagnostics
@testable import LayoutGenResolve
@testable import LayoutGenSyntax

/// `BoundScreen`: the checks that the bounds over the box prove, which the analysis then does
/// not search. It may prove only what holds at every input; what it leaves is searched.
@Suite struct BoundScreenTests {
    /// The screen and the checks of a layout's first scenario, as `LayoutAnalysis.run` makes them.
    private func screened(_ source: String) throws -> (proved: Set<AnalysisCheck.Kind>, left: Set<AnalysisCheck.Kind>) {
        let file = SourceFile(path: "Cell.layout", text: source)
        let diagnostics = DiagnosticCollector()
        let models = resolveSpec(parseSpec(file, diagnostics: diagnostics), file: file, diagnostics: diagnostics)
        let plan = try #require(solveSpec(models, file: file, diagnostics: diagnostics))
        let (model, layout) = (models[0], plan.layouts[0])
        let domain = CheckDomain(layout: layout, narrowing: model.checks.domains, relaxations: 0)
        let scenario = try #require(VariantScenario.all(layout, domain: domain)?.first)
        let solver = DomainProgram(domain: domain, budget: AnalysisBudget(steps: 100_000, time: .seconds(10)))
        let programs = CheckedPrograms(layout: layout, alternative: nil, variant: scenario.variant, fitted: true)
        let explorer = PathExplorer(
            programs: programs.programs, domain: domain, bools: scenario.bools, hidden: scenario.hidden, solver: solver)
        let analysis = LayoutAnalysis(model: model, layout: layout, alternative: nil, steps: 100_000, time: .seconds(10))
        let screen = try #require(BoundScreen(explorer))
        var result: (proved: Set<AnalysisCheck.Kind>, left: Set<AnalysisCheck.Kind>) = ([], [])
        let pairs = analysis.sideBySide(in: model.variants[analysis.modelVariant(of: scenario)])
        for check in analysis.checks(programs, scenario, explorer, vertical: true, pairs: pairs) {
            if screen.proves(check) {
                result.proved.insert(check.kind)
            } else {
                result.left.insert(check.kind)
            }
        }
        return result
    }

    /// A fixed icon and a label that gives way to the cell's trailing edge: everything about
    /// the icon (48 wide and tall, at 12 and 8, in a cell 64 tall and at least 320 wide) and
    /// the label's leading edge (at 70) hold over the whole box. The label's width is
    /// `min(W, width − 82)`, which the screen keeps as `(width − 82) − u` with `u` standing for
    /// `max(0, width − 82 − W)`, between 0 and its largest value: its trailing edge,
    /// `width − 12 − u`, is proved within the cell; its width, which needs `u` and `W` together,
    /// is too loose to prove, so it is left to the search.
    @Test func provesWhatHoldsOverTheWholeBox() throws {
        let result = try screened(
            """
            layout Cell {
                view icon
                view title: measured
                icon.size == 48
                icon.leading == 12
                icon.top == 8
                title.leading == icon.trailing + 10
                title.trailing <= super.trailing - 12
                title.top == 8
                super.height == 64
            }
            """)
        for edge in AnalysisCheck.Edge.allCases { #expect(result.proved.contains(.outside(0, edge))) }
        #expect(result.proved.contains(.squeezed(0, isWidth: true)))
        #expect(result.proved.contains(.squeezed(0, isWidth: false)))
        #expect(result.proved.contains(.outside(1, .leading)))
        #expect(result.left.contains(.squeezed(1, isWidth: true)))
        #expect(result.proved.contains(.outside(1, .trailing)))
    }

    /// Issue's bounded-gap row: two labels each as wide as their text; the time label is
    /// squeezed below 0 when the title is long. The screen must leave that to the search (the
    /// analysis finds it: `AnalysisTests`).
    @Test func leavesWhatAnInputBreaks() throws {
        let result = try screened(
            """
            layout Row {
                view title: measured
                view time: measured(H compression @749)
                H: |-12-[title]-(>=8)-[time]-12-|
                title.top == 8
                time.top == 8
                super.height == 40
            }
            """)
        #expect(result.left.contains(.squeezed(1, isWidth: true)))
    }

    /// A progress bar on a track that gives way to a measured title: the track's width is
    /// `max(60, …)` of the title's, which the screen keeps with a stand-in unknown past the
    /// domain's, and the played part is the input times it. Fixing the input at its default
    /// read the stand-in's bounds from the domain's list, out of range: `generate` crashed.
    /// The played part starts where the track does, at least 20 from the leading edge, which
    /// holds over the whole box; and nothing is reported.
    @Test func aProductOfAValueWithAStandIn() throws {
        let spec = """
            layout ProgressRow {
                input progress: CGFloat = 0.6
                view title: measured
                view track, played
                H: |-12-[title]-(>=8)-[track(>=60)]-12-|
                track.width == 100 @low
                played.leading == track.leading
                played.width == progress * track.width
                V: |-8-[title]-8-|
                track.centerY == title.centerY
                track.height == 4
                played.top == track.top
                played.height == 4
            }
            """
        let result = try screened(spec)
        #expect(result.proved.contains(.outside(2, .leading)))
        #expect(checkWarnings(spec).isEmpty)
    }
}
