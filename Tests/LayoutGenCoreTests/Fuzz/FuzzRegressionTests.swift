import Testing

@testable import LayoutGenCore

/// Inputs the fuzzer (Fuzz/, docs/verification.md) flagged: crashes, hangs of more than a second
/// for inputs under 4 KB, sanitizer reports and bad output. Each one gets diagnostics with
/// locations, or a plan, and no crash.
@Suite struct FuzzRegressionTests {
    /// A chain `v0.top == v1.top == … == v259.top` (4 KB) leaves every view's height open. Each
    /// of its 259 constraints names all 260 views, and the under-determined report read every
    /// constraint again for each view and axis: O(n³).
    @Test(.timeLimit(.minutes(1))) func longEqualityChainUnderDetermined() {
        let names = (0..<260).map { "v\($0)" }
        let text = "layout A {\n view \(names.joined(separator: ","))\n"
            + names.map { "\($0).top" }.joined(separator: " == ") + "\n}\n"
        #expect(text.utf8.count < 4096 + 200)
        // The time limit guards against the hang this was (17 s in a debug build before the
        // fix, under 1 s after): speed itself is measured by the benchmarks, not asserted here.
        let outcome: FuzzCheck.Outcome? = FuzzCheck.run(text)
        #expect(outcome?.plan == nil)
        #expect(outcome?.diagnostics.count == 520)
        #expect(
            outcome?.messages.first
                == "2:7: horizontal position or width of 'v0' is not determined: nothing constrains it; "
                + "constrain two of leading, trailing, centerX and width")
        #expect(outcome?.messages.contains { $0.hasPrefix("2:7: vertical position or height of 'v0' is not determined: only 'top' is set") } == true)
    }

    /// `m`'s width is the flexible unit of a sequence that `m` itself ends, so the unit's fill
    /// value reads `m`'s measured width (in the first of the two solves it is a soft value; in
    /// the second the constraints fix it). Ordering the run-time steps then waited on a value no
    /// step computes, and reporting the "cycle" unwrapped nil (PlanBuilder.reportCycle).
    @Test func measuredSizeReadByTheFlexibleUnitThatSetsIt() {
        let outcome = FuzzCheck.run(
            """
            layout A {
                view a
                view m: measured
                V: |-(*)-[a(50)]-(*)-[m]|
                H: |[a]|
                m.width == a.top
                m.leading == 0
            }
            """)
        // Solved as Auto Layout would (LANGUAGE.md §7): m is measured with nothing proposed, its
        // width is then a.top, and the unit fills the rest. No cycle, no crash.
        #expect(outcome.plan != nil)
        #expect(outcome.messages == [])
    }

    /// The same with a preference instead of the measured size: the flexible unit's fill value
    /// reads the preference `m.width == a.top @high`, which the second solve drops because the
    /// unit itself fixes `a.top`. No step computes a dropped preference, so the steps waited on
    /// a value that never comes, no cycle closed, and the cycle report unwrapped nil.
    @Test func preferenceReadByTheFlexibleUnitThatDropsIt() {
        let outcome = FuzzCheck.run(
            """
            layout A {
                view a
                view m: measured
                V: |-(*)-[a(50)]-(*)-[m]|
                H: |[a]|
                m.width == a.top @high
                m.width == 10 @low
                m.leading == 0
            }
            """)
        // Solved by priority: the @high preference decides m's width, the @low one is dropped
        // with a warning.
        #expect(outcome.plan != nil)
        #expect(outcome.messages == ["7:5: preference @250 is dropped: it conflicts with what is already determined"])
    }

    /// A required bound on a `min`/`max` the equalities put into a row is split into its
    /// arguments; here an argument (`super.right`, read through the guide that spans the
    /// container) reduces back to the same `max`, and splitting it again recursed until the
    /// stack overflowed. It is split once; the spec's conflicts are reported.
    @Test func minMaxWhoseArgumentReducesToItself() {
        let outcome = FuzzCheck.run(
            """
            layout A {
                view hidden: optional
                view label: measured
                view element: measured, optional
                guide g
                H: |[hidden(20)][label]-(>=8)-[element]|
                super.trailing >= g.center * 2.5
                g.edges == super.edges
                hidden.right == max(super.right, 12)
            }
            """)
        #expect(outcome.plan == nil)
        #expect(outcome.messages.contains { $0.hasPrefix("9:5: constraint conflicts with others") }, "\(outcome.messages)")
    }
}
