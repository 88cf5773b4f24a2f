import LayoutGenCore
import LayoutGenEvaluate
import LayoutGenPlan

/// The run-time options of `eval` and `preview` turned into the arguments of one
/// evaluation: what the generated `layout(in:…)` would be called with.
package enum RuntimeOptions {
    /// The options themselves, for the subcommands' option tables.
    package static let specs = [
        OptionSpec("--layout", .single, value: "NAME", help: "the layout to use when the spec declares several"),
        OptionSpec("--size", .single, value: "WxH", help: "the container size proposed, as in 375x80 (required)"),
        OptionSpec("--input", .repeatable, value: "NAME=VALUE", help: "an input's value: a number, true or false"),
        OptionSpec("--hidden", .repeatable, value: "NAME", help: "hide an optional view"),
        OptionSpec(
            "--measure", .repeatable, value: "NAME=SPEC",
            help: "a measured view's answer: NAME=WxH (fixed), NAME=text:WxH (a line of text) or NAME=text:WxH:N (at most N lines)"),
        OptionSpec("--rtl", .flag, help: "lay out right to left"),
        OptionSpec("--scale", .single, value: "N", help: "pixels per point for rounding; 0 (default) rounds nothing"),
        OptionSpec("--safe-area", .single, value: "T,L,B,R", help: "safeAreaInsets: top, leading, bottom, trailing (for specs that use 'safe')"),
        OptionSpec(
            "--fit", .single, value: "height|width|both",
            help: "lay out at the fitting size of those axes (sizeThatFits, then layout(in:)), as a self-sizing cell"),
    ]

    /// The evaluation arguments the options give; throws for malformed or repeated values.
    package static func arguments(_ parsed: ParsedArguments) throws(UsageError) -> EvaluationArguments {
        guard let sizeText = parsed.value("--size") else { throw UsageError("missing '--size WxH'") }
        guard let size = parseSize(sizeText, allowingInfinity: parsed.has("--fit")) else {
            if parsed.has("--fit") {
                throw UsageError("invalid size '\(sizeText)'; expected WxH with non-negative numbers or inf, as in 375xinf")
            }
            if sizeText.contains("inf") {
                throw UsageError("invalid size '\(sizeText)'; 'inf' is any size for sizeThatFits: give --fit as well")
            }
            throw UsageError("invalid size '\(sizeText)'; expected WxH with non-negative numbers, as in 375x80")
        }
        return try arguments(parsed, width: size.width, height: size.height)
    }

    /// The evaluation arguments the options other than `--size` give, at a size; throws for
    /// malformed or repeated values.
    package static func arguments(_ parsed: ParsedArguments, width: Double, height: Double) throws(UsageError)
        -> EvaluationArguments
    {
        var arguments = EvaluationArguments(width: width, height: height)
        for (name, value) in try pairs(parsed.all("--input"), option: "--input", expected: "NAME=VALUE") {
            guard let number = parseInput(value) else {
                throw UsageError("invalid value '\(value)' for input '\(name)'; expected a number, true or false")
            }
            arguments.inputs[name] = number
        }
        let measureForms = "NAME=WxH, NAME=text:WxH or NAME=text:WxH:N"
        for (name, spec) in try pairs(parsed.all("--measure"), option: "--measure", expected: measureForms) {
            guard let standIn = MeasureStandIn(parsing: spec) else {
                throw UsageError("invalid measure '\(name)=\(spec)'; expected \(measureForms), as in title=text:300x20")
            }
            arguments.measure[name] = standIn
        }
        for name in parsed.all("--hidden") {
            guard !name.isEmpty else { throw UsageError("'--hidden' needs a view name") }
            arguments.hidden.insert(name)
        }
        arguments.rightToLeft = parsed.has("--rtl")
        if let scale = parsed.value("--scale") {
            guard let value = Double(scale), value.isFinite, value >= 0 else {
                throw UsageError("invalid scale '\(scale)'; expected a number >= 0, as in 2")
            }
            arguments.scale = value
        }
        if let insets = parsed.value("--safe-area") {
            let numbers = insets.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else {
                throw UsageError("invalid safe area '\(insets)'; expected four numbers T,L,B,R, as in 44,0,34,0")
            }
            arguments.safeArea = numbers.map { $0! }
        }
        if let fit = parsed.value("--fit") {
            let axes: [String: FitAxes] = ["height": .height, "width": .width, "both": .both]
            guard let value = axes[fit] else {
                throw UsageError("invalid '--fit \(fit)'; expected height, width or both")
            }
            arguments.fit = value
        }
        return arguments
    }

    /// `WxH` with finite, non-negative numbers; with `allowingInfinity`, `inf` too (what
    /// `sizeThatFits` is given as "any size": GENERATED.md §1).
    package static func parseSize(_ text: String, allowingInfinity: Bool = false) -> (width: Double, height: Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        func extent(_ part: Substring) -> Double? {
            if allowingInfinity && part == "inf" { return .infinity }
            return Double(part).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        guard parts.count == 2, let w = extent(parts[0]), let h = extent(parts[1]) else { return nil }
        return (w, h)
    }

    /// An input value: a finite number, or `true` / `false` as 1 / 0.
    package static func parseInput(_ text: String) -> Double? {
        switch text {
        case "true": return 1
        case "false": return 0
        default: return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// `NAME=VALUE` arguments split at the first `=`; throws for a missing name or `=`, or a
    /// name given twice.
    private static func pairs(_ values: [String], option: String, expected: String) throws(UsageError)
        -> [(name: String, value: String)]
    {
        var seen: Set<String> = []
        var pairs: [(name: String, value: String)] = []
        for text in values {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw UsageError("invalid '\(option) \(text)'; expected \(expected)")
            }
            let name = String(text[..<equals])
            guard seen.insert(name).inserted else { throw UsageError("'\(name)' given more than once to '\(option)'") }
            pairs.append((name, String(text[text.index(after: equals)...])))
        }
        return pairs
    }
}
