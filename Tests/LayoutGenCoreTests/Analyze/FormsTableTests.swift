import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenAnalyze

/// `FormsTable` must answer as a dictionary keyed by the lists themselves does, a stored nil
/// (a path found infeasible) included.
@Suite struct FormsTableTests {
    @Test func answersAsADictionaryKeyedByTheLists() {
        var seed = SeededNumbers(seed: 3)
        func next() -> Int { seed.next() }
        func list() -> [AffineForm] {
            (0..<(next() % 3)).map { _ in
                var form = AffineForm(constant: Rational(next() % 3))
                form.add(AffineForm(unknown: next() % 3), times: Rational(next() % 3 - 1))
                return form
            }
        }
        var table = FormsTable<Int?>()
        var reference: [[AffineForm]: Int?] = [:]
        for _ in 0..<3000 {
            let key = list()
            switch next() % 4 {
            case 0:
                table[key] = nil
                reference[key] = nil
            case 1:
                table[key] = .some(nil)
                reference[key] = .some(nil)
            default:
                let value = next() % 10
                table[key] = value
                reference[key] = value
            }
            let probe = list()
            #expect(table[probe] == reference[probe])
        }
        // The keys repeat: entries are replaced and removed, not only added.
        #expect(reference.count < 400)
    }
}
