import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics

/// Expressions, constraints, chains and priorities.
@Suite struct ExpressionParserTests {
    /// The constraints of a layout body, as shapes.
    private func constraints(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        SyntaxTesting.statements(body, sourceLocation: sourceLocation).compactMap {
            if case .constraint(let constraint) = $0 { constraint.shape } else { nil }
        }
    }

    /// The one condition of `when <text> {}`.
    private func condition(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let statements = SyntaxTesting.statements("when \(text) {}", sourceLocation: sourceLocation)
        guard case .when(let when) = statements.first else { return nil }
        return when.branches.first?.condition.shape
    }

    @Test func arithmeticPrecedenceAndAssociativity() {
        #expect(constraints("a == 1 + 2 * 3 - 4 / 5") == ["a == ((1 + (2 * 3)) - (4 / 5))"])
        #expect(constraints("a == 1 - 2 - 3") == ["a == ((1 - 2) - 3)"])
        #expect(constraints("a == 8 / 2 / 2") == ["a == ((8 / 2) / 2)"])
        #expect(constraints("a == (1 + 2) * 3") == ["a == (paren((1 + 2)) * 3)"])
        #expect(constraints("a == -b.width * 2") == ["a == (-b.width * 2)"])
        #expect(constraints("a == - - 3") == ["a == --3"])
        #expect(constraints("a == 0.5 * super.width") == ["a == (0.5 * super.width)"])
    }

    @Test func conditionPrecedence() {
        #expect(condition("a || b && c") == "(a || (b && c))")
        #expect(condition("a && b || c") == "((a && b) || c)")
        #expect(condition("!a && b") == "(!a && b)")
        #expect(condition("super.width + 10 >= 600 * 2") == "((super.width + 10) >= (600 * 2))")
        #expect(condition("a == 1 || b != 2 && c < 3") == "((a == 1) || ((b != 2) && (c < 3)))")
        #expect(condition("(a || b) && (c > d)") == "(paren((a || b)) && paren((c > d)))")
        #expect(condition("visible(v) && true") == "(visible(v) && true)")
    }

    @Test func primariesAndPostfixes() {
        #expect(
            constraints(
                """
                a.width == safe.width
                a.top == b.bottom.c
                content.edges == super.edges.inset(16)
                content.edges == super.edges.inset(top: 8, leading: 16)
                content.edges == safe.edges.inset(vertical: 4, horizontal: 2)
                icon.size == (64, 48)
                badge.size == icon.size * 0.25
                avatar.center == super.center
                """) == [
                    "a.width == safe.width", "a.top == b.bottom.c", "content.edges == super.edges.inset(16)",
                    "content.edges == super.edges.inset(top: 8, leading: 16)",
                    "content.edges == safe.edges.inset(vertical: 4, horizontal: 2)", "icon.size == (64, 48)",
                    "badge.size == (icon.size * 0.25)", "avatar.center == super.center",
                ])
    }

    @Test func minMaxAndCalls() {
        #expect(
            constraints("a.width == min(b.width, c.width + 8, 100)\na.height == max(f(), 2 * g(x: 1))")
                == ["a.width == min(b.width, (c.width + 8), 100)", "a.height == max(f(), (2 * g(x: 1)))"])
    }

    @Test func tuplesOfThreeAndNested() {
        #expect(constraints("e == (1, (2, 3), -4)") == ["e == (1, (2, 3), -4)"])
    }

    @Test func chainsAndPriorities() {
        let statements = SyntaxTesting.statements(
            """
            a.leading == b.leading == c.leading
            a.width >= 44 <= b.width @high
            a.top == 8 @low
            a.height == 30 @required
            a.bottom <= super.bottom @500
            a.left == 0 @ 1
            """)
        let constraints = statements.compactMap { if case .constraint(let c) = $0 { c } else { nil } }
        #expect(
            constraints.map(\.shape) == [
                "a.leading == b.leading == c.leading", "a.width >= 44 <= b.width @high", "a.top == 8 @low",
                "a.height == 30 @required", "a.bottom <= super.bottom @500", "a.left == 0 @1",
            ])
        #expect(constraints[1].links.map(\.relation) == [.greaterOrEqual, .lessOrEqual])
        #expect(constraints[1].links.map(\.relationRange.description) == ["3:9-3:11", "3:15-3:17"])
        #expect(constraints[1].priority?.range.description == "3:26-3:31")
        #expect(constraints[1].range.description == "3:1-3:31")
        #expect(constraints[5].priority?.range.description == "7:13-7:16")
    }

    @Test func expressionRanges() throws {
        let statements = SyntaxTesting.statements("content.edges == super.edges.inset(top: 8) + -(2)")
        guard case .constraint(let constraint) = statements.first else {
            Issue.record("expected a constraint")
            return
        }
        #expect(constraint.first.range.description == "2:1-2:14")
        let rhs = try #require(constraint.links.first?.rhs)
        #expect(rhs.range.description == "2:18-2:50")
        guard case .binary(.add, let method, let negation) = rhs.kind else {
            Issue.record("expected a sum")
            return
        }
        #expect(method.range.description == "2:18-2:43")
        #expect(negation.range.description == "2:46-2:50")
        guard case .method(_, let name, let arguments) = method.kind else {
            Issue.record("expected a method call")
            return
        }
        #expect(name.range.description == "2:30-2:35")
        #expect(arguments.first?.label?.range.description == "2:36-2:39")
    }

    @Test func continuationAcrossLines() {
        #expect(
            constraints(
                """
                title.leading ==
                    icon.trailing +
                    10
                content.edges == super.edges.inset(
                    top: 8,
                    leading: 16
                )
                a.width == min(b.width
                               , c.width)
                a.top == b.top; a.left == b.left
                """) == [
                    "title.leading == (icon.trailing + 10)",
                    "content.edges == super.edges.inset(top: 8, leading: 16)",
                    "a.width == min(b.width, c.width)", "a.top == b.top", "a.left == b.left",
                ])
    }
}
