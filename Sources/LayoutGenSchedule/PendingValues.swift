import LayoutGenAlgebra
import LayoutGenResolve

/// The attributes whose values the plan builder has not emitted yet, in declaration order,
/// each filed under the first symbol of its value that has no operand yet: binding a symbol
/// wakes only the attributes filed under it.
package struct PendingValues {
    /// An attribute not yet emitted: its value, and how many of the value's symbols (in
    /// order) were found to have operands.
    package struct Value {
        package var variable: Variable
        package var form: LinearForm
        var boundSymbols = 0
    }

    /// Every attribute, in declaration order.
    private var values: [Value]
    /// The indices in `values` of the attributes waiting for each symbol.
    private var waiting = OrdinalMap<Symbol, [Int]>()
    /// Attributes not filed under a symbol yet (at first, all of them).
    private var unfiled: [Int]

    package init(_ values: [Value]) {
        self.values = values
        self.unfiled = Array(values.indices)
    }

    /// The attributes all of whose symbols `isBound` now, in declaration order, given the
    /// symbols bound since the last call; they are no longer pending.
    mutating func takeCompleted(newlyBound: some Sequence<Symbol>, isBound: (Symbol) -> Bool) -> [Value] {
        var candidates = unfiled
        unfiled = []
        for symbol in newlyBound {
            guard let woken = waiting[symbol], !woken.isEmpty else { continue }
            candidates += woken
            waiting[symbol] = []
        }
        var completed: [Int] = []
        for i in candidates {
            let symbols = values[i].form.symbols
            var bound = values[i].boundSymbols
            while bound < symbols.count, isBound(symbols[bound].key) { bound += 1 }
            values[i].boundSymbols = bound
            if bound == symbols.count {
                completed.append(i)
            } else {
                waiting.modify(symbols[bound].key, default: []) { $0.append(i) }
            }
        }
        return completed.sorted().map { values[$0] }
    }
}
