import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenSyntax

/// An expected diagnostic: its message and the marker at its start.
struct ExpectedSyntaxDiagnostic {
    let marker: String
    let message: String

    init(_ marker: String, _ message: String) {
        self.marker = marker
        self.message = message
    }
}

/// Helpers of the syntax tests: parse a snippet, check its diagnostics against `1️⃣` markers
/// (the shared `DiagnosticMarkers`).
enum SyntaxTesting {
    /// Parses text, returning the tree and the diagnostics.
    static func parse(_ text: String) -> (SyntaxFile, [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let file = parseSpec(SourceFile(path: "Test.layout", text: text), diagnostics: diagnostics)
        return (file, diagnostics.diagnostics)
    }

    /// Parses text that must have no diagnostics and returns its tree.
    static func parseClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SyntaxFile {
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
        return file
    }

    /// The statements of a single layout whose body is `body`, which must parse cleanly.
    static func statements(_ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Statement] {
        let file = parseClean("layout Test {\n\(body)\n}\n", sourceLocation: sourceLocation)
        return file.layouts.first?.body ?? []
    }

    /// Parses marked text and checks that exactly the expected diagnostics were reported, each
    /// starting at its marker, in source order. Returns the tree for further checks.
    @discardableResult
    static func assertDiagnostics(
        _ marked: String, _ expected: [ExpectedSyntaxDiagnostic],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SyntaxFile {
        let markers = DiagnosticMarkers(marked)
        let collector = DiagnosticCollector()
        let file = parseSpec(SourceFile(path: "Test.layout", text: markers.text), diagnostics: collector)
        let actual = collector.sorted.map { "\($0.range.start): \($0.message)" }
        let wanted = expected.map { item -> String in
            guard let position = markers.positions[Character(item.marker)] else {
                Issue.record("no marker \(item.marker) in the source", sourceLocation: sourceLocation)
                return "?: \(item.message)"
            }
            return "\(position): \(item.message)"
        }
        #expect(actual == wanted, sourceLocation: sourceLocation)
        #expect(collector.diagnostics.allSatisfy { $0.severity == .error }, sourceLocation: sourceLocation)
        return file
    }
}
