/// `coefficient · key`: one term of a sparse form (`LinearForm`, `AffineForm`). One type per
/// kind of key rather than one generic type: a generic type's metadata is looked up in the
/// runtime at each use where the code is not specialised (the generator as consumers build
/// it, without optimisation), and terms are used everywhere. Each term keeps its key's `order`,
/// an integer that orders as the keys do, so that the lists are merged and searched by
/// comparing integers, not keys (an enum's `<` through a generic call, unoptimised).
package protocol FormTerm: Hashable, Sendable {
    associatedtype Key: Hashable & Comparable & Sendable
    var key: Key { get }
    var coefficient: Rational { get }
    /// The key's `order(of:)`.
    var order: Int { get }
    init(key: Key, coefficient: Rational)
    /// The term of the same key with another coefficient.
    func with(coefficient: Rational) -> Self
    /// An integer that orders as the keys do.
    static func order(of key: Key) -> Int
}

extension FormTerm {
    public static func == (a: Self, b: Self) -> Bool { a.order == b.order && a.coefficient == b.coefficient }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(coefficient)
    }
}

/// A term of a form's unknowns (`LinearForm.terms`).
public struct VariableTerm: Hashable, Sendable, FormTerm {
    public let key: Variable
    public let coefficient: Rational
    package let order: Int

    package init(key: Variable, coefficient: Rational) { (self.key, self.coefficient, order) = (key, coefficient, key.ordinal) }

    private init(key: Variable, coefficient: Rational, order: Int) { (self.key, self.coefficient, self.order) = (key, coefficient, order) }

    package func with(coefficient: Rational) -> VariableTerm { VariableTerm(key: key, coefficient: coefficient, order: order) }

    package static func order(of key: Variable) -> Int { key.ordinal }
}

/// A term of a form's run-time symbols (`LinearForm.symbols`).
public struct SymbolTerm: Hashable, Sendable, FormTerm {
    public let key: Symbol
    public let coefficient: Rational
    package let order: Int

    package init(key: Symbol, coefficient: Rational) { (self.key, self.coefficient, order) = (key, coefficient, key.ordinal) }

    private init(key: Symbol, coefficient: Rational, order: Int) { (self.key, self.coefficient, self.order) = (key, coefficient, order) }

    package func with(coefficient: Rational) -> SymbolTerm { SymbolTerm(key: key, coefficient: coefficient, order: order) }

    package static func order(of key: Symbol) -> Int { key.ordinal }
}

/// A term of the analysis's forms, over numbered unknowns (`AffineForm.terms`).
package struct UnknownTerm: FormTerm {
    package let key: Int
    package let coefficient: Rational
    package var order: Int { key }

    package init(key: Int, coefficient: Rational) { (self.key, self.coefficient) = (key, coefficient) }

    package func with(coefficient: Rational) -> UnknownTerm { UnknownTerm(key: key, coefficient: coefficient) }

    package static func order(of key: Int) -> Int { key }
}

