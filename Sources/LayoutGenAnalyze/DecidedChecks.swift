import LayoutGenAlgebra
import LayoutGenPlan

/// What the analysis decided about a layout's checks where several of its scenarios run one
/// variant (comparisons of the container's size whose truth changes only numbers; atoms that
/// change only numbers and that no variant reads are not scenarios at all but taken by the
/// paths: `VariantScenario.open`). A check proved by bounds or searched in one scenario comes to the same in every
/// scenario of the same program (variant, direction and comparisons' rows) whose steps in the
/// check's cone read the same there (`PathExplorer.scenarioReads`): it is decided once per such
/// reading, and so is whether the layout sizes its own height. (A tie's witness is confirmed
/// by comparing every frame, some outside the cone; a frame that differs there is a check of its
/// own, decided by its own cone.)
package struct DecidedChecks {
    /// A check (nil: the layout's own height) in one program, with what its cone reads.
    package struct Key: Hashable {
        package var program: Int
        package var kind: AnalysisCheck.Kind?
        package var reads: [Rational?]
    }

    /// A scenario whose variant others run too: its program's number and what its steps read.
    package struct Scenario {
        fileprivate var variant: Int
        fileprivate var program: Int
        fileprivate var readers: [[Bool]]
        fileprivate var reads: [[[Rational?]]]
    }

    private struct ProgramKey: Hashable {
        var variant: Int
        var direction: Direction
        var rows: [AffineForm]
    }

    /// The variants that more than one scenario runs (only their checks can repeat).
    private let shared: Set<Int>
    private var decided: Set<Key> = []
    private var ownHeights: [Key: Bool] = [:]
    private var programs: [ProgramKey: Int] = [:]
    /// Per variant, which of its steps read the scenario; per check (nil: the height), the
    /// tasks of its cone that do. The same in each scenario of the variant.
    private var readers: [Int: [[Bool]]] = [:]
    private var reading: [Int: [AnalysisCheck.Kind?: [PathExplorer.Task]]] = [:]

    package init(_ scenarios: [VariantScenario]) {
        var seen = Set<Int>()
        shared = Set(scenarios.map(\.variant).filter { !seen.insert($0).inserted })
    }

    /// The scenario as its checks' keys need it; nil where no other scenario runs its variant.
    mutating func scenario(_ scenario: VariantScenario, _ explorer: PathExplorer) -> Scenario? {
        guard shared.contains(scenario.variant) else { return nil }
        let steps = readers[scenario.variant] ?? explorer.stepsReadingScenario()
        readers[scenario.variant] = steps
        let key = ProgramKey(variant: scenario.variant, direction: scenario.direction, rows: scenario.rows)
        let program = programs[key] ?? programs.count
        programs[key] = program
        return Scenario(
            variant: scenario.variant, program: program, readers: steps, reads: explorer.scenarioReads(steps))
    }

    /// The key of a check (nil: the height) that reads `operands`, in `scenario`.
    package mutating func key(
        _ kind: AnalysisCheck.Kind?, _ operands: [[Operand]], in scenario: Scenario, _ explorer: PathExplorer
    ) -> Key {
        let tasks: [PathExplorer.Task]
        if let known = reading[scenario.variant]?[kind] {
            tasks = known
        } else {
            tasks = explorer.tasksReadingScenario(explorer.cone(operands), scenario.readers)
            reading[scenario.variant, default: [:]][kind] = tasks
        }
        var reads: [Rational?] = []
        reads.reserveCapacity(tasks.count)
        for task in tasks {
            let read = scenario.reads[task.program][task.step!]
            if read.count == 1 { reads.append(read[0]) } else { reads += read }
        }
        return Key(program: scenario.program, kind: kind, reads: reads)
    }

    /// Records a check as decided; false where it already was.
    package mutating func decide(_ key: Key) -> Bool { decided.insert(key).inserted }

    /// Whether the layout sizes its own height, where it was decided.
    package subscript(ownHeight key: Key) -> Bool? {
        get { ownHeights[key] }
        set { ownHeights[key] = newValue }
    }
}
