import Foundation
import LayoutGenDiagnostics
import LayoutGenEvaluate

/// STEP 3 of `LayoutAnalysis`: a candidate input becomes a report only when the plan, run by the
/// interpreter at the witness's arguments, shows the problem there.
extension LayoutAnalysis {
    /// The warning for a confirmed problem, and the keys of what it reports; nil when the plan
    /// does not show it at the witness.
    func confirm(_ kind: AnalysisCheck.Kind, _ witness: Witness, _ programs: CheckedPrograms)
        -> (diagnostic: Diagnostic, keys: [AnalysisCheck.Key])?
    {
        guard let (_, trace) = try? evaluateTracing(layout, arguments: witness.arguments) else { return nil }
        let at = "at \(witness.options)"
        func name(_ e: Int) -> String { layout.elements[e].name }
        func tolerance(_ v: Double) -> Double { 1e-9 * max(1, abs(v)) }
        switch kind {
        case .squeezed(let e, let isWidth):
            let value = isWidth ? trace.frames[e].width : trace.frames[e].height
            guard value < -tolerance(value) else { return nil }
            let attribute = isWidth ? "width" : "height"
            return (
                Diagnostic(
                    .warning, .squeezed(name(e), isWidth: isWidth), at: model.items[e].range,
                    notes: [DiagnosticNote("\(at): \(name(e)).\(attribute) = \(Witness.text(value))", at: model.items[e].range)]),
                [kind.key]
            )

        case .outside(let e, let edge):
            let frame = trace.frames[e]
            let (start, size) = edge.isHorizontal ? (frame.leading, frame.width) : (frame.top, frame.height)
            guard let extent = containerExtent(e, isWidth: edge.isHorizontal, witness, trace, programs) else { return nil }
            let past = edge == .leading || edge == .top ? -start : start + size - extent
            guard past > tolerance(extent), size > 0, extent > 0 else { return nil }
            let what = edge.isHorizontal ? "wide" : "tall"
            let container = layout.elements[e].parent.map { "'\(name($0))'" } ?? "a container"
            var notes = [
                DiagnosticNote(
                    "\(at): \(name(e)) \(Witness.text(frame)) in \(container) \(Witness.text(extent)) \(what)",
                    at: model.items[e].range)
            ]
            if edge.isHorizontal, layout.elements[e].parent == nil, programs.fixesItsWidth {
                // (§7.2: "needs super.width >= 440".)
                notes.append(
                    DiagnosticNote(
                        "the layout is \(Witness.text(trace.width)) wide whatever width it is given (its required "
                            + "constraints fix it): it needs super.width >= \(Witness.text(trace.width))",
                        at: model.nameRange))
            }
            return (Diagnostic(.warning, .outside(name(e), edge: edge.rawValue), at: model.items[e].range, notes: notes), [kind.key])

        case .overlap(let a, let b, let constraint, let isHorizontal):
            let (fa, fb) = (trace.frames[a], trace.frames[b])
            let (sa, la, sb, lb) =
                isHorizontal ? (fa.leading, fa.width, fb.leading, fb.width) : (fa.top, fa.height, fb.top, fb.height)
            guard [sa + la - sb, sb + lb - sa, la, lb].allSatisfy({ $0 > tolerance($0) }) else { return nil }
            let range = model.constraints[constraint].range
            return (
                Diagnostic(
                    .warning, .overlap(name(a), name(b)), at: range,
                    notes: [
                        DiagnosticNote("\(at): \(name(a)) \(Witness.text(fa)) and \(name(b)) \(Witness.text(fb))", at: range),
                        DiagnosticNote("if they overlap on purpose, say so: 'allow overlap \(name(a)), \(name(b))'", at: range),
                    ]),
                [kind.key]
            )

        case .cut(let e, _):
            return confirmCut(e, witness, trace).map { ($0, [kind.key]) }

        case .tie:
            guard let alternative, let (_, other) = try? evaluateTracing(alternative, arguments: witness.arguments)
            else { return nil }
            let differing = layout.elements.indices.filter { e in
                let (x, y) = (trace.frames[e], other.frames[e])
                return zip([x.leading, x.top, x.width, x.height], [y.leading, y.top, y.width, y.height])
                    .contains { abs($0 - $1) > tolerance($0) }
            }
            guard !differing.isEmpty else { return nil }
            return (tieDiagnostic(differing, at, trace, other, witness.arguments.measure), differing.map { .tie($0) })
        }
    }

    /// The container's extent at the witness, as the check reads it (see `containerExtent`).
    private func containerExtent(
        _ e: Int, isWidth: Bool, _ witness: Witness, _ trace: EvaluationTrace, _ programs: CheckedPrograms
    ) -> Double? {
        if let parent = layout.elements[e].parent {
            return isWidth ? trace.frames[parent].width : trace.frames[parent].height
        }
        guard programs.containerExtent(e, isWidth: isWidth) == .parameter(isWidth ? .width : .height) else {
            return isWidth ? trace.width : trace.height
        }
        // The width as given (fitting the height keeps it); the height as given or fitted.
        let arguments = witness.arguments
        guard !isWidth, !arguments.fit.isEmpty else { return isWidth ? arguments.width : arguments.height }
        guard let fitted = try? fittingSize(layout, arguments: arguments) else { return nil }
        return isWidth ? fitted.width : fitted.height
    }
}
