import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenResolve

/// The under-determined error (LANGUAGE.md §11): per item and axis, what is set and what
/// could complete it.
package enum UnderDeterminedReport {
    /// Per item, the attributes the active constraints name, in order of first mention. Read
    /// once for all items: a chain `a.top == b.top == …` of n items is n - 1 constraints that
    /// each name all n, so reading the constraints per item took O(n³).
    static func mentionedAttributes(_ constraints: [Constraint]) -> [Int: [String]] {
        var mentioned: [Int: [String]] = [:]
        for constraint in constraints {
            for mention in constraint.mentions
            where !(mentioned[mention.item] ?? []).contains(mention.attribute) {
                mentioned[mention.item, default: []].append(mention.attribute)
            }
        }
        return mentioned
    }

    /// `mentioned`: the attributes of item `i` the active constraints name, in order.
    /// `sizeKnown`: its size along the axis is determined (measured, or set), only its position
    /// is not: one more position completes it. `apart`: where the bounds of one of its unknowns
    /// are apart, in words (a note). `undecided`: its bounds may meet, but exact
    /// arithmetic could not decide whether they do for every run-time value (a distinct error).
    /// `unplaced`: the items its constraints along the axis relate it to, where each is not
    /// placed along it either (named in the hint, which then says to place them).
    package static func report(
        _ item: Item, isHorizontal: Bool, mentioned: [String], sizeKnown: Bool, undecided: Bool = false,
        apart: String? = nil, unplaced: [String] = [], notes more: [DiagnosticNote] = [],
        diagnostics: DiagnosticCollector
    ) {
        let constrained = mentioned.filter(axisAttributes(isHorizontal: isHorizontal).contains)
        let sizes: Set<String> = ["width", "height", "size"]
        var hint: String
        let (edgeA, edgeB, centre, size) =
            isHorizontal
            ? ("leading", "trailing", "centerX", "width") : ("top", "bottom", "centerY", "height")
        if sizeKnown {
            let positions = constrained.filter { !sizes.contains($0) }
            hint =
                positions.isEmpty
                ? (item.isMeasured ? "its \(size) is measured: " : "")
                    + "constrain one of \(edgeA), \(edgeB) or \(centre)"
                : "constrain the items it is related to"
        } else if constrained.isEmpty {
            hint = "constrain two of \(edgeA), \(edgeB), \(centre) and \(size)"
        } else if constrained.allSatisfy(sizes.contains) {
            hint = "constrain its \(edgeA), \(edgeB) or \(centre)"
        } else if constrained.contains(where: sizes.contains) {
            hint = "constrain the items it is related to, or one more of its attributes"
        } else {
            hint = "constrain its \(size) or one more of \(edgeA), \(edgeB), \(centre)"
        }
        if !unplaced.isEmpty, hint.hasPrefix("constrain the items it is related to") {
            let names = unplaced.map { "'\($0)'" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            let position = isHorizontal ? "horizontal position" : "vertical position"
            hint =
                "it is related only to \(list), whose \(position)\(names.count == 1 ? " is" : "s are") not determined "
                + "either: place \(names.count == 1 ? "it" : "them"), or relate '\(item.name)' to something placed"
        }
        let quoted = constrained.map { "'\($0)'" }
        let axis =
            (isHorizontal ? "horizontal position" : "vertical position")
            + (sizeKnown ? "" : isHorizontal ? " or width" : " or height")
        if undecided {
            diagnostics.error(.determinationUndecided(item: item.name, axis: axis, programLimit: BoundsMeeting.programLimit), at: item.range)
            return
        }
        diagnostics.error(
            .underDetermined(item: item.name, axis: axis, constrained: quoted, hint: hint),
            at: item.range,
            notes: (apart.map { [DiagnosticNote($0, at: item.range)] } ?? []) + more)
    }

    /// The attributes that act along an axis, as constraints name them.
    static func axisAttributes(isHorizontal: Bool) -> Set<String> {
        isHorizontal
            ? ["left", "right", "leading", "trailing", "centerX", "width", "size", "center", "edges"]
            : ["top", "bottom", "centerY", "height", "size", "center", "edges"]
    }

    /// Where an unknown's bounds are apart (`BoundsMeeting.witness`), in words, for the error's
    /// note: the run-time values the witness sets (the given size, the measured views' answers,
    /// the inputs, the insets, hidden views, baselines) and the interval the unknown may take.
    static func apart(
        _ witness: (values: [Symbol: Rational], lower: Rational, upper: Rational), of variable: Variable,
        model: LayoutModel, runtime: RuntimeValues
    ) -> String {
        func number(_ value: Rational) -> String { (value < .zero ? "-" : "") + format(value) }
        func name(_ i: Int) -> String { "'\(model.items[i].name)'" }
        var parts: [String] = []
        for (symbol, value) in witness.values.sorted(by: { $0.key < $1.key }) {
            switch symbol {
            case .givenWidth: parts.append("the given width is \(number(value))")
            case .givenHeight: parts.append("the given height is \(number(value))")
            case .safeArea(let edge):
                let edges = ["top", "leading", "bottom", "trailing"]
                parts.append("the safe area's \(edges[edge]) inset is \(number(value))")
            case .input(let i): parts.append("'\(model.inputs[i].name)' is \(number(value))")
            case .shown(let i): parts.append("\(name(i)) is \(value.isZero ? "hidden" : "shown")")
            case .firstBaseline(let i): parts.append("\(name(i))'s first baseline is \(number(value)) from its top")
            case .lastBaselineDepth(let i): parts.append("\(name(i))'s last baseline is \(number(value)) above its bottom")
            default:
                if case .measured(let item, let isWidth) = runtime.value(of: symbol) {
                    parts.append("\(name(item)) measures \(number(value)) \(isWidth ? "wide" : "tall")")
                }
            }
        }
        let attribute = variable.slot.map { ["leading", "width", "top", "height"][$0] } ?? "value"
        let interval =
            "its \(attribute) may be anywhere from \(number(witness.lower)) to \(number(witness.upper))"
            + " with every constraint met as well as it can be"
        return parts.isEmpty ? interval : "where " + parts.joined(separator: ", ") + ", " + interval
    }

    /// A number as messages show it: its magnitude, as an integer when it is one.
    package static func format(_ value: Rational) -> String {
        let magnitude = value < .zero ? -value : value
        return magnitude.isInteger ? "\(magnitude.numerator)" : "\(magnitude.doubleValue)"
    }
}
