import LayoutGenPlan
import LayoutGenSyntax

/// Fills the adapter templates for one layout (GENERATED.md §1: optional output behind
/// `#if canImport(…)`).
///
/// The templates hold everything framework-specific; the values filled in here are the parts
/// that depend on the spec, and they read the same in every adapter. They rely on what each
/// adapter template provides: a `views` dictionary keyed by `Element` in scope, and the
/// private helpers `Self.isHidden(_:)`, `Self.size(of:fitting:)`, `Self.text(of:fitting:)` (a
/// size and baselines, for layouts that read them), `Self.setContentSize(_:of:)`
/// and (UIKit and AppKit) `Self.safeAreaInsets(of:rightToLeft:)`.
package struct AdapterEmitter {
    package let type: TypeEmitter

    package var layout: LayoutPlan { type.layout }

    /// The adapter's text for this layout.
    package func render(_ adapter: Adapter) -> String {
        let template = type.options.templates[adapter.template]
        var values = [
            "name": layout.name,
            "type": type.typeName,
            "access": type.modifier,
            "hiddenStatements": hiddenStatements(),
            "arguments": arguments().joined(separator: ",\n"),
            "fittingArguments": (["size", "fittingWidth: fittingWidth", "fittingHeight: fittingHeight"]
                + arguments().dropFirst()).joined(separator: ",\n"),
        ]
        switch adapter {
        case .uikit, .appkit:
            values["containerParameters"] = lines(inputs.map(\.declaration))
            values["containerArguments"] = lines(containerArguments())
            values["containerForwarded"] = lines(inputs.map(\.forward))
            values["parameters"] = lines(parameters())
            values["contentSizes"] = contentSizes()
        case .swiftui:
            values["properties"] = properties()
            values["initParameters"] = parameters().joined(separator: ", ")
            values["initAssignments"] = initAssignments()
            values["viewCases"] = layout.elements.filter { !$0.isGuide }
                .map { "." + SwiftKeywords.escaped($0.name) }.joined(separator: ", ")
            values["parents"] = parents()
        }
        return template.render(values)
    }

    private var inputs: [FunctionEmitter.Parameter] {
        FunctionEmitter(type: type).inputParameters
    }

    /// Lines that are followed by more parameters or arguments: each ends with a comma.
    private func lines(_ items: [String]) -> String {
        items.map { $0 + "," }.joined(separator: "\n")
    }

    /// The inputs and the safe area as parameters of the explicit-size functions and of the
    /// SwiftUI layout's initializer.
    private func parameters() -> [String] {
        inputs.map(\.declaration)
            + (layout.usesSafeArea ? [FunctionEmitter.safeAreaParameter.declaration] : [])
    }

    /// What a container-reading function forwards besides direction, scale and views.
    private func containerArguments() -> [String] {
        inputs.map(\.forward)
            + (layout.usesSafeArea
                ? ["safeAreaInsets: Self.safeAreaInsets(of: container, rightToLeft: rightToLeft)"] : [])
    }

    /// `var hidden` set from the views, when the spec has optional views.
    private func hiddenStatements() -> String {
        guard !layout.optional.isEmpty else { return "" }
        let tests = layout.optional.map { element in
            let name = SwiftKeywords.escaped(element.name)
            return "if Self.isHidden(views[.\(name)]) { hidden.insert(.\(name)) }"
        }
        return (["var hidden: Hidden = []"] + tests).joined(separator: "\n")
    }

    /// The arguments of the generated `layout(in:…)`, with `hidden` and a `measure` that asks
    /// the views; `size`, `rightToLeft`, `scale` and the inputs are in scope where they go.
    /// (`fittingArguments`, those of `sizeThatFits(_:fittingWidth:fittingHeight:…)`, replace
    /// `in: size` with the size and the fitting axes, also in scope.)
    private func arguments() -> [String] {
        var result = ["in: size"] + inputs.map(\.forward)
        if !layout.optional.isEmpty { result.append("hidden: hidden") }
        if layout.usesSafeArea { result.append("safeAreaInsets: safeAreaInsets") }
        result += ["rightToLeft: rightToLeft", "scale: scale"]
        if layout.readsBaselines {
            result.append(
                "measure: { measured, proposal in let text = "
                    + "Self.text(of: Element(rawValue: measured.rawValue).flatMap { views[$0] }, fitting: proposal); "
                    + "return MeasuredText(size: text.size, firstBaseline: text.first, lastBaseline: text.last) }")
        } else if !layout.measured.isEmpty {
            result.append(
                "measure: { measured, proposal in "
                    + "Self.size(of: Element(rawValue: measured.rawValue).flatMap { views[$0] }, fitting: proposal) }")
        }
        return result
    }

    /// One line per scroll view, setting its content size.
    private func contentSizes() -> String {
        layout.elements.filter(\.isScroll).map { element in
            "Self.setContentSize(\(element.name)ContentSize, of: views[.\(SwiftKeywords.escaped(element.name))])"
        }.joined(separator: "\n")
    }

    /// The SwiftUI layout's stored inputs.
    private func properties() -> String {
        var result = layout.inputs.map { input in
            "/// The spec's input `\(input.name)`.\n"
                + "\(type.modifier)var \(SwiftKeywords.escaped(input.name)): \(input.isBool ? "Bool" : "CGFloat")"
        }
        if layout.usesSafeArea {
            result.append(
                "/// The insets of `safe` (leading and trailing, as the direction has them).\n"
                    + "\(type.modifier)var safeAreaInsets: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)")
        }
        return result.joined(separator: "\n")
    }

    /// `self.x = x` for each stored input.
    private func initAssignments() -> String {
        let names = layout.inputs.map { SwiftKeywords.escaped($0.name) } + (layout.usesSafeArea ? ["safeAreaInsets"] : [])
        return names.map { "self.\($0) = \($0)" }.joined(separator: "\n")
    }

    /// The body of `parent(of:)`: a switch over the children of container views, or `nil`.
    private func parents() -> String {
        var cases: [String] = []
        for (index, container) in layout.elements.enumerated() {
            let children = layout.elements.filter { $0.parent == index }
            guard !children.isEmpty else { continue }
            let names = children.map { "." + SwiftKeywords.escaped($0.name) }.joined(separator: ", ")
            cases.append("case \(names): .\(SwiftKeywords.escaped(container.name))")
        }
        guard !cases.isEmpty else { return "nil" }
        return (["switch element {"] + cases + ["default: nil", "}"]).joined(separator: "\n")
    }
}
