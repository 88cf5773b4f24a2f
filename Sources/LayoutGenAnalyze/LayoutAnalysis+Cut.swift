import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenEvaluate
import LayoutGenPlan

/// The `cut` check: a measured view whose text wraps (`domain NAME.lines 1...N`) is given less
/// height than its lines need at the width it is given — a label measured at another width than
/// its frame's, a two-line title in a one-line row, a cell too short for its text.
///
/// The maths: with `W` the text's width on one line, `H` its line height and `w`, `h` the
/// frame's width and height, the text needs `⌈W / w⌉` lines, at most `N`. It needs at least `j`
/// lines where `W > (j − 1)·w`, so it is cut where, for some `j` from 1 to `N`, both
/// `W − (j − 1)·w > 0` and `j·H − h > 0`. One line fits the height a label is offered, by the
/// domain, so `j = 1` is not searched and the first line fits the frame (`h − H + 1/64 > 0`: to
/// a 64th of a point), also where the frame is fixed and the view not measured; a frame of no
/// width is the squeezed check's (`w > 0`): one check per `j` from 2, each linear.
extension LayoutAnalysis {
    /// The cut checks of the scenario's shown views whose text wraps.
    func cutChecks(_ programs: CheckedPrograms, _ views: [Int], _ explorer: PathExplorer) -> [AnalysisCheck] {
        let n = programs.main
        var result: [AnalysisCheck] = []
        for e in views {
            guard let most = explorer.domain.lines[e], let unknowns = explorer.domain.measured[e] else { continue }
            let natural = explorer.unknowns[unknowns.width]
            let lineHeight = explorer.unknowns[unknowns.height]
            let frame = programs.frame(n, e)
            for j in 2...most {
                result.append(
                    AnalysisCheck(kind: .cut(e, lines: j), operands: programs.at(n, [frame.width, frame.height])) { state in
                        // An empty label has no text to cut.
                        if let k = explorer.emptyIndex[e], state.empty.indices.contains(k), state.empty[k] == true {
                            return nil
                        }
                        guard case .finite(let width)? = explorer.read(state, n, frame.width),
                            case .finite(let height)? = explorer.read(state, n, frame.height)
                        else { return nil }
                        var needed = AffineForm()
                        needed.add(lineHeight, times: Rational(j))
                        var wider = natural
                        wider.add(width, times: Rational(1 - j))
                        var firstLineFits = height - lineHeight
                        firstLineFits.add(AffineForm(constant: Rational(1, 64)))
                        // A view squeezed to no width is the squeezed check's: its text has no line.
                        return [wider, needed - height, firstLineFits, width]
                    })
            }
        }
        return result
    }

    /// The warning for a cut text at the witness, where the evaluation shows it.
    func confirmCut(_ e: Int, _ witness: Witness, _ trace: EvaluationTrace) -> Diagnostic? {
        let name = layout.elements[e].name
        guard case .text(let natural, let lineHeight, let limit)? = witness.arguments.measure[name] else { return nil }
        let frame = trace.frames[e]
        var lines = (natural / max(frame.width, .leastNonzeroMagnitude)).rounded(.up)
        if let limit { lines = min(lines, Double(limit)) }
        let needed = lines * lineHeight
        guard frame.width > 0, needed > frame.height + 1e-9 * max(1, needed), lineHeight < frame.height + 1.0 / 64 else {
            return nil
        }
        let range = model.items[e].range
        let count = Int(lines)
        return Diagnostic(
            .warning, .cut(name, lines: count), at: range,
            notes: [
                DiagnosticNote(
                    "at \(witness.options): \(name) \(Witness.text(frame)), its text \(count == 1 ? "a line" : "\(count) lines") "
                        + "of \(Witness.text(lineHeight)) at \(Witness.text(frame.width)) wide: "
                        + "\(Witness.text(needed)) tall",
                    at: range),
                DiagnosticNote(
                    "give it the height its lines need (let the layout size its height to the text, or lift what caps it), "
                        + "or say it wraps to fewer lines ('domain \(name).lines')",
                    at: range),
            ])
    }
}
