/// A size class: the trait collection's horizontal and vertical size class, each compact or
/// regular. A spec with size-class variations reads two Bool inputs, `compactWidth` (true by
/// default: a phone in portrait) and `compactHeight` (false by default).
struct SizeClass: Hashable, Sendable {
    var compactWidth: Bool
    var compactHeight: Bool

    /// The four, phone in portrait first.
    static let all = [
        SizeClass(compactWidth: true, compactHeight: false), SizeClass(compactWidth: true, compactHeight: true),
        SizeClass(compactWidth: false, compactHeight: false), SizeClass(compactWidth: false, compactHeight: true),
    ]

    /// The size classes a variation's key applies to, and how specific it is (`default` 0, one
    /// class 1, both 2); nil for a key that is not of size classes.
    static func classes(of key: String) -> (Set<SizeClass>, specificity: Int)? {
        if key == "default" { return (Set(all), 0) }
        var width: Bool?
        var height: Bool?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, pair[1] == "compact" || pair[1] == "regular" else { return nil }
            switch pair[0] {
            case "widthClass": width = pair[1] == "compact"
            case "heightClass": height = pair[1] == "compact"
            default: return nil
            }
        }
        let matching = all.filter { (width == nil || $0.compactWidth == width) && (height == nil || $0.compactHeight == height) }
        return (Set(matching), (width == nil ? 0 : 1) + (height == nil ? 0 : 1))
    }

    /// A condition of the language that holds in exactly `classes` (neither empty nor all).
    static func condition(_ classes: Set<SizeClass>) -> String {
        func literal(_ name: String, _ value: Bool) -> String { value ? name : "!" + name }
        for (name, read) in [("compactWidth", \SizeClass.compactWidth), ("compactHeight", \SizeClass.compactHeight)] {
            for value in [true, false] where classes == Set(all.filter { $0[keyPath: read] == value }) {
                return literal(name, value)
            }
        }
        func term(_ c: SizeClass) -> String { "\(literal("compactWidth", c.compactWidth)) && \(literal("compactHeight", c.compactHeight))" }
        if classes.count == 1, let only = classes.first { return term(only) }
        if classes.count == 3, let missing = Set(all).subtracting(classes).first {
            return "\(literal("compactWidth", !missing.compactWidth)) || \(literal("compactHeight", !missing.compactHeight))"
        }
        return all.filter { classes.contains($0) }.map { "(\(term($0)))" }.joined(separator: " || ")
    }
}

/// Which constraints a size class installs, and their constants there.
extension ImportedLayout {
    /// Whether `constraint` is installed in `sizeClass`: unless its view's `default`
    /// variation excludes it, then as the most specific variation that names it says.
    func isInstalled(_ constraint: IBConstraint, in sizeClass: SizeClass) -> Bool {
        var installed = true
        for (variation, _) in Self.applying(document.views[constraint.owner].variations, to: sizeClass) {
            if variation.includes.contains(constraint.id) { installed = true }
            if variation.excludes.contains(constraint.id) { installed = false }
        }
        return installed
    }

    /// The constant of `constraint` in `sizeClass`: its own, unless a variation changes it.
    func constant(of constraint: IBConstraint, in sizeClass: SizeClass) -> String {
        var constant = constraint.constant ?? "0"
        for (variation, _) in Self.applying(constraint.variations, to: sizeClass) {
            if let value = variation.attributes["constant"] { constant = value }
        }
        return constant
    }

    /// The variations that apply in `sizeClass`, least specific first.
    static func applying(_ variations: [IBVariation], to sizeClass: SizeClass) -> [(IBVariation, Int)] {
        variations.compactMap { variation in
            guard let (classes, specificity) = SizeClass.classes(of: variation.key), classes.contains(sizeClass) else { return nil }
            return (variation, specificity)
        }.sorted { $0.1 < $1.1 }
    }
}
