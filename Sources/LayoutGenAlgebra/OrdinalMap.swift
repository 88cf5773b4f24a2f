/// A key made of a case and a non-negative index, packed into one integer: the case from
/// bit 56 up, the index below (`Variable.ordinal`, `Symbol.ordinal`).
public protocol OrdinalKey {
    var ordinal: Int { get }
    /// How many cases the key type has.
    static var caseCount: Int { get }
}

extension OrdinalKey {
    /// The key's position in an array indexed by keys: its index times the number of cases
    /// plus its case. `OrdinalMap` lays its keys out so; flags by unknown in code that runs for
    /// every goal use it without the generic map (`ConnectedUnknowns`).
    @inlinable
    public var denseIndex: Int { (ordinal & ((1 << 56) - 1)) * Self.caseCount + (ordinal >> 56) }
}

extension Variable: OrdinalKey {
    @inlinable public static var caseCount: Int { 9 }
}

extension Symbol: OrdinalKey {
    @inlinable public static var caseCount: Int { 10 }
}

/// A dictionary from `Variable`s or `Symbol`s that hashes nothing: one array, indexed by the
/// key's index times the number of cases plus its case. The indices of one layout's unknowns
/// and symbols are small and dense (items, units, soft sources), so the array stays short.
/// Public and inlinable, so that the stages that use it (Solve, Schedule: other modules)
/// specialise it in an optimised build rather than look its generic metadata up at each
/// access: Swift serialises the body of a `public` inlinable declaration, not of a `package`
/// one (that needs library evolution).
public struct OrdinalMap<Key: OrdinalKey, Value> {

    @inlinable public init() {}
    /// The value of each key, at its position (`denseIndex`), if it has one.
    @usableFromInline var slots: [Value?] = []

    @inlinable public subscript(key: Key) -> Value? {
        get {
            let position = key.denseIndex
            return position < slots.count ? slots[position] : nil
        }
        set {
            let position = key.denseIndex
            reserveSlot(position)
            slots[position] = newValue
        }
    }

    /// Changes the key's value in place, starting from `initial` when it has none.
    @inlinable public mutating func modify(_ key: Key, default initial: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        let position = key.denseIndex
        reserveSlot(position)
        if slots[position] == nil { slots[position] = initial() }
        body(&slots[position]!)
    }

    @inlinable mutating func reserveSlot(_ position: Int) {
        if position >= slots.count { slots.grow(toHold: position, filling: nil) }
    }
}

extension Array {
    /// Makes room for `position`, filling the new slots: at least twice the slots there were,
    /// so that an array filled key by key grows a few times, not once a key (each growth one
    /// call, which also keeps an unoptimised build, where the generic code is not
    /// specialised, from copying the new slots one by one through the collection protocols).
    @inlinable public mutating func grow(toHold position: Int, filling value: Element) {
        let count = Swift.max(position + 1, 2 * self.count, 16)
        self += Array(repeating: value, count: count - self.count)
    }
}

extension OrdinalMap: Equatable where Value: Equatable {
    /// Equal when every key has the same value, or none in both (however many empty slots
    /// each keeps at its end).
    @inlinable public static func == (a: Self, b: Self) -> Bool {
        for i in 0..<max(a.slots.count, b.slots.count) {
            let (x, y) = (i < a.slots.count ? a.slots[i] : nil, i < b.slots.count ? b.slots[i] : nil)
            if x != y { return false }
        }
        return true
    }
}
