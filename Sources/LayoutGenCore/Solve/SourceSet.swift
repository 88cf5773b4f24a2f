/// A set of source ids — constraints, then soft sources (`LayoutSolver.softSourceId`) — kept
/// as a bitset: the provenance of an elimination row. Rows unite their provenance at every
/// update, which for a bitset is one OR per 64 ids.
struct SourceSet: Equatable {
    /// Bit `id % 64` of word `id / 64` is set when `id` is a member.
    private var words: [UInt64] = []

    /// Adds a (non-negative) id.
    mutating func insert(_ id: Int) {
        let word = id >> 6
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(id & 63)
    }

    /// Adds every member of `other`.
    mutating func formUnion(_ other: SourceSet) {
        if other.words.count > words.count { words += repeatElement(0, count: other.words.count - words.count) }
        for (i, word) in other.words.enumerated() where word != 0 { words[i] |= word }
    }

    /// The members in increasing order.
    var members: [Int] {
        var result: [Int] = []
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
