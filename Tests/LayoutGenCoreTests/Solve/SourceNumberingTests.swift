import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenSolve

/// How a solve numbers its sources in the rows' sets: constraints first, then goals.
@Suite struct SourceNumberingTests {
    let numbering = SourceNumbering(constraintCount: 3)

    @Test func constraintsComeFirstAndGoalsFollow() {
        #expect(numbering.id(.constraint(2)) == 2)
        #expect(numbering.id(.goal(0)) == 3)
        #expect(numbering.source(4) == .goal(1))
        for source in [Source.constraint(0), .constraint(2), .goal(0), .goal(7)] {
            #expect(numbering.source(numbering.id(source)) == source)
        }
    }

    @Test func aSetSplitsIntoConstraintsAndGoalsInOrder() {
        var set = SourceSet()
        for id in [5, 0, 3, 2] { set.insert(id) }
        #expect(numbering.sources(in: set) == [.constraint(0), .constraint(2), .goal(0), .goal(2)])
        #expect(numbering.constraints(in: set) == [0, 2])
        #expect(numbering.goals(in: set) == [0, 2])
        #expect(numbering.goals(in: SourceSet()).isEmpty)
    }
}
