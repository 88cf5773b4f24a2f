import LayoutGenAlgebra

/// The inequalities connected to a form through shared unknowns, directly or through other
/// rows, and the unknowns they reach: what a projection reads, and what moves with a goal's
/// expression. Flags by unknown in one array, without hashing or generic code: it runs for
/// nearly every goal.
package struct ConnectedUnknowns {
    /// The indices (among the rows given) of the connected rows, in order.
    package private(set) var rows: [Int] = []
    /// Per position (`Variable.denseIndex`), whether the unknown is reached.
    private var reached: [Bool] = []

    /// No unknown reached: what a goal that reads no open `min`/`max` needs.
    package init() {}

    /// The rows connected to `form` and the unknowns they reach (the form's own included).
    package init(of form: LinearForm, in all: [InequalityRow]) {
        let own = form.terms
        for k in 0..<own.count { _ = insert(own[k].key) }
        var included = [Bool](repeating: false, count: all.count)
        // Plain loops: closures and generic algorithms cost a call each per row in the
        // generator as consumers build it (without optimisation). The rows are read round and
        // round until each has been read once since the last unknown newly reached (not in
        // whole passes until one reaches nothing, which reads every row once more).
        var (i, readSinceNew) = (0, 0)
        while readSinceNew < all.count {
            if !included[i] && readsReached(all[i].form) {
                included[i] = true
                let terms = all[i].form.terms
                for k in 0..<terms.count where insert(terms[k].key) { readSinceNew = 0 }
            }
            readSinceNew += 1
            i = i + 1 == all.count ? 0 : i + 1
        }
        for i in 0..<all.count where included[i] { rows.append(i) }
    }

    /// Whether the form has an unknown reached.
    private func readsReached(_ form: LinearForm) -> Bool {
        // An index loop: iterating an array of terms costs type metadata at each step
        // unoptimised.
        let terms = form.terms
        for k in 0..<terms.count where contains(terms[k].key) { return true }
        return false
    }

    /// Whether the unknown is reached.
    package func contains(_ variable: Variable) -> Bool {
        let position = variable.denseIndex
        return position < reached.count && reached[position]
    }

    /// Marks the unknown reached; whether it was not before.
    private mutating func insert(_ variable: Variable) -> Bool {
        let position = variable.denseIndex
        if position >= reached.count { reached.grow(toHold: position, filling: false) }
        if reached[position] { return false }
        reached[position] = true
        return true
    }
}
