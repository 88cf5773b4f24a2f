import Testing

@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// The ten first-day examples of docs/language.md ("Auto Layout's answers"), each with the
/// frames Auto Layout gives for the same constraints.
@Suite struct AutoLayoutExamplesTests {
    /// A required minimum beats a weaker preference; the label wraps in what is left.
    @Test func requiredMinimumWidthBeatsAWeakerPreference() throws {
        let spec = """
            layout Row {
                view button
                view label: measured
                button.leading == 16
                button.top == 0
                button.height == 44
                button.width >= 44
                button.width == 30 @low
                label.leading == button.trailing + 8
                label.trailing <= super.trailing - 16
                label.top == 0
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 60, measure: ["label": .text(width: 800, height: 20)]))
        #expect(result["button"]?.array == [16, 0, 44, 44])
        #expect(result["label"]?.array == [68, 0, 291, 60])
    }

    /// A bounded gap is required: the title is compressed, it never runs under the toggle. The
    /// two labels' compression resistances must differ: at equal ones (Auto Layout calls the
    /// layout ambiguous) the first declared keeps its text and the other's width goes below 0.
    @Test func aBoundedGapKeepsTheTitleClearOfTheToggle() throws {
        let spec = """
            layout Row {
                view icon
                view title: measured
                view detail: measured(compression @751)
                view toggle
                H: |-16-[icon(24)]-12-[title]-(>=8)-[detail]-12-[toggle(51)]-16-|
                icon.top == 8
                icon.height == 24
                title.top == 8
                detail.top == 8
                toggle.top == 8
                toggle.height == 31
            }
            """
        let measure: [String: MeasureStandIn] = ["title": .text(width: 400, height: 20), "detail": .text(width: 60, height: 20)]
        let result = try #require(try frames(spec, width: 375, height: 44, measure: measure))
        #expect(result["title"]?.array == [52, 8, 176, 60])
        #expect(result["detail"]?.array == [236, 8, 60, 20])
        #expect(result["toggle"]?.array == [308, 8, 51, 31])
    }

    /// `-(*)-` and `-(>=0)-` give the same frames: the title wraps, the button stays on screen.
    @Test(arguments: ["(*)", "(>=0)"])
    func aFlexibleGapNeverPushesAButtonOffScreen(gap: String) throws {
        let spec = """
            layout Row {
                view title: measured
                view button
                H: |-16-[title]-\(gap)-[button(60)]-16-|
                title.top == 8
                button.top == 8
                button.height == 30
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 44, measure: ["title": .text(width: 400, height: 20)]))
        #expect(result["title"]?.array == [16, 8, 283, 40])
        #expect(result["button"]?.array == [299, 8, 60, 30])
    }

    /// A weak preference on a position is met within the required bounds, never past them.
    @Test func aPreferredPositionStaysWithinItsBounds() throws {
        let spec = """
            layout Row {
                view icon
                view title: measured
                H: |-(>=16)-[icon(24)]-8-[title]-(>=16)-|
                icon.leading == 100 @low
                icon.top == 8
                icon.height == 24
                title.top == 8
            }
            """
        let short = try #require(try frames(spec, width: 375, height: 44, measure: ["title": .text(width: 100, height: 20)]))
        #expect(short["icon"]?.array == [100, 8, 24, 24])
        let long = try #require(try frames(spec, width: 375, height: 44, measure: ["title": .text(width: 1000, height: 20)]))
        #expect(long["icon"]?.x == 16)
        #expect(long["title"]?.array == [48, 8, 311, 80])
    }

    /// A preference at 500 beats the measured size's hugging (250) but not its compression
    /// resistance (750).
    @Test func aPreferenceAt500StretchesAMeasuredViewButDoesNotSqueezeIt() throws {
        let spec = """
            layout Row {
                view button: measured
                button.leading == 16
                button.top == 8
                button.width == 120 @500
            }
            """
        let narrow = try #require(try frames(spec, width: 375, height: 44, measure: ["button": .fixed(width: 60, height: 30)]))
        #expect(narrow["button"]?.array == [16, 8, 120, 30])
        let wide = try #require(try frames(spec, width: 375, height: 44, measure: ["button": .fixed(width: 150, height: 30)]))
        #expect(wide["button"]?.array == [16, 8, 150, 30])
    }

    /// A soft inequality is met as far as its priority allows: here the stronger preference wins.
    @Test func aSoftInequalityYieldsToAStrongerPreference() throws {
        let spec = """
            layout Bar {
                view bar
                bar.leading == 0
                bar.top == 0
                bar.height == 4
                bar.width <= 100 @low
                bar.width == 150 @high
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 44))
        #expect(result["bar"]?.array == [0, 0, 150, 4])
    }

    /// An inequality the other constraints make true is a warning, not an error.
    @Test func anInequalityThatAlwaysHoldsIsAWarning() throws {
        let compiled = compile(
            """
            layout Avatar {
                view avatar
                avatar.leading == 16
                avatar.top == 8
                avatar.width == 44
                avatar.height == 44
                avatar.width >= 44
            }
            """)
        #expect(compiled.errors.isEmpty)
        #expect(compiled.messages.contains("7:5: warning: inequality always holds: the other constraints fix what it compares"))
        let result = try #require(try frames(compiled.file.text, width: 375, height: 60))
        #expect(result["avatar"]?.array == [16, 8, 44, 44])
    }

    /// Positions that only inequalities and a preference decide are determined where the
    /// optimum pins them.
    @Test func positionsPinnedByTheOptimumAreDetermined() throws {
        let spec = """
            layout Pair {
                view a, b
                a.leading >= 16
                b.leading >= a.trailing + 8
                b.leading == 0 @low
                a.width == 50
                b.width == 50
                a.top == 0
                b.top == 0
                a.height == 20
                b.height == 20
            }
            """
        #expect(compile(spec).errors.isEmpty)
        let result = try #require(try frames(spec, width: 375, height: 44))
        #expect(result["a"]?.array == [16, 0, 50, 20])
        #expect(result["b"]?.array == [74, 0, 50, 20])
    }

    /// A required minimum height of a self-sizing cell stretches the label; both pins hold.
    @Test func aMinimumHeightKeepsBothPins() throws {
        let spec = """
            layout Cell {
                view label: measured
                H: |-16-[label]-16-|
                V: |-12-[label]-12-|
                super.height >= 88
            }
            """
        let result = try #require(
            try frames(spec, width: 375, height: 10, measure: ["label": .text(width: 300, height: 20)], fit: .height))
        #expect(result["label"]?.array == [16, 12, 343, 64])
        #expect([result.width, result.height] == [375, 88])
    }

    /// `layout(in:)` meets the given height above every priority: a fixed-size cell's content
    /// fills it.
    @Test func contentFillsAFixedSizeCell() throws {
        let spec = """
            layout LikeCell {
                view likeButton: measured
                H: |-8-[likeButton]
                V: |[likeButton]|
            }
            """
        let result = try #require(try frames(spec, width: 375, height: 41, measure: ["likeButton": .fixed(width: 40, height: 27)]))
        #expect(result["likeButton"]?.array == [8, 0, 40, 41])
    }

    /// The order of `view` declarations never makes a cycle.
    @Test(arguments: ["badge, label", "label, badge"])
    func declarationOrderMakesNoCycle(names: String) throws {
        let spec = """
            layout Row {
                view \(names): measured
                H: |-(*)-[label]-88-|
                badge.leading == label.trailing + 8
                badge.trailing <= super.trailing
                label.top == 8
                badge.top == 8
            }
            """
        #expect(compile(spec).diagnostics.isEmpty)
        let measure: [String: MeasureStandIn] = ["label": .text(width: 400, height: 20), "badge": .fixed(width: 30, height: 20)]
        let result = try #require(try frames(spec, width: 375, height: 44, measure: measure))
        #expect(result["label"]?.array == [0, 8, 287, 40])
        #expect(result["badge"]?.array == [295, 8, 30, 20])
    }
}
