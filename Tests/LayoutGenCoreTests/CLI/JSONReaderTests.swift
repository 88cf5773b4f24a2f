@testable import LayoutGenCore
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenDiagnostics

/// The config file's JSON reader: values, positions, and the errors it reports.
@Suite struct JSONReaderTests {
    @Test func readsValuesWithTheirPositions() throws {
        let value = try JSONReader.parse(
            "{\n  \"a\": [1, -2.5e1, true, null],\r\n  \"b\": \"x\\n\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyLocation) == [SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3)])
        #expect(
            members[0].value.kind
                == .array([
                    JSONValue(kind: .number(1), location: SourceLocation(line: 2, column: 9)),
                    JSONValue(kind: .number(-25), location: SourceLocation(line: 2, column: 12)),
                    JSONValue(kind: .bool(true), location: SourceLocation(line: 2, column: 20)),
                    JSONValue(kind: .null, location: SourceLocation(line: 2, column: 26)),
                ]))
        #expect(members[1].value.kind == .string("x\né😀"))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
    }

    @Test(arguments: [
        ("", "1:1 expected a JSON value, found the end of the file"),
        ("{\"a\" 1}", "1:6 expected ':' after the key"),
        ("{a: 1}", "1:2 expected a key in quotes"),
        ("[1 2]", "1:4 expected ',' or ']'"),
        ("\"abc", "1:5 unterminated string"),
        ("\"a\\q\"", "1:3 invalid escape '\\q'"),
        ("tru", "1:1 invalid value 'tru'"),
        ("{}\n}", "2:1 unexpected text after the JSON value"),
    ])
    func reportsWhereTheTextStopsBeingJSON(text: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
        do {
            _ = try JSONReader.parse(text)
        } catch {
            #expect("\(error.location) \(error.message)" == expected)
        }
    }
}
