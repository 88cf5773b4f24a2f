import Testing

@testable import LayoutGenCore

/// One test per diagnostic class of LANGUAGE.md §11 that the core covers, each at the line
/// and column its marker shows.
@Suite struct DiagnosticClassTests {
    @Test func unknownNameSuggestsTheDeclaredOne() {
        expectDiagnostics(
            """
            layout A {
                view icon
                icon.size == 10
                icon.top == 0
                1️⃣icn.leading == 0
            }
            """,
            [("1️⃣", "error: unknown name 'icn'; did you mean 'icon'?")])
    }

    @Test func unknownAttributeSuggestsTheClosest() {
        expectDiagnostics(
            """
            layout A {
                view icon
                icon.size == 10
                icon.top == 0
                icon.1️⃣leadin == 0
            }
            """,
            [("1️⃣", "error: unknown attribute 'leadin'; did you mean 'leading'?")])
    }

    @Test func duplicateNamesPointAtTheSecond() {
        let markers = DiagnosticMarkers(
            """
            layout A {
                view 1️⃣a
                view 2️⃣a
                a.size == 1
                a.top == 0
                a.leading == 0
            }
            """)
        let compiled = compile(markers.text)
        #expect(compiled.messages == ["3:10: error: 'a' is declared more than once"])
        #expect(compiled.errors.first?.notes.first?.range.start == markers.positions[Character("1️⃣")])
    }

    @Test func invalidAndReservedNames() {
        expectDiagnostics(
            """
            layout A {
                view 1️⃣size
                view 2️⃣_
                input 3️⃣scale = 2
            }
            """,
            [
                ("1️⃣", "error: 'size' is reserved: the generated type's container size"),
                ("2️⃣", "error: '_' is not a valid identifier"),
                ("3️⃣", "error: 'scale' is reserved: a parameter of the generated function"),
            ])
    }

    @Test func nonLinearExpressions() {
        expectDiagnostics(
            """
            layout A {
                view a, b
                a.size == 10
                a.top == 0
                a.leading == 0
                b.size == 1️⃣a.width * a.height
                b.top == 0
                b.leading == a.width / 2️⃣b.width
            }
            """,
            [
                ("1️⃣", "error: non-linear expression: one factor of '*' must be a number, an input or a 'let' of them"),
                ("2️⃣", "error: non-linear expression: the divisor must be a number"),
            ])
    }

    @Test func underDeterminedAxisSaysWhatIsSetAndWhatCouldComplete() {
        expectDiagnostics(
            """
            layout A {
                view 1️⃣a
                a.leading == 10
                a.top == 0
                a.height == 4
            }
            """,
            [
                (
                    "1️⃣",
                    "error: horizontal position or width of 'a' is not determined: only 'leading' is set; constrain its width or one more of leading, trailing, centerX"
                )
            ])
    }

    /// A measured view's size is its measurement: one position completes it, and the advice
    /// says so (it asked for two of top, bottom, centerY and height). So does a view whose size
    /// is set.
    @Test func underDeterminedPositionOfASizedViewAsksForOnePosition() {
        expectDiagnostics(
            """
            layout A {
                view 1️⃣title: measured
                view 2️⃣box
                H: |-16-[title]-16-|
                H: |-16-[box]-16-|
                box.height == 20
            }
            """,
            [
                (
                    "1️⃣",
                    "error: vertical position of 'title' is not determined: nothing constrains it; its height is measured: constrain one of top, bottom or centerY"
                ),
                (
                    "2️⃣",
                    "error: vertical position of 'box' is not determined: only 'height' is set; constrain one of top, bottom or centerY"
                ),
            ])
    }

