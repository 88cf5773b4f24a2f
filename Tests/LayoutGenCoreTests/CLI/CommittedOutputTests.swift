import Foundation
import Testing

/// The generated sources committed in this repository (written as `generate-layout` writes
/// them) match what the generator makes today. After a change to the emitter,
/// `RECORD=1 swift test` rewrites them, as it re-records the golden files; review the diff.
@Suite struct CommittedOutputTests {
    /// Target directories with a `layoutgen.json` and committed `Generated/` sources.
    static let targets = ["Tests/CommittedLayoutTests", "Examples/Consumer/Sources/SettingsLayouts"]

    @Test(arguments: targets)
    func committedSourcesAreFresh(_ target: String) {
        let directory = TestPaths.packageRoot.appendingPathComponent(target).path
        let run = layoutgen(["generate", directory] + (TestPaths.isRecording ? [] : ["--check"]))
        #expect(run.status == 0, "\(run.error)re-record with RECORD=1 swift test")
    }
}
