import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenPlan

/// Which layouts of a spec `--layout NAME` picks, for `eval` and `explain`.
package enum LayoutSelection {
    /// The layout named `name`, or every layout of the spec when `name` is nil. Throws for a
    /// name the spec does not declare, with "did you mean" and the names it does declare.
    package static func layouts(_ plan: Plan, named name: String?, in file: SourceFile) throws(UsageError) -> [LayoutPlan] {
        guard let name else { return plan.layouts }
        if let layout = plan.layouts.first(where: { $0.name == name }) { return [layout] }
        let names = plan.layouts.map(\.name)
        var error = UsageError.unknown("layout", name, among: names)
        if !error.message.contains("did you mean") {
            let declared = names.isEmpty ? "none" : names.joined(separator: ", ")
            error.message += "; '\(file.path)' declares \(declared)"
        }
        throw error
    }

    /// The one layout to evaluate: the one named, or the spec's only layout. Throws when
    /// the spec declares several and none is named (listing them), or none at all.
    package static func single(_ plan: Plan, named name: String?, in file: SourceFile) throws(UsageError) -> LayoutPlan {
        let layouts = try layouts(plan, named: name, in: file)
        guard layouts.count == 1 else {
            guard !layouts.isEmpty else { throw UsageError("'\(file.path)' declares no layout") }
            let names = layouts.map(\.name).joined(separator: ", ")
            throw UsageError("'\(file.path)' declares several layouts; choose one with --layout NAME: \(names)")
        }
        return layouts[0]
    }
}
