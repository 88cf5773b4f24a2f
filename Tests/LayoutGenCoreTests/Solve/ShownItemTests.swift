import Testing

@testable import LayoutGenCore

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
