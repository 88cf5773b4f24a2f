@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenPlan
@testable import LayoutGenSyntax

/// Writes `GoldenRegistry.swift` for `GeneratedCodeTests`: for every layout of every fixture,
/// a closure that calls the compiled generated type with arguments given by name, so the
/// compiled frames can be compared with `eval`'s.
enum GoldenRegistry {
    static let fileName = "GoldenRegistry.swift"

    /// The registry's text for the given fixtures and their plans.
    static func text(for entries: [(path: String, plan: Plan)]) -> String {
        var out = LineWriter()
        out.line("// Written by the golden tests (RECORD=1 swift test). Do not edit.")
        out.line("import Foundation")
        out.line("")
        out.line("/// Every golden layout, callable by name.")
        out.block("let goldenLayouts: [GoldenLayout] = [", close: "]") { out in
            for (path, plan) in entries {
                for layout in plan.layouts { entry(path: path, layout: layout, into: &out) }
            }
        }
        return out.text
    }

    private static func entry(path: String, layout: LayoutPlan, into out: inout LineWriter) {
        let type = SwiftKeywords.escaped(layout.name)
        out.block("GoldenLayout(file: \"\(path)\", name: \"\(layout.name)\") { call in", close: "},") { out in
            var arguments = ["in: CGSize(width: call.width, height: call.height)"]
            for input in layout.inputs {
                let value = "call.inputs[\"\(input.name)\"]!"
                arguments.append("\(input.name): " + (input.isBool ? "\(value) != 0" : "CGFloat(\(value))"))
            }
            if !layout.optional.isEmpty {
                out.line("var hidden: \(type).Hidden = []")
                for element in layout.optional {
                    out.line("if call.hidden.contains(\"\(element.name)\") { hidden.insert(.\(SwiftKeywords.escaped(element.name))) }")
                }
                arguments.append("hidden: hidden")
            }
            if layout.usesSafeArea {
                arguments.append(
                    "safeAreaInsets: (CGFloat(call.safeArea[0]), CGFloat(call.safeArea[1]), "
                        + "CGFloat(call.safeArea[2]), CGFloat(call.safeArea[3]))")
            }
            arguments.append("rightToLeft: call.rightToLeft")
            arguments.append("scale: CGFloat(call.scale)")
            if !layout.measured.isEmpty {
                arguments.append(
                    layout.readsBaselines
                        ? "measure: { let a = call.measure($0.rawValue, $1); "
                            + "return .init(size: a.size, firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline) }"
                        : "measure: { call.measure($0.rawValue, $1).size }")
            }
            var fitting = arguments
            fitting[0] = "CGSize(width: call.width, height: call.height)"
            fitting.insert(contentsOf: ["fittingWidth: call.fittingWidth", "fittingHeight: call.fittingHeight"], at: 1)
            out.line("var size = CGSize(width: call.width, height: call.height)")
            out.block("if call.fittingWidth || call.fittingHeight {") { out in
                out.line("size = \(type).sizeThatFits(")
                for (n, argument) in fitting.enumerated() {
                    out.line("    " + argument + (n == fitting.count - 1 ? ")" : ","))
                }
            }
            arguments[0] = "in: size"
            out.line("let result = \(type).layout(")
            for (n, argument) in arguments.enumerated() {
                out.line("    " + argument + (n == arguments.count - 1 ? ")" : ","))
            }
            out.line("return (\(type).Element.allCases.map { result[$0] }, result.size)")
        }
    }
}
