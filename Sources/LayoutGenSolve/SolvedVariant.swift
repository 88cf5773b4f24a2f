import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan

/// What Solve hands Schedule for one variant of a layout in one direction (ARCHITECTURE.md):
/// inert data, no behaviour. Every unknown the output reads as an exact linear form over
/// run-time symbols, the run-time values those symbols stand for in the order the solver made
/// them, where each measurement happens, and what decided each unknown.
package struct SolvedVariant: Equatable {
    /// A measure call: the view, and its proposal along each axis (nil: unbounded).
    package struct Measurement: Equatable {
        package var item: Int
        package var width: LinearForm?
        package var height: LinearForm?
        /// How many run-time values existed when it was made: the proposals read only those,
        /// and its answer's width and height are the two values made next.
        package var valuesBefore: Int
    }

    /// What a run-time value the solver made is, for the plan to name and explain it
    /// (Schedule names it: `ValueRole+Name`).
    package struct ValueRole: Equatable {
        /// Which part of a goal's answer it is.
        package enum Part: Equatable {
            /// The goal's value: what `about` is.
            case value
            /// A goal's target raised to its lower bounds (`max(t, lo…)`).
            case atLeast
            /// A goal's target lowered to its upper bounds (`min(t, hi…)`), or the bound a
            /// goal `e <= t` adds.
            case atMost
            /// The most a measured view is proposed along `about`'s axis.
            case proposal
        }

        /// What the goal is about: the container's extent, a preference, a measured view's
        /// width or height, a sequence's unit.
        package var about: StepSubject
        package var part: Part
        /// The goal's line.
        package var range: SourceRange
        /// The inequalities of the spec whose bounds the value takes where it is bounded (a
        /// goal met as far as they allow): what it yields to.
        package var bounds: [SourceRange] = []
    }

    /// What decided an unknown: the constraint, or the soft goal, whose row first pivoted on
    /// it, and that goal's strength (nil: a required constraint).
    package struct Decision: Equatable {
        package var range: SourceRange
        package var strength: Strength?
    }

    /// The value of every unknown the output reads: each item's four, the container's extents,
    /// the scroll views' content extents and the sequences' units.
    package var values: OrdinalMap<Variable, LinearForm>
    /// What `.soft(k)` stands for, by `k`: each reads only symbols made before it.
    package var runtimeValues: [RuntimeValue]
    /// What the solver's run-time values are, by `k` (the first goal that made one).
    package var valueRoles: [Int: ValueRole]
    /// The measure calls, in the order they were made.
    package var measurements: [Measurement]
    /// The arguments of each of the spec's `min`/`max` (by index of `LayoutModel.extrema`), with
    /// every unknown replaced by its value; those that read a hidden view drop out.
    package var extremumArguments: [[LinearForm]]
    /// What decided each unknown that a row pivoted on.
    package var decisions: OrdinalMap<Variable, Decision>
    /// The optional views hidden in this variant.
    package var hiddenItems: Set<Int>
    package var rightToLeft: Bool
    /// The soft goals of one priority where the later one was bounded by what the earlier one
    /// decided (LANGUAGE.md §12's ties).
    package var competitions: [Competition]
    /// For a branch of the layout (`GoalSolver+Branches`): what it misses, in the order the
    /// branches are compared in; empty for a layout solved whole.
    package var errors: [LinearForm] = []
    /// For a branch: the first `min`/`max` it takes at one argument.
    package var branchOf: SourceRange?
}
