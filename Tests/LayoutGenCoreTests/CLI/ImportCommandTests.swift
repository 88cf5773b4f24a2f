import Foundation
import Testing

@testable import LayoutGenCLI

/// `layoutgen import` on the command line: where specs go, what it prints, its exit status, and
/// that it never replaces a spec unless asked.
@Suite struct ImportCommandTests {
    static let corpus = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder").path

    @Test func writesOneSpecPerCellAndSaysHowManyConstraints() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let run = layoutgen("import", "\(Self.corpus)/NetNewsWire/SettingsComboTableViewCell.xib", "--output", dir.path("Specs"))
        #expect(run.status == 0)
        #expect(run.error == "wrote \(dir.path("Specs/SettingsComboTableViewCell.layout")): 8 of 8 constraints imported\n")
        let spec = try #require(dir.read("Specs/SettingsComboTableViewCell.layout"))
        #expect(spec.hasPrefix("// Imported from SettingsComboTableViewCell.xib (tableViewCell id=\"JCb-QB-CrO\")"))
        #expect(layoutgen("check", dir.path("Specs/SettingsComboTableViewCell.layout")).status == 0)
    }

    @Test func neverReplacesASpecUnlessForced() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let existing = try dir.write("SettingsComboTableViewCell.layout", "// mine\n")
        let file = "\(Self.corpus)/NetNewsWire/SettingsComboTableViewCell.xib"
        let refused = layoutgen("import", file, "--output", dir.path)
        #expect(refused.status == 1)
        #expect(refused.error == "error: '\(existing)' exists: pass --force to replace it\n")
        #expect(dir.read("SettingsComboTableViewCell.layout") == "// mine\n")
        let forced = layoutgen("import", file, "--output", dir.path, "--force")
        #expect(forced.status == 0)
        #expect(dir.read("SettingsComboTableViewCell.layout")?.hasPrefix("// Imported from") == true)
    }

    /// A constraint it cannot import is an error at its XML position, and the status is 1; the
    /// spec is written all the same, with the constraint as a comment.
    @Test func aConstraintNotImportedFailsTheRunWithItsPosition() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = "\(Self.corpus)/DuckDuckGo/NotificationView.xib"
        let run = layoutgen("import", file, "--output", dir.path)
        #expect(run.status == 1)
        let first = try #require(run.error.split(separator: "\n").first { $0.contains("is not imported") })
        #expect(first.hasPrefix("\(file):"))
        #expect(first.contains(": error: constraint '"))
        let spec = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.path).first)
        #expect(dir.read(spec)?.contains("// not imported: constraint id=") == true)
    }

    @Test func usageErrors() {
        #expect(layoutgen("import").status == 64)
        let wrong = layoutgen("import", "Cell.layout")
        #expect(wrong.status == 64)
        #expect(wrong.error.hasPrefix("error: 'Cell.layout' is not a .xib or .storyboard file\n"))
        let missing = layoutgen("import", "Missing.xib")
        #expect(missing.status == 1)
        #expect(missing.error == "error: cannot read 'Missing.xib'\n")
    }

    /// The plugins' tool has no importer, and says which tool has.
    @Test func thePluginsToolNamesTheFullTool() {
        let run = layoutgen(["import", "Cell.xib"], tool: .build)
        #expect(run.status == 64)
        #expect(run.error.contains("layoutgen"))
    }
}
