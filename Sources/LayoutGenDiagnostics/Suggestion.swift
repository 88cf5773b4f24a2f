/// "Did you mean": the closest candidate to a misspelt name, by edit distance.
public enum Suggestion {
    /// The candidate nearest to `name` within a distance that scales with its length
    /// (1 for short names, up to a third of the length), ties broken by candidate order; else,
    /// for a name of three characters or more, the shortest candidate it begins (`lead` for
    /// `leading`), the first on a tie.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let d = distance(Array(name.lowercased()), Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        if let best { return best.name }
        guard name.count >= 3 else { return nil }
        let lowered = name.lowercased()
        return candidates.filter { $0 != name && $0.lowercased().hasPrefix(lowered) }.min { $0.count < $1.count }
    }

    /// Damerau–Levenshtein distance (optimal string alignment): insertions, deletions,
    /// substitutions and transpositions of adjacent characters each cost 1.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
