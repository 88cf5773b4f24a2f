import Foundation

/// Names for the imported views, inputs and layouts: a view is named after its outlet, else
/// its Interface Builder label (`userLabel`), else its class and its index among the views of
/// that class (`label2`); a layout after its custom class, reuse identifier or scene, else the
/// file. Every name is an identifier of the language, unique in its layout, and never one of
/// the language's keywords or the generated type's members.
struct ImportNames {
    private var taken: Set<String> = []
    private var counts: [String: Int] = [:]

    /// The language's keywords and the names the generated type or its adapters reserve
    /// (docs/language.md, "Declarations").
    static let reserved: Set<String> = [
        "layout", "view", "guide", "input", "let", "when", "else", "super", "safe", "measured", "optional",
        "scroll", "align", "H", "V", "true", "false", "mirrored", "unbounded", "visible", "hidden", "domain",
        "size", "sizeThatFits", "Element", "Measured", "Hidden", "self", "Self", "Type", "Protocol", "init",
        "deinit", "subscript", "SwiftUILayout", "safeAreaInsets", "rightToLeft", "scale", "measure", "views",
        "container", "ElementKey", "animatableData", "min", "max", "floor", "ceil", "round",
    ]

    /// A fresh name for a view: `preferred` (an outlet or label) made an identifier, else
    /// `kind` (its class) and the next index for that class.
    mutating func view(preferred: String?, kind: String) -> String {
        if let preferred, let name = Self.identifier(preferred, upper: false) {
            return claim(name)
        }
        let base = Self.identifier(kind, upper: false) ?? "view"
        counts[base, default: 0] += 1
        return claim("\(base)\(counts[base]!)")
    }

    /// A fresh name for anything else (an input): `name` itself when free.
    mutating func claim(_ name: String) -> String {
        var candidate = Self.reserved.contains(name) ? name + "View" : name
        var n = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(n)"
            n += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// `text` as a lower or upper camel-case identifier of ASCII letters and digits, accents
    /// dropped ("Title Label" → `titleLabel`, "Épisode" → `episode`), or nil when nothing is
    /// left; a leading digit gets a `v` (or `V`) before it.
    static func identifier(_ text: String, upper: Bool) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in text.folding(options: .diacriticInsensitive, locale: nil).unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var name = words.enumerated().map { k, word in
            k == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        name = upper ? name.prefix(1).uppercased() + name.dropFirst() : lowercasingInitials(name)
        if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) { name = (upper ? "V" : "v") + name }
        return name
    }

    /// `name` with its leading capitals made lower case as Swift spells acronyms:
    /// `URLLabel` → `urlLabel`, `URL` → `url`, `Title` → `title`.
    private static func lowercasingInitials(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count && characters[capitals].isUppercase { capitals += 1 }
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
