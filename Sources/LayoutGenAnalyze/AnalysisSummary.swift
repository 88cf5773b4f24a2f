/// What one layout's analysis searched, as `explain --checks` prints it (`lines`): the facts,
/// put in words only when they are printed (`generate` and `check` never print them).
package struct AnalysisSummary {
    /// The domain searched; nil until it is made.
    package var domain: CheckDomain?
    /// Why ties were not searched, where they were not.
    package var ties: Ties = .searched
    /// Why nothing was searched, if nothing was.
    var notSearched: String?
    package var scenarios = 0
    /// The scenarios searched to the end (all of them, unless a search stopped early).
    var scenariosEnded = 0
    package var proved = 0
    /// Checks not decided again: proved or searched before in a scenario that reads the same.
    var repeated = 0
    var searches = 0
    package var programs = 0
    package var steps = 0
    /// What was searched, each once.
    package var checked: [AnalysisCheck.Key] = []
    /// Whether some scenario's heights were not checked (a layout given its height).
    var heightsUnchecked = false
    /// Whether every scenario's layout ignores the width it is given (required constraints and
    /// content decide it); nil until a scenario is searched.
    var widthIgnored: Bool?
    /// Why the budget ended a search (steps or time), or what else stopped one.
    var ranOut: String?
    var stoppedBy: String?
    /// Checks whose search a witness could not confirm.
    var unconfirmed = 0
    package var found = 0

    package enum Ties {
        case searched
        /// No soft constraint is bounded by another of its priority.
        case nonePossible
        /// The layout solved with ties reversed does not solve.
        case reverseOrderUnsolved
    }

    package var lines: [String] {
        var lines: [String] = []
        if let domain { lines.append("domain: " + domain.summary) }
        switch ties {
        case .searched: break
        case .nonePossible: lines.append("ties: none possible (no soft constraint is bounded by another of its priority)")
        case .reverseOrderUnsolved: lines.append("ties not searched: the reverse order does not solve")
        }
        if let notSearched { return lines + ["not searched: \(notSearched)"] }
        lines.append(
            "scenarios: \(scenarios) (variants, directions, conditions); proved by bounds: \(proved); "
                + (repeated > 0 ? "decided in an earlier scenario: \(repeated); " : "") + "searches: \(searches); "
                + "linear programs: \(programs); steps: \(steps)")
        var kinds = [("squeezed", "sizes"), ("outside", "extents"), ("overlap", "pairs"), ("tie", "views")]
        if checked.contains(where: { $0.family == "cut" }) { kinds.append(("cut", "texts")) }
        lines.append(
            "checked: "
                + kinds.map { kind, what in "\(checked.filter { $0.family == kind }.count) \(what) (\(kind))" }
                .joined(separator: ", "))
        if widthIgnored == true {
            lines.append(
                "width: the layout never reads the width it is given (required constraints and its content decide "
                    + "it; explain's last line gives it); its views are checked against the width given")
        }
        if heightsUnchecked {
            lines.append(
                "heights not checked: the layout is given its height (sizeThatFits gives it none); "
                    + "'domain super.height LOW...HIGH' checks them")
        }
        if let ranOut {
            lines.append(
                "gave up: \(ranOut) ran out before every search ended (\(steps) steps; \(scenariosEnded) of \(scenarios) "
                    + "scenarios searched to the end)")
        } else if let stoppedBy {
            lines.append("gave up: \(stoppedBy) (\(scenariosEnded) of \(scenarios) scenarios searched to the end)")
        }
        if unconfirmed > 0 { lines.append("\(unconfirmed) candidate input(s) not confirmed by evaluation (not reported)") }
        lines.append(found == 0 ? "found: nothing" : "found: \(found) problem(s)")
        return lines
    }
}

extension CheckDomain {
    /// The domain as `explain --checks` prints it.
    package var summary: String {
        names.indices.filter { !names[$0].hasPrefix("rounding") }.map { j in
            if j == height && !heightDeclared { return "super.height fitted" }
            let lo = Witness.text(lower[j].doubleValue)
            let hi = Witness.text(upper[j].doubleValue)
            let range = lo == hi ? "\(names[j]) \(lo)" : "\(names[j]) \(lo)...\(hi)"
            // A label that may be empty: said once, after its height.
            let empty = possiblyEmpty.contains { measured[$0]?.height == j }
            return empty ? range + " (or empty: 0x0)" : range
        }.joined(separator: ", ")
    }
}
