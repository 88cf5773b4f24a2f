import Foundation
import LayoutGenCore
import Testing

/// Bugs the random-spec oracle and compile check (Tests/Oracle) found, kept as tests.
@Suite struct OracleRegressionTests {
    /// Oracle regression (seed 175): when every item of a sequence is hidden, the items' size
    /// predicates still decide their sizes (they were dropped, leaving 0).
    @Test func allHiddenSequenceKeepsItsSizePredicates() throws {
        let spec = """
            layout Hidden {
                view box {
                    view badge: optional
                    H: |-[badge(60)]
                    V: |-(*)-[badge(83.5)]-1.5-|
                }
                box.edges == super.edges
            }
            """
        let layout = try #require(Verification.layouts(of: SourceFile(path: "Hidden.layout", text: spec))?.first)
        let arguments = EvaluationArguments(width: 200, height: 100, hidden: ["badge"])
        let result = try evaluate(layout.plan, arguments: arguments)
        #expect(result["badge"] == Frame(x: 0, y: 0, width: 60, height: 83.5))
        #expect(try Verification.check(layout, arguments: arguments).isEmpty)
    }
}
