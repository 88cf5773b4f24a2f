import LayoutGenDiagnostics
import LayoutGenPlan
import LayoutGenSyntax

/// A generated function too long for Swift to type-check quickly, continued in sibling
/// functions (`framesPart2(…)`, `framesPart3(…)`, …) written in an extension after the type.
///
/// Swift checks each function body on its own and warns about one over 100 ms
/// (`-warn-long-function-bodies`). So no body costs more than `TypeCheckCost.perFunction`
/// (`BodyEmitter` decides where to cut): a program that does not fit in what is left of its
/// function is written whole in a part it returns the result of; a program longer than a
/// function on its own stores its frames into the result one by one (`frames.title =
/// CGRect(…)`, passed `inout`) and continues in a chain of parts, each calling the next. A part
/// takes the function's parameters and, positionally, the values it or a later part reads. The
/// arithmetic is the same, step for step, as in one function.
package struct FunctionParts {
    /// One statement of a program: a step's `let`, a frame stored into the result, or the
    /// `return`.
    package struct Statement {
        package var text: String
        /// The step it computes, if any.
        package var name: String?
        /// The steps it reads.
        package var reads: [String]
        /// What it costs the type checker (`TypeCheckCost`).
        package let cost: Int

        package init(text: String, name: String? = nil, reads: [String], cost: Int? = nil) {
            self.text = text
            self.name = name
            self.reads = reads
            self.cost = cost ?? TypeCheckCost.of(text)
        }
    }

    /// The function continued (`frames`, `sizeFittingHeight`).
    package let function: String
    /// Its parameters after the size: declarations and how they are passed on.
    let parameters: [FunctionEmitter.Parameter]
    /// The type it returns.
    let resultType: String
    /// The name of the result frames are stored into (`frames`), nil where the function
    /// returns only a size.
    package let result: String?
    /// Every value a part may take, with its type.
    package let values: [(name: String, type: String)]
    /// `values` by name, made when the first part is written.
    private var types: [String: String]?
    /// The parts written so far, each a function's text, indented as a member of an extension.
    package private(set) var parts: [String] = []

    package init(
        function: String, parameters: [FunctionEmitter.Parameter], resultType: String, result: String?,
        values: [(name: String, type: String)]
    ) {
        self.function = function
        self.parameters = parameters
        self.resultType = resultType
        self.result = result
        self.values = values
    }

    /// Writes `return Self.…Part…(…)` into `out`, and a part whose body `body` writes: a
    /// function returning the result, taking the values `statements` read but do not compute.
    mutating func delegate(
        _ statements: [Statement], into out: inout LineWriter, body: (inout FunctionParts, inout LineWriter) -> Void
    ) {
        let (index, name) = reserve()
        let live = Self.liveIn(statements)
        out.line("return " + call(name, live: live, result: nil))
        var lines = LineWriter()
        body(&self, &lines)
        define(index, name, live: live, result: nil, body: lines)
    }

    /// Writes as many statements as `room` (a cost) allows into `out`, then the call of a part that
    /// writes the rest (and calls the next part as needed). Where frames are stored into the
    /// result, the parts take it `inout`; otherwise each returns the next one's result, the
    /// last statement being the `return`.
    mutating func continueWriting(_ statements: [Statement], room: Int, into out: inout LineWriter) {
        let first = TypeCheckCost.prefix(statements.lazy.map(\.cost), fitting: room)
        for statement in statements[..<first] { out.line(statement.text) }
        guard first < statements.count else { return }
        let rest = Array(statements[first...])
        let (index, name) = reserve()
        let live = Self.liveIn(rest)
        out.line((result == nil ? "return " : "") + call(name, live: live, result: result))
        var body = LineWriter()
        continueWriting(rest, room: TypeCheckCost.perFunction, into: &body)
        define(index, name, live: live, result: result, body: body)
    }

    /// A new part's index and name; its text comes later, after the parts it calls are
    /// numbered.
    private mutating func reserve() -> (Int, String) {
        parts.append("")
        return (parts.count - 1, function + "Part" + String(parts.count + 1))
    }

    /// The call of a part; `result`: the result it takes `inout`, if any.
    private func call(_ name: String, live: [String], result: String?) -> String {
        let arguments = (result.map { ["&" + $0] } ?? []) + ["in: size"] + parameters.map(\.forward) + live
        return "Self.\(name)(" + arguments.joined(separator: ", ") + ")"
    }

    /// A part's text: a function taking `result` `inout` (returning nothing), or else returning
    /// the result.
    private mutating func define(_ index: Int, _ name: String, live: [String], result: String?, body: LineWriter) {
        let types = self.types ?? Dictionary(values.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        self.types = types
        let declarations =
            (result.map { ["_ \($0): inout \(resultType)"] } ?? []) + ["in size: CGSize"]
            + parameters.map(\.plainDeclaration) + live.map { "_ \($0): \(types[$0] ?? "CGFloat")" }
        // Indented as a member of the extension it goes in.
        var text = [
            "    /// Part \(index + 2) of `\(function)(in:…)`: one function body of all its parts would be slow",
            "    /// to type-check.", "    @inline(__always)", "    private static func \(name)(",
        ]
        for (i, declaration) in declarations.enumerated() {
            text.append("        " + declaration + (i < declarations.count - 1 ? "," : ""))
        }
        text.append("    )" + (result == nil ? " -> \(resultType) {" : " {"))
        for line in body.lines { text.append(line.isEmpty ? "" : "        " + line) }
        text.append("    }")
        parts[index] = text.joined(separator: "\n")
    }

    /// The values `statements` read that none of them computes, in the order first read.
    static func liveIn(_ statements: [Statement]) -> [String] {
        var defined: Set<String> = []
        for statement in statements { if let name = statement.name { defined.insert(name) } }
        var seen: Set<String> = []
        var result: [String] = []
        for statement in statements {
            for name in statement.reads where !defined.contains(name) && seen.insert(name).inserted {
                result.append(name)
            }
        }
        return result
    }
}
