import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenSyntax

/// Sequences: every form of the table in LANGUAGE.md §6.
@Suite struct SequenceParserTests {
    /// The sequences of a layout body.
    private func sequences(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> [SequenceStmt]
    {
        SyntaxTesting.statements(body, sourceLocation: sourceLocation).compactMap {
            if case .sequence(let sequence) = $0 { sequence } else { nil }
        }
    }

    /// The element shape of the one sequence `text`.
    private func shape(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        sequences(text, sourceLocation: sourceLocation).first?.elementsShape
    }

    @Test func examplesOfTheLanguage() {
        let parsed = sequences(
            """
            H: |-12-[icon(48)]-10-[title]-(>=8)-[time]-12-|
            V: |-(*)-[title]-4-[subtitle]-(*)-|
            H: |-(*)-[a(60)]-(*)-[b(80)]-(*)-[c(60)]-(*)-|
            H: |-16-[a]-(2*)-[b]-16-|
            H: |[left(*)][middle(2*)][right(*)]|
            H: [icon]-10-[label]
            H(labels): |[title]|
            H: |-12-[icon]-10-[title]-12-| align centerY
            """)
        #expect(
            parsed.map(\.elementsShape) == [
                "|-(==12)-[icon(==48)]-(==10)-[title]-(>=8)-[time]-(==12)-|",
                "|-(==1*)-[title]-(==4)-[subtitle]-(==1*)-|",
                "|-(==1*)-[a(==60)]-(==1*)-[b(==80)]-(==1*)-[c(==60)]-(==1*)-|",
                "|-(==16)-[a]-(==2*)-[b]-(==16)-|",
                "|_[left(==1*)]_[middle(==2*)]_[right(==1*)]_|",
                "[icon]-(==10)-[label]",
                "|_[title]_|",
                "|-(==12)-[icon]-(==10)-[title]-(==12)-|",
            ])
        #expect(
            parsed.map(\.axis) == [
                .horizontal, .vertical, .horizontal, .horizontal, .horizontal, .horizontal, .horizontal, .horizontal,
            ])
        #expect(parsed[6].container?.text == "labels")
        #expect(parsed[6].container?.range.description == "8:3-8:9")
        #expect(parsed[7].alignment?.text == "centerY")
        #expect(parsed[7].range.description == "9:1-9:45")
        #expect(parsed.prefix(7).allSatisfy { $0.alignment == nil })
    }

    @Test func itemSizes() {
        #expect(shape("H: [v(100)]") == "[v(==100)]")
        #expect(shape("H: [v(==w)]") == "[v(==w)]")
        #expect(shape("H: [v(>=44)]") == "[v(>=44)]")
        #expect(shape("H: [v(>=44,<=120)]") == "[v(>=44,<=120)]")
        #expect(shape("H: [v(==other)]") == "[v(==other)]")
        #expect(shape("H: [v(*)]") == "[v(==1*)]")
        #expect(shape("H: [v(2*)]") == "[v(==2*)]")
        #expect(shape("H: [v(0.5*)]") == "[v(==0.5*)]")
        #expect(shape("H: [v(2 * spacing)]") == "[v(==(2 * spacing))]")
    }

    @Test func gaps() {
        #expect(shape("H: [a]-8-[b]") == "[a]-(==8)-[b]")
        #expect(shape("H: [a]-(8)-[b]") == "[a]-(==8)-[b]")
        #expect(shape("H: [a]-(spacing)-[b]") == "[a]-(==spacing)-[b]")
        #expect(shape("H: [a]-spacing-[b]") == "[a]-(==spacing)-[b]")
        #expect(shape("H: |-[a]-[b]-|") == "|-[a]-[b]-|")
        #expect(shape("H: [a]-(>=8)-[b]") == "[a]-(>=8)-[b]")
        #expect(shape("H: [a]-(<=20)-[b]") == "[a]-(<=20)-[b]")
        #expect(shape("H: [a]-(>=8,<=20)-[b]") == "[a]-(>=8,<=20)-[b]")
        #expect(shape("H: [a]-(*)-[b]") == "[a]-(==1*)-[b]")
        #expect(shape("H: [a]-(2*)-[b]") == "[a]-(==2*)-[b]")
        #expect(shape("H: [a][b]") == "[a]_[b]")
        #expect(shape("V: |[a]|") == "|_[a]_|")
    }

    @Test func elementRanges() {
        guard let sequence = sequences("H: |-12-[icon(>=48)][t]-|").first else {
            Issue.record("expected a sequence")
            return
        }
        let ranges = sequence.elements.map { element -> String in
            switch element {
            case .edge(let range), .gap(_, let range), .item(_, _, let range): range.description
            }
        }
        #expect(ranges == ["2:4-2:5", "2:5-2:9", "2:9-2:21", "2:21-2:21", "2:21-2:24", "2:24-2:25", "2:25-2:26"])
        guard case .item(let name, let predicates, _) = sequence.elements[2] else {
            Issue.record("expected an item")
            return
        }
        #expect(name.range.description == "2:10-2:14")
        #expect(predicates.map(\.range.description) == ["2:15-2:19"])
        guard case .gap(let gap?, _) = sequence.elements[1] else {
            Issue.record("expected a gap")
            return
        }
        #expect(gap.map(\.range.description) == ["2:6-2:8"])
    }

    @Test func flexibleSizesWithABasis() {
        #expect(shape("H: [v(50 + *)]") == "[v(==50+1*)]")
        #expect(shape("H: [v(50 + 0.2*)]") == "[v(==50+0.2*)]")
        #expect(shape("H: [v(500 - 2*)]") == "[v(==500-2*)]")
        #expect(shape("H: [v(100 + * - *)]") == "[v(==100+1*-1*)]")
        #expect(shape("H: [v(* - 3*)]") == "[v(==1*-3*)]")
        #expect(shape("H: [v(spacing * 2 + 8 + 2*)]") == "[v(==((spacing * 2) + 8)+2*)]")
        #expect(shape("H: [v(w + *, <=300)]") == "[v(==w+1*,<=300)]")
        #expect(shape("H: [a]-(8 + *)-[b]") == "[a]-(==8+1*)-[b]")
        #expect(shape("H: [a]-(20 - *)-[b]") == "[a]-(==20-1*)-[b]")
        // A product keeps its meaning: `2*-3` is 2 × (−3), `2*x` is 2 × x.
        #expect(shape("H: [v(2*-3)]") == "[v(==(2 * -3))]")
        #expect(shape("H: [v(10 + 2*x)]") == "[v(==(10 + (2 * x)))]")
        #expect(shape("H: [v(10 - 2*x)]") == "[v(==(10 - (2 * x)))]")
    }

    @Test func unbounded() {
        let parsed = sequences(
            """
            H: |-(*)-[a(40)][b(40)]-(*)-| unbounded
            H: |-(*)-[a(40)][b(40)]-(*)-| unbounded align centerY
            H: |-(*)-[a(40)][b(40)]-(*)-| align centerY unbounded
            H: |-(*)-[a(40)][b(40)]-(*)-|
            H: |[unbounded]|
            """)
        #expect(parsed.map(\.isUnbounded) == [true, true, true, false, false])
        #expect(parsed[0].unbounded?.description == "2:31-2:40")
        #expect(parsed[1].alignment?.text == "centerY")
        #expect(parsed[2].alignment?.text == "centerY")
        #expect(parsed[4].elementsShape == "|_[unbounded]_|")
    }

    @Test func continuesAfterATrailingDash() {
        #expect(shape("V: |-12-[title]-\n   4-[subtitle]-12-|") == "|-(==12)-[title]-(==4)-[subtitle]-(==12)-|")
    }
}
