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
    func conditions(of when: WhenModel) -> [ConditionModel] {
        let states = hiddenStates
        return when.conditions.map { $0.assuming(hidden: states) }
    }

    /// Whether some run-time values select it: no branch it takes has a condition its hidden
    /// states make false, or an earlier branch whose condition they make true.
    func isPossible(whens: [WhenModel]) -> Bool {
        for case .branch(let j, let b) in literals {
            let conditions = conditions(of: whens[j])
            if conditions.prefix(b).contains(.constant(true)) { return false }
            if b < conditions.count, conditions[b] == .constant(false) { return false }
        }
        return true
    }
}
