import LayoutGenAlgebra
import LayoutGenSyntax

/// What a goal took for granted when it read a `min`/`max` whose arguments were still open
/// after every goal of its level: each open argument ends at the bound (at that moment) on
/// the side that helps the goal. Checked once every unknown is determined; where it holds,
/// the value read is the one the goal would have seen with the arguments still free, so its
/// answer is the optimum.
package struct ExtremumAssumption {
    package var goal: Int
    package var extremum: Int
    package var argument: LinearForm
    package var bound: LinearForm
}

extension GoalSolver {
    /// How `form` moves with `min`/`max` `j`: +1 it grows with it, -1 it shrinks, 0 it does
    /// not read it, nil both ways. It is followed through run-time `min`/`max` values and the
    /// spec's other `min`/`max`s, which grow with their arguments; a measured answer counts as
    /// not reading it.
    package func direction(of j: Int, in form: LinearForm) -> Int? {
        var known: [Symbol: Int?] = [:]
        return direction(of: j, in: form, depth: 0, known: &known)
    }

    /// `direction(of:in:)`, with the direction of every value already followed: values read by
    /// several others (a chain of `max`es, each reading the one before) are followed once.
    private func direction(of j: Int, in form: LinearForm, depth: Int, known: inout [Symbol: Int?]) -> Int? {
        guard depth < 64 else { return nil }
        var result = 0
        for term in form.symbols {
            var sign: Int?
            if let found = known[term.key] {
                sign = found
            } else {
                switch term.key {
                case .extremum(j): sign = 1
                case .extremum(let other):
                    let arguments = arguments(of: other).map { basis.reduce($0).form }
                    sign = direction(of: j, inArguments: arguments, depth: depth, known: &known)
                case .soft(let k):
                    switch runtime.values[k] {
                    case .minimum(let arguments), .maximum(let arguments):
                        sign = direction(of: j, inArguments: arguments, depth: depth, known: &known)
                    case .measured: sign = 0
                    }
                default: sign = 0
                }
                known[term.key] = .some(sign)
            }
            guard var s = sign else { return nil }
            guard s != 0 else { continue }
            if term.coefficient < .zero { s = -s }
            guard result == 0 || result == s else { return nil }
            result = s
        }
        return result
    }

    /// How a `min`/`max` of `arguments` moves with `min`/`max` `j` (see `direction(of:in:)`).
    private func direction(of j: Int, inArguments arguments: [LinearForm], depth: Int, known: inout [Symbol: Int?]) -> Int? {
        var result = 0
        for argument in arguments {
            guard let d = direction(of: j, in: argument, depth: depth + 1, known: &known) else { return nil }
            guard d != 0 else { continue }
            guard result == 0 || result == d else { return nil }
            result = d
        }
        return result
    }

    /// The assumptions under which goal `k` (`e ⋈ target`, bounded as `projection` says) may
    /// read the open `min`/`max` values it needs: nil when there are none that make its answer
    /// exact (an equality, a target or a condition that reads one, a value read both ways, an
    /// argument without a bound on the side that helps). An `e >= t` wants its upper bounds
    /// large, an `e <= t` its lower bounds small; a `max`'s value is least where each open
    /// argument is at its lower bound (a `min`'s too), greatest at their upper bounds; a bound
    /// that reads another open value wants it the same way, and so on.
    mutating func assumptions(
        for k: Int, target: LinearForm, relation: Relation, projection: Projection
    ) -> [ExtremumAssumption]? {
        let neutral = [target] + projection.conditions.map(\.form)
        guard extremumWithOpenArguments(in: neutral) == nil else { return nil }
        // Looser bounds help: an upper bound large, a lower bound small.
        var pending: [(form: LinearForm, want: Int)] = []
        if relation != .lessOrEqual { pending += projection.upper.map { ($0.value, 1) } }
        if relation != .greaterOrEqual { pending += projection.lower.map { ($0.value, -1) } }
        var wanted: [Int: Int] = [:]
        var result: [ExtremumAssumption] = []
        while let (form, want) = pending.popLast() {
            var skipping = Set<Int>()
            while let j = extremumWithOpenArguments(in: [form], skipping: skipping) {
                skipping.insert(j)
                guard let d = direction(of: j, in: form), d != 0 else { return nil }
                let helps = want * d
                if let earlier = wanted[j] {
                    guard earlier == helps else { return nil }
                    continue
                }
                wanted[j] = helps
                for argument in arguments(of: j) {
                    let reduced = basis.reduce(argument).form
                    // The container's extents are decided by their own goals (the given size, a
                    // fitting size), not held at a bound.
                    guard !reduced.terms.contains(where: { $0.key == .containerWidth || $0.key == .containerHeight })
                    else { return nil }
                    guard !reduced.isKnown else {
                        pending.append((reduced, helps))
                        continue
                    }
                    let span = project(reduced)
                    let bound =
                        helps > 0
                        ? runtime.minimum(span.upper.map(\.value)) : runtime.maximum(span.lower.map(\.value))
                    guard let bound else { return nil }
                    result.append(ExtremumAssumption(goal: k, extremum: j, argument: argument, bound: bound))
                    pending.append((bound, helps))
                }
            }
        }
        return result
    }

    /// After STEP 4: reports the first assumption that does not hold.
    mutating func reportBrokenAssumptions() -> Bool {
        for assumption in extremumAssumptions {
            let final = basis.reduce(assumption.argument).form
            guard final != assumption.bound else { continue }
            reportExtremumNeededEarly(assumption.goal, extremum: assumption.extremum)
            return true
        }
        return false
    }
}
