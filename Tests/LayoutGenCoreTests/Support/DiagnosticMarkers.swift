import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics

/// A spec with position markers (`1️⃣`, `2️⃣`, …) removed, and where each marker stood.
struct DiagnosticMarkers {
    /// The spec text without markers.
    var text: String
    /// Each marker's line and column in `text`.
    var positions: [Character: LayoutGenCore.SourceLocation] = [:]

    init(_ marked: String) {
        var text = ""
        var line = 1
        var column = 1
        for character in marked {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 3,
                ("1"..."9").contains(Character(scalar))
            {
                positions[character] = LayoutGenCore.SourceLocation(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
    }
}

/// Compiles a marked spec and checks that exactly the expected diagnostics are reported, each
/// at its marker: `("1️⃣", "error: unknown name 'icn'; did you mean 'icon'?")`.
func expectDiagnostics(
    _ marked: String, _ expected: [(marker: String, message: String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let markers = DiagnosticMarkers(marked)
    let compiled = compile(markers.text)
    let actual = compiled.messages
    let wanted = expected.map { item -> String in
        let position = markers.positions[Character(item.marker)].map { "\($0.line):\($0.column)" } ?? "?"
        return "\(position): \(item.message)"
    }.sorted { a, b in
        let pa = a.split(separator: ":").prefix(2).compactMap { Int($0) }
        let pb = b.split(separator: ":").prefix(2).compactMap { Int($0) }
        return pa.lexicographicallyPrecedes(pb)
    }
    #expect(actual == wanted, sourceLocation: sourceLocation)
}
