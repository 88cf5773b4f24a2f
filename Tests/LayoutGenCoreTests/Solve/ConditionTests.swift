import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate
@testable import LayoutGenPlan

/// `when` conditions, safe area and scroll content, observed through the interpreter.
@Suite struct ConditionTests {
    static let adaptive = """
        layout A {
            input compact: Bool
            view icon
            when compact {
                H: |-8-[icon(32)]
            } else when super.width >= 600 {
                H: |-24-[icon(64)]
            } else {
                H: |-12-[icon(48)]
            }
            V: |[icon(10)]
        }
        """

    func icon(width: Double, compact: Bool) throws -> [Double]? {
        try frames(Self.adaptive, width: width, height: 10, inputs: ["compact": compact ? 1 : 0])?["icon"]?.array
    }

    @Test func firstTrueBranchWins() throws {
        #expect(try icon(width: 800, compact: true) == [8, 0, 32, 10])
        #expect(try icon(width: 800, compact: false) == [24, 0, 64, 10])
        #expect(try icon(width: 600, compact: false) == [24, 0, 64, 10])
        #expect(try icon(width: 375, compact: false) == [12, 0, 48, 10])
    }

    @Test func eachBranchIsSolvedAndCheckedOnItsOwn() {
        let compiled = compile(
            """
            layout A {
                input compact: Bool
                view icon
                V: |[icon(10)]
                when compact {
                    H: |-8-[icon(32)]
                } else {
                    icon.leading == 0
                }
            }
            """)
        #expect(compiled.messages == [
            "3:10: error: horizontal position or width of 'icon' is not determined: only 'leading' is set; constrain its width or one more of leading, trailing, centerX"
        ])
    }

    @Test func hiddenAndVisibleConditions() throws {
        let spec = """
            layout A {
                view badge: optional
                view label
                badge.size == 10
                badge.leading == badge.top == 0
                when hidden(badge) {
                    label.leading == 0
                } else {
                    label.leading == badge.trailing + 4
                }
                label.width == 20
                V: |[label]|
            }
            """
        let layout = try #require(compile(spec).layout)
        let shown = try evaluate(layout, arguments: EvaluationArguments(width: 100, height: 10))
        let hidden = try evaluate(layout, arguments: EvaluationArguments(width: 100, height: 10, hidden: ["badge"]))
        #expect(shown["label"]?.x == 14)
        #expect(hidden["label"]?.x == 0)
    }

    /// A `when visible(a)` branch is solved only with `a` visible (it was also solved with `a`
    /// collapsed, where it conflicts with the sequence, and tested `!hidden.contains(.a) &&
    /// hidden.contains(.a)` at run time).
    @Test func aVisibilityBranchIsSolvedOnlyInTheHiddenStatesItNames() throws {
        let spec = """
            layout A {
                view a: optional
                view b: measured
                H: |-16-[b]-(>=8)-[a(40)]-16-|
                a.top == 8
                a.height == 40
                b.top == 8
                when visible(a) { b.trailing <= a.leading - 12 }
            }
            """
        let compiled = compile(spec)
        #expect(compiled.messages == [])
        let layout = try #require(compiled.layout)
        #expect(layout.variants.map(\.condition) == [!PlanCondition.hidden(0), .hidden(0)])
        // b yields to the branch's bound only while a is visible.
        let arguments = EvaluationArguments(width: 320, height: 60, measure: ["b": .fixed(width: 300, height: 20)])
        #expect(try evaluate(layout, arguments: arguments)["b"]?.array == [16, 8, 236, 20])
        var hidden = arguments
        hidden.hidden = ["a"]
        #expect(try evaluate(layout, arguments: hidden)["b"]?.array == [16, 8, 288, 20])
    }

    /// A value function in a condition was read as 0, choosing the wrong branch silently.
    @Test(arguments: ["floor(super.width / 2) > 100", "min(super.width, 300) > 100"])
    func aValueFunctionInAConditionIsAnError(_ condition: String) {
        let spec = "layout A {\n    view a\n    V: |[a(10)]|\n    when \(condition) {\n        H: |[a(50)]\n    } else {\n        H: |[a(20)]\n    }\n}"
        #expect(compile(spec).messages == [
            "4:10: error: a min, max, floor, ceil or round in a 'when' condition is not supported in this version"
        ])
    }

    @Test func variantsBeyondTheLimitAreRejected() {
        var spec = "layout A {\n view a\n a.edges == super.edges\n"
        for i in 0..<6 { spec += " view o\(i): optional, measured\n H: |[o\(i)]|\n V: |[o\(i)]|\n" }
        spec += "}"
        #expect(compile(spec).messages == ["1:8: error: conditions produce 64 variants; at most 32 are allowed"])
    }

    /// Two `when`s on one condition take matching branches only: 2 × 2 branches and four
    /// optional views are 32 variants some run-time values select, not 64 (it was rejected).
    /// (Their branches differ in more than numbers, so neither is folded.)
    @Test func whensOnOneConditionCountOnce() throws {
        var spec = "layout A {\n input compact: Bool\n view a, b\n view o1, o2, o3, o4: optional\n"
        spec += " H: |-8-[a(30)]-8-[o1(20)]-8-[o2(20)]-(*)-|\n H: |-8-[b(30)]-8-[o3(20)]-8-[o4(20)]-(*)-|\n"
        spec += " when compact {\n a.height == 20\n } else {\n a.bottom == 48\n }\n"
        spec += " when !compact {\n b.height == 30\n } else {\n b.height == a.height\n }\n"
        spec += " V: |-8-[a]-8-[b]-8-|\n"
        for (o, v) in [("o1", "a"), ("o2", "a"), ("o3", "b"), ("o4", "b")] {
            spec += " \(o).top == \(v).top\n \(o).height == \(v).height\n"
        }
        spec += "}"
        let compiled = compile(spec)
        #expect(compiled.messages.isEmpty)
        let layout = try #require(compiled.layout)
        #expect(layout.variants.count == 32)
        for (compact, heights) in [(1.0, [20.0, 20]), (0, [40, 30])] {
            let result = try evaluate(
                layout, arguments: EvaluationArguments(width: 320, height: 0, inputs: ["compact": compact], fit: .height))
            #expect([result["a"]?.height, result["b"]?.height] == heights)
        }
    }

    @Test func safeAreaInsetsTheContainerAndFlipsInRightToLeft() throws {
        let spec = "layout A {\n view a\n a.edges == safe.edges.inset(8)\n}"
        let layout = try #require(compile(spec).layout)
        #expect(layout.usesSafeArea)
        let ltr = try evaluate(layout, arguments: EvaluationArguments(width: 375, height: 812, safeArea: [44, 10, 34, 20]))
        #expect(ltr["a"]?.array == [18, 52, 329, 718])
        let rtl = try evaluate(
            layout, arguments: EvaluationArguments(width: 375, height: 812, rightToLeft: true, safeArea: [44, 10, 34, 20]))
        #expect(rtl["a"]?.array == [28, 52, 329, 718])
    }

    @Test func scrollContentSetsTheContentSize() throws {
        let spec = """
            layout A {
                view list: scroll {
                    view row
                    H: |-16-[row]-16-|
                    V: |-8-[row(500)]-8-|
                }
                list.edges == super.edges
            }
            """
        let result = try #require(try frames(spec, width: 320, height: 480))
        #expect(result["list"]?.array == [0, 0, 320, 480])
        #expect(result["row"]?.array == [16, 8, 288, 500])
        #expect(result.contentSizes.map { [$0.width, $0.height] } == [[320, 516]])
    }

    @Test func undeterminedScrollContentIsReported() {
        let compiled = compile(
            """
            layout A {
                view list: scroll {
                    view row
                    H: |[row]|
                    V: |[row(50)]
                }
                list.edges == super.edges
            }
            """)
        #expect(compiled.messages == [
            "2:10: error: content height of 'list' is not determined: nothing constrains it; constrain its content to both edges of 'super' along the scroll axis"
        ])
    }
}
