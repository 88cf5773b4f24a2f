import LayoutGenAlgebra
import LayoutGenDiagnostics

/// `when` statements whose branches differ only in numbers (docs/language.md, "Conditions"):
/// `when threaded { H: |-24-[subject]-16-| } else { H: |-12-[subject]-16-| }` is one sequence
/// whose first gap is 24 or 12 by the branch that holds. Such a `when` makes no variants: its
/// first branch's constraints stay, each number that differs between branches replaced by
/// `Symbol.branchConstant` (the generated code reads `threaded ? 24 : 12`), and the other
/// branches' constraints are never in effect (no variant has their literal).
extension Resolver {
    mutating func foldWhens(_ whens: inout [WhenModel]) {
        for j in whens.indices {
            let choices = whens[j].choices
            var branches = [[Int]](repeating: [], count: choices)
            for (c, constraint) in constraints.enumerated() {
                for case .branch(j, let b) in constraint.requires { branches[b].append(c) }
            }
            // A sequence's flexible unit in a branch is one of its own: not a number.
            let hasUnits = flexibleUnits.contains { unit in unit.requires.contains { if case .branch(j, _) = $0 { true } else { false } } }
            guard !hasUnits, branches.allSatisfy({ $0.count == branches[0].count }) else { continue }
            var folds: [(constraint: Int, values: [Rational], rightToLeft: [Rational]?, ranges: [SourceRange])] = []
            var alike = true
            for t in branches[0].indices where alike {
                let first = constraints[branches[0][t]]
                var values: [Rational] = []
                var rightToLeft: [Rational]? = first.rightToLeftForm == nil ? nil : []
                for b in 0..<choices {
                    let other = constraints[branches[b][t]]
                    guard Self.sameShape(first, other, when: j) else {
                        alike = false
                        break
                    }
                    values.append(other.form.constant)
                    if let form = other.rightToLeftForm { rightToLeft?.append(form.constant) }
                }
                folds.append((branches[0][t], values, rightToLeft, branches.map { constraints[$0[t]].range }))
            }
            guard alike else { continue }
            whens[j].isFolded = true
            for (b, branch) in branches.enumerated() {
                for c in branch { constraints[c].foldedBranch = .branch(when: j, branch: b) }
            }
            for fold in folds {
                var constraint = constraints[fold.constraint]
                constraint.writtenForms = [constraint.form, constraint.rightToLeftForm]
                constraint.branchRanges = fold.ranges
                constraint.requires.removeAll { if case .branch(j, _) = $0 { true } else { false } }
                constraint.form = branchForm(constraint.form, fold.values, when: j, constraint)
                if let form = constraint.rightToLeftForm, let values = fold.rightToLeft {
                    constraint.rightToLeftForm = branchForm(form, values, when: j, constraint)
                }
                constraints[fold.constraint] = constraint
            }
        }
    }

    /// `form` with its constant the branch's number where the branches' numbers differ.
    private mutating func branchForm(_ form: LinearForm, _ values: [Rational], when j: Int, _ constraint: Constraint)
        -> LinearForm
    {
        guard values.contains(where: { $0 != values[0] }) else { return form }
        // The numbers as written where they are (`|-24-[subject]`: 24 and 12, not -24 and -12).
        let negated = values.allSatisfy { $0 <= .zero }
        var result = form
        result.constant = .zero
        result.add(.branchConstant(branchConstants.count), negated ? -.one : .one)
        let name = constraint.mentions.first?.name(in: items)
        branchConstants.append(
            BranchConstant(when: j, values: negated ? values.map { -$0 } : values, name: (name ?? "branch") + "ByBranch"))
        return result
    }

    /// Whether two constraints of a `when`'s branches differ at most in their numbers.
    private static func sameShape(_ a: Constraint, _ b: Constraint, when j: Int) -> Bool {
        func others(_ requires: [VariantLiteral]) -> [VariantLiteral] {
            requires.filter { if case .branch(j, _) = $0 { false } else { true } }
        }
        func linear(_ form: LinearForm?) -> LinearForm? {
            guard var form else { return nil }
            form.constant = .zero
            return form
        }
        return a.kind == b.kind && linear(a.form) == linear(b.form) && linear(a.rightToLeftForm) == linear(b.rightToLeftForm)
            && (a.rightToLeftForm == nil) == (b.rightToLeftForm == nil) && others(a.requires) == others(b.requires)
            && a.collapsedItem == b.collapsedItem && a.mentions == b.mentions
    }
}

/// A number a folded `when` chooses by its branch (`Symbol.branchConstant`).
public struct BranchConstant: Equatable, Sendable {
    /// The `when` (index into `LayoutModel.whens`).
    public var when: Int
    /// Per choice (each branch, then `else`), the number.
    public var values: [Rational]
    /// A readable name for the value (`subjectLeadingByBranch`).
    public var name: String
}
