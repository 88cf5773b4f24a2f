/// The parts of `layout(in:…)` and `sizeThatFits(_:…)` that vary: parameters, the body.
struct FunctionEmitter {
    let type: TypeEmitter

    var layout: LayoutPlan { type.layout }

    /// The spec's inputs as parameters, in declaration order, as declared and as forwarded.
    var inputParameters: [(declaration: String, forward: String)] {
        layout.inputs.map { input in
            let name = SwiftKeywords.escaped(input.name)
            let typeName = input.isBool ? "Bool" : "CGFloat"
            let fallback = input.defaultValue.map {
                " = " + (input.isBool ? ($0 != 0 ? "true" : "false") : SwiftLiteral.number($0))
            }
            // An argument label is escaped only where Swift requires it (other keywords as
            // labels draw a warning).
            let label = ["inout", "var", "let"].contains(input.name) ? name : input.name
            return ("\(name): \(typeName)\(fallback ?? "")", "\(label): \(name)")
        }
    }

    /// The `safeAreaInsets` parameter, when the spec uses `safe`.
    static let safeAreaDeclaration =
        "safeAreaInsets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) = (0, 0, 0, 0)"

    /// The parameters after the size, as declared and as forwarded.
    private var parameters: [(declaration: String, forward: String)] {
        var result = inputParameters
        if !layout.optional.isEmpty { result.append(("hidden: Hidden = []", "hidden: hidden")) }
        if layout.usesSafeArea { result.append((Self.safeAreaDeclaration, "safeAreaInsets: safeAreaInsets")) }
        result.append(("rightToLeft: Bool = false", "rightToLeft: rightToLeft"))
        result.append(("scale: CGFloat = 0", "scale: scale"))
        if !layout.measured.isEmpty {
            result.append(("measure: (Measured, CGSize) -> CGSize", "measure: measure"))
        }
        return result
    }

    /// One declaration per line, separated by commas.
    func parameterLines() -> String {
        parameters.map(\.declaration).joined(separator: ",\n")
    }

    /// `in: size, …` for `sizeThatFits` to call `layout`.
    func forwardedArguments() -> String {
        (["in: size"] + parameters.map(\.forward)).joined(separator: ", ")
    }

    /// The statements of `layout(in:…)`.
    func body() -> String {
        BodyEmitter(layout: layout, typeName: type.typeName, fileName: type.fileName).body()
    }
}
