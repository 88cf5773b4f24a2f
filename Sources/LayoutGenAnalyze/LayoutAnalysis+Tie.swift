import LayoutGenDiagnostics
import LayoutGenEvaluate

/// The report of a tie: which soft constraints of one priority compete where declaration order
/// decides the frames (LANGUAGE.md §7.2, §12), read from the spec: the measured views whose
/// frames differ between the two orders (their compression resistance and hugging along the
/// axis that differs) and the soft constraints that name a view whose frame differs.
extension LayoutAnalysis {
    /// A soft constraint that may take part in a tie.
    private struct Candidate {
        var phrase: String
        var priority: Int
        var range: SourceRange
        /// The measured view it belongs to (for the fix), if any.
        var measured: Int?
        /// The axis it acts along.
        var isWidth = true
    }

    func tieDiagnostic(_ differing: [Int], _ at: String, _ trace: EvaluationTrace, _ other: EvaluationTrace) -> Diagnostic {
        var candidates: [Candidate] = []
        for e in differing where model.items[e].isMeasured {
            let (x, y) = (trace.frames[e], other.frames[e])
            for isWidth in [true, false] where (isWidth ? x.width != y.width : x.height != y.height) {
                let name = model.items[e].name
                let compression = model.items[e].compressionResistance[isWidth: isWidth]
                if compression < 1000 {
                    candidates.append(
                        Candidate(
                            phrase: "'\(name)' resisting compression", priority: compression, range: model.items[e].range,
                            measured: e, isWidth: isWidth))
                }
                candidates.append(
                    Candidate(
                        phrase: "'\(name)' hugging its content", priority: model.items[e].hugging[isWidth: isWidth],
                        range: model.items[e].range, measured: nil))
            }
        }
        for constraint in model.constraints where constraint.mentions.contains(where: { differing.contains($0.item) }) {
            switch constraint.kind {
            case .preference(let p), .softInequality(_, let p):
                candidates.append(
                    Candidate(phrase: "the constraint on line \(constraint.range.start.line)", priority: p, range: constraint.range))
            default: continue
            }
        }
        let priorities = Set(candidates.map(\.priority)).sorted(by: >)
        let group = priorities.lazy.map { p in candidates.filter { $0.priority == p } }.first { $0.count >= 2 } ?? []
        let pair = group.sorted { $0.range.start < $1.range.start }.prefix(2)
        let names = differing.prefix(3).map { model.items[$0].name }
        let (first, second) =
            pair.count == 2 ? (pair[pair.startIndex].phrase, pair[pair.startIndex + 1].phrase)
            : ("'\(names[0])'", names.count > 1 ? "'\(names[1])'" : "another soft constraint")
        // Declaration order meets the first first: the second gives way.
        let range = pair.last?.range ?? model.items[differing[0]].range
        func frames(_ t: EvaluationTrace) -> String {
            differing.prefix(3).map { "\(model.items[$0].name) \(Witness.text(t.frames[$0]))" }.joined(separator: ", ")
        }
        var notes = [
            DiagnosticNote("\(at): in declaration order \(frames(trace)); in the reverse order \(frames(other))", at: range)
        ]
        if let later = pair.last, let e = later.measured {
            notes.append(
                DiagnosticNote(
                    "choose with a priority: 'view \(model.items[e].name): measured(\(later.isWidth ? "H" : "V") compression @\(later.priority - 1))' makes it give way",
                    at: later.range))
        } else if pair.count == 2 {
            notes.append(DiagnosticNote("choose with a priority: give one of them a lower one", at: range))
        }
        return Diagnostic(.warning, .tie(first, second, priority: pair.count == 2 ? group[0].priority : nil), at: range, notes: notes)
    }
}
