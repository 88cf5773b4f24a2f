import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// Optional views whose hiding changes only numbers (docs/language.md, "Optional views"): a
/// plain view of a fixed size in its sequences, with a fixed gap to take away, is laid out by
/// one program for both states, which reads whether it is shown; it makes no variants. Frames
/// computed by hand.
@Suite struct ShownItemTests {
    /// `unread`, `flag` and `chevron` qualify; `vip` does not: the gap it takes away while
    /// hidden is the bounded `-(>=8)-`.
    static let spec = """
        layout Icons {
            view unread: optional
            view title: measured
            view vip: optional
            view flag: optional
            view date: measured(H compression @760, H hugging @251)
            view chevron: optional
            H: |-12-[unread(10)]-8-[title]-4-[vip(14)]-(>=8)-[flag(12)]-4-[date]-4-[chevron(8)]-16-| align centerY
            V: |-10-[title]-10-|
            unread.height == 10
            vip.height == 14
            flag.height == 12
            chevron.height == 13
        }
        """

    @Test func onlyTheViewWithAVariableGapMakesVariants() throws {
        let layout = try #require(compile(Self.spec).layout)
        #expect(layout.variants.count == 2)
        let reads = layout.variants[0].steps.compactMap { step -> String? in
            if case .shown(let e) = step.operation { layout.elements[e].name } else { nil }
        }
        #expect(Set(reads) == ["unread", "flag", "chevron"])
    }

    /// The title (100 wide) starts after the unread dot and its gap (12 + 10 + 8) or at 12; the
    /// date (40) ends 16 from the edge, or 28 with the chevron (8) and its gap (4); the flag
    /// (12) and its gap (4) sit before the date while shown.
    @Test(arguments: [
        ([String](), [[12.0, 15, 10, 10], [30, 10, 100, 20], [236, 14, 12, 12], [252, 12.5, 40, 15], [296, 13.5, 8, 13]]),
        (["unread", "chevron"], [[12, 15, 0, 10], [12, 10, 100, 20], [248, 14, 12, 12], [264, 12.5, 40, 15], [304, 13.5, 0, 13]]),
        (["flag"], [[12, 15, 10, 10], [30, 10, 100, 20], [252, 14, 0, 12], [252, 12.5, 40, 15], [296, 13.5, 8, 13]]),
    ])
    func frames(hidden: [String], expected: [[Double]]) throws {
        let layout = try #require(compile(Self.spec).layout)
        for rightToLeft in [false, true] {
            let result = try evaluate(
                layout,
                arguments: EvaluationArguments(
                    width: 320, height: 0, hidden: Set(hidden), rightToLeft: rightToLeft,
                    measure: ["title": .text(width: 100, height: 20), "date": .text(width: 40, height: 15)], fit: .height))
            for (name, frame) in zip(["unread", "title", "flag", "date", "chevron"], expected) {
                let x = rightToLeft ? 320 - frame[0] - frame[2] : frame[0]
                #expect(result[name]?.array == [x] + frame.dropFirst(), "\(name), hidden \(hidden), rtl \(rightToLeft)")
            }
        }
    }

    /// A view a condition names, or whose size is not written in its sequence, keeps its
    /// variants.
    @Test func aConditionOrASizeOutsideTheSequenceKeepsTheVariants() throws {
        let named = try #require(
            compile(
                "layout A {\n view a: optional\n view b\n H: |-8-[a(10)]-8-[b]-8-|\n V: |[a(10)]|\n V: |[b]|\n"
                    + " when hidden(a) { b.height == 20 }\n}"
            ).layout)
        #expect(named.variants.count == 2)
        let outside = compile("layout B {\n view a: optional\n view b\n H: |-8-[a]-8-[b]-8-|\n a.width == 10\n V: |[a(10)]|\n V: |[b]|\n}")
        #expect(outside.messages.contains { $0.contains("conflicts") }, "\(outside.messages)")
    }
}

/// `when`s whose branches differ only in numbers (docs/language.md, "Conditions") make no
/// variants: the numbers are chosen by the branch that holds.
@Suite struct FoldedWhenTests {
    /// The mail row of the fixtures: eight optional views and three Bool inputs are four
    /// programs (the measured count and preview, each visible or hidden), not 2⁸ × 2³.
    @Test func theMailRowIsFourPrograms() throws {
        let text = try TestPaths.read("Tests/LayoutGenCoreTests/Fixtures/MailRow.layout")
        let compiled = compile(text)
        #expect(compiled.errors.isEmpty, "\(compiled.messages)")
        let layout = try #require(compiled.layout)
        #expect(layout.optional.count == 8)
        #expect(layout.inputs.filter(\.isBool).count == 3)
        #expect(layout.variants.count == 4)
    }

    /// A breakpoint's numbers, at both sides of it and with the flag: the icon 32, 64 or 48
    /// wide, the title after it and its gap.
    @Test(arguments: [(375.0, 1.0, [8.0, 32, 48]), (700, 0, [24, 64, 104]), (375, 0, [12, 48, 70])])
    func numbersByBranch(width: Double, compact: Double, expected: [Double]) throws {
        let spec = """
            layout Row {
                input compact: Bool = false
                view icon
                view title: measured
                when compact {
                    H: |-8-[icon(32)]-8-[title]-8-|
                } else when super.width >= 600 {
                    H: |-24-[icon(64)]-16-[title]-24-|
                } else {
                    H: |-12-[icon(48)]-10-[title]-12-|
                }
                icon.height == icon.width
                V: |-8-[icon]
                title.centerY == icon.centerY
            }
            """
        let layout = try #require(compile(spec).layout)
        #expect(layout.variants.count == 1)
        let result = try evaluate(
            layout,
            arguments: EvaluationArguments(
                width: width, height: 100, inputs: ["compact": compact], measure: ["title": .fixed(width: 100, height: 20)]))
        #expect([result["icon"]?.x, result["icon"]?.width, result["title"]?.x] == expected.map { $0 })
    }

    /// A `when` whose branches differ in more than numbers keeps its variants.
    @Test func branchesOfDifferentShapesAreVariants() throws {
        let spec = "layout S {\n input wide: Bool\n view a\n a.top == 0\n a.size == 40\n"
            + " when wide {\n a.leading == 24\n } else {\n a.trailing == super.trailing - 12\n }\n}"
        let layout = try #require(compile(spec).layout)
        #expect(layout.variants.count == 2)
    }
}
