import LayoutGenPlan

/// Every program of one layout, solved: what Solve hands Schedule for a layout
/// (ARCHITECTURE.md). Inert data, no behaviour beyond adding to it.
package struct SolvedLayout: Equatable {
    /// One variant (a combination of `when` branches and hidden views) in one direction.
    package struct Entry: Equatable {
        /// Where it holds.
        package var condition: PlanCondition
        package var direction: Direction?
        /// Its `layout(in:)` program (an index of `programs`).
        package var program: Int
        /// Its program per combination of fitting axes, in `FitAxes.fittingCombinations` order.
        package var fittings: [Int] = []
        /// Per fitting that fits the width, the program that keeps the width as given: where the
        /// fitting program cannot be written, `sizeThatFits` keeps the width (as where it cannot
        /// be solved).
        package var keepingWidth: [Int?] = []
    }

    /// An entry's programs solved with the soft constraints of each priority in reverse order
    /// (LANGUAGE.md §12's ties): `layout(in:)` and fitting the height.
    package struct Reversed: Equatable {
        package var program: Int
        /// Nil where the analysis does not read it (a `domain super.height` gives the heights).
        package var height: Int?
    }

    /// A variant solved with ties reversed: the same program (no goal was bounded by another
    /// of its priority), none (it does not solve), or another.
    package enum ReversedSolve {
        case same, unsolved
        case solved([SolvedVariant])
    }

    /// The programs, each solved once (fitting an axis the required constraints fix is the
    /// program without fitting it): each its branches, one for a layout solved whole
    /// (`GoalSolver+Branches`).
    package var programs: [[SolvedVariant]] = []
    package var entries: [Entry] = []
    /// Per entry, with ties reversed; nil when not asked for, or when one of them does not solve.
    package var reversed: [Reversed]?
    /// Why the width is not fitted where `sizeThatFits` cannot fit it (it stays as given).
    package var widthKept: String?

    /// Adds a program; returns its index.
    package mutating func add(_ program: [SolvedVariant]) -> Int {
        programs.append(program)
        return programs.count - 1
    }

    /// Adds a program solved with ties reversed; returns its index (`same`'s where it is the
    /// same program, nil where it does not solve).
    package mutating func add(_ reversed: ReversedSolve, same: Int) -> Int? {
        switch reversed {
        case .same: same
        case .unsolved: nil
        case .solved(let program): add(program)
        }
    }
}
