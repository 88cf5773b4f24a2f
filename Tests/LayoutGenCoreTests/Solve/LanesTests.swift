import Testing

@testable import LayoutGenCore
@testable import LayoutGenSolve

/// The screens' values at fixed points (`Lanes`, `MoreLanes`): the arithmetic the standard
/// library's SIMD types gave, lane by lane.
@Suite struct LanesTests {
    @Test func arithmeticIsLaneByLane() {
        let a = Lanes(1, -2, 3, -4)
        let b = Lanes(10, 20, 30, 40)
        let sum = a + b
        #expect([sum.x0, sum.x1, sum.x2, sum.x3] == [11, 18, 33, 36])
        let difference = b - a
        #expect([difference.x0, difference.x1, difference.x2, difference.x3] == [9, 22, 27, 44])
        let scaled = 0.5 * a
        #expect([scaled.x0, scaled.x1, scaled.x2, scaled.x3] == [0.5, -1, 1.5, -2])
        let magnitude = a.magnitude
        #expect([magnitude.x0, magnitude.x1, magnitude.x2, magnitude.x3] == [1, 2, 3, 4])
    }

    @Test func belowSomewhereNeedsOneLaneBelow() {
        let a = Lanes(1, 2, 3, 4)
        #expect(!a.isBelow(somewhere: a))
        #expect(a.isBelow(somewhere: Lanes(0, 0, 0, 4.5)))
        #expect(!a.isBelow(somewhere: Lanes(0, 0, 0, 4)))
        // Not a number is below nothing and nothing is below it.
        #expect(!Lanes(repeating: .nan).isBelow(somewhere: a))
        #expect(!a.isBelow(somewhere: Lanes(repeating: .nan)))
    }

    @Test func extremumIsNotANumberWhereAnArgumentIsNot() {
        let a = Lanes(1, .nan, 3, 4)
        let b = Lanes(2, 2, .nan, 1)
        let low = Lanes.extremum(a, b, isMinimum: true)
        let high = Lanes.extremum(a, b, isMinimum: false)
        #expect(low.x0 == 1 && low.x1.isNaN && low.x2.isNaN && low.x3 == 1)
        #expect(high.x0 == 2 && high.x1.isNaN && high.x2.isNaN && high.x3 == 4)
    }

    @Test func sixteenLanesAreFourGroupsInOrder() {
        let more = MoreLanes(from: 4) { Double($0) }
        #expect(more.parts.0.x0 == 4 && more.parts.1.x0 == 8 && more.parts.2.x0 == 12 && more.parts.3.x3 == 19)
        let shifted = more + MoreLanes(repeating: -19)
        #expect(!shifted.isBelow(somewhere: MoreLanes(repeating: -15)))
        #expect(shifted.isBelow(somewhere: MoreLanes(repeating: -14.5)))
        let low = MoreLanes.extremum(more, MoreLanes(repeating: 10), isMinimum: true)
        #expect(low.parts.1.x1 == 9 && low.parts.2.x0 == 10 && low.parts.3.x3 == 10)
        #expect((-1 * more).magnitude.parts.3.x3 == 19)
    }
}
