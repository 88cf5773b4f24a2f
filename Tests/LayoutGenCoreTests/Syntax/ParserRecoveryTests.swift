import Testing

@testable import LayoutGenCore
@testable import LayoutGenSyntax

/// Syntax errors: where each is reported, and that parsing goes on after it.
@Suite struct ParserRecoveryTests {
    private typealias Expected = ExpectedSyntaxDiagnostic

    /// The statements of the first layout as short descriptions.
    private func outline(_ file: SyntaxFile, layout: Int = 0) -> [String] {
        guard layout < file.layouts.count else { return [] }
        return file.layouts[layout].body.map { statement in
            switch statement {
            case .view(let view): "view " + view.names.map(\.text).joined(separator: ",")
            case .guide(let guide): "guide " + guide.names.map(\.text).joined(separator: ",")
            case .input(let input): "input " + input.name.text
            case .letBinding(let binding): "let " + binding.name.text
            case .constraint(let constraint): constraint.shape
            case .sequence(let sequence): sequence.elementsShape
            case .when: "when"
            case .mirrored: "mirrored"
            case .domain: "domain"
            case .allow: "allow"
            }
        }
    }

    @Test func missingClosingParenthesisAtEndOfLine() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                view a
                a.size == (64, 481️⃣
                a.top == 0
            }
            """, [Expected("1️⃣", "expected ')', found newline")])
        #expect(outline(file) == ["view a", "a.top == 0"])
    }

    @Test func everyBadStatementIsReportedAndTheRestParse() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                view a: 1️⃣bogus
                a.top 2️⃣< 8
                a.left == 3️⃣)
                view b
                b.top == 0 @4️⃣medium
                5️⃣)
                b.left == a.left 6️⃣b
                b.width == 7️⃣@high
            }
            """,
            [
                Expected("1️⃣", "expected 'measured', 'optional' or 'scroll', found 'bogus'"),
                Expected("2️⃣", "expected '==', '<=' or '>=', found '<'"),
                Expected("3️⃣", "expected expression, found ')'"),
                Expected("4️⃣", "expected 'required', 'high', 'low' or a number, found 'medium'"),
                Expected("5️⃣", "expected statement, found ')'"),
                Expected("6️⃣", "expected newline or ';', found 'b'"),
                Expected("7️⃣", "expected expression, found '@'"),
            ])
        #expect(outline(file) == ["view b", "b.left == a.left"])
    }

    @Test func declarationErrors() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                input a1️⃣
                input b: 2️⃣Int
                let 3️⃣= 4
                let c 4️⃣4
                view 5️⃣measured
                view d, 6️⃣: measured
                view e: scroll(7️⃣)
                guide g8️⃣: x
                input ok = 1
            }
            """,
            [
                Expected("1️⃣", "expected ':' or '=', found newline"),
                Expected("2️⃣", "expected 'CGFloat' or 'Bool', found 'Int'"),
                Expected("3️⃣", "expected name, found '='"),
                Expected("4️⃣", "expected '=', found '4'"),
                Expected("5️⃣", "expected view name, found 'measured'"),
                Expected("6️⃣", "expected view name, found ':'"),
                Expected("7️⃣", "expected scroll axis, found ')'"),
                Expected("8️⃣", "expected newline or ';', found ':'"),
            ])
        #expect(outline(file) == ["guide g", "input ok"])
    }

    @Test func sequenceErrors() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                H: |-8 1️⃣[a]|
                V 2️⃣|[a]|
                H: 3️⃣-8-[a]
                H: [4️⃣]
                H: [a(>=44 5️⃣]
                H: [a] align6️⃣
                H(7️⃣): [a]
                V: |-[a]-|8️⃣-|
                H: |-[a]-|
            }
            """,
            [
                Expected("1️⃣", "expected '-', found '['"),
                Expected("2️⃣", "expected ':', found '|'"),
                Expected("3️⃣", "expected '|' or '[', found '-'"),
                Expected("4️⃣", "expected item name, found ']'"),
                Expected("5️⃣", "expected ')', found ']'"),
                Expected("6️⃣", "expected alignment, found newline"),
                Expected("7️⃣", "expected container name, found ')'"),
                Expected("8️⃣", "expected newline or ';', found '-'"),
            ])
        #expect(outline(file) == ["|-[a]-|", "|-[a]-|"])
    }

    @Test func whenErrors() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                when compact1️⃣
                a.top == 0
                when a < b 2️⃣< c {}
                when x {} else 3️⃣y {}
                when 4️⃣{}
                when ok { a.top == 1 } else when 5️⃣{ }
                a.left == 0
            }
            """,
            [
                Expected("1️⃣", "expected '{', found newline"),
                Expected("2️⃣", "expected '{', found '<'"),
                Expected("3️⃣", "expected '{', found 'y'"),
                Expected("4️⃣", "expected expression, found '{'"),
                Expected("5️⃣", "expected expression, found '{'"),
            ])
        #expect(outline(file) == ["a.top == 0", "a.left == 0"])
    }

    @Test func continuationLinesOfABadStatementAreSkippedWithIt() {
        let file = SyntaxTesting.assertDiagnostics(
            """
            layout A {
                a.width == min(b.width 1️⃣c.width,
                               d.width)
                a.top == 0
                a.left == 2️⃣$ 8
                a.right == 3️⃣12px
            }
            """,
            [
                Expected("1️⃣", "expected ')', found 'c'"),
                Expected("2️⃣", "unexpected character '$'"),
                Expected("3️⃣", "invalid number '12px'"),
            ])
        #expect(outline(file) == ["a.top == 0", "a.left == 8", "a.right == 12"])
    }
}