    /// LANGUAGE.md §11: all problems in one run. A constraint with an unknown name is left out
    /// and the rest is still solved: the conflict on the next line is reported too (it was
    /// not, so an editor showed one problem at a time). Leaving a statement out cannot cause a
    /// conflict; what it might have decided is not reported (no cascade).
    @Test func anUnknownNameDoesNotHideAConflict() {
        let spec = """
            layout Rec {
                view a, b
                a.leading == 0
                a.top == 0
                a.size == 20
                b.leading == a.trailing + 8
                b.top == 0
                b.size == 20
                b.widht == 30
                b.width == 40
            }
            """
        #expect(
            compile(spec).messages == [
                "9:7: error: unknown attribute 'widht'; did you mean 'width'?",
                "10:5: error: constraint conflicts with others: they differ by 20",
            ])
        // A sequence naming an unknown view is left out whole: its other parts do not
        // conflict with the container's width as if the unknown view were not there.
        let sequence = """
            layout Rec {
                view a, b
                H: |-8-[a(100)]-8-[tpyo(50)]-8-[b(100)]-8-|
                super.width == 282
                V: |[a(20)]|
                V: |[b(20)]|
            }
            """
        #expect(compile(sequence).messages == ["3:24: error: unknown name 'tpyo'"])
        // A sequence with flexible parts and an unknown view leaves nothing behind (its
        // flexible unit without a fill once crashed the solve of the rest, found by fuzzing).
        let flexible = """
            layout Rec {
                view a, b
                H: [a(*)]-(>=8)-[ding(50 + *)]
                a.top == 0
                b.size == 20
                b.widht == 30
                b.width == 40
            }
            """
        #expect(
            compile(flexible).messages == [
                "3:22: error: unknown name 'ding'", "6:7: error: unknown attribute 'widht'; did you mean 'width'?",
                "7:5: error: constraint conflicts with others: they differ by 20",
            ])
    }

    @Test func conflictNamesEveryConstraintInvolved() {
        let markers = DiagnosticMarkers(
            """
            layout A {
                view a
                1️⃣a.leading == 10
                2️⃣a.width == 20
                a.top == 0
                a.height == 4
                3️⃣a.trailing == 40
            }
            """)
        let compiled = compile(markers.text)
        #expect(compiled.messages == ["7:5: error: constraint conflicts with others: they differ by 10"])
        let notes = compiled.errors.first?.notes.map(\.range.start)
        #expect(notes == [markers.positions[Character("1️⃣")]!, markers.positions[Character("2️⃣")]!])
    }

    @Test func redundantConstraintIsAWarning() {
        expectDiagnostics(
            """
            layout A {
                view a
                a.leading == 10
                a.width == 20
                a.top == 0
                a.height == 4
                1️⃣a.trailing == 30
            }
            """,
            [("1️⃣", "warning: constraint is implied by other constraints")])
    }

    /// A measured view whose height is its width is measured once, with nothing proposed, and
    /// its width's measured size wins (width before height): only an apparent cycle
    /// (LANGUAGE.md §7.3), not an error.
    @Test func measuredViewSizedByItsOwnWidthIsNoCycle() {
        expectDiagnostics(
            """
            layout A {
                view a: measured
                a.leading == 0
                a.top == 0
                a.height == a.width
            }
            """,
            [])
    }

    @Test func aSequenceThatAlwaysOverflowsIsAWarning() {
        expectDiagnostics(
            """
            layout A {
                view a, b
                H: |-8-[a(100)]-(*)-[b(100)]1️⃣-8-|
                super.width == 150
                V: |[a(20)]|
                b.top == 0
                b.height == 20
            }
            """,
            [
                (
                    "1️⃣",
                    "warning: this sequence overflows its container by 66 whatever size is given: constraints fix the "
                        + "container's extent, so its trailing end runs past it; make the container 66 larger or a part smaller"
                )
            ])
    }

    /// An inequality the required equalities already satisfy is a warning, as Auto Layout
    /// accepts it (`avatar.width >= 44` on an avatar pinned to 44).
    @Test func inequalityOnFixedValuesAlwaysHolds() {
        expectDiagnostics(
            """
            layout A {
                view a
                a.leading == 0
                a.width == 10
                a.top == 0
                a.height == 4
                1️⃣a.width <= 20
            }
            """,
            [("1️⃣", "warning: inequality always holds: the other constraints fix what it compares")])
    }

    @Test func fullyConstrainedMeasuredViewWarns() {
        expectDiagnostics(
            """
            layout A {
                view 1️⃣a: measured
                a.leading == 0
                a.width == 10
                a.top == 0
                a.height == 4
            }
            """,
            [
                (
                    "1️⃣",
                    "warning: 'a' is measured but its constraints determine its whole size; the measurement is not used"
                )
            ])
    }

    @Test func conflictingPreferenceIsDroppedWithAWarning() {
        expectDiagnostics(
            """
            layout A {
                view a
                a.leading == 0
                a.trailing == super.trailing
                a.top == 0
                a.height == 4
                1️⃣a.width == 100 @low
            }
            """,
            [("1️⃣", "warning: preference @250 is dropped: it conflicts with what is already determined")])
    }

    @Test func relationsAcrossContainerViewsAreRejected() {
        expectDiagnostics(
            """
            layout A {
                view card {
                    view inner
                    inner.size == 10
                    inner.top == 0
                    inner.leading == 0
                }
                view other
                card.size == 100
                card.top == 0
                card.leading == 0
                other.size == 10
                other.top == 0
                1️⃣other.leading == inner.trailing
            }
            """,
            [
                (
                    "1️⃣",
                    "error: 'other' and 'inner' are in different container views; constraints relate items that share an enclosing view"
                )
            ])
    }

    @Test func allProblemsAreReportedInOneRun() {
        let compiled = compile(
            """
            layout A {
                view a
                a.size == nope
                a.leading == 1 * a.top * a.left
                b.top == 0
            }
            """)
        #expect(compiled.errors.count == 3)
    }
}
