/// `coefficient · key`: one term of a sparse form (`LinearForm`, `AffineForm`).
public struct Term<Key: Hashable & Comparable & Sendable>: Hashable, Sendable {
    public var key: Key
    public var coefficient: Rational
}

/// Lists of terms sorted by key without zero coefficients, the representation of the sparse
/// forms (`LinearForm`, `AffineForm`): equal forms have equal lists.
enum SortedTerms {
    static func find<K>(_ key: K, in list: [Term<K>]) -> Int? {
        let i = insertionIndex(key, in: list)
        return i < list.count && list[i].key == key ? i : nil
    }

    static func insertionIndex<K>(_ key: K, in list: [Term<K>]) -> Int {
        var (lo, hi) = (0, list.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].key < key { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// `list + factor · other`, both sorted: one pass over the two lists (a merge), where
    /// inserting term by term would shift the list once per term. The result is what adding
    /// the terms one at a time gives. Merged in place, from the back: `list` grows by room
    /// for every term of `other`, the merged terms are written from its end, and the gap left
    /// between the terms never moved and those written is closed, so a list that owns its
    /// storage and has the capacity is not reallocated.
    static func merge<K>(_ list: inout [Term<K>], _ other: [Term<K>], times factor: Rational) {
        if other.count <= 1 {
            if let term = other.first { merge(&list, term.key, term.coefficient * factor) }
            return
        }
        // `i`: the last term of the old list not yet moved; `k`: where the next merged term
        // goes. `k - i` starts at `other.count` and drops by at most one per term of `other`,
        // so a term is never overwritten before it is moved.
        var i = list.count - 1
        list.append(contentsOf: other)
        var k = list.count - 1
        for term in other.reversed() {
            let coefficient = term.coefficient * factor
            if coefficient.isZero { continue }
            while i >= 0 && term.key < list[i].key {
                list[k] = list[i]
                k -= 1
                i -= 1
            }
            if i >= 0 && list[i].key == term.key {
                let sum = list[i].coefficient + coefficient
                i -= 1
                if sum.isZero { continue }
                list[k] = Term(key: term.key, coefficient: sum)
            } else {
                list[k] = Term(key: term.key, coefficient: coefficient)
            }
            k -= 1
        }
        if k > i { list.removeSubrange((i + 1)...k) }
    }

    /// `first·x + second·y` without the key `dropped`: what `first.map { ·x }` merged with
    /// `second` times `y` gives (a term of `first` times a non-zero `x` is kept; a sum of 0, or a
    /// product of 0 from `second`, is not), into a new list.
    static func combining<K>(_ first: [Term<K>], _ x: Rational, _ second: [Term<K>], _ y: Rational, dropping dropped: K?)
        -> [Term<K>]
    {
        var result: [Term<K>] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].key < second[j].key) {
                if first[i].key != dropped { result.append(Term(key: first[i].key, coefficient: first[i].coefficient * x)) }
                i += 1
                continue
            }
            let product = second[j].coefficient * y
            if i < first.count && first[i].key == second[j].key {
                let sum = product.isZero ? first[i].coefficient * x : first[i].coefficient * x + product
                if !sum.isZero && first[i].key != dropped { result.append(Term(key: first[i].key, coefficient: sum)) }
                i += 1
            } else if !product.isZero && second[j].key != dropped {
                result.append(Term(key: second[j].key, coefficient: product))
            }
            j += 1
        }
        return result
    }

    static func merge<K>(_ list: inout [Term<K>], _ key: K, _ coefficient: Rational) {
        if coefficient.isZero { return }
        let i = insertionIndex(key, in: list)
        if i < list.count, list[i].key == key {
            let sum = list[i].coefficient + coefficient
            if sum.isZero { list.remove(at: i) } else { list[i].coefficient = sum }
        } else {
            list.insert(Term(key: key, coefficient: coefficient), at: i)
        }
    }
}
