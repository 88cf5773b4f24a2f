import LayoutGenCore
import LayoutGenEvaluate

/// The one-line JSON object `eval --json` prints:
/// `{"layout":"ProfileCell","size":[375,80],"frames":{"icon":[12,16,48,48],…}}`, frames in
/// declaration order, each `[x, y, width, height]`, then `"contentSizes":{"feed":[w,h]}` when
/// the layout has scroll views. Written by hand so key order and number
/// spelling are exactly as documented (Foundation's encoder sorts keys and writes `12.0`).
package enum JSONOutput {
    /// The object for an evaluation, without a final newline.
    package static func object(for result: EvaluationResult) -> String {
        let frames = result.frames.map { name, frame in
            string(name) + ":" + array([frame.x, frame.y, frame.width, frame.height])
        }
        var object = "{" + string("layout") + ":" + string(result.layout)
            + "," + string("size") + ":" + array([result.width, result.height])
            + "," + string("frames") + ":{" + frames.joined(separator: ",") + "}"
        if !result.contentSizes.isEmpty {
            let sizes = result.contentSizes.map { string($0.name) + ":" + array([$0.width, $0.height]) }
            object += "," + string("contentSizes") + ":{" + sizes.joined(separator: ",") + "}"
        }
        return object + "}"
    }

    /// `[a,b,…]`, non-finite numbers as `null`.
    package static func array(_ numbers: [Double]) -> String {
        "[" + numbers.map { NumberFormatting.json($0) ?? "null" }.joined(separator: ",") + "]"
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t`, … or
    /// `\u00XX`, everything else as is (UTF-8).
    package static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{08}": escaped += "\\b"
            case "\u{0C}": escaped += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
