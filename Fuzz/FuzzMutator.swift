// A line-aware mutator for libFuzzer (LLVMFuzzerCustomMutator): specs are statements, one a
// line, so besides libFuzzer's byte mutations it copies, drops, swaps and inserts whole lines,
// inserts statements of the language written with the input's own names, and renames one
// occurrence of a name to another. Half of the mutations are libFuzzer's own.

/// libFuzzer's default mutation, defined by the fuzzer runtime (a C function taking and
/// returning pointer-sized integers, which Swift's calling convention passes the same way).
@_silgen_name("LLVMFuzzerMutate")
private func defaultMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// SplitMix64, seeded by libFuzzer so that runs can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum LineMutator {
    static let keywords: Set<String> = [
        "layout", "view", "guide", "input", "let", "when", "else", "super", "safe", "measured", "optional",
        "scroll", "align", "H", "V", "true", "false", "CGFloat", "Bool",
    ]
    static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "size",
        "center", "edges",
    ]
    static let numbers = ["0", "1", "8", "0.5", "12", "44", "1e3", "2.5", "1000", "-1", "100000", "0.333"]

    /// The names of the input (identifiers that are not keywords), or a few defaults.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar == "_" || scalar.properties.isAlphabetic || (!current.isEmpty && scalar.properties.numericType != nil) {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty, !keywords.contains(current), !attributes.contains(current), !names.contains(current) {
                    names.append(current)
                }
                current = ""
            }
        }
        return names.isEmpty ? ["a", "b", "c"] : names
    }

    /// One statement of the language over `names`.
    static func statement(_ names: [String], _ r: inout SplitMix) -> String {
        func n() -> String { names.randomElement(using: &r)! }
        func item() -> String { Int.random(in: 0..<4, using: &r) == 0 ? "super" : n() }
        func attr() -> String { attributes.randomElement(using: &r)! }
        func num() -> String { numbers.randomElement(using: &r)! }
        func rel() -> String { ["==", "<=", ">=", "=="].randomElement(using: &r)! }
        func gap() -> String { ["-", "-8-", "-(*)-", "-(2*)-", "-(>=8)-", "", "-(<=20)-", "-(\(n()))-"].randomElement(using: &r)! }
        func seqItem() -> String {
            ["[\(n())]", "[\(n())(*)]", "[\(n())(\(num()))]", "[\(n())(>=44)]", "[\(n())(==\(n()))]", "[\(n())(50 + *)]"]
                .randomElement(using: &r)!
        }
        func sequence() -> String {
            var s = (Bool.random(using: &r) ? "H" : "V") + (Int.random(in: 0..<5, using: &r) == 0 ? "(\(n()))" : "") + ": "
            if Bool.random(using: &r) { s += "|" + gap() }
            for k in 0..<Int.random(in: 1...3, using: &r) { s += (k > 0 ? gap() : "") + seqItem() }
            if Bool.random(using: &r) { s += gap() + "|" }
            if Int.random(in: 0..<4, using: &r) == 0 { s += " align " + ["top", "centerY", "fill", "leading", "centerX"].randomElement(using: &r)! }
            return s
        }
        switch Int.random(in: 0..<14, using: &r) {
        case 0: return "view \(n())" + ["", ": measured", ": optional", ": measured, optional", ": scroll"].randomElement(using: &r)!
        case 1: return "view \(n()) {"
        case 2: return "guide \(n())"
        case 3: return "input \(n())" + [" = \(num())", ": CGFloat", ": Bool = true", ": Bool"].randomElement(using: &r)!
        case 4: return "let \(n()) = \(num()) * \(n())"
        case 5: return "when \(n()) {"
        case 6: return "} else when super.width \(["<", ">=", "!="].randomElement(using: &r)!) \(num()) {"
        case 7: return "}"
        case 8: return "\(item()).\(attr()) \(rel()) \(item()).\(attr())"
        case 9: return "\(item()).\(attr()) \(rel()) \(item()).\(attr()) * \(num()) + \(num())" + (Bool.random(using: &r) ? " @\(["high", "low", "500", "required"].randomElement(using: &r)!)" : "")
        case 10: return "\(n()).\(["edges", "size", "center"].randomElement(using: &r)!) == \(item()).edges.inset(\(num()))"
        case 11: return "\(n()).\(attr()) == \(["min", "max"].randomElement(using: &r)!)(\(item()).\(attr()), \(num()))"
        case 12: return "when hidden(\(n())) || \(n()) {"
        default: return sequence()
        }
    }

    static func mutate(_ text: String, _ r: inout SplitMix) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.isEmpty { lines = [""] }
        let i = Int.random(in: 0..<lines.count, using: &r)
        let j = Int.random(in: 0..<lines.count, using: &r)
        switch Int.random(in: 0..<6, using: &r) {
        case 0: lines.insert(lines[i], at: j)
        case 1: if lines.count > 1 { lines.remove(at: i) }
        case 2: lines.swapAt(i, j)
        case 3, 4: lines.insert(statement(names(in: text), &r), at: max(1, j))
        default:
            // Renames one occurrence of a name.
            let all = names(in: text)
            guard let from = all.randomElement(using: &r), let to = (all + ["super", "safe"]).randomElement(using: &r),
                let range = lines[i].range(of: from)
            else { lines.insert(statement(all, &r), at: j); break }
            lines[i].replaceSubrange(range, with: to)
        }
        return lines.joined(separator: "\n")
    }
}

@_cdecl("LLVMFuzzerCustomMutator")
public func layoutGenFuzzCustomMutator(
    _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
) -> Int {
    var r = SplitMix(state: UInt64(seed))
    if Bool.random(using: &r) { return defaultMutate(data, size, maxSize) }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let bytes = Array(LineMutator.mutate(text, &r).utf8.prefix(maxSize))
    for (k, byte) in bytes.enumerated() { data[k] = byte }
    return bytes.count
}
