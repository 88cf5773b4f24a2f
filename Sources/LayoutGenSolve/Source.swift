import LayoutGenAlgebra

/// What a row of the solver, or a decision, comes from: one of the spec's constraints, or a
/// soft goal the solver made from the spec (a goal that bounds cites its inequality:
/// `SoftGoal.Kind.bound`). Diagnostics' notes and `explain` read sources; only Emit and
/// `explain` turn them into places in the file.
package enum Source: Hashable {
    /// A constraint (index into `LayoutModel.constraints`).
    case constraint(Int)
    /// A goal (index into `GoalSolver.goals`).
    case goal(Int)
}

/// How a solve numbers its sources in the sets rows carry (`SourceSet`, a bitset): the
/// constraints from 0 in the model's order, then the goals.
package struct SourceNumbering {
    let constraintCount: Int

    package func id(_ source: Source) -> Int {
        switch source {
        case .constraint(let c): c
        case .goal(let k): constraintCount + k
        }
    }

    package func source(_ id: Int) -> Source {
        id < constraintCount ? .constraint(id) : .goal(id - constraintCount)
    }

    /// The members of a set, in order.
    package func sources(in set: SourceSet) -> [Source] { set.members.map(source) }

    /// The constraints among the members of a set, in order.
    package func constraints(in set: SourceSet) -> [Int] { set.members.filter { $0 < constraintCount } }

    /// The goals among the members of a set, in order.
    package func goals(in set: SourceSet) -> [Int] {
        let members = set.members
        var goals: [Int] = []
        for k in 0..<members.count where members[k] >= constraintCount { goals.append(members[k] - constraintCount) }
        return goals
    }
}
