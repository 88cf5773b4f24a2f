import Foundation
import Testing

@testable import LayoutGenCLI

/// `layoutgen preview SPEC --witness N`: the picture of the input that shows the Nth problem
/// `check` reports (LANGUAGE.md §12).
@Suite struct PreviewWitnessTests {
    /// A row whose fixed parts need 340 points: at 320 the second view is squeezed out.
    static let row = """
        layout Row {
            view a, b
            H: |-16-[a(300)]-8-[b]-16-|
            V: |-[a(20)]-|
            b.top == a.top
            b.height == 20
        }

        """

    private func run(_ arguments: [String], spec: String = row) throws -> (CommandRun, String?) {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("Row.layout", spec)
        let run = layoutgen(arguments.map { $0 == "SPEC" ? path : $0 == "OUT" ? dir.path("w.svg") : $0 })
        return (run, dir.read("w.svg"))
    }

    @Test func drawsTheWitnessOfTheProblem() throws {
        let (run, svg) = try run(["preview", "SPEC", "--witness", "1", "--output", "OUT"])
        #expect(run.status == 0)
        #expect(run.error.contains("warning: 'b' can be squeezed out: its width goes below 0"))
        let text = try #require(svg)
        // The witness is the narrowest width, fitted in height: b is past a, 0 wide.
        #expect(text.contains("<title>Row 320 × 36</title>"))
        #expect(text.contains("<title>b [324, 8, 0, 20]</title>"))
    }

    /// What the picture shows is the problem: its message under the caption, the view it is
    /// about outlined in red (a ring where it has no area), the others faded.
    @Test func drawsTheProblemItself() throws {
        let (_, svg) = try run(["preview", "SPEC", "--witness", "1", "--output", "OUT"])
        let text = try #require(svg)
        #expect(text.contains(#">&#39;b&#39; can be squeezed out: its width goes below 0</text>"#))
        #expect(text.contains(#"<g class="view" data-name="b" data-problem="true">"#))
        #expect(text.contains(##"<circle cx="324" cy="18" r="6" fill="none" stroke="#c8102e" stroke-width="2"/>"##))
        #expect(text.contains(#"<g class="view" data-name="a" opacity="0.45">"#))
        // A preview of the same spec without --witness outlines and fades nothing.
        let (_, plain) = try run(["preview", "SPEC", "--size", "320x36", "--output", "OUT"])
        let picture = try #require(plain)
        #expect(!picture.contains("data-problem") && !picture.contains(#"opacity="0.45""#))
    }

    @Test func aNumberBeyondTheProblemsIsAUsageError() throws {
        let (run, _) = try run(["preview", "SPEC", "--witness", "2", "--output", "OUT"])
        #expect(run.status == 64)
        #expect(run.error.contains("has 1 problem(s); --witness takes 1 to 1"))
        let (clean, _) = try self.run(
            ["preview", "SPEC", "--witness", "1", "--output", "OUT"], spec: Self.row.replacingOccurrences(of: "300", with: "100"))
        #expect(clean.status == 64)
        #expect(clean.error.contains("has no problem to show: check found nothing"))
    }

    @Test func theWitnessBringsItsOwnSizeAndOptions() throws {
        let (run, _) = try run(["preview", "SPEC", "--witness", "1", "--size", "375x80", "--output", "OUT"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("error: '--witness' takes the size and run-time options from the problem; drop --size\n"))
    }
}

/// `layoutgen explain SPEC --checks`: what `check` searched, over which domain, and what it found.
@Suite struct ExplainChecksTests {
    @Test func saysWhatWasSearchedAndFound() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("Row.layout", PreviewWitnessTests.row)
        let run = layoutgen("explain", path, "--checks")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Row: what check proved over every input")
        #expect(lines.contains("  domain: super.width 320...1366, super.height fitted"))
        #expect(lines.contains { $0.hasPrefix("  scenarios: 1 (variants, directions, conditions); proved by bounds: ") })
        #expect(lines.last == "  found: 1 problem(s)")
        let narrowed = try dir.write("Narrow.layout", PreviewWitnessTests.row.replacingOccurrences(
            of: "    b.height == 20\n", with: "    b.height == 20\n    domain super.width 375...430\n"))
        let clean = layoutgen("explain", narrowed, "--checks")
        #expect(clean.output.contains("  domain: super.width 375...430, super.height fitted\n"))
        #expect(clean.output.hasSuffix("  found: nothing\n"))
        // A screen is given its height: its heights are checked only over a declared range.
        let screen = try dir.write("Screen.layout", "layout Screen {\n    view a\n    H: |-[a]-|\n    V: |-[a]-|\n}\n")
        let given = layoutgen("explain", screen, "--checks")
        #expect(given.output.contains("  heights not checked: the layout is given its height"))
    }
}

/// `generate` reports what `check` finds over every input, `--strict` makes it an error, and
/// `--no-checks` skips the search.
@Suite struct GenerateChecksTests {
    @Test func generateReportsStrictFailsAndNoChecksSkips() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("Row.layout", PreviewWitnessTests.row)
        let plain = layoutgen("generate", path, "--output", dir.path("Out"))
        #expect(plain.status == 0)
        #expect(plain.error.contains("warning: 'b' can be squeezed out: its width goes below 0"))
        #expect(dir.exists("Out/Row.generated.swift"))
        let strict = layoutgen("generate", path, "--output", dir.path("Strict"), "--strict")
        #expect(strict.status == 1)
        #expect(strict.error.contains("error: 'b' can be squeezed out: its width goes below 0"))
        #expect(!dir.exists("Strict/Row.generated.swift"))
        let skipped = layoutgen("generate", path, "--output", dir.path("Skipped"), "--no-checks", "--strict")
        #expect(skipped.status == 0 && skipped.error == "")
        #expect(dir.exists("Skipped/Row.generated.swift"))
    }
}
