import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// What the solver decides, observed through the interpreter's frames.
@Suite struct SolverTests {
    static let profileCell = profileCellSpec
    static let profileMeasure: [String: MeasureStandIn] = [
        "time": .fixed(width: 40, height: 16), "title": .text(width: 300, height: 20),
        "subtitle": .text(width: 150, height: 16),
    ]

    /// The title's 300 pt of text is wider than its domain (130): at one priority (750) the
    /// title and `time` then tie for the row, and the title, proposed the width that the goals
    /// stronger than 750 leave it (any: `time`'s resistance is of its own priority), is measured
    /// on one line and gives way to `time`, declared first (LANGUAGE.md §7.3, revised
    /// 2026-11-28). Examples/ProfileCell.layout gives the title 749 and wraps it.
    @Test func profileCellMatchesTheContract() throws {
        let result = try #require(try frames(Self.profileCell, width: 375, height: 80, measure: Self.profileMeasure))
        #expect(result["icon"]?.array == [12, 16, 48, 48])
        #expect(result["time"]?.array == [323, 10, 40, 16])
        #expect(result["title"]?.array == [70, 10, 245, 20])
        #expect(result["subtitle"]?.array == [70, 34, 293, 16])
        #expect([result.width, result.height] == [375, 80])
    }

    @Test func statementOrderDoesNotMatter() throws {
        let lines = Self.profileCell.split(separator: "\n").map(String.init)
        let constraints = lines[5..<(lines.count - 1)]
        let reordered = (lines[0..<5] + constraints.reversed() + ["}"]).joined(separator: "\n")
        let a = try #require(try frames(Self.profileCell, width: 375, height: 80, measure: Self.profileMeasure))
        let b = try #require(try frames(reordered, width: 375, height: 80, measure: Self.profileMeasure))
        #expect(a == b)
    }

    @Test func measuredViewsAreMeasuredOnceInDependencyOrder() throws {
        let plan = try #require(compile(Self.profileCell).layout)
        let measured = plan.variants[0].steps.compactMap { step -> String? in
            if case .measure(let element, _, _) = step.operation { return plan.elements[element].name }
            return nil
        }
        // Their compression resistances tie at 750: declaration order, each once its
        // proposal is known (title's bound needs time's measured width).
        #expect(measured == ["time", "title", "subtitle"])
    }

    @Test func titleNarrowerThanItsBoundKeepsItsWidth() throws {
        let measure = Self.profileMeasure.merging(["title": .text(width: 100, height: 20)]) { $1 }
        let result = try #require(try frames(Self.profileCell, width: 375, height: 80, measure: measure))
        #expect(result["title"]?.array == [70, 10, 100, 20])
    }

    @Test func heightForWidthSelfSizes() throws {
        let spec = """
            layout Cell {
                view body: measured
                body.leading == 16
                body.trailing == super.trailing - 16
                body.top == 12
                super.bottom == body.bottom + 12
            }
            """
        let measure: [String: MeasureStandIn] = ["body": .text(width: 1000, height: 20)]
        let wide = try #require(try frames(spec, width: 375, height: 10, measure: measure, fit: .height))
        #expect(wide["body"]?.array == [16, 12, 343, 60])
        #expect(wide.height == 84)
        let narrow = try #require(try frames(spec, width: 216, height: 10, measure: measure, fit: .height))
        #expect(narrow["body"]?.array == [16, 12, 184, 120])
        #expect(narrow.height == 144)
        // layout(in:) meets the given height: the body is squeezed to what is left of it.
        let squeezed = try #require(try frames(spec, width: 375, height: 30, measure: measure))
        #expect(squeezed["body"]?.array == [16, 12, 343, 6])
        #expect(squeezed.height == 30)
    }

