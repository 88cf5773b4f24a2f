import Testing

@testable import LayoutGenCore
@testable import LayoutGenAlgebra
@testable import LayoutGenDiagnostics
@testable import LayoutGenPlan

/// Which values the emitter and the interpreter leave the clamp at 0 (`nonNegative`) off.
@Suite struct NonNegativeValuesTests {
    func step(_ operation: Operation) -> Step {
        Step(name: "s", operation: operation, source: SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 2)), reason: "")
    }

    func term(_ operand: Operand, _ numerator: Int64) -> AffineTerm {
        AffineTerm(operand: operand, numerator: numerator, denominator: 1)
    }

    @Test func knowsSumsOfMeasuredSizesConstantsAndTheirExtrema() {
        let measured = Operand.measured(0, isWidth: true)
        let width = Operand.parameter(.width)
        let steps = [
            step(.measure(element: 0, width: .unbounded, height: .unbounded)),  // 0
            step(.affine([term(measured, 1)], constant: 8)),  // 1: answer + 8
            step(.affine([term(width, 1)], constant: -16)),  // 2: size.width - 16
            step(.affine([term(.value(1), 1), term(measured, -1)], constant: 0)),  // 3: a difference
            step(.extremum(isMinimum: false, [.value(2), .constant(0)])),  // 4: max(w - 16, 0)
            step(.extremum(isMinimum: true, [.value(1), .value(2)])),  // 5: min with an unknown
            step(.extremum(isMinimum: false, [.value(2), .value(1)])),  // 6: at least a known one
            step(.rounded(.value(1), Rounding(.up, toPixel: false))),  // 7: a known one rounded
        ]
        let variant = Variant(steps: steps, frames: [], width: width, height: .constant(0))
        let known = NonNegativeValues(variant)
        #expect(known.contains(measured))
        #expect(known.contains(.constant(0)))
        #expect(known.contains(.constant(-0.0)))
        #expect(!known.contains(.constant(-1)))
        #expect(known.contains(.unbounded))
        #expect(!known.contains(width))
        #expect(!known.contains(.parameter(.input(0))))
        #expect((1...7).map { known.contains(.value($0)) } == [true, false, false, true, false, true, true])
    }
}
