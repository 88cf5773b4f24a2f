import Foundation
@testable import LayoutGenCore
@testable import LayoutGenEvaluate

/// Compares the frames a spec gives with the browser's, as the corpus README says: the
/// browser reports `left`/`top` as rounded offsets from the parent and a width as
/// `round(right) - round(left)` of absolute edges, having positioned in 1/64 px. So a value
/// matches when the browser's rounding of it gives the expected integer, where a value
/// within 1/64 of a half-way point may round either way.
enum FrameComparison {
    /// The mismatches of one direction, e.g. `c2 left 46 ≠ 45.5`; empty when all match.
    static func mismatches(expected root: CorpusNode, tree: FlexTree, actual: EvaluationResult) -> [String] {
        var result: [String] = []
        func visit(_ node: CorpusNode, _ i: Int, parentX: Double, parentY: Double) {
            let name = tree.nodes[i].name
            guard let frame = actual[name] else {
                result.append("\(name) missing")
                return
            }
            let x = parentX + frame.x
            let y = parentY + frame.y
            let checks: [(String, Double, Set<Double>)] = [
                ("left", node.left, roundings(frame.x)),
                ("top", node.top, roundings(frame.y)),
                ("width", node.width, differences(roundings(x + frame.width), roundings(x))),
                ("height", node.height, differences(roundings(y + frame.height), roundings(y))),
            ]
            let values = [frame.x, frame.y, frame.width, frame.height]
            for ((label, want, accepted), got) in zip(checks, values) where !accepted.contains(want) {
                result.append("\(name) \(label) \(format(got)) ≠ \(format(want))")
            }
            for (k, child) in node.children.enumerated() {
                visit(child, tree.nodes[i].children[k], parentX: x, parentY: y)
            }
        }
        visit(root, 0, parentX: 0, parentY: 0)
        return result
    }

    /// The integers the browser may round a value to.
    static func roundings(_ value: Double) -> Set<Double> {
        let tolerance = 1.0 / 64
        let floor = value.rounded(.down)
        let fraction = value - floor
        if fraction < 0.5 - tolerance { return [floor] }
        if fraction > 0.5 + tolerance { return [floor + 1] }
        return [floor, floor + 1]
    }

    private static func differences(_ a: Set<Double>, _ b: Set<Double>) -> Set<Double> {
        Set(a.flatMap { x in b.map { x - $0 } })
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.4g", value)
    }
}
