/// A set of source ids — constraints, then soft sources (`LayoutSolver.softSourceId`) — kept
/// as a bitset: the provenance of an elimination row. Rows unite their provenance at every
/// update, which for a bitset is one OR per 64 ids. The first 256 ids, enough for most
/// layouts, are stored inline, so most sets allocate nothing.
package struct SourceSet {

    package init() {}
    /// Bit `id % 64` of word `id / 64`, for ids below 256.
    fileprivate var inline = SIMD4<UInt64>()
    /// Bit `id % 64` of word `id / 64 - 4`, for ids from 256 up.
    fileprivate var spill: [UInt64] = []

    /// Adds a (non-negative) id.
    package mutating func insert(_ id: Int) {
        let word = id >> 6
        let bit: UInt64 = 1 << UInt64(id & 63)
        if word < 4 {
            inline[word] |= bit
            return
        }
        if word - 4 >= spill.count { spill += repeatElement(0, count: word - 4 + 1 - spill.count) }
        spill[word - 4] |= bit
    }

    /// Whether the (non-negative) id is a member.
    package func contains(_ id: Int) -> Bool {
        let word = id >> 6
        let bit: UInt64 = 1 << UInt64(id & 63)
        if word < 4 { return inline[word] & bit != 0 }
        return word - 4 < spill.count && spill[word - 4] & bit != 0
    }

    /// Adds every member of `other`.
    package mutating func formUnion(_ other: SourceSet) {
        inline |= other.inline
        guard !other.spill.isEmpty else { return }
        if other.spill.count > spill.count { spill += repeatElement(0, count: other.spill.count - spill.count) }
        for (i, word) in other.spill.enumerated() where word != 0 { spill[i] |= word }
    }

    /// The members in increasing order.
    package var members: [Int] {
        var result: [Int] = []
        let words = (0..<4).map { inline[$0] } + spill
        for (i, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                result.append(i << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }
}

extension SourceSet {
    /// The union of `sets`.
    package init(unionOf sets: [SourceSet]) {
        self.init()
        for set in sets { formUnion(set) }
    }

    /// The number of members.
    package var count: Int {
        var total = 0
        for i in 0..<4 { total += inline[i].nonzeroBitCount }
        for word in spill { total += word.nonzeroBitCount }
        return total
    }

    /// The union of two sets.
    package func union(_ other: SourceSet) -> SourceSet {
        var result = self
        result.formUnion(other)
        return result
    }
}

extension SourceSet {
    /// The members both sets have.
    package func intersection(_ other: SourceSet) -> SourceSet {
        var result = SourceSet()
        result.inline = inline & other.inline
        result.spill = zip(spill, other.spill).map { $0 & $1 }
        return result
    }
}
