import Foundation
import LayoutGenDiagnostics
import LayoutGenFormat

/// Translates a corpus case into a `.layout` spec: every node becomes a view (a container view
/// when it has children), rows and columns become `H:`/`V:` sequences, `justify-content`
/// flexible gaps, `flex-grow`/`flex-shrink`/`flex-basis` sizes of the form `basis + g* - s*`,
/// `align-items`/`align-self` cross-axis relations, padding a guide inset from the node, and
/// margins and gaps fixed gaps. The root is a view placed at its margins; without an explicit
/// size an extent is the content's (self-sizing).
///
/// What it cannot translate is collected in `problems` (the case then fails with them).
struct SpecTranslator {
    let tree: FlexTree
    let testCase: CorpusCase
    var lines: [String] = []
    var problems: [String] = []

    init(_ testCase: CorpusCase) {
        self.testCase = testCase
        self.tree = FlexTree(testCase.ltr)
    }

    /// The spec, or nil with `problems` set.
    static func translate(_ testCase: CorpusCase) -> (spec: String?, problems: [String]) {
        var translator = SpecTranslator(testCase)
        let spec = translator.spec()
        return (translator.problems.isEmpty ? spec : nil, translator.problems)
    }

    /// The layout's name: the case id in upper camel case.
    static func layoutName(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    mutating func spec() -> String {
        let root = tree.nodes[0]
        lines = [
            "// \(testCase.id): \(testCase.fixture) of the Yoga test fixtures (MIT), translated from",
            "// the browser corpus by Tests/ConformanceTests. Do not edit; re-record with RECORD=1.",
            "layout \(Self.layoutName(testCase.id)) {",
        ]
        declare(0, indent: 1)
        let margin = root.style.margin
        lines.append("    root.left == \(Self.number(margin.left))")
        lines.append("    root.top == \(Self.number(margin.top))")
        for horizontal in [true, false] where tree.isDefinite(0, horizontal: horizontal) || root.isLeaf {
            let size = root.style.size(horizontal: horizontal) ?? tree.maxContent(0, horizontal: horizontal)
            lines.append("    root.\(Self.extent(horizontal)) == \(Self.number(size))")
        }
        lines.append("}")
        for i in tree.nodes.indices where !tree.nodes[i].style.unsupported.isEmpty {
            problems.append("\(tree.nodes[i].name): unsupported CSS \(tree.nodes[i].style.unsupported)")
        }
        // As `layoutgen format` writes it (the comments of consecutive lines aligned).
        let text = lines.joined(separator: "\n") + "\n"
        guard case .formatted(let formatted) = SpecFormatter.format(SourceFile(path: "\(testCase.id).layout", text: text))
        else { return text }
        return formatted
    }

    /// `view name` with the node's CSS as a comment, and its block when it has children.
    private mutating func declare(_ i: Int, indent: Int) {
        let node = tree.nodes[i]
        let pad = String(repeating: "    ", count: indent)
        let css = node.style.css.isEmpty ? "" : "  // \(node.style.css)"
        guard !node.isLeaf else {
            lines.append("\(pad)view \(node.name)\(css)")
            return
        }
        lines.append("\(pad)view \(node.name) {\(css)")
        for child in node.children { declare(child, indent: indent + 1) }
        let box = contentBox(i)
        if box != "super" {
            let p = node.style.padding
            lines.append("\(pad)    guide \(box)")
            lines.append("\(pad)    \(box).left == super.left\(Self.offset(p.left))")
            lines.append("\(pad)    \(box).right == super.right\(Self.offset(-p.right))")
            lines.append("\(pad)    \(box).top == super.top\(Self.offset(p.top))")
            lines.append("\(pad)    \(box).bottom == super.bottom\(Self.offset(-p.bottom))")
        }
        for line in mainAxis(i) + crossAxis(i) { lines.append("\(pad)    \(line)") }
        lines.append("\(pad)}")
    }

    /// What a node's items are laid out in: `super`, or a guide inset by the padding.
    func contentBox(_ i: Int) -> String {
        let p = tree.nodes[i].style.padding
        return [p.top, p.right, p.bottom, p.left].allSatisfy { $0 == 0 } ? "super" : "\(tree.nodes[i].name)_box"
    }

    static func extent(_ horizontal: Bool) -> String { horizontal ? "width" : "height" }

    /// A number as the spec writes it (exact decimal).
    static func number(_ value: Decimal) -> String { "\(value)" }

    /// ` + v`, ` - v`, or nothing for 0.
    static func offset(_ value: Decimal) -> String {
        value == 0 ? "" : value < 0 ? " - \(number(-value))" : " + \(number(value))"
    }

    /// A flexible weight: `*`, `2*`, `0.5*`.
    static func weight(_ value: Decimal) -> String { value == 1 ? "*" : "\(number(value))*" }
}