/// Lists of terms sorted by key without zero coefficients, the representation of the sparse
/// forms (`LinearForm`, `AffineForm`): equal forms have equal lists.
package enum SortedTerms {
    @_transparent
    package static func find<T: FormTerm>(_ key: T.Key, in list: [T]) -> Int? {
        let order = T.order(of: key)
        let i = insertionIndex(order, in: list)
        return i < list.count && list[i].order == order ? i : nil
    }

    /// Where a term of key order `order` goes in the list.
    @_transparent
    static func insertionIndex<T: FormTerm>(_ order: Int, in list: [T]) -> Int {
        var (lo, hi) = (0, list.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].order < order { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// `list + factor · other`, both sorted: one pass over the two lists (a merge), where
    /// inserting term by term would shift the list once per term. The result is what adding
    /// the terms one at a time gives. Merged in place, from the back: `list` grows by room
    /// for every term of `other`, the merged terms are written from its end, and the gap left
    /// between the terms never moved and those written is closed, so a list that owns its
    /// storage and has the capacity is not reallocated.
    @_transparent
    static func merge<T: FormTerm>(_ list: inout [T], _ other: [T], times factor: Rational) {
        if other.count <= 1 {
            if let term = other.first { merge(&list, adding: term.with(coefficient: term.coefficient * factor)) }
            return
        }
        // `i`: the last term of the old list not yet moved; `k`: where the next merged term
        // goes. `k - i` starts at `other.count` and drops by at most one per term of `other`,
        // so a term is never overwritten before it is moved.
        var i = list.count - 1
        list.append(contentsOf: other)
        var k = list.count - 1
        var n = other.count - 1
        while n >= 0 {
            let term = other[n]
            n -= 1
            let coefficient = term.coefficient * factor
            if coefficient.isZero { continue }
            let order = term.order
            while i >= 0 && order < list[i].order {
                list[k] = list[i]
                k -= 1
                i -= 1
            }
            if i >= 0 && list[i].order == order {
                let sum = list[i].coefficient + coefficient
                i -= 1
                if sum.isZero { continue }
                list[k] = term.with(coefficient: sum)
            } else {
                list[k] = term.with(coefficient: coefficient)
            }
            k -= 1
        }
        if k > i { list.removeSubrange((i + 1)...k) }
    }

    /// `first·x + second·y` without the key `dropped`, into a new list: what scaling `first`,
    /// merging `second` times `y` and removing `dropped` give.
    @_transparent
    package static func combining<T: FormTerm>(_ first: [T], _ x: Rational, _ second: [T], _ y: Rational, dropping dropped: T.Key?)
        -> [T]
    {
        var result: [T] = []
        result.reserveCapacity(first.count + second.count)
        forEachCombined(first, x, second, y, skipping: dropped) { term, coefficient in
            result.append(term.with(coefficient: coefficient))
            return true
        }
        return result
    }

    /// Each term of `first·x + second·y`, less `amount` at `key` (`less`), without `skipping`,
    /// in order, until `body` returns false (given a term of the key and the coefficient): a
    /// coefficient that comes to 0 is left out, as `merge` leaves it out (a product of two
    /// non-zero numbers is not 0).
    @_transparent
    static func forEachCombined<T: FormTerm>(
        _ first: [T], _ x: Rational, _ second: [T], _ y: Rational, less: (key: T.Key, amount: Rational)? = nil,
        skipping: T.Key? = nil, _ body: (T, Rational) -> Bool
    ) {
        let lessOrder = less.map { T.order(of: $0.key) }
        let skippedOrder = skipping.map { T.order(of: $0) }
        func own(_ i: Int) -> Rational {
            let scaled = x == .one ? first[i].coefficient : first[i].coefficient * x
            guard let less, first[i].order == lessOrder else { return scaled }
            return scaled + -less.amount
        }
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].order < second[j].order) {
                let c = own(i)
                if !c.isZero, first[i].order != skippedOrder, !body(first[i], c) { return }
                i += 1
                continue
            }
            let product = second[j].coefficient * y
            if i < first.count && first[i].order == second[j].order {
                let c = own(i)
                // A term whose own coefficient came to 0 takes the product alone.
                let sum = c.isZero ? product : (product.isZero ? c : c + product)
                if !sum.isZero, first[i].order != skippedOrder, !body(first[i], sum) { return }
                i += 1
            } else if !product.isZero, second[j].order != skippedOrder, !body(second[j], product) {
                return
            }
            j += 1
        }
    }

    /// Adds one term.
    @_transparent
    static func merge<T: FormTerm>(_ list: inout [T], adding term: T) {
        if term.coefficient.isZero { return }
        let i = insertionIndex(term.order, in: list)
        if i < list.count, list[i].order == term.order {
            let sum = list[i].coefficient + term.coefficient
            if sum.isZero { list.remove(at: i) } else { list[i] = term.with(coefficient: sum) }
        } else {
            list.insert(term, at: i)
        }
    }
}
