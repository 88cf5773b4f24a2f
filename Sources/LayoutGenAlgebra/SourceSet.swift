/// A set of source ids — constraints, then goals (`SourceNumbering`) — kept
/// as a bitset: the provenance of an elimination row. Rows unite their provenance at every
/// update, which for a bitset is one OR per 64 ids. The first 256 ids, enough for most
/// layouts, are stored inline in four words (plain integers, not a `SIMD4`: unoptimised, every
/// operation of a SIMD type is a generic call per lane), so most sets allocate nothing.
package struct SourceSet {

    package init() {}
    /// Bits `id % 64` of words 0 to 3 (`id / 64`), for ids below 256.
    fileprivate var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0
    /// Bit `id % 64` of word `id / 64 - 4`, for ids from 256 up.
    fileprivate var spill: [UInt64] = []

    /// Inline word `i` (0 to 3).
    fileprivate func word(_ i: Int) -> UInt64 {
        switch i {
        case 0: w0
        case 1: w1
        case 2: w2
        default: w3
        }
    }

    /// Adds a (non-negative) id.
    package mutating func insert(_ id: Int) {
        let word = id >> 6
        let bit: UInt64 = 1 << UInt64(id & 63)
        switch word {
        case 0: w0 |= bit
        case 1: w1 |= bit
        case 2: w2 |= bit
        case 3: w3 |= bit
        default:
            if word - 4 >= spill.count { spill += repeatElement(0, count: word - 4 + 1 - spill.count) }
            spill[word - 4] |= bit
        }
    }

    /// Whether the (non-negative) id is a member.
    package func contains(_ id: Int) -> Bool {
        let word = id >> 6
        let bit: UInt64 = 1 << UInt64(id & 63)
        if word < 4 { return self.word(word) & bit != 0 }
        return word - 4 < spill.count && spill[word - 4] & bit != 0
    }

    /// Adds every member of `other`.
    package mutating func formUnion(_ other: SourceSet) {
        w0 |= other.w0
        w1 |= other.w1
        w2 |= other.w2
        w3 |= other.w3
        guard !other.spill.isEmpty else { return }
        if other.spill.count > spill.count { spill += repeatElement(0, count: other.spill.count - spill.count) }
        for i in 0..<other.spill.count where other.spill[i] != 0 { spill[i] |= other.spill[i] }
    }

    /// The members in increasing order.
    package var members: [Int] {
        var result: [Int] = []
        for i in 0..<(4 + spill.count) {
            var rest = i < 4 ? word(i) : spill[i - 4]
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
        var total = w0.nonzeroBitCount + w1.nonzeroBitCount + w2.nonzeroBitCount + w3.nonzeroBitCount
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

extension SourceSet: Equatable {
    /// The same members (however many empty words either keeps past its last).
    package static func == (a: SourceSet, b: SourceSet) -> Bool {
        guard a.w0 == b.w0, a.w1 == b.w1, a.w2 == b.w2, a.w3 == b.w3 else { return false }
        for i in 0..<max(a.spill.count, b.spill.count) {
            if (i < a.spill.count ? a.spill[i] : 0) != (i < b.spill.count ? b.spill[i] : 0) { return false }
        }
        return true
    }
}

extension SourceSet {
    /// The members both sets have.
    package func intersection(_ other: SourceSet) -> SourceSet {
        var result = SourceSet()
        (result.w0, result.w1, result.w2, result.w3) = (w0 & other.w0, w1 & other.w1, w2 & other.w2, w3 & other.w3)
        result.spill = zip(spill, other.spill).map { $0 & $1 }
        return result
    }
}
