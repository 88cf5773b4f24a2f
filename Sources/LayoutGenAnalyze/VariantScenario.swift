import LayoutGenAlgebra
import LayoutGenPlan
import LayoutGenSyntax

/// The inputs under which one program of a layout runs: the plan runs the first variant whose
/// direction and condition hold, so a variant is reached where its condition holds and no earlier
/// one's does. Found by trying every truth value of the conditions' atoms (Bool inputs, hidden
/// views, comparisons of the container's size and inputs); a comparison's truth is kept as rows
/// over the domain.
///
/// An atom that only changes numbers within a variant (an optional view hidden without a variant
/// of its own, a Bool input a `when` chooses numbers by) and that no variant's condition reads is
/// *open*: it makes no scenarios of its own (a row of 8 such views and 3 such flags would be
/// 2,048), and the search takes each truth of it only where the steps it follows read it
/// (`PathExplorer`, `open`).
package struct VariantScenario {
    /// The variant (index into `LayoutPlan.variants`).
    package var variant: Int
    /// The direction it is evaluated in.
    package var direction: Direction
    /// The Bool inputs' values (index → 0 or 1).
    var bools: [Int: Rational]
    /// The optional views hidden (element indices).
    package var hidden: Set<Int>
    /// The comparisons' truth: `row <= 0` for each.
    package var rows: [AffineForm]
    /// Each atom of the conditions with its truth in this scenario.
    var truths: [(atom: PlanCondition, value: Bool)] = []
    /// The open atoms (`.hidden` and `.input` only), the same in every scenario of the layout.
    package var open: [PlanCondition] = []

    /// This scenario with the open atoms given a truth by a path (nil: left as shown, false).
    package func taking(_ truths: [Bool?]) -> VariantScenario {
        var result = self
        for (atom, truth) in zip(open, truths) {
            guard let truth else { continue }
            result.truths.append((atom, truth))
            switch atom {
            case .input(let i): result.bools[i] = truth ? .one : .zero
            case .hidden(let e): if truth { result.hidden.insert(e) }
            default: break
            }
        }
        return result
    }

    /// Whether a condition of the plan holds in this scenario.
    package func holds(_ condition: PlanCondition) -> Bool { Self.holds(condition, truths) }

    /// Whether a condition holds where its atoms have these truths.
    package static func holds(_ condition: PlanCondition, _ truths: [(atom: PlanCondition, value: Bool)]) -> Bool {
        switch condition {
        case .constant(let value): value
        case .not(let a): !holds(a, truths)
        case .and(let a, let b): holds(a, truths) && holds(b, truths)
        case .or(let a, let b): holds(a, truths) || holds(b, truths)
        default: truths.first { $0.atom == condition }?.value ?? false
        }
    }

    /// At most this many atoms are tried exhaustively (2^n assignments).
    static let atomLimit = 12
    /// How far a strict comparison keeps from equality.
    static let strictness = Rational(1, 1000)

    /// Every reachable (variant, direction, comparison truths), each with the first Bool inputs
    /// and hidden views that reach it; nil when the conditions have too many atoms to try.
    package static func all(_ layout: LayoutPlan, domain: CheckDomain) -> [VariantScenario]? {
        var atoms: [PlanCondition] = []
        func collect(_ c: PlanCondition, into atoms: inout [PlanCondition]) {
            switch c {
            case .constant: break
            case .input, .hidden, .compare: if !atoms.contains(c) { atoms.append(c) }
            case .not(let a): collect(a, into: &atoms)
            case .and(let a, let b), .or(let a, let b):
                collect(a, into: &atoms)
                collect(b, into: &atoms)
            }
        }
        for variant in layout.variants { collect(variant.condition, into: &atoms) }
        // Within a variant, whether an optional view hidden without a variant of its own is
        // shown, and the numbers a `when` chooses by its branch, change the numbers: those
        // atoms' truths are scenarios of their own.
        var numbers: [PlanCondition] = []
        layout.forEachProgram { variant in
            for step in variant.steps {
                switch step.operation {
                case .shown(let e): collect(.hidden(e), into: &numbers)
                case .choice(let conditions, _): for c in conditions { collect(c, into: &numbers) }
                default: break
                }
            }
        }
        // Open: a hidden view or Bool input that changes numbers, that no variant's condition
        // reads, and that no step reads as a number.
        let read = Set(layoutInputsRead(layout))
        let open = numbers.filter { atom in
            switch atom {
            case .hidden: !atoms.contains(atom)
            case .input(let i): !atoms.contains(atom) && !read.contains(i)
            default: false
            }
        }
        for atom in numbers where !open.contains(atom) { collect(atom, into: &atoms) }
        guard atoms.count + open.count <= atomLimit else { return nil }
        let directions: [Direction] =
            layout.variants.allSatisfy { $0.direction == nil } ? [.leftToRight] : [.leftToRight, .rightToLeft]
        var result: [VariantScenario] = []
        // A scenario's variant, direction and the truths of `distinct`, as one number.
        var seen = Set<Int>()
        // Comparisons (their rows) and the atoms that change numbers within a variant: each
        // truth of them is its own scenario.
        let distinct = atoms.indices.filter {
            if case .compare = atoms[$0] { true } else { numbers.contains(atoms[$0]) }
        }
        for assignment in 0..<(1 << atoms.count) {
            let truths = atoms.enumerated().map { k, atom in (atom: atom, value: assignment & (1 << k) != 0) }
            for direction in directions {
                guard
                    let v = layout.variants.firstIndex(where: {
                        ($0.direction ?? direction) == direction && holds($0.condition, truths)
                    })
                else { continue }
                var key = v << 1 | (direction == .leftToRight ? 0 : 1)
                for k in distinct { key = key << 1 | assignment >> k & 1 }
                guard seen.insert(key).inserted else { continue }
                var scenario = VariantScenario(
                    variant: v, direction: direction, bools: [:], hidden: [], rows: [], truths: truths, open: open)
                for (atom, isTrue) in truths {
                    switch atom {
                    case .input(let i): scenario.bools[i] = isTrue ? .one : .zero
                    case .hidden(let e): if isTrue { scenario.hidden.insert(e) }
                    case .compare(let left, let op, let right):
                        guard let rows = comparison(left, op, right, isTrue, domain: domain, layout: layout) else { return nil }
                        scenario.rows += rows
                    default: break
                    }
                }
                result.append(scenario)
            }
        }
        return result
    }

    /// The inputs some step reads as a number.
    private static func layoutInputsRead(_ layout: LayoutPlan) -> [Int] {
        var result: [Int] = []
        layout.forEachProgram { variant in
            for step in variant.steps {
                for case .parameter(.input(let i)) in step.operation.operands { result.append(i) }
            }
        }
        return result
    }

    /// `left ⋈ right` (or its negation) as rows `<= 0`; nil when a number cannot be held exactly.
    private static func comparison(
        _ left: AffineExpression, _ op: BinaryOperator, _ right: AffineExpression, _ isTrue: Bool, domain: CheckDomain,
        layout: LayoutPlan
    ) -> [AffineForm]? {
        func form(_ e: AffineExpression) -> AffineForm? {
            guard let constant = Rational.exactly(e.constant) else { return nil }
            var result = AffineForm(constant: constant)
            for term in e.terms {
                let unknown: AffineForm
                switch term.operand {
                case .parameter(.width): unknown = AffineForm(unknown: domain.width)
                case .parameter(.height): unknown = AffineForm(unknown: domain.height)
                case .parameter(.input(let i)):
                    guard let j = domain.inputs[i] else { return nil }
                    unknown = AffineForm(unknown: j)
                case .constant(let c):
                    guard let value = Rational.exactly(c) else { return nil }
                    unknown = AffineForm(constant: value)
                default: return nil
                }
                result.add(unknown, times: Rational(term.numerator, term.denominator))
            }
            return result
        }
        guard let l = form(left), let r = form(right) else { return nil }
        let d = l - r
        let epsilon = AffineForm(constant: strictness)
        // Each relation, and its negation, as `d ⋈ 0`; `!=` true and `==` false keep one side
        // (d > 0), which reaches the variant at fewer inputs but never at a wrong one.
        switch (op, isTrue) {
        case (.lessOrEqual, true), (.greater, false): return [d]
        case (.less, true), (.greaterOrEqual, false): return [d + epsilon]
        case (.greaterOrEqual, true), (.less, false): return [-d]
        case (.greater, true), (.lessOrEqual, false), (.notEqual, true), (.equal, false): return [-d + epsilon]
        case (.equal, true), (.notEqual, false): return [d, -d]
        default: return nil
        }
    }
}
