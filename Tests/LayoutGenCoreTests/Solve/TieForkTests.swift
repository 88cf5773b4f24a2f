import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan
@testable import LayoutGenResolve
@testable import LayoutGenSchedule
@testable import LayoutGenSolve
@testable import LayoutGenSyntax

/// The layouts the solver hands the analysis with ties reversed (`solveSpec(…, reversingTies:
/// true)`: a fork of the solver from the first level the reverse order reorders) give the frames
/// of a whole second solve in the reverse order, made here without the fork.
@Suite struct TieForkTests {
    @Test(arguments: TestPaths.fixtures)
    func theForkGivesTheFramesOfAWholeReversedSolve(_ path: String) throws {
        let file = SourceFile(path: path, text: try TestPaths.read(path))
        let diagnostics = DiagnosticCollector()
        let models = resolveSpec(parseSpec(file, diagnostics: diagnostics), file: file, diagnostics: diagnostics)
        let solvedSpec = solveSpec(models, file: file, diagnostics: diagnostics, reversingTies: true)
        let solved = try #require(solvedSpec)
        for (k, model) in models.enumerated() {
            let layout = solved.plan.layouts[k]
            let fork = try #require(solved.reversed[k])
            let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
            var whole = layout
            for v in layout.variants.indices where !layout.variants[v].competitions.isEmpty {
                let direction = directions[v % directions.count]
                var solver = GoalSolver(
                    model: model, variant: model.variants[v / directions.count], rightToLeft: direction == .rightToLeft,
                    ties: .reversed, diagnostics: DiagnosticCollector())
                let solvedWhole = solver.solve()
                #expect(solvedWhole)
                var builder = GoalPlanBuilder(solver.solved, model: model, file: file, direction: direction)
                let built = builder.build(diagnostics: DiagnosticCollector())
                guard var program = built?.variant else {
                    Issue.record("the whole reversed solve gives no program")
                    continue
                }
                program.condition = layout.variants[v].condition
                whole.variants[v] = program
            }
            let measured = layout.elements.filter(\.isMeasured).map(\.name)
            let optional = Set(layout.elements.filter(\.isOptional).map(\.name))
            for width in [320.0, 375, 414, 800] {
                for text in [0.0, 50, 150, 400, 900] {
                    for hidden in [[], optional] {
                        var arguments = EvaluationArguments(width: width, height: 100, hidden: hidden)
                        for (i, name) in measured.enumerated() {
                            arguments.measure[name] = MeasureStandIn(parsing: "text:\(text + Double(i) * 37)x20")
                        }
                        guard let expected = try? evaluate(whole, arguments: arguments) else { continue }
                        let actual = try evaluate(fork, arguments: arguments)
                        #expect(actual.frames.map(\.frame) == expected.frames.map(\.frame), "\(layout.name) at \(arguments)")
                    }
                }
            }
        }
    }
}
