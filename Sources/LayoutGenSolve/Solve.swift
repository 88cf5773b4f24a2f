import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenResolve

/// Solves one layout: each variant (combination of `when` branches and hidden views) in the
/// directions it needs, for `layout(in:)` and for each combination of fitting axes of
/// `sizeThatFits`. Every variant is checked; problems found in several are reported once.
/// With `reversing` other than `.none`, also the layout with ties reversed: each program where
/// a goal was bounded by another of its priority solved again in the reverse order (the others
/// are the same in either order).
package func solveLayout(
    _ model: LayoutModel, file: SourceFile, diagnostics: DiagnosticCollector, reversing: TieReversal = .none
) -> SolvedLayout? {
    let reversingTies = reversing != .none
    guard !model.variants.isEmpty else { return nil }
    let directions: [Direction?] = model.isDirectionDependent ? [.leftToRight, .rightToLeft] : [nil]
    var solved = SolvedLayout(reversed: reversingTies ? [] : nil)
    var failed = false
    /// Why fitting the width could not be solved, where it could not (the width stays as given).
    var widthNotFitted: Diagnostic?
    let reversingFittedHeight = reversing == .layoutAndFittedHeight
    /// Each variant's problems, reported once all are solved (with where they hold).
    var found = VariantDiagnostics()
    for (v, modelVariant) in model.variants.enumerated() {
        let condition = VariantCondition.make(modelVariant, model: model)
        for direction in directions {
            let key = VariantKey(variant: v, direction: direction)
            let local = DiagnosticCollector()
            let result = solveVariant(
                model, modelVariant, direction: direction, fitting: [], forkingTies: reversingTies, diagnostics: local)
            found.add(local.diagnostics, in: key)
            guard let result else {
                failed = true
                continue
            }
            // Fitting an axis the required constraints fix changes nothing; the others are
            // solved once per distinct combination. Only their errors are reported: warnings
            // would repeat those of `layout(in:)`.
            var programs: [FitAxes: Int] = [[]: solved.add(result.variant)]
            var reversedPrograms: [FitAxes: Int?] = [[]: solved.add(result.reversed, same: programs[[]]!)]
            var entry = SolvedLayout.Entry(condition: condition, direction: direction, program: programs[[]]!)
            for axes in FitAxes.fittingCombinations.map({ $0.subtracting(result.fixed) }) {
                if programs[axes] == nil {
                    let fitting = DiagnosticCollector()
                    let fitted = solveVariant(
                        model, modelVariant, direction: direction, fitting: axes,
                        forkingTies: reversingFittedHeight && axes == FitAxes.height.subtracting(result.fixed),
                        diagnostics: fitting)
                    if let fitted {
                        programs[axes] = solved.add(fitted.variant)
                        reversedPrograms[axes] = solved.add(fitted.reversed, same: programs[axes]!)
                    } else if axes.contains(.width), let kept = programs[axes.subtracting(.width)] {
                        // Fitting the width too cannot be solved exactly: the width stays as given.
                        programs[axes] = kept
                        reversedPrograms[axes] = reversedPrograms[axes.subtracting(.width)] ?? nil
                        widthNotFitted = widthNotFitted ?? fitting.diagnostics.first { $0.severity == .error }
                    } else {
                        found.add(fitting.diagnostics.filter { $0.severity == .error }, in: key)
                        failed = true
                        break
                    }
                }
                entry.fittings.append(programs[axes]!)
                entry.keepingWidth.append(axes.contains(.width) ? programs[axes.subtracting(.width)] : nil)
            }
            solved.entries.append(entry)
            // With ties reversed, every entry needs its programs; one that does not solve leaves none.
            let height = reversingFittedHeight ? reversedPrograms[FitAxes.height.subtracting(result.fixed)] ?? nil : nil
            if let program = reversedPrograms[[]] ?? nil, height != nil || !reversingFittedHeight {
                solved.reversed?.append(SolvedLayout.Reversed(program: program, height: height))
            } else {
                solved.reversed = nil
            }
        }
    }
    let all = model.variants.indices.flatMap { v in directions.map { VariantKey(variant: v, direction: $0) } }
    found.report(into: diagnostics, among: all, model: model, file: file)
    if failed { return nil }
    solved.widthKept = widthNotFitted.map { "\($0.message) (line \($0.range.start.line))" }
    return solved
}

/// Which solves with ties reversed a layout needs (for the analysis's ties, LANGUAGE.md §12).
package enum TieReversal {
    case none
    /// `layout(in:)`'s programs.
    case layout
    /// And the program that fits the height (the analysis checks a layout with the height it
    /// gives itself unless its domain gives the heights).
    case layoutAndFittedHeight
}

/// The problems found in the variants of one layout, each once, with the variants it was
/// found in.
private struct VariantDiagnostics {
    private var diagnostics: [Diagnostic] = []
    private var keys: [Set<VariantKey>] = []

    mutating func add(_ found: [Diagnostic], in key: VariantKey) {
        for d in found {
            if let i = diagnostics.firstIndex(of: d) {
                keys[i].insert(key)
            } else {
                diagnostics.append(d)
                keys.append([key])
            }
        }
    }

    /// Reports each problem not reported yet; one found in some variants only says where.
    func report(into collector: DiagnosticCollector, among all: [VariantKey], model: LayoutModel, file: SourceFile) {
        for (d, found) in zip(diagnostics, keys) where !collector.diagnostics.contains(d) {
            var diagnostic = d
            if let note = VariantNote.note(found: found, among: all, model: model, file: file) {
                diagnostic.notes.append(note)
            }
            collector.report(diagnostic)
        }
    }
}
