import LayoutGenDiagnostics
import LayoutGenEvaluate

/// The report of a tie: which soft constraints of one priority compete where declaration order
/// decides the frames (LANGUAGE.md §7.2, §12): of the measured views whose frames differ
/// between the two orders, the compression resistance or hugging that misses by a different
/// amount in each order at the witness (a label compressed below its text, or stretched past
/// it, more in one), and the soft constraints that name a view whose frame differs.
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
        /// Hugging (else compression resistance or a constraint).
        var isHugging = false
    }

    func tieDiagnostic(
        _ differing: [Int], _ at: String, _ trace: EvaluationTrace, _ other: EvaluationTrace,
        _ measure: [String: MeasureStandIn]
    ) -> Diagnostic {
        var candidates: [Candidate] = []
        for e in differing where model.items[e].isMeasured {
            let (x, y) = (trace.frames[e], other.frames[e])
            let name = model.items[e].name
            let standIn = measure[name] ?? .fixed(width: 0, height: 0)
            for isWidth in [true, false] where (isWidth ? x.width != y.width : x.height != y.height) {
                // The answer at the witness: its text's natural width (a width the stronger
                // constraints leave open), its height measured at the width it ends up with.
                func answer(_ frame: RawFrame) -> Double {
                    isWidth
                        ? standIn.measure(proposedWidth: .greatestFiniteMagnitude, proposedHeight: .greatestFiniteMagnitude).width
                        : standIn.measure(proposedWidth: frame.width, proposedHeight: .greatestFiniteMagnitude).height
                }
                func size(_ frame: RawFrame) -> Double { isWidth ? frame.width : frame.height }
                // How far each goal misses in each order: one that misses by different amounts
                // is one the order decides.
                let short = [x, y].map { max(0, answer($0) - size($0)) }
                let over = [x, y].map { max(0, size($0) - answer($0)) }
                func differ(_ pair: [Double]) -> Bool { abs(pair[0] - pair[1]) > 1e-9 * max(1, abs(pair[0])) }
                let compression = model.items[e].compressionResistance[isWidth: isWidth]
                if compression < 1000, differ(short) {
                    candidates.append(
                        Candidate(
                            phrase: "'\(name)' resisting compression", priority: compression, range: model.items[e].range,
                            measured: e, isWidth: isWidth))
                }
                let hugging = model.items[e].hugging[isWidth: isWidth]
                if hugging < 1000, differ(over) {
                    candidates.append(
                        Candidate(
                            phrase: "'\(name)' hugging its content", priority: hugging, range: model.items[e].range,
                            measured: e, isWidth: isWidth, isHugging: true))
                }
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
        if let later = pair.last, let e = later.measured, pair.count == 2, later.priority > 1 {
            // The later one yields in declaration order: a priority just below makes that so in
            // any order.
            let effect = later.isHugging ? "makes it stretch" : "makes it give way"
            let declaration = suggestedDeclaration(e, isHugging: later.isHugging, isWidth: later.isWidth, later.priority - 1)
            notes.append(DiagnosticNote("choose with a priority: '\(declaration)' \(effect)", at: later.range))
        } else if pair.count == 2 {
            notes.append(DiagnosticNote("choose with a priority: give one of them a lower one", at: range))
        }
        return Diagnostic(.warning, .tie(first, second, priority: pair.count == 2 ? group[0].priority : nil), at: range, notes: notes)
    }

    /// The declaration of measured view `e` with its hugging (or compression resistance) along
    /// one axis at `priority`, keeping what it declares besides (its other content priorities,
    /// its rounding, `optional`): applied, it changes only that priority.
    private func suggestedDeclaration(_ e: Int, isHugging: Bool, isWidth: Bool, _ priority: Int) -> String {
        var item = model.items[e]
        if isHugging { item.hugging[isWidth: isWidth] = priority } else { item.compressionResistance[isWidth: isWidth] = priority }
        var options: [String] = []
        for (axis, isWidth) in [("H", true), ("V", false)] {
            let compression = item.compressionResistance[isWidth: isWidth]
            if compression != 750 { options.append("\(axis) compression @\(compression)") }
            let hugging = item.hugging[isWidth: isWidth]
            if hugging != 250 { options.append("\(axis) hugging @\(hugging)") }
        }
        if let rounding = item.measuredRounding {
            let rule = switch rounding.rule {
            case .up: "up"
            case .down: "down"
            case .nearest: "nearest"
            }
            options.append("rounded: \(rule)" + (rounding.toPixel ? ", pixel" : ""))
        }
        // A priority brought back to UIKit's default needs no option (`measured()` is no spec).
        let measured = options.isEmpty ? "measured" : "measured(\(options.joined(separator: ", ")))"
        return "view \(item.name): \(measured)" + (item.isOptional ? ", optional" : "")
    }
}
