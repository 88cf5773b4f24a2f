/// `coefficient · key`: one term of a sparse form (`LinearForm`, `AffineForm`). One type per
/// kind of key rather than one generic type: a generic type's metadata is looked up in the
/// runtime at each use where the code is not specialised (the generator as consumers build
/// it, without optimisation), and terms are used everywhere.
protocol FormTerm: Hashable, Sendable {
    associatedtype Key: Hashable & Comparable & Sendable
    var key: Key { get }
    var coefficient: Rational { get }
    init(key: Key, coefficient: Rational)
}

/// A term of a form's unknowns (`LinearForm.terms`).
public struct VariableTerm: Hashable, Sendable, FormTerm {
    public var key: Variable
    public var coefficient: Rational
}

/// A term of a form's run-time symbols (`LinearForm.symbols`).
public struct SymbolTerm: Hashable, Sendable, FormTerm {
    public var key: Symbol
    public var coefficient: Rational
}

/// A term of the analysis's forms, over numbered unknowns (`AffineForm.terms`).
struct UnknownTerm: FormTerm {
    var key: Int
    var coefficient: Rational
}

/// Lists of terms sorted by key without zero coefficients, the representation of the sparse
/// forms (`LinearForm`, `AffineForm`): equal forms have equal lists.
enum SortedTerms {
    static func find<T: FormTerm>(_ key: T.Key, in list: [T]) -> Int? {
        let i = insertionIndex(key, in: list)
        return i < list.count && list[i].key == key ? i : nil
    }

    static func insertionIndex<T: FormTerm>(_ key: T.Key, in list: [T]) -> Int {
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
    static func merge<T: FormTerm>(_ list: inout [T], _ other: [T], times factor: Rational) {
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
                list[k] = T(key: term.key, coefficient: sum)
            } else {
                list[k] = T(key: term.key, coefficient: coefficient)
            }
            k -= 1
        }
        if k > i { list.removeSubrange((i + 1)...k) }
    }

    /// `first·x + second·y` without the key `dropped`, into a new list: what scaling `first`,
    /// merging `second` times `y` and removing `dropped` give.
    static func combining<T: FormTerm>(_ first: [T], _ x: Rational, _ second: [T], _ y: Rational, dropping dropped: T.Key?)
        -> [T]
    {
        var result: [T] = []
        result.reserveCapacity(first.count + second.count)
        forEachCombined(first, x, second, y, skipping: dropped) { key, coefficient in
            result.append(T(key: key, coefficient: coefficient))
            return true
        }
        return result
    }

    /// Each term of `first·x + second·y`, less `amount` at `key` (`less`), without `skipping`,
    /// in order, until `body` returns false: a coefficient that comes to 0 is left out, as
    /// `merge` leaves it out (a product of two non-zero numbers is not 0).
    static func forEachCombined<T: FormTerm>(
        _ first: [T], _ x: Rational, _ second: [T], _ y: Rational, less: (key: T.Key, amount: Rational)? = nil,
        skipping: T.Key? = nil, _ body: (T.Key, Rational) -> Bool
    ) {
        func own(_ i: Int) -> Rational {
            let scaled = x == .one ? first[i].coefficient : first[i].coefficient * x
            guard let less, first[i].key == less.key else { return scaled }
            return scaled + -less.amount
        }
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].key < second[j].key) {
                let c = own(i)
                if !c.isZero, first[i].key != skipping, !body(first[i].key, c) { return }
                i += 1
                continue
            }
            let product = second[j].coefficient * y
            if i < first.count && first[i].key == second[j].key {
                let c = own(i)
                // A term whose own coefficient came to 0 takes the product alone.
                let sum = c.isZero ? product : (product.isZero ? c : c + product)
                if !sum.isZero, first[i].key != skipping, !body(first[i].key, sum) { return }
                i += 1
            } else if !product.isZero, second[j].key != skipping, !body(second[j].key, product) {
                return
            }
            j += 1
        }
    }

    static func merge<T: FormTerm>(_ list: inout [T], _ key: T.Key, _ coefficient: Rational) {
        if coefficient.isZero { return }
        let i = insertionIndex(key, in: list)
        if i < list.count, list[i].key == key {
            let sum = list[i].coefficient + coefficient
            if sum.isZero { list.remove(at: i) } else { list[i] = T(key: key, coefficient: sum) }
        } else {
            list.insert(T(key: key, coefficient: coefficient), at: i)
        }
    }
}