    /// The label's hugging (250) gives way to the required minimum height, as in Auto Layout:
    /// the label stretches to fill the cell.
    @Test func minimumHeightOfASelfSizingCellStretchesTheLabel() throws {
        let spec = """
            layout Cell {
                view label: measured
                label.leading == 16
                label.trailing == super.trailing - 16
                label.top == 12
                super.bottom == label.bottom + 12
                super.height >= 44
            }
            """
        let result = try #require(
            try frames(spec, width: 320, height: 0, measure: ["label": .fixed(width: 10, height: 10)], fit: .height))
        #expect(result["label"]?.array == [16, 12, 288, 20])
        #expect(result.height == 44)
    }

    /// A required inequality that the sequences' required parts contradict for every
    /// measurement is a conflict at generation time, with every constraint involved (the first
    /// version bent the reported size instead and broke a required constraint).
    @Test(arguments: [
        ("V: |[b(10)]-[t]-|", "t.height <= super.height - 40", "8:5: error: constraint conflicts with others: they differ by 14"),
        ("V: |[b(10)]-[t]", "super.width >= 60", "8:5: error: constraint conflicts with others: they differ by 20"),
    ])
    func inequalitiesContradictingTheSequencesAreConflicts(vertical: String, inequality: String, message: String) throws {
        let spec = """
            layout Fit {
                view b
                view t: measured
                H: |-10-[b(20)]-10-|
                \(vertical)
                t.leading == 0
                t.width <= super.width * 0.5 + 14
                \(inequality)
            }
            """
        let compiled = compile(spec)
        #expect(compiled.layout == nil)
        #expect(compiled.messages.filter { $0.contains("error") } == [message])
        let notes = compiled.diagnostics.flatMap(\.notes)
        #expect(!notes.isEmpty && Set(notes.map(\.range)).count == notes.count)
    }

    /// Required equalities that fix a sequence's flexible unit below 0 contradict `F >= 0`
    /// (LANGUAGE.md §6, §7.1) at every size: a conflict at the sequence, with a note at each
    /// constraint that fixes it (they were accepted, and the frames broke the bound).
    @Test(arguments: [
        (
            "view a, box\n H: |-(*)-[box(*)]-(*)-|\n V: |-[a]-10-[box]-16-| align centerX\n a.leading == box.trailing + 16\n a.width == 60\n a.height == 20",
            "3:2: error: constraint conflicts with others: they make its flexible space -92 per unit of weight, and flexible space is never below 0",
            [4, 5, 6]
        ),
        (
            "view a\n H: |[a]|\n V: |-(11 + *)-[a(20)]-(11 + *)-|\n a.top == 8",
            "4:2: error: constraint conflicts with others: they make its flexible space -3 per unit of weight, and flexible space is never below 0",
            [5]
        ),
        (
            "view a\n V: |[a]|\n H: |-(*)-[a(50 + *)]-(*)-|\n a.width == 40",
            "4:2: error: constraint conflicts with others: they make its flexible space -10 per unit of weight, and flexible space is never below 0",
            [5]
        ),
    ])
    func flexibleSpaceFixedBelowZeroIsAConflict(body: String, message: String, noteLines: [Int]) throws {
        let compiled = compile("layout Neg {\n \(body)\n}")
        #expect(compiled.layout == nil)
        #expect(compiled.messages.filter { $0.contains("error") } == [message])
        let lines = Set(compiled.diagnostics.flatMap(\.notes).map(\.range.start.line))
        #expect(lines.isSuperset(of: noteLines))
        // The way out: `unbounded`, or a priority.
        #expect(compiled.diagnostics.flatMap(\.notes).contains { $0.message.contains("write 'unbounded' after") })
    }

    @Test func preferencesFillFreedomByPriority() throws {
        let spec = """
            layout A {
                view a
                a.leading == 0
                a.top == 0
                a.height == 10
                a.width == 50 @low
                a.width == 80 @600
            }
            """
        let compiled = compile(spec)
        #expect(compiled.messages == ["6:5: warning: preference @250 is dropped: it conflicts with what is already determined"])
        let result = try #require(try frames(spec, width: 375, height: 80))
        #expect(result["a"]?.array == [0, 0, 80, 10])
    }

    @Test func negativeSizesBecomeZeroKeepingTheLeadingEdge() throws {
        let spec = """
            layout A {
                view a
                a.leading == 10
                a.trailing == super.trailing - 50
                a.top == 0
                a.bottom == super.bottom - 100
            }
            """
        let ltr = try #require(try frames(spec, width: 40, height: 40))
        #expect(ltr["a"]?.array == [10, 0, 0, 0])
        let rtl = try #require(try frames(spec, width: 40, height: 40, rightToLeft: true))
        #expect(rtl["a"]?.array == [30, 0, 0, 0])
    }

    @Test func leadingTrailingLayoutsMirrorExactly() throws {
        let spec = """
            layout A {
                view a, b
                a.leading == 12
                a.width == 30
                b.leading == a.trailing + 10
                b.trailing == super.trailing - 20
                a.top == b.top == 0
                a.height == b.height == 10
            }
            """
        let ltr = try #require(try frames(spec, width: 200, height: 50))
        let rtl = try #require(try frames(spec, width: 200, height: 50, rightToLeft: true))
        #expect(ltr["a"]?.array == [12, 0, 30, 10])
        #expect(ltr["b"]?.array == [52, 0, 128, 10])
        #expect(rtl["a"]?.array == [158, 0, 30, 10])
        #expect(rtl["b"]?.array == [20, 0, 128, 10])
        #expect(compile(spec).layout?.variants.count == 1)
    }

    @Test func physicalEdgesDoNotFlip() throws {
        let spec = """
            layout A {
                view a
                a.left == 10
                a.width == 30
                a.top == 0
                a.height == 10
            }
            """
        let rtl = try #require(try frames(spec, width: 200, height: 50, rightToLeft: true))
        #expect(rtl["a"]?.array == [10, 0, 30, 10])
        #expect(compile(spec).layout?.variants.count == 2)
    }

    @Test func scaleRoundsEdgesNotSizes() throws {
        let spec = """
            layout A {
                view a, b, c
                a.leading == 0
                a.width == super.width / 3
                b.leading == a.trailing
                b.width == a.width
                c.leading == b.trailing
                c.trailing == super.trailing
                a.top == b.top == c.top == 0
                a.height == b.height == c.height == 10.3
            }
            """
        let result = try #require(try frames(spec, width: 100, height: 10, scale: 2))
        #expect(result["a"]?.array == [0, 0, 33.5, 10.5])
        #expect(result["b"]?.array == [33.5, 0, 33, 10.5])
        #expect(result["c"]?.array == [66.5, 0, 33.5, 10.5])
    }

    @Test func nestedViewsAreRelativeToTheirParent() throws {
        let spec = """
            layout A {
                view card {
                    view inner
                    inner.edges == super.edges.inset(top: 5, leading: 10, bottom: 5, trailing: 10)
                }
                card.leading == 20
                card.width == 100
                card.top == 30
                card.height == 40
            }
            """
        let ltr = try #require(try frames(spec, width: 300, height: 100))
        #expect(ltr["card"]?.array == [20, 30, 100, 40])
        #expect(ltr["inner"]?.array == [10, 5, 80, 30])
    }

    @Test func inputsAndMinMax() throws {
        let spec = """
            layout A {
                input gap = 8
                input cap: CGFloat
                let twice = 2 * gap
                view a
                a.leading == twice
                a.width == min(cap, super.width - 2 * twice)
                a.top == max(gap, 3)
                a.height == 10
            }
            """
        let wide = try #require(try frames(spec, width: 300, height: 100, inputs: ["cap": 100]))
        #expect(wide["a"]?.array == [16, 8, 100, 10])
        let narrow = try #require(try frames(spec, width: 100, height: 100, inputs: ["cap": 100, "gap": 2]))
        #expect(narrow["a"]?.array == [4, 3, 92, 10])
    }
}
