import Foundation
import Testing

@testable import LayoutGenCore
@testable import LayoutGenDiagnostics
@testable import LayoutGenFormat
@testable import LayoutGenImport

/// The importer on real Interface Builder files (Tests/Fixtures/InterfaceBuilder, SOURCES.md
/// says where each comes from): every constraint imported or reported at its XML position,
/// every spec formatted and readable, and what Auto Layout itself leaves open the only errors
/// left when the specs are solved.
@Suite struct InterfaceBuilderCorpusTests {
    static let directory = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")

    /// Every .xib and .storyboard of the corpus, with what importing it gives.
    static let corpus: [(path: String, specs: [InterfaceBuilderImport.Spec], diagnostics: [Diagnostic])] = {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        let paths = (enumerator?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        return paths.map { path in
            let text = (try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)) ?? ""
            let diagnostics = DiagnosticCollector()
            let specs = InterfaceBuilderImport.specs(of: SourceFile(path: path, text: text), diagnostics: diagnostics)
            return (path, specs, diagnostics.diagnostics)
        }
    }()

    @Test func theCorpusIsThereAndEveryFileGivesSpecs() {
        #expect(Self.corpus.count >= 30)
        for file in Self.corpus {
            #expect(!file.specs.isEmpty, "\(file.path) gave no spec")
        }
    }

    /// Imported, or an error at the constraint's line and column: none dropped silently. At
    /// least 95% are imported.
    @Test func everyConstraintIsImportedOrReportedAtItsPosition() {
        var total = 0
        var imported = 0
        for file in Self.corpus {
            let constraints = file.specs.reduce(0) { $0 + $1.constraints }
            let done = file.specs.reduce(0) { $0 + $1.imported }
            let reported = file.diagnostics.filter {
                if case .notImported(let what, _) = $0.problem { return what.hasPrefix("constraint ") && $0.range.start.line > 0 }
                return false
            }.count
            #expect(done + reported == constraints, "\(file.path): \(done) imported and \(reported) reported of \(constraints)")
            // And the specs' constraints are all the file has, but those of elements reported
            // as not laid out.
            let text = (try? String(contentsOf: Self.directory.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
            let written = text.components(separatedBy: "<constraint ").count - 1
            let unread = file.diagnostics.compactMap { diagnostic -> Int? in
                guard case .notImported(let what, _) = diagnostic.problem, what.hasPrefix("the "), what.contains(" constraint")
                else { return nil }
                return Int(what.dropFirst(4).prefix { $0.isNumber })
            }.reduce(0, +)
            #expect(constraints + unread == written, "\(file.path): \(constraints) in specs, \(unread) reported, \(written) in the file")
            total += constraints
            imported += done
        }
        #expect(total > 1_000)
        #expect(imported * 100 >= total * 95, "\(imported) of \(total) imported")
    }

    /// What the importer writes reads back: formatted, and the only errors left when it is
    /// solved are those of the layout itself (what Auto Layout leaves undetermined, a conflict),
    /// never one of a name, an attribute or the syntax.
    @Test func everySpecIsFormattedAndItsOnlyErrorsAreTheLayouts() {
        for file in Self.corpus {
            for spec in file.specs {
                let source = SourceFile(path: "\(spec.name).layout", text: spec.text)
                #expect(SpecFormatter.format(source) == .formatted(spec.text), "\(file.path): \(spec.name) is not formatted")
                let diagnostics = DiagnosticCollector()
                _ = Pipeline.plan(source, diagnostics: diagnostics)
                for error in diagnostics.diagnostics where error.severity == .error && !Self.isTheLayouts(error.problem) {
                    Issue.record("\(file.path): \(spec.name).layout:\(error.range.start): \(error.message)")
                }
            }
        }
    }

    /// The errors that say something of the layout, not of how it is written.
    static func isTheLayouts(_ problem: Problem) -> Bool {
        switch problem {
        case .underDetermined, .determinationUndecided, .conflict, .flexibleUnitUndetermined, .negativeExtent, .cycle,
            .measurementsDependOnEachOther:
            true
        default: false
        }
    }
}
