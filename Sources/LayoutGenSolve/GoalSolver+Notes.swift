import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan

/// How `GoalSolver` records what it finds: what the run-time values it makes are (for the
/// plan to name), and the notes that point at the sources of a row.
extension GoalSolver {
    /// Records what a run-time value is: `part` of the answer of a goal about `about` (the
    /// first goal that made it stays).
    mutating func record(
        _ form: LinearForm?, _ part: SolvedVariant.ValueRole.Part, about: StepSubject, _ range: SourceRange,
        bounds: [SourceSet] = []
    ) {
        guard let form, form.isKnown, form.constant.isZero, form.symbols.count == 1,
            case .soft(let k) = form.symbols[0].key, valueRoles[k] == nil
        else { return }
        // What it yields to is for `explain`, which never reads the solve with ties reversed.
        let yieldsTo = ties == .declaration ? inequalities(in: bounds) : []
        valueRoles[k] = SolvedVariant.ValueRole(about: about, part: part, range: range, bounds: yieldsTo)
    }

    /// The spec's inequalities among the sources of some bounds, in source order, each once: a
    /// required one is its own source, a soft one the source of the row its goal added.
    private func inequalities(in bounds: [SourceSet]) -> [SourceRange] {
        var constraints: [Int] = []
        for source in sources.sources(in: SourceSet(unionOf: bounds)) {
            switch source {
            case .constraint(let c):
                switch model.constraints[c].kind {
                case .inequality, .softInequality: constraints.append(c)
                default: break
                }
            case .goal(let k):
                if case .bound(let c) = goals[k].kind { constraints.append(c) }
            }
        }
        return Set(constraints).sorted().map { model.constraints[$0].range }
    }

    /// Notes pointing at the sources of a row (constraints, and the goals' declarations), one
    /// per line and message: the parts of a sequence (its gaps, its sizes) are one note that
    /// spans them.
    package func notes(for provenance: SourceSet, except skipped: Source?, _ message: String) -> [DiagnosticNote] {
        notes(for: sources.sources(in: provenance), except: skipped, message)
    }

    /// Notes pointing at constraints (`notes(for:except:_:)`).
    package func notes(for constraints: [Int], except skipped: Source?, _ message: String) -> [DiagnosticNote] {
        notes(for: constraints.sorted().map(Source.constraint), except: skipped, message)
    }

    private func notes(for sources: [Source], except skipped: Source?, _ message: String) -> [DiagnosticNote] {
        let notes = sources.compactMap { source -> DiagnosticNote? in
            guard source != skipped else { return nil }
            switch source {
            case .constraint(let c): return DiagnosticNote(message, at: model.constraints[c].range)
            case .goal(let k):
                let goal = goals[k]
                switch goal.kind {
                case .extent: return nil
                case .shrink: return DiagnosticNote("shrinking space", at: goal.range)
                case .compression, .hugging: return DiagnosticNote("measured size", at: goal.range)
                case .preference, .bound, .fill: return DiagnosticNote(message, at: goal.range)
                case .unboundedUnit: return DiagnosticNote("flexible space", at: goal.range)
                }
            }
        }
        var merged: [DiagnosticNote] = []
        for note in notes {
            let line = note.range.start.line
            if let i = merged.firstIndex(where: {
                $0.message == note.message && $0.range.start.line == line && $0.range.end.line == note.range.end.line
            }) {
                merged[i].range = merged[i].range.union(note.range)
            } else {
                merged.append(note)
            }
        }
        return merged
    }
}
