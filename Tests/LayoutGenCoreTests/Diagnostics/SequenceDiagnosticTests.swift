import Testing

@testable import LayoutGenCore

/// Diagnostics of sequences and conditions, each at its marker.
@Suite struct SequenceDiagnosticTests {
    @Test func unknownItemInASequence() {
        expectDiagnostics(
            """
            layout A {
                view title
                H: |-[1️⃣titel]-|
                V: |[title]|
            }
            """, [("1️⃣", "error: unknown name 'titel'; did you mean 'title'?")])
    }

    @Test func itemOutsideTheSequenceScope() {
        expectDiagnostics(
            """
            layout A {
                view card {
                    view inner
                    inner.edges == super.edges
                }
                card.edges == super.edges
                H: |1️⃣[inner]|
            }
            """, [("1️⃣", "error: 'inner' and 'super' are in different container views; constraints relate items that share an enclosing view")])
    }

    @Test func twoFlexibleUnitsFillingOneSpace() {
        let compiled = compile(
            """
            layout A {
                view a
                H: |-(*)-[a]-(*)-|
                H: |-(2*)-[a]-(2*)-|
                V: |[a]|
            }
            """)
        let message =
            "error: the flexible space of this sequence cannot be solved: it needs a gap or edge it can fill exactly, and no other flexible sequence filling the same space"
        // Nothing else sizes `a` either: its width is free too.
        let free =
            "2:10: error: horizontal position or width of 'a' is not determined: only 'leading' and 'trailing' are set; constrain its width or one more of leading, trailing, centerX"
        #expect(compiled.messages.filter { $0.contains(": error: ") } == [free, "3:5: " + message, "4:5: " + message])
    }

    @Test func malformedSequencePointsAtTheBadCharacter() {
        let markers = DiagnosticMarkers(
            """
            layout A {
                view a
                H: |-1️⃣?-[a]|
            }
            """)
        let compiled = compile(markers.text)
        let position = markers.positions[Character("1️⃣")]!
        #expect(compiled.errors.first?.range.start == position)
    }

    @Test func alignmentAlongTheAxisIsRejected() {
        expectDiagnostics(
            """
            layout A {
                view a, b
                H: |[a(10)][b(10)]| align 1️⃣leading
                V: |[a]|
                V: |[b]|
            }
            """, [("1️⃣", "error: unknown attribute 'leading'")])
    }
}
