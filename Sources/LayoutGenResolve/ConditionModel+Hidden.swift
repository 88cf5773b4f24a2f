import LayoutGenAlgebra
import LayoutGenSyntax

extension ConditionModel {
    /// The condition with the hidden states a variant fixes put in (`hidden(v)` becomes true or
    /// false), simplified: a branch whose condition becomes `false` is never taken in that
    /// variant, and one that becomes `true` needs no run-time test.
    func assuming(hidden: [Int: Bool]) -> ConditionModel {
        switch self {
        case .constant, .input, .compare: return self
        case .hidden(let item): return hidden[item].map { .constant($0) } ?? self
        case .not(let inner):
            let value = inner.assuming(hidden: hidden)
            if case .constant(let b) = value { return .constant(!b) }
            return .not(value)
        case .and(let a, let b):
            switch (a.assuming(hidden: hidden), b.assuming(hidden: hidden)) {
            case (.constant(false), _), (_, .constant(false)): return .constant(false)
            case (.constant(true), let other), (let other, .constant(true)): return other
            case (let x, let y): return .and(x, y)
            }
        case .or(let a, let b):
            switch (a.assuming(hidden: hidden), b.assuming(hidden: hidden)) {
            case (.constant(true), _), (_, .constant(true)): return .constant(true)
            case (.constant(false), let other), (let other, .constant(false)): return other
            case (let x, let y): return .or(x, y)
            }
        }
    }
}

extension ModelVariant {
    /// The hidden state of each optional view the variant fixes.
    var hiddenStates: [Int: Bool] {
        var states: [Int: Bool] = [:]
        for case .hidden(let item, let isHidden) in literals { states[item] = isHidden }
        return states
    }

    /// The conditions of `when` statement `j`'s branches with the variant's hidden states put in.
    package func conditions(of when: WhenModel) -> [ConditionModel] {
        let states = hiddenStates
        return when.conditions.map { $0.assuming(hidden: states) }
    }

    /// Whether some run-time values select it: the branches it takes need their conditions
    /// true and every earlier branch's false, with its hidden states put in, and some truth
    /// value of the conditions' atoms (Bool inputs, comparisons) meets them all. Two `when`s on
    /// one condition then take matching branches only; comparisons of different values count
    /// as independent (possible, where one may imply the other).
    func isPossible(whens: [WhenModel]) -> Bool {
        var needed: [(condition: ConditionModel, value: Bool)] = []
        for case .branch(let j, let b) in literals {
            let conditions = conditions(of: whens[j])
            needed += conditions.prefix(b).map { ($0, false) }
            if b < conditions.count { needed.append((conditions[b], true)) }
        }
        var atoms: [ConditionAtom] = []
        for (condition, _) in needed { condition.collectAtoms(into: &atoms) }
        // Beyond this many atoms, only what the hidden states decide is ruled out.
        guard atoms.count <= 12 else {
            return !needed.contains { if case .constant(let c) = $0.condition { c != $0.value } else { false } }
        }
        return (0..<(1 << atoms.count)).contains { assignment in
            needed.allSatisfy { $0.condition.value(atoms, assignment) == $0.value }
        }
    }
}

/// A condition's truth value that does not depend on another's: a Bool input, an optional
/// view's hidden state that the variant does not fix, or a comparison
/// `form < 0`, `form <= 0` or `form == 0` with its form's first coefficient positive (any other
/// comparison is one of these or its negation).
package enum ConditionAtom: Equatable {
    case input(Int)
    case hidden(Int)
    case compare(LinearForm, BinaryOperator)
}

extension ConditionModel {
    /// A comparison as an atom and whether it is the atom's negation.
    fileprivate static func atom(_ form: LinearForm, _ op: BinaryOperator) -> (ConditionAtom, negated: Bool) {
        var (form, op) = (form, op)
        let leading = form.terms.first?.coefficient ?? form.symbols.first?.coefficient ?? .one
        if leading < .zero {
            form = form * -.one
            op = [.less: .greater, .greater: .less, .lessOrEqual: .greaterOrEqual, .greaterOrEqual: .lessOrEqual][op] ?? op
        }
        switch op {
        case .greaterOrEqual: return (.compare(form, .less), true)
        case .greater: return (.compare(form, .lessOrEqual), true)
        case .notEqual: return (.compare(form, .equal), true)
        default: return (.compare(form, op), false)
        }
    }

    fileprivate func collectAtoms(into atoms: inout [ConditionAtom]) {
        switch self {
        case .constant: break
        case .input(let i): if !atoms.contains(.input(i)) { atoms.append(.input(i)) }
        case .hidden(let i): if !atoms.contains(.hidden(i)) { atoms.append(.hidden(i)) }
        case .compare(let form, let op):
            let (atom, _) = Self.atom(form, op)
            if !atoms.contains(atom) { atoms.append(atom) }
        case .not(let a): a.collectAtoms(into: &atoms)
        case .and(let a, let b), .or(let a, let b):
            a.collectAtoms(into: &atoms)
            b.collectAtoms(into: &atoms)
        }
    }

    /// Its truth value where atom `k` has bit `k` of `assignment`.
    fileprivate func value(_ atoms: [ConditionAtom], _ assignment: Int) -> Bool {
        switch self {
        case .constant(let c): c
        case .hidden(let i): assignment >> atoms.firstIndex(of: .hidden(i))! & 1 == 1
        case .input(let i): assignment >> atoms.firstIndex(of: .input(i))! & 1 == 1
        case .compare(let form, let op):
            Self.atom(form, op).negated != (assignment >> atoms.firstIndex(of: Self.atom(form, op).0)! & 1 == 1)
        case .not(let a): !a.value(atoms, assignment)
        case .and(let a, let b): a.value(atoms, assignment) && b.value(atoms, assignment)
        case .or(let a, let b): a.value(atoms, assignment) || b.value(atoms, assignment)
        }
    }
}
