import Foundation
import Testing

/// Every Swift example of docs/adapters.md and of the README's "In a view" section is in
/// `ReadmeUsage.swift`, which the adapter stub package compiles against the stand-in
/// frameworks: the examples cannot drift from code that builds.
@Suite struct AdapterDocsTests {
    static let usage = "Tests/AdapterStubs/Sources/AdapterChecks/ReadmeUsage.swift"

    /// The text of each ```swift block of a Markdown text.
    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` is in `text` as it is or indented by four spaces.
    static func contains(_ text: String, _ block: String) -> Bool {
        let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return text.contains(block) || text.contains(indented)
    }

    @Test func everyAdapterExampleIsCompiled() throws {
        let usage = try TestPaths.read(Self.usage)
        let docs = Self.swiftBlocks(try TestPaths.read("docs/adapters.md"))
        let readme = try TestPaths.read("README.md")
        let section = try #require(readme.range(of: "## In a view"))
        let end = readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let readmeBlocks = Self.swiftBlocks(String(readme[section.lowerBound..<end]))
        #expect(docs.count == 5)
        #expect(readmeBlocks.count == 3)
        for block in docs + readmeBlocks {
            #expect(Self.contains(usage, block), "not in \(Self.usage):\n\(block)")
        }
    }
}
