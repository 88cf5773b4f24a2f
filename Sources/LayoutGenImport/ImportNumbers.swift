import Foundation

/// A multiplier as Interface Builder writes it: `0.5`, `1:2` or `3/4`.
struct Multiplier {
    private var numerator: ImportNumber
    private var denominator: ImportNumber?

    init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map(String.init)
        guard let n = parts.first.flatMap(ImportNumber.init), parts.count <= 2 else { return nil }
        numerator = n
        if parts.count == 2 {
            guard let d = ImportNumber(parts[1]), !d.isZero else { return nil }
            denominator = d.isOne ? nil : d
        }
    }

    var isOne: Bool { numerator.isOne && denominator == nil }

    /// `term × multiplier`: `a.width`, `0.5 * a.width`, `a.width / 2`, `a.height * 16 / 9`; an
    /// empty text for a multiplier of 0.
    func applied(to term: ImportedLayout.Term) -> String {
        if numerator.isZero { return "" }
        let operand = term.compound ? "(\(term.text))" : term.text
        switch (numerator.isOne, denominator) {
        case (true, nil): return term.text
        case (false, nil): return "\(numerator.text) * \(operand)"
        case (true, let d?): return "\(operand) / \(d.text)"
        case (false, let d?): return "\(operand) * \(numerator.text) / \(d.text)"
        }
    }
}

/// A number of the file, kept as written (the language reads decimals exactly), with `.0`
/// dropped: `16.0` → `16`.
struct ImportNumber {
    private(set) var text: String
    let value: Double

    init?(_ written: String) {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite else { return nil }
        self.value = value
        var text = trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
        if text.contains("."), !text.contains("e"), !text.contains("E") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" || text.isEmpty { text = "0" }
        self.text = text
    }

    init(_ value: Double) {
        self.init("\(value)")!
    }

    var isZero: Bool { value == 0 }
    var isOne: Bool { value == 1 }
    var isNegative: Bool { value < 0 }
    var magnitude: String { isNegative ? String(text.dropFirst()) : text }
    var negated: ImportNumber { isZero ? self : ImportNumber(isNegative ? magnitude : "-" + text)! }
}
