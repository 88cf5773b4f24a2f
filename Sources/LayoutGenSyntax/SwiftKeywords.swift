/// Swift's reserved words, for escaping names with backticks in generated code.
package enum SwiftKeywords {
    /// Words that must be escaped when used as an identifier.
    package static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "some", "any", "consume", "borrowing", "consuming",
    ]

    /// The name as a Swift identifier: escaped with backticks when it is a keyword. (An
    /// argument label in a call is never escaped: every keyword may be one there, and an
    /// escaped one draws a warning.)
    package static func escaped(_ name: String) -> String {
        all.contains(name) ? "`\(name)`" : name
    }

}
