import LayoutGenAlgebra
import LayoutGenPlan

/// STEP 1 of `PathExplorer`: the steps a search needs.
extension PathExplorer {
    /// The steps a search runs, in order: program by program, each needed step (of a measure
    /// step, with the answers needed), then the program's height where the program it is given
    /// to reads it. Equal cones are searched alike: checks that share one share its paths.
    package struct Cone: Hashable {
        var tasks: [Task]
    }

    /// A step of a program to run, or (`step` nil) the program's height to give the next one.
    package struct Task: Hashable {
        package var program: Int
        package var step: Int?
        /// Of a measure step, whether the width (bit 0) and the height (bit 1) of its answer
        /// are needed.
        package var answers: UInt8 = 0
    }

    /// An operand a program reads.
    package struct Read {
        package var program: Int
        package var operand: Operand
    }

    /// STEP 1: the union of the cones of the objective's operands, each found once.
    func cone(_ objective: [[Operand]]) -> Cone {
        var result = Cone(tasks: [])
        for (p, operands) in objective.enumerated() {
            for operand in operands {
                let cone = cached(Read(program: p, operand: operand))
                result = result.tasks.isEmpty ? cone : Self.union(result, cone)
            }
        }
        return result
    }

    /// The cone of a step's value or of a measured answer, walked once; of any other operand,
    /// walked (it reads at most a program's height).
    private func cached(_ read: Read) -> Cone {
        let slot: Int
        switch read.operand {
        case .value(let i): slot = 3 * i
        case .measured(let i, let isWidth): slot = 3 * i + (isWidth ? 1 : 2)
        default: return walk(read)
        }
        if let known = operandCones[read.program][slot] { return known }
        let cone = walk(read)
        operandCones[read.program][slot] = cone
        return cone
    }

    /// The steps one operand needs.
    private func walk(_ start: Read) -> Cone {
        // Per step of every program (`offsets`): bit 0 needed, bits 1–2 the answers needed.
        var marks = [UInt8](repeating: 0, count: offsets.last ?? 0)
        var heights = [Bool](repeating: false, count: operations.count)
        var work = [start]
        while let read = work.popLast() {
            let p = read.program
            switch read.operand {
            case .measured(let i, let isWidth):
                // A measure step reads only the proposal along the axes whose answers are needed.
                guard case .measure(let element, let width, let height) = operations[p][i] else { continue }
                let bit: UInt8 = isWidth ? 2 : 4
                marks[offsets[p] + i] |= 1
                guard marks[offsets[p] + i] & bit == 0 else { continue }
                marks[offsets[p] + i] |= bit
                work.append(Read(program: p, operand: isWidth ? width : height))
                // A text that wraps answers its height for the width it is proposed.
                if !isWidth, domain.lines[element] != nil { work.append(Read(program: p, operand: width)) }
            case .value(let i):
                guard marks[offsets[p] + i] & 1 == 0 else { continue }
                marks[offsets[p] + i] |= 1
                for operand in operations[p][i].operands { work.append(Read(program: p, operand: operand)) }
            case .parameter(.height):
                guard let q = sizeFrom[p], !heights[q] else { continue }
                heights[q] = true
                work.append(Read(program: q, operand: self.heights[q]))
            default:
                continue
            }
        }
        var cone = Cone(tasks: [])
        for p in operations.indices {
            for s in operations[p].indices where marks[offsets[p] + s] & 1 != 0 {
                cone.tasks.append(Task(program: p, step: s, answers: marks[offsets[p] + s] >> 1))
            }
            if heights[p] { cone.tasks.append(Task(program: p, step: nil)) }
        }
        return cone
    }

    /// Per program, per step: whether it reads the scenario (`reads(of:)`). The same for every
    /// scenario of the programs.
    func stepsReadingScenario() -> [[Bool]] {
        operations.map { steps in steps.map { !reads(of: $0).isEmpty } }
    }

    /// The tasks of `cone` whose steps read the scenario (`readers`: `stepsReadingScenario`).
    func tasksReadingScenario(_ cone: Cone, _ readers: [[Bool]]) -> [Task] {
        cone.tasks.filter { task in task.step.map { readers[task.program][$0] } ?? false }
    }

    /// What each step that reads the scenario (`readers`) reads of it; nothing for the others.
    /// Two scenarios of one program whose steps in a cone read the same are searched alike.
    func scenarioReads(_ readers: [[Bool]]) -> [[[Rational?]]] {
        operations.indices.map { p in
            operations[p].indices.map { s in readers[p][s] ? reads(of: operations[p][s]) : [] }
        }
    }

    /// What a step reads of the explorer's scenario: whether the view is shown, the number a
    /// `choice` takes, the values of the Bool inputs it reads (empty: it reads none of these).
    private func reads(of operation: Operation) -> [Rational?] {
        var reads: [Rational?] = []
        switch operation {
        case .shown(let element): reads.append(hidden.contains(element) ? .zero : .one)
        case .choice(let conditions, let values): reads.append(chosen(conditions, values))
        default: break
        }
        for case .parameter(.input(let i)) in operation.operands where domain.inputs[i] == nil {
            reads.append(bools[i] ?? .zero)
        }
        return reads
    }

    /// The tasks of a cone that may branch (all but affine steps): cones with the same ones
    /// have the same paths, so one search over their union serves both.
    func branching(_ cone: Cone) -> Cone {
        Cone(tasks: cone.tasks.filter { task in
            guard let s = task.step, case .affine = operations[task.program][s] else { return true }
            return false
        })
    }

    /// The tasks of both cones, in order.
    package static func union(_ a: Cone, _ b: Cone) -> Cone {
        func order(_ t: Task) -> (Int, Int) { (t.program, t.step ?? .max) }
        var result = Cone(tasks: [])
        var (i, j) = (0, 0)
        while i < a.tasks.count || j < b.tasks.count {
            if j == b.tasks.count || (i < a.tasks.count && order(a.tasks[i]) < order(b.tasks[j])) {
                result.tasks.append(a.tasks[i])
                i += 1
            } else if i == a.tasks.count || order(b.tasks[j]) < order(a.tasks[i]) {
                result.tasks.append(b.tasks[j])
                j += 1
            } else {
                var task = a.tasks[i]
                task.answers |= b.tasks[j].answers
                result.tasks.append(task)
                i += 1
                j += 1
            }
        }
        return result
    }
}
