import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan

extension GoalPlanBuilder {
    /// STEP 3: frames, the container's size and the scroll views' content sizes.
    package mutating func outputs(diagnostics: DiagnosticCollector) -> Variant {
        let width = value(.containerWidth, name: "containerWidth", diagnostics: diagnostics)
        let height = value(.containerHeight, name: "containerHeight", diagnostics: diagnostics)
        var frames: [FrameOutput] = []
        var contentSizes: [ContentSizeOutput] = []
        for (i, item) in model.items.enumerated() {
            let frame = FrameOutput(
                leading: value(.leading(i), name: item.name + "Leading", diagnostics: diagnostics),
                top: value(.top(i), name: item.name + "Top", diagnostics: diagnostics),
                width: value(.width(i), name: item.name + "Width", diagnostics: diagnostics),
                height: value(.height(i), name: item.name + "Height", diagnostics: diagnostics),
                sources: [Variable.leading(i), .top(i), .width(i), .height(i)].map(source(of:)))
            frames.append(frame)
            if item.isScroll {
                contentSizes.append(
                    ContentSizeOutput(
                        element: i,
                        width: item.scrollsHorizontally
                            ? value(.contentWidth(i), name: item.name + "ContentWidth", diagnostics: diagnostics) : frame.width,
                        height: item.scrollsVertically
                            ? value(.contentHeight(i), name: item.name + "ContentHeight", diagnostics: diagnostics)
                            : frame.height))
            }
        }
        return Variant(
            direction: direction, steps: writer.steps, frames: frames, width: width, height: height,
            contentSizes: contentSizes, sizeSources: [source(of: .containerWidth), source(of: .containerHeight)])
    }

    /// An operand holding an unknown's value.
    private mutating func value(_ variable: Variable, name: String, diagnostics: DiagnosticCollector) -> Operand {
        let form = solved.values[variable]!
        for term in form.symbols { ensureSymbol(term.key, diagnostics: diagnostics) }
        if failed { return .constant(0) }
        return writer.operand(for: form, name: name, source: source(of: variable), subject: subject(of: variable))
    }

    /// What a step holding an unknown's value is, for `explain`.
    package func subject(of variable: Variable) -> StepSubject {
        switch variable {
        case .leading(let i): .attribute(element: i, .leading)
        case .top(let i): .attribute(element: i, .top)
        case .width(let i): .attribute(element: i, .width)
        case .height(let i): .attribute(element: i, .height)
        case .contentWidth(let i): .attribute(element: i, .contentWidth)
        case .contentHeight(let i): .attribute(element: i, .contentHeight)
        case .containerWidth: .container(isWidth: true)
        case .containerHeight: .container(isWidth: false)
        case .flexible(let u): model.flexibleUnits[u].isShrink ? .shrinkUnit : .flexibleUnit
        }
    }

    /// Where the value of an unknown is decided: the constraint (or goal) whose row first
    /// pivoted on it.
    package func source(of variable: Variable) -> SourceRange {
        solved.decisions[variable]?.range ?? model.nameRange
    }
}
