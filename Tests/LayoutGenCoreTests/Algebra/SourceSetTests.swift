import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra

@Suite struct SourceSetTests {
    @Test func membersComeOutInIncreasingOrderInlineAndBeyond() {
        var a = SourceSet()
        for id in [300, 5, 63, 64, 255, 256, 5, 0, 1000] { a.insert(id) }
        #expect(a.members == [0, 5, 63, 64, 255, 256, 300, 1000])
    }

    @Test func unionHoldsTheMembersOfBoth() {
        var a = SourceSet()
        var b = SourceSet()
        for id in [1, 70, 400] { a.insert(id) }
        for id in [2, 70, 200, 900] { b.insert(id) }
        a.formUnion(b)
        #expect(a.members == [1, 2, 70, 200, 400, 900])
        b.formUnion(SourceSet())
        #expect(b.members == [2, 70, 200, 900])
    }

    @Test func setsWithTheSameMembersAreEqualHoweverTheyWereMade() {
        var a = SourceSet()
        var b = SourceSet()
        for id in [3, 130, 700] { a.insert(id) }
        for id in [700, 130, 3] { b.insert(id) }
        #expect(a == b)
        // An intersection may keep empty words beyond its last member.
        var c = SourceSet()
        for id in [3, 130, 900] { c.insert(id) }
        var d = SourceSet()
        for id in [3, 130] { d.insert(id) }
        #expect(a.intersection(c) == d)
        #expect(a.intersection(c).count == 2)
        b.insert(4)
        #expect(a != b)
        b = a
        b.insert(1000)
        #expect(a != b)
    }
}
