import Testing

@testable import LayoutGenEvaluate

/// `eval`'s arguments as a witness note writes them (`at --size 320x0 --fit height …: …`).
func witnessArguments(_ note: String) throws -> EvaluationArguments {
    let end = try #require(note.range(of: ": "))
    let options = note[..<end.lowerBound].dropFirst("at ".count)
    let words = options.split(separator: " ").map(String.init)
    var result = EvaluationArguments(width: 0, height: 0)
    var i = 0
    while i < words.count {
        switch words[i] {
        case "--size":
            let parts = words[i + 1].split(separator: "x").compactMap { Double($0) }
            (result.width, result.height) = (parts[0], parts[1])
            i += 1
        case "--fit":
            result.fit = .height
            i += 1
        case "--measure":
            let parts = words[i + 1].split(separator: "=")
            result.measure[String(parts[0])] = MeasureStandIn(parsing: String(parts[1]))
            i += 1
        case "--hidden":
            result.hidden.insert(words[i + 1])
            i += 1
        case "--input":
            let parts = words[i + 1].split(separator: "=").map(String.init)
            result.inputs[parts[0]] = parts[1] == "true" ? 1 : parts[1] == "false" ? 0 : Double(parts[1])
            i += 1
        case "--rtl": result.rightToLeft = true
        default: Issue.record("unexpected word \(words[i])")
        }
        i += 1
    }
    return result
}
