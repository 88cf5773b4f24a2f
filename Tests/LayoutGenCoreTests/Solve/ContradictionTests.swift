import Testing

@testable import LayoutGenCore

/// Required constraints that contradict at every size are an error wherever they hide
/// (LANGUAGE.md §7.2), behind an unrelated `min`/`max` of the container's width too; those that
/// hold the container's extent below 0 are said.
@Suite struct ContradictionTests {
    /// `v1` must end 8 from the trailing edge, yet come before `v4` and `v3`, which end there.
    static let negMinMax = """
        layout NegMinMax {
            view v1, v2, v3, v4
            H: [v1]-(>=0)-[v4(60)]-(>=0)-[v3(50)]-|
            v1.width == 60
            v2.trailing == super.trailing - 12
            v3.top == super.top
            v1.centerY == v3.centerY
            v4.centerY == super.centerY
            v2.bottom == super.bottom - 12
            v1.trailing == super.trailing - 8
            v2.leading == v4.trailing + 8
            v1.height == max(100, 0.1 * super.width)
            v4.height == min(100, super.width - 16)
            v2.height == 150 @low
            v3.bottom == super.bottom - 8
        }
        """

    @Test(arguments: [true, false])
    func aContradictionIsAnErrorBesideAMinOrMax(withMinMax: Bool) {
        var spec = Self.negMinMax
        if !withMinMax {
            spec = spec.replacingOccurrences(of: "    v1.height == max(100, 0.1 * super.width)\n", with: "    v1.height == 100\n")
                .replacingOccurrences(of: "    v4.height == min(100, super.width - 16)\n", with: "    v4.height == 100\n")
        }
        let errors = compile(spec).errors.map(\.message)
        #expect(errors.contains { $0.hasPrefix("constraint conflicts with others") }, "\(errors)")
    }

    /// The height is fixed at 61, so the box's `min(139, super.height * 0.5 - 17)` is 13.5,
    /// while its content needs 74: a conflict hidden behind a `min` whose arguments are
    /// numbers (soft oracle seed 2492244, where eval broke the box's sequence instead).
    @Test func aContradictionThroughAMinOfNumbers() {
        let spec = """
            layout Cell {
                view left
                view box {
                    view inner
                    V: |-[inner(>=44.5)]-(>=21.5)-|
                    H: |[inner]|
                    inner.height == 50 @low
                }
                V: |-9.5-[left(32)]-19.5-|
                H: |[left(20)]-[box(100)]
                box.top == 0
                box.height == min(139, super.height * 0.5 - 17)
            }
            """
        #expect(compile(spec).messages == ["5:13: error: constraint conflicts with others: they differ by 60.5"])
        #expect(compile(spec).errors.first?.notes.map(\.range.start.line) == [5, 12])
        // A required row that reads the `min` alone is that number too (it was "inequality
        // involves no adjustable quantity").
        let bounded = """
            layout Cell {
                view left, box
                V: |-9.5-[left(32)]-19.5-|
                H: |[left(20)]-[box(100)]
                box.top == 0
                box.height == min(139, super.height * 0.5 - 17)
                box.height <= 10
            }
            """
        #expect(compile(bounded).messages == ["7:5: error: constraint conflicts with others: they differ by 3.5"])
    }

    @Test func anExtentTheRequiredConstraintsHoldBelowZeroIsSaid() {
        let spec = """
            layout Cell {
                view a
                V: |-[a]-12-|
                H: |-[a]-|
                a.height <= super.height / 3 - 22
            }
            """
        #expect(
            compile(spec).messages.first
                == "3:9: warning: the required constraints need super.height <= -3: no container of size 0 or more keeps them; "
                + "the layout is made at that height, and its size reported as 0")
        // At most 0 is a container of size 0: nothing to say.
        #expect(compile(spec.replacingOccurrences(of: "- 22", with: "- 20")).diagnostics.isEmpty)
    }
}
