import LayoutGenAlgebra
import LayoutGenResolve
import LayoutGenSyntax

/// Checks the sequences as written (docs/language.md, "Sequences" and "Optional views"),
/// independently of how the resolver lowers them. Along the axis, in the leading-to-trailing
/// direction:
///
/// - each gap is the distance from the end of the node before it (the start of a hidden item,
///   which takes zero extent; the start edge of the container) to the start of the node after
///   it (the end edge of the container);
/// - a hidden item collapses one adjacent gap to 0: the one after it while a visible item
///   follows, else the one before it;
/// - fixed gaps and sizes hold, bounded ones are clamps; all flexible parts of a sequence are
///   `basis + weight · F` with one `F ≥ 0` (any `F` when the sequence is `unbounded`); a size
///   written in the sequence holds only while its item is visible;
/// - the gap that reaches the end edge is a goal, not required (the reference solve checks it);
/// - parts that shrink on overflow (`500 - 2*`) and, in their sequence, the fill equation follow
///   a second unit and are left to the constraint checks;
/// - when every item is hidden, each item starts at the sequence's start edge;
/// - `align` makes every item share the cross-axis attribute.
///
/// Gap and size values that are not numbers, inputs, `let`s of those, or another item's size
/// are not checked here (the lowered constraints still are).
package struct SequenceChecker {
    let checker: ConstraintChecker
    package var violations: [Violation] = []
    /// `let` values by name, computed on demand.
    var lets: [String: Expr] = [:]
    private var whenIndex = 0

    package var model: LayoutModel { checker.model }
    package var values: VerifierValues { checker.values }

    package init(checker: ConstraintChecker) {
        self.checker = checker
    }

    package mutating func check() {
        collectLets(checker.layout.syntax.body)
        walk(checker.layout.syntax.body, superRef: .container)
    }

    private mutating func collectLets(_ body: [Statement]) {
        for statement in body {
            switch statement {
            case .letBinding(let decl): lets[decl.name.text] = decl.value
            case .view(let decl): if let b = decl.body { collectLets(b) }
            case .guide(let decl): if let b = decl.body { collectLets(b) }
            default: break
            }
        }
    }

    /// Walks blocks in the resolver's order, so `when` statements are numbered alike.
    private mutating func walk(_ body: [Statement], superRef: SuperRef, branchActive: Bool = true) {
        for statement in body {
            switch statement {
            case .sequence(let stmt) where branchActive:
                checkSequence(stmt, superRef: superRef)
            case .view(let decl):
                for name in decl.names {
                    guard let body = decl.body, let i = index(of: name.text) else { continue }
                    walk(body, superRef: .view(i))
                }
            case .guide(let decl):
                for name in decl.names {
                    guard let body = decl.body, let i = index(of: name.text) else { continue }
                    walk(body, superRef: .guide(i))
                }
            case .when(let stmt):
                let w = whenIndex
                whenIndex += 1
                let chosen = values.variant.literals.compactMap { literal -> Int? in
                    if case .branch(w, let b) = literal { return b }
                    return nil
                }.first
                for (b, branch) in stmt.branches.enumerated() {
                    walk(branch.body, superRef: superRef, branchActive: chosen == b)
                }
                if let body = stmt.elseBody {
                    walk(body, superRef: superRef, branchActive: chosen == stmt.branches.count)
                }
            default:
                break
            }
        }
    }

    package func index(of name: String) -> Int? {
        model.items.firstIndex { $0.name == name }
    }

    package func isHidden(_ i: Int) -> Bool {
        model.items[i].isOptional && values.arguments.hidden.contains(model.items[i].name)
    }

    /// Start and extent of an item along an axis (leading-to-trailing for `H`).
    package func span(_ i: Int, horizontal: Bool) -> (start: Double, size: Double) {
        let v = values.variables
        return horizontal ? (v[.leading(i)]!, v[.width(i)]!) : (v[.top(i)]!, v[.height(i)]!)
    }

    /// The rectangle a sequence's `|` bars stand for, along its axis.
    package func container(_ stmt: SequenceStmt, superRef: SuperRef) -> (start: Double, size: Double)? {
        let horizontal = stmt.axis == .horizontal
        func inside(_ a: Int) -> (Double, Double)? {
            let item = model.items[a]
            let scrolls = horizontal ? item.scrollsHorizontally : item.scrollsVertically
            let variable: Variable = scrolls ? (horizontal ? .contentWidth(a) : .contentHeight(a)) : (horizontal ? .width(a) : .height(a))
            return values.variables[variable].map { (0, $0) }
        }
        if let name = stmt.container {
            guard let g = index(of: name.text) else { return nil }
            return model.items[g].isContainer && model.items[g].kind == .view ? inside(g) : span(g, horizontal: horizontal)
        }
        switch superRef {
        case .container:
            return values.variables[horizontal ? .containerWidth : .containerHeight].map { (0, $0) }
        case .view(let a): return inside(a)
        case .guide(let g): return span(g, horizontal: horizontal)
        }
    }
}
