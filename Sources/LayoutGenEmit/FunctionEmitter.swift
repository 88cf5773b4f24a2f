import LayoutGenPlan
import LayoutGenSyntax

/// The parts of `layout(in:…)`, `frames(in:…)` and `sizeThatFits(_:…)` that vary: parameters,
/// arguments, the body.
package struct FunctionEmitter {
    package let type: TypeEmitter

    package var layout: LayoutPlan { type.layout }

    /// A parameter after the size: its declaration in `layout(in:…)` (with its default), in
    /// `frames(in:…)` (without) and how it is passed on.
    package struct Parameter {
        /// The name as written in the function (escaped if a keyword).
        package var name: String
        package var type: String
        var fallback: String?
        /// The argument label in a call, where it is not the name (a keyword, unescaped).
        package var label: String?

        package var declaration: String { plainDeclaration + (fallback.map { " = " + $0 } ?? "") }
        var plainDeclaration: String { name + ": " + type }
        var forward: String { (label ?? name) + ": " + name }
    }

    /// The spec's inputs as parameters, in declaration order.
    var inputParameters: [Parameter] {
        layout.inputs.map { input in
            let name = SwiftKeywords.escaped(input.name)
            let fallback = input.defaultValue.map {
                input.isBool ? ($0 != 0 ? "true" : "false") : SwiftLiteral.number($0)
            }
            return Parameter(
                name: name, type: input.isBool ? "Bool" : "CGFloat", fallback: fallback, label: input.name)
        }
    }

    /// The `safeAreaInsets` parameter, when the spec uses `safe`.
    static let safeAreaParameter = Parameter(
        name: "safeAreaInsets", type: "(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)",
        fallback: "(0, 0, 0, 0)")

    /// The parameters of `layout(in:…)` after the size.
    private var parameters: [Parameter] {
        parameters(direction: true, scale: true)
    }

    /// The parameters of `frames(in:…)` after the size: those of `layout(in:…)`, the direction
    /// only when some program is for one direction and the scale only when some program rounds
    /// to the pixel grid (an unused parameter would make Swift reach the function through a
    /// thunk that copies the frames).
    var framesParameters: [Parameter] {
        parameters(direction: layout.variants.contains { $0.direction != nil }, scale: layout.readsScale)
    }

    /// The inputs, `hidden` and the safe area where the spec has them, the direction and the
    /// scale when asked for, then `measure` where there are measured views.
    private func parameters(direction: Bool, scale: Bool) -> [Parameter] {
        var result = inputParameters
        if !layout.optional.isEmpty { result.append(Parameter(name: "hidden", type: "Hidden", fallback: "[]")) }
        if layout.usesSafeArea { result.append(Self.safeAreaParameter) }
        if direction { result.append(Parameter(name: "rightToLeft", type: "Bool", fallback: "false")) }
        if scale { result.append(Parameter(name: "scale", type: "CGFloat", fallback: "0")) }
        if !layout.measured.isEmpty {
            result.append(Parameter(name: "measure", type: "(Measured, CGSize) -> " + Self.answerType(layout)))
        }
        return result
    }

    /// The type the measure callback answers: a size, or with the baselines where the layout
    /// reads one (`MeasuredText`).
    static func answerType(_ layout: LayoutPlan) -> String {
        layout.readsBaselines ? "MeasuredText" : "CGSize"
    }

    /// `let rightToLeft = rightToLeft != outgoing` where the spec says `mirrored when
    /// outgoing`: the direction `layout(in:…)` reads from then on; nothing otherwise.
    package func direction() -> String {
        guard let condition = layout.mirrored else { return "" }
        let writer = OperandWriter(names: [], layout: layout)
        let text = writer.condition(condition)
        let operand: String
        switch condition {
        case .input, .hidden, .not: operand = text
        default: operand = "(\(text))"
        }
        return "let rightToLeft = rightToLeft != \(operand)"
    }

    /// `direction()` for `sizeThatFits`, where only the programs for one direction read it.
    func fittingDirection() -> String {
        framesParameters.contains { $0.name == "rightToLeft" } ? direction() : ""
    }

    /// One declaration per line, separated by commas.
    func parameterLines() -> String {
        parameters.map(\.declaration).joined(separator: ",\n")
    }

    /// `frames(in:…)`'s declarations, the size first, one per line.
    func framesParameterLines() -> String {
        (["in size: CGSize"] + framesParameters.map(\.plainDeclaration)).joined(separator: ",\n")
    }

    /// `in: size, …` for `sizeThatFits` to call `layout`.
    func forwardedArguments() -> String {
        (["in: size"] + parameters.map(\.forward)).joined(separator: ", ")
    }

    /// `in: size, …` for `layout` to call `frames`.
    func framesArguments() -> String {
        (["in: size"] + framesParameters.map(\.forward)).joined(separator: ", ")
    }

    /// The statements of `frames(in:…)`, and the parts it continues in.
    package func body() -> (text: String, parts: [String]) {
        BodyEmitter(
            layout: layout, typeName: type.typeName, fileName: type.fileName, function: "frames",
            parameters: framesParameters
        ).body()
    }

    /// The statements of `sizeFittingHeight(in:…)` (width, both): the fitting programs,
    /// returning the size; a call of the function before it (height, width, both) that runs
    /// the same programs, when one does (an axis the required constraints fix fits as given).
    /// With the parts it continues in.
    func fittingBody(_ axes: FitAxes) -> (text: String, parts: [String]) {
        func programs(_ axes: FitAxes) -> [Variant] {
            layout.fittings.first { $0.axes == axes }?.variants ?? layout.variants.map { $0.sizeOnly() }
        }
        let own = programs(axes)
        for earlier in FitAxes.fittingCombinations.prefix(while: { $0 != axes }) where programs(earlier) == own {
            return ("Self.\(Self.fittingFunction(earlier))(\(framesArguments()))", [])
        }
        var plan = layout
        plan.variants = own
        return BodyEmitter(
            layout: plan, typeName: type.typeName, fileName: type.fileName, function: Self.fittingFunction(axes),
            parameters: framesParameters, returnsSizeOnly: true
        ).body()
    }

    /// The name of the function computing the fitting size with these axes fitting.
    static func fittingFunction(_ axes: FitAxes) -> String {
        axes == .height ? "sizeFittingHeight" : axes == .width ? "sizeFittingWidth" : "sizeFittingBoth"
    }
}
