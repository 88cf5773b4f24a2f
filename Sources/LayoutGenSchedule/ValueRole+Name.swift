import LayoutGenPlan
import LayoutGenResolve
import LayoutGenSolve

/// What the plan calls the solver's run-time values: after what their goal is about
/// (`titleWidth`, `containerHeight`, `preferred`), with the part of the goal's answer they are
/// (`titleWidthMin`, `titleWidthMax`; `titleMaxWidth` for a proposal).
extension SolvedVariant.ValueRole {
    /// The value's name (a stem: `StepWriter` makes it unique and a Swift identifier).
    package func name(items: [Item]) -> String {
        if part == .proposal, case .attribute(let i, let attribute) = about {
            return items[i].name + (attribute == .width ? "MaxWidth" : "MaxHeight")
        }
        let stem =
            switch about {
            case .container(let isWidth): isWidth ? "containerWidth" : "containerHeight"
            case .attribute(let i, let attribute): items[i].name + (attribute == .width ? "Width" : "Height")
            case .shrinkUnit: "shrinkUnit"
            case .flexibleUnit: "flexibleUnit"
            case .preferred, .intermediate, .measurement, .extremum: "preferred"
            }
        switch part {
        case .value, .proposal: return stem
        case .atLeast: return stem + "Min"
        case .atMost: return stem + "Max"
        }
    }

    /// What the value's step is the value of: the goal's subject for its value, else a part of it.
    package var subject: StepSubject { part == .value ? about : .intermediate }
}
