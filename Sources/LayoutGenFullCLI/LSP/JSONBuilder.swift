import LayoutGenCLI
/// A JSON value to write (the server's messages), and lookups into a parsed one.
package indirect enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value as compact JSON text.
    package var text: String {
        switch self {
        case .object(let members): "{" + members.map { JSONOutput.string($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .string(let value): JSONOutput.string(value)
        case .number(let value): NumberFormatting.json(value) ?? "null"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }

    static func int(_ value: Int) -> JSON { .number(Double(value)) }
}

extension JSONValue {
    /// The member `key` of an object (the last one of that name), or nil.
    package subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    package var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    var arrayValue: [JSONValue]? { if case .array(let values) = kind { values } else { nil } }
    var intValue: Int? { if case .number(let n) = kind, n == n.rounded() { Int(n) } else { nil } }

    /// The value as JSON to write again (a request's `id`, echoed in its response).
    package var json: JSON {
        switch kind {
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        case .array(let values): .array(values.map(\.json))
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        case .null: .null
        }
    }
}
