import Foundation
import Testing

/// Every example in `docs/*.md` is a fixture:
///
/// - a ```` ```layout ```` block must check without any diagnostic;
/// - a ```` ```layout-error ```` block is followed by a ```` ```text ```` block holding exactly what
///   `layoutgen check Cell.layout` prints to standard error for it;
/// - an `<!-- eval: ARGS -->` (or `<!-- explain: ARGS -->`) comment is followed by a ```` ```text ````
///   block holding exactly what `layoutgen eval SPEC ARGS` (`explain`) prints, SPEC being the
///   nearest ```` ```layout ```` block above it.
///
/// When one fails, fix the docs: re-run the command shown in the message and paste its output.
@Suite struct DocsExamplesTests {
    /// One example found in a doc.
    struct Example: Sendable, CustomTestStringConvertible {
        enum Kind: Sendable {
            /// A spec that must check cleanly.
            case valid
            /// A spec whose `check` diagnostics must equal `expected`.
            case error(expected: String)
            /// An `eval` run of `spec` whose output must equal `expected`.
            case eval(arguments: [String], expected: String)
        }

        var file: String
        var line: Int
        var spec: String
        var kind: Kind

        var testDescription: String {
            switch kind {
            case .valid: "\(file):\(line) layout"
            case .error: "\(file):\(line) layout-error"
            case .eval(let arguments, _): "\(file):\(line) \(arguments.joined(separator: " "))"
            }
        }
    }

    /// A fenced block of a Markdown file.
    struct Block {
        var info: String
        var line: Int
        var text: String
        /// The `<!-- eval: … -->` arguments written on the last non-blank line before the fence.
        var evalArguments: [String]?
    }

    static let docs: [String] = {
        let url = TestPaths.packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// The top-level fenced blocks of a Markdown text.
    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        var body: [Substring] = []
        var lastNonBlank: Substring = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line == "```" {
                    block.text = body.joined(separator: "\n")
                    blocks.append(block)
                    open = nil
                    body = []
                } else {
                    body.append(line)
                }
                continue
            }
            if line.hasPrefix("```") {
                var evalArguments: [String]?
                let comment = lastNonBlank.trimmingCharacters(in: .whitespaces)
                for command in ["eval", "explain"] where comment.hasPrefix("<!-- \(command):") && comment.hasSuffix("-->") {
                    let inner = comment.dropFirst("<!-- \(command):".count).dropLast("-->".count)
                    evalArguments = [command] + inner.split(separator: " ").map(String.init)
                }
                open = Block(info: String(line.dropFirst(3)), line: index + 1, text: "", evalArguments: evalArguments)
            }
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { lastNonBlank = line }
        }
        return blocks
    }

    /// Every example of every doc, in order.
    static let examples: [Example] = {
        var examples: [Example] = []
        for doc in docs {
            guard let text = try? TestPaths.read(doc) else { continue }
            let blocks = blocks(in: text)
            var spec: String?
            for (index, block) in blocks.enumerated() {
                let next = index + 1 < blocks.count && blocks[index + 1].info == "text" ? blocks[index + 1] : nil
                switch block.info {
                case "layout":
                    spec = block.text
                    examples.append(Example(file: doc, line: block.line, spec: block.text, kind: .valid))
                case "layout-error":
                    examples.append(
                        Example(
                            file: doc, line: block.line, spec: block.text,
                            kind: .error(expected: next?.text ?? "(no ```text block follows)")))
                default:
                    break
                }
                if let arguments = block.evalArguments {
                    examples.append(
                        Example(
                            file: doc, line: block.line, spec: spec ?? "",
                            kind: .eval(
                                arguments: arguments,
                                expected: block.info == "text"
                                    ? block.text : "(the eval comment is not before a ```text block)")))
                }
            }
        }
        return examples
    }()

    @Test func theTeachingDocsHaveExamples() {
        let teaching = [
            "docs/getting-started.md", "docs/cookbook.md", "docs/migration.md", "docs/diagnostics.md", "docs/language.md",
        ]
        for doc in teaching {
            #expect(Self.examples.contains { $0.file == doc }, "\(doc) has no ```layout example")
        }
        #expect(Self.examples.contains { if case .eval = $0.kind { true } else { false } })
        #expect(Self.examples.contains { if case .error = $0.kind { true } else { false } })
    }

    @Test(arguments: examples) func example(_ example: Example) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("Cell.layout", example.spec + "\n")
        let prefix = dir.path + "/"
        switch example.kind {
        case .valid:
            let run = layoutgen("check", path)
            #expect(run.status == 0, "\(example.testDescription): does not check")
            #expect(
                run.error.replacingOccurrences(of: prefix, with: "") == "",
                "\(example.testDescription): a ```layout block must check without diagnostics")
        case .error(let expected):
            let run = layoutgen("check", path)
            let printed = run.error.replacingOccurrences(of: prefix, with: "")
            #expect(
                printed == expected + "\n",
                "\(example.testDescription): `layoutgen check Cell.layout` prints:\n\(printed)")
        case .eval(let arguments, let expected):
            let run = layoutgen([arguments[0], path] + arguments.dropFirst())
            #expect(run.error == "", "\(example.testDescription): \(run.error)")
            #expect(run.status == 0)
            #expect(run.output == expected + "\n", "\(example.testDescription): `\(arguments[0])` prints:\n\(run.output)")
        }
    }
}
