import Testing

@testable import LayoutGenCore

/// Problems a first day with the language finds: misspellings that deserve a suggestion,
/// traits in either order, notes printed once, cycles reported at their constraints.
@Suite struct FirstDayDiagnosticTests {
    @Test func aMisspeltDeclarationKeywordGetsASuggestion() {
        let compiled = compile("layout A {\n    veiw icon\n    view a\n    a.edges == super.edges\n}")
        #expect(compiled.messages == ["2:5: error: unknown statement 'veiw'; did you mean 'view'?"])
    }

    @Test func aShortenedAttributeGetsASuggestion() {
        let compiled = compile("layout A {\n    view a\n    a.lead == 0\n    a.width == 10\n    V: |[a]|\n}")
        #expect(compiled.messages == ["3:7: error: unknown attribute 'lead'; did you mean 'leading'?"])
    }

    @Test(arguments: ["measured @low, optional", "optional, measured @low"])
    func traitsAndTheirPriorityComeInEitherOrder(_ traits: String) throws {
        let compiled = compile("layout A {\n    view a: \(traits)\n    H: |-8-[a]-8-|\n    V: |[a]|\n}")
        #expect(compiled.messages == [])
        let element = try #require(compiled.layout?.elements.first)
        #expect(element.isMeasured && element.isOptional)
    }

    @Test func aViewTakesOnePriority() {
        let compiled = compile("layout A {\n    view a: measured @low, optional @high\n    a.edges == super.edges\n}")
        #expect(compiled.messages == ["2:37: error: expected ',' or a new line (one priority per view), found '@'"])
    }

    /// The gaps of one sequence that determine what a dropped preference wanted are one note
    /// spanning them, not a note per gap on the same line.
    @Test func aDroppedPreferencesSequenceIsOneNote() throws {
        let compiled = compile("layout A {\n    view a\n    H: |-8-[a]-8-|\n    a.width == 200 @low\n    V: |[a(10)]|\n}")
        let warning = try #require(compiled.warnings.first)
        #expect(warning.message == "preference @250 is dropped: it conflicts with what is already determined")
        #expect(warning.notes.map { "\($0.range.start.line):\($0.range.start.column)-\($0.range.end.column)" } == ["3:9-18"])
    }

    /// A problem found in some variants only says which: here the `when` has no `else`, so
    /// without `compact` nothing places the view (the message alone read as if nothing did).
    @Test func aProblemOfOneBranchSaysWhichBranch() throws {
        let spec = """
            layout A {
                input compact: Bool
                view a
                a.width == 10
                a.height == 10
                a.top == 0
                when compact { a.leading == 0 }
            }
            """
        let error = try #require(compile(spec).errors.first)
        #expect(error.notes.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "7:10: found only when 'compact' does not hold"
        ])
    }

    @Test func aProblemOfOneHiddenStateSaysWhichState() throws {
        let spec = """
            layout A {
                view a
                view b: optional
                H: |-8-[a(20)]-8-[b(20)]-8-|
                V: |[a(10)]|
                V: |[b(10)]|
            }
            """
        let warning = try #require(compile(spec).warnings.first)
        #expect(warning.message == "constraint is implied by other constraints")
        #expect(warning.notes.last.map { "\($0.range.start.line): \($0.message)" } == "3: found only when 'b' is visible")
    }

    /// A cycle is reported at the first `min`/`max` of the constraints on it, with a note at
    /// each of the others.
    @Test func aCycleIsReportedAtItsConstraints() throws {
        let spec = """
            layout A {
                view a: measured
                view b: measured
                a.leading == min(b.trailing, 100)
                b.leading == min(a.trailing, 50)
                a.top == 0
                b.top == 0
            }
            """
        let compiled = compile(spec)
        #expect(compiled.messages == [
            "4:18: error: values depend on themselves: min(…) at line 4 -> min(…) at line 5 -> min(…) at line 4"
        ])
        let error = try #require(compiled.errors.first)
        #expect(error.notes.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "5:18: min(…) at line 5 is here"
        ])
    }
}
