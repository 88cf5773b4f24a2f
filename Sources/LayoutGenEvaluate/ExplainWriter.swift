import LayoutGenAlgebra
import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenSyntax

/// Writes one variant's values in the spec's terms, for `explain`: attributes as
/// `icon.top`, the container as `super.width`, measured answers as `title.height`, flexible
/// units as `F`, shrink units as `S`, preferred values as `P`, `min`/`max` calls as written in
/// the spec; parts of other values (bounds, arguments, long sums split in two) are written out
/// where they are used. Operators are typeset (`−`, `×`, `≤`) so the text reads as prose, not
/// as Swift.
package struct ExplainWriter {
    package let layout: LayoutPlan
    package let variant: Variant
    package let file: SourceFile
    /// The label of each flexible-unit, shrink-unit and preferred step: `F`, `F2`, …, `S`, …,
    /// `P`, `P2`, ….
    private var labels: [Int: String] = [:]

    package init(layout: LayoutPlan, variant: Variant, file: SourceFile) {
        self.layout = layout
        self.variant = variant
        self.file = file
        var counts: [String: Int] = [:]
        for (k, step) in variant.steps.enumerated() {
            let letter: String
            switch step.subject {
            case .flexibleUnit: letter = "F"
            case .shrinkUnit: letter = "S"
            case .preferred: letter = "P"
            default: continue
            }
            let n = counts[letter, default: 0] + 1
            counts[letter] = n
            labels[k] = n == 1 ? letter : letter + String(n)
        }
    }

    /// `icon.top`, `list.contentHeight`.
    package func name(_ element: Int, _ attribute: ElementAttribute) -> String {
        layout.elements[element].name + "." + attribute.rawValue
    }

    /// How a step's value is named where it is used; nil for a part written out in place.
    package func label(ofStep k: Int) -> String? {
        let step = variant.steps[k]
        switch step.subject {
        case .intermediate, .measurement: return nil
        case .attribute(let element, let attribute): return name(element, attribute)
        case .container(let isWidth): return isWidth ? "super.width" : "super.height"
        case .flexibleUnit, .shrinkUnit, .preferred: return labels[k]
        case .extremum: return file.text(of: step.source)
        }
    }

    /// An operand's text, and whether it is a sum that needs parentheses inside another one.
    package func term(_ operand: Operand) -> (text: String, isCompound: Bool) {
        switch operand {
        case .constant(let v): return (number(v), false)
        case .value(let k):
            if let label = label(ofStep: k) { return (label, false) }
            switch variant.steps[k].operation {
            case .affine(let terms, let constant):
                let isCompound = terms.count > 1 || (!terms.isEmpty && constant != 0) || terms.first?.isNegative == true
                return (affine(terms, constant: constant), isCompound)
            case .extremum(let isMinimum, let operands): return (extremum(isMinimum: isMinimum, operands), false)
            case .rounded(let value, let rounding): return (rounded(value, rounding), false)
            case .product(let value, let factor): return (product(value, factor), false)
            case .measure: return (variant.steps[k].name, false)
            case .shown(let element): return ("shown(\(layout.elements[element].name))", false)
            case .choice, .leastErrors, .select: return (variant.steps[k].name, false)
            }
        case .measured(let k, let isWidth):
            guard case .measure(let element, _, _) = variant.steps[k].operation else { return ("?", false) }
            let attribute: ElementAttribute = isWidth ? .width : .height
            if takesAnswer(element: element, isWidth: isWidth, step: k) { return (name(element, attribute), false) }
            return ("\(layout.elements[element].name)'s measured \(attribute.rawValue)", false)
        case .baseline(let k, let isFirst):
            guard case .measure(let element, _, _) = variant.steps[k].operation else { return ("?", false) }
            return ("\(layout.elements[element].name)'s measured \(isFirst ? "first" : "last") baseline", false)
        case .parameter(.width): return ("super.width", false)
        case .parameter(.height): return ("super.height", false)
        case .parameter(.input(let i)): return (layout.inputs[i].name, false)
        case .parameter(.safeArea(let edge)):
            return ("safeAreaInsets." + ["top", "leading", "bottom", "trailing"][edge], false)
        case .unbounded: return ("any", false)
        }
    }

    /// An operand's text.
    package func text(_ operand: Operand) -> String { term(operand).text }

    /// `floor(a − b)`, `round(a × 0.68, pixel)`.
    package func rounded(_ value: Operand, _ rounding: Rounding) -> String {
        "\(rounding.name)(\(text(value))\(rounding.toPixel ? ", pixel" : ""))"
    }

    /// `(a − 24) × progress`.
    package func product(_ value: Operand, _ factor: Operand) -> String {
        let factors = [value, factor].map { operand in
            let (text, isCompound) = term(operand)
            return isCompound ? "(\(text))" : text
        }
        return factors.joined(separator: " × ")
    }

    /// `a + b × 2 − c / 3 − 12`; sums written out in place are parenthesised.
    package func affine(_ terms: [AffineTerm], constant: Double) -> String {
        if terms.isEmpty { return number(constant) }
        var text = ""
        for (n, t) in terms.enumerated() {
            let (operand, isCompound) = term(t.operand)
            let magnitude = t.numerator.magnitude
            let alone = terms.count == 1 && constant == 0 && magnitude == 1 && t.denominator == 1 && !t.isNegative
            var part = isCompound && !alone ? "(\(operand))" : operand
            if magnitude != 1 { part += " × \(magnitude)" }
            if t.denominator != 1 { part += " / \(t.denominator)" }
            if n == 0 {
                text = t.isNegative ? "−" + part : part
            } else {
                text += (t.isNegative ? " − " : " + ") + part
            }
        }
        if constant != 0 { text += (constant < 0 ? " − " : " + ") + number(abs(constant)) }
        return text
    }

    /// `min(a, b, c)`.
    package func extremum(isMinimum: Bool, _ operands: [Operand]) -> String {
        (isMinimum ? "min(" : "max(") + operands.map(text).joined(separator: ", ") + ")"
    }

    /// Where a value comes from: `icon.centerY == super.centerY, line 13`, or for part of a
    /// line, `-4- in V: |-(*)-[title]-4-[subtitle]-(*)-|, line 23`.
    func cite(_ range: SourceRange) -> String {
        let line = statement(range.start.line)
        let part = file.text(of: range)
        let isDeclaration = line.hasPrefix("view ") || line.hasPrefix("guide ")
        let whole = part.isEmpty || isDeclaration || line.hasPrefix(part) || !line.contains(part)
        let quoted = whole ? (line.isEmpty ? part : line) : "\(part) in \(line)"
        let others = FoldedSource.lines(layout.otherBranches(of: range)).map { "; " + $0 } ?? ""
        return (quoted.isEmpty ? "line \(range.start.line)" : "\(quoted), line \(range.start.line)") + others
    }

    /// A source line without indentation and `//` comment.
    package func statement(_ number: Int) -> String {
        var line = Substring(file.line(number) ?? "")
        if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
        return line.trimmingWhiteSpace
    }

    /// A number as the spec would write it: `12`, `0.5`, `-0` as `0`.
    package func number(_ value: Double) -> String {
        value == 0 ? "0" : SwiftLiteral.number(value)
    }

    /// Whether an element's frame takes a measurement's answer along an axis unchanged.
    func takesAnswer(element: Int, isWidth: Bool, step k: Int) -> Bool {
        let frame = variant.frames[element]
        return (isWidth ? frame.width : frame.height) == .measured(k, isWidth: isWidth)
    }

    /// Whether an element's axis comes from its measurement, rather than being fixed by its
    /// constraints and only proposed.
    func usesAnswer(element: Int, isWidth: Bool, step k: Int) -> Bool {
        takesAnswer(element: element, isWidth: isWidth, step: k)
    }
}

extension Substring {
    /// Without leading and trailing white space.
    var trimmingWhiteSpace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
