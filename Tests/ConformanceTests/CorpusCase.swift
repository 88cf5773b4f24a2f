import Foundation

/// One case of the browser corpus (`Tests/ConformanceTests/Corpus/flexbox-simple.json`): a
/// tree of nodes with inline CSS, laid out by Chromium left to right and right to left.
struct CorpusCase: Decodable {
    /// The Yoga fixture's test name, e.g. `justify_content_row_space_between`.
    var id: String
    /// The fixture file it comes from (set after decoding).
    var fixture = ""
    /// Whether Yoga disables the case (kept for the record; every case is run).
    var disabled: Bool
    /// The tree with the frames of left-to-right layout.
    var ltr: CorpusNode
    /// The same tree with the frames of right-to-left layout.
    var rtl: CorpusNode

    enum CodingKeys: String, CodingKey {
        case id, disabled, ltr, rtl
    }
}

/// A node of a corpus case: its inline style and the frame the browser gave it, relative to
/// its parent node, in integer CSS pixels (see the corpus README for the rounding).
struct CorpusNode: Decodable {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
    /// The node's inline CSS, e.g. `width: 100px; flex-grow: 1;`.
    var style: String
    /// Text content (empty throughout this corpus).
    var text: String
    var children: [CorpusNode]
}

/// The corpus file: every case, in fixture-file order, then case order.
enum Corpus {
    /// Where the corpus lives: `CONFORMANCE_CORPUS` if set, else the copy committed in
    /// `Tests/ConformanceTests/Corpus/` (with its README and Yoga's licence notice).
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["CONFORMANCE_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        return ConformancePaths.corpusDirectory.appendingPathComponent("flexbox-simple.json")
    }

    /// Reads and decodes the corpus.
    static func load() throws -> [CorpusCase] {
        let data = try Data(contentsOf: url)
        let files = try JSONDecoder().decode([String: [CorpusCase]].self, from: data)
        return files.keys.sorted().flatMap { fixture in
            files[fixture]!.map { var c = $0; c.fixture = fixture; return c }
        }
    }
}

/// Paths of this test target.
enum ConformancePaths {
    /// The package root (two levels above this file's directory).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The browser corpus, its README and Yoga's licence notice.
    static let corpusDirectory = packageRoot.appendingPathComponent("Tests/ConformanceTests/Corpus")

    /// The translated specs, one `.layout` file per case.
    static let specDirectory = packageRoot.appendingPathComponent("Tests/ConformanceTests/Specs")

    /// Whether the translated specs are re-written (`RECORD=1 swift test`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }
}
