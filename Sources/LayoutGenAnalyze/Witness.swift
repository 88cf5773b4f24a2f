import Foundation
import LayoutGenAlgebra
import LayoutGenEvaluate
import LayoutGenPlan

/// One concrete input that shows a problem (LANGUAGE.md §12): the arguments `eval` takes, as
/// it takes them. A point of the domain found by a linear program becomes a witness only after
/// the plan, evaluated at the arguments as written here (numbers as printed), shows the problem.
package struct Witness {
    /// What `eval` is given.
    package var arguments: EvaluationArguments
    /// The same as `eval` options: `--size 320x0 --fit height --measure title=320x20 …`.
    package var options: String

    /// The witness at `point` for a scenario of `layout`, the measured views of `empty` answering
    /// 0×0 (no `--measure`).
    package init(point: [Rational], scenario: VariantScenario, empty: Set<Int> = [], layout: LayoutPlan, domain: CheckDomain) {
        func number(_ j: Int) -> Double { Self.printable(point[j]) }
        let width = number(domain.width)
        let height = domain.heightDeclared ? number(domain.height) : 0
        arguments = EvaluationArguments(
            width: width, height: height, rightToLeft: scenario.direction == .rightToLeft,
            fit: domain.heightDeclared ? [] : .height)
        var words = ["--size \(Self.text(width))x\(Self.text(height))"]
        if !domain.heightDeclared { words.append("--fit height") }
        for (i, input) in layout.inputs.enumerated() {
            let value: Double
            if let j = domain.inputs[i] {
                value = number(j)
            } else {
                value = scenario.bools[i]?.doubleValue ?? input.defaultValue ?? 0
            }
            arguments.inputs[input.name] = value
            guard value != input.defaultValue else { continue }
            words.append("--input \(input.name)=\(input.isBool ? (value != 0 ? "true" : "false") : Self.text(value))")
        }
        for e in scenario.hidden.sorted() {
            arguments.hidden.insert(layout.elements[e].name)
            words.append("--hidden \(layout.elements[e].name)")
        }
        for (e, unknowns) in domain.measured.sorted(by: { $0.key < $1.key })
        where !scenario.hidden.contains(e) && !empty.contains(e) {
            var (w, h) = (number(unknowns.width), number(unknowns.height))
            guard w != 0 || h != 0 else { continue }
            // An empty text has no line: a line of some height needs some width.
            if w == 0 { w = 0.001 }
            // A text that wraps (`domain NAME.lines`) wraps to at most its lines.
            let lines = domain.lines[e] ?? 1
            arguments.measure[layout.elements[e].name] = .text(width: w, height: h, lines: lines)
            words.append("--measure \(layout.elements[e].name)=text:\(Self.text(w))x\(Self.text(h)):\(lines)")
        }
        if scenario.direction == .rightToLeft { words.append("--rtl") }
        options = words.joined(separator: " ")
    }

    /// The value as printed: whole points, or three decimals.
    package static func printable(_ value: Rational) -> Double {
        let d = value.doubleValue
        return (d * 1000).rounded() / 1000
    }

    /// A number as the note prints it (`320`, `12.5`, `-90`).
    package static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A frame as the note prints it: `[x, y, width, height]` from the values before sizes are
    /// clamped at 0.
    package static func text(_ frame: RawFrame) -> String {
        "[\([frame.leading, frame.top, frame.width, frame.height].map(text).joined(separator: ", "))]"
    }
}
