import Foundation
@testable import LayoutGenCore
import Testing

@testable import LayoutGenCLI
@testable import LayoutGenFullCLI
@testable import LayoutGenPreview

/// `preview --watch`: what it looks at to see a save, and the page that reloads itself.
@Suite struct PreviewWatchTests {
    @Test func aSaveIsSeenOnce() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("Cell.layout", profileCellSpec)
        var watcher = PreviewWatcher(spec: spec)
        var seen: [Bool] = []
        seen.append(watcher.specChanged())
        seen.append(watcher.specChanged())
        try (profileCellSpec + "\n").write(toFile: spec, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: spec)
        seen.append(watcher.specChanged())
        seen.append(watcher.specChanged())
        #expect(seen == [true, false, true, false])
    }

    @Test func theWatchedPageReloadsItselfAndTheOtherDoesNot() {
        let reloading = PreviewHTML.page(layout: "Cell", source: "Cell.layout", panels: [], reloading: true)
        #expect(reloading.contains(#"<meta http-equiv="refresh" content="1"/>"#))
        #expect(!PreviewHTML.page(layout: "Cell", source: "Cell.layout", panels: []).contains("http-equiv"))
    }

    @Test func watchingNeedsAnHTMLPage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let spec = try dir.write("Cell.layout", profileCellSpec)
        let run = layoutgen("preview", spec, "--size", "375x80", "--output", dir.path("cell.svg"), "--watch")
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("error: '--watch' rewrites an HTML page: name the output FILE.html\n"))
    }
}
