import Foundation
import Testing

/// The types in `Generated/`, written from `Layouts/` by `generate-layout` (or
/// `layoutgen generate Tests/CommittedLayoutTests`) and committed; `.ci/run` fails when they
/// are stale. `layoutgen.json` makes them internal. Expected frames are `layoutgen eval`'s.
@Suite struct CommittedLayoutTests {
    @Test func toastWrapsItsMessageBeforeTheButton() {
        let toast = Toast.layout(in: CGSize(width: 375, height: 60)) { _, proposal in
            let lines = proposal.width >= 500 ? 1 : (500 / proposal.width).rounded(.up)
            return CGSize(width: min(500, proposal.width), height: 18 * lines)
        }
        #expect(toast.message == CGRect(x: 16, y: 12, width: 299, height: 36))
        #expect(toast.button == CGRect(x: 323, y: 8, width: 44, height: 44))
    }

    @Test func gridSplitsTheWidthEvenly() {
        let grid = Grid.layout(in: CGSize(width: 320, height: 100))
        #expect(grid.left == CGRect(x: 10, y: 10, width: 145, height: 80))
        #expect(grid.right == CGRect(x: 165, y: 10, width: 145, height: 80))
        #expect(grid.size == CGSize(width: 320, height: 100))
    }
}
