import Testing

@testable import LayoutGenCore

/// Declarations and whole files; expressions, sequences and recovery have their own suites.
@Suite struct ParserTests {
    @Test func firstExampleOfTheLanguage() throws {
        let file = SyntaxTesting.parseClean(
            """
            // ProfileCell.layout
            layout ProfileCell {
                view icon
                view time: measured
                view title: measured
                view subtitle: measured, optional

                icon.size == 48
                icon.leading == 12
                icon.centerY == super.centerY

                time.trailing == super.trailing - 12
                time.top == title.top

                title.leading == icon.trailing + 10
                title.trailing <= time.leading - 8
                subtitle.leading == title.leading
                subtitle.trailing == time.trailing

                V: |-(*)-[title]-4-[subtitle]-(*)-|
            }
            """)
        let layout = try #require(file.layouts.first)
        #expect(file.layouts.count == 1)
        #expect(layout.name.text == "ProfileCell")
        #expect(layout.range.description == "2:1-21:2")
        #expect(layout.body.count == 14)

        let views = layout.body.compactMap { if case .view(let view) = $0 { view } else { nil } }
        #expect(views.map { $0.names.map(\.text) } == [["icon"], ["time"], ["title"], ["subtitle"]])
        #expect(views.map { $0.traits.map(\.kind) } == [[], [.measured], [.measured], [.measured, .optional]])
        #expect(views[3].range.description == "6:5-6:38")

        let constraints = layout.body.compactMap { if case .constraint(let c) = $0 { c.shape } else { nil } }
        #expect(
            constraints == [
                "icon.size == 48", "icon.leading == 12", "icon.centerY == super.centerY",
                "time.trailing == (super.trailing - 12)", "time.top == title.top",
                "title.leading == (icon.trailing + 10)", "title.trailing <= (time.leading - 8)",
                "subtitle.leading == title.leading", "subtitle.trailing == time.trailing",
            ])

        guard case .sequence(let sequence) = layout.body.last else {
            Issue.record("expected a sequence last")
            return
        }
        #expect(sequence.axis == .vertical)
        #expect(sequence.elementsShape == "|-(==1*)-[title]-(==4)-[subtitle]-(==1*)-|")
        #expect(sequence.range.description == "20:5-20:40")
    }

    @Test func viewDeclarations() throws {
        let statements = SyntaxTesting.statements(
            """
            view a, b, c
            view d: measured @high
            view e, f: optional, measured
            view g: scroll { view h }
            view i: scroll(horizontal), optional @250 {
                view j
            }
            view k {}
            """)
        let views = statements.compactMap { if case .view(let view) = $0 { view } else { nil } }
        #expect(views.count == 6)
        #expect(views[0].names.map(\.text) == ["a", "b", "c"])
        #expect(views[0].traits == [] && views[0].priority == nil && views[0].body == nil)
        #expect(views[1].priority?.value == .high)
        #expect(views[1].priority?.range.description == "3:18-3:23")
        #expect(views[2].names.map(\.text) == ["e", "f"])
        #expect(views[2].traits.map(\.kind) == [.optional, .measured])
        #expect(views[3].traits.map(\.kind) == [.scroll(axes: "vertical")])
        #expect(views[3].body?.count == 1)
        #expect(views[4].traits.map(\.kind) == [.scroll(axes: "horizontal"), .optional])
        #expect(views[4].traits[0].range.description == "6:9-6:27")
        #expect(views[4].priority?.value == .number("250"))
        #expect(views[4].range.description == "6:1-8:2")
        #expect(views[5].body == [])
    }

    @Test func guideDeclarations() {
        let statements = SyntaxTesting.statements(
            """
            guide g
            guide labels {
                view title
                title.top == super.top
            }
            """)
        guard case .guide(let plain) = statements.first, case .guide(let block) = statements.last else {
            Issue.record("expected two guides")
            return
        }
        #expect(plain.names.map(\.text) == ["g"] && plain.body == nil)
        #expect(block.names.map(\.text) == ["labels"])
        #expect(block.body?.count == 2)
        #expect(block.range.description == "3:1-6:2")
    }

    @Test func inputAndLetDeclarations() {
        let statements = SyntaxTesting.statements(
            """
            input spacing = 8
            input inset: CGFloat
            input compact: Bool = false
            input wide: Bool
            let gutter = 2 * spacing
            """)
        let inputs = statements.compactMap { if case .input(let input) = $0 { input } else { nil } }
        #expect(inputs.map(\.name.text) == ["spacing", "inset", "compact", "wide"])
        #expect(inputs.map(\.type) == [.cgFloat, .cgFloat, .bool, .bool])
        #expect(inputs.map { $0.defaultValue?.shape } == ["8", nil, "false", nil])
        #expect(inputs[2].range.description == "4:1-4:28")
        guard case .letBinding(let binding) = statements.last else {
            Issue.record("expected a let last")
            return
        }
        #expect(binding.name.text == "gutter")
        #expect(binding.value.shape == "(2 * spacing)")
        #expect(binding.range.description == "6:1-6:25")
    }

    @Test func severalLayoutsAndSeparators() {
        let file = SyntaxTesting.parseClean(
            """
            layout A { view a; a.size == 10; }
            layout B {

                view b ; ; b.size == 20

            }
            """)
        #expect(file.layouts.map(\.name.text) == ["A", "B"])
        #expect(file.layouts.map(\.body.count) == [2, 2])
    }

    @Test func whenBranches() throws {
        let statements = SyntaxTesting.statements(
            """
            input compact: Bool
            when compact {
                H: |-8-[icon(32)]-8-[title]-8-|
            } else when super.width >= 600 && !hidden(badge) {
                H: |-24-[icon(64)]-16-[title]-24-|
            }
            else {
                icon.width == 48; icon.height == 48
            }
            when a || b && c { }
            """)
        guard case .when(let first) = statements[1], case .when(let second) = statements[2] else {
            Issue.record("expected two when statements")
            return
        }
        #expect(first.branches.map(\.condition.shape) == ["compact", "((super.width >= 600) && !hidden(badge))"])
        #expect(first.branches.map(\.body.count) == [1, 1])
        #expect(first.elseBody?.count == 2)
        #expect(first.range.description == "3:1-10:2")
        #expect(second.branches.map(\.condition.shape) == ["(a || (b && c))"])
        #expect(second.elseBody == nil)
    }
}
