import Foundation
import Testing

/// The stages as modules (ARCHITECTURE.md, "One stage per module"): the arrows each module may
/// follow, checked against Package.swift and against every source file's imports, so that a
/// stage importing one it should not (Solve importing Emit, Verify importing Solve) fails here
/// even though SwiftPM would build it (a target sees every module built before it).
@Suite struct ModuleGraphTests {
    /// Each module's direct dependencies, as Package.swift declares them (without the
    /// `LayoutGen` prefix). A module may import these and whatever they may import.
    static let graph: [String: [String]] = [
        "Algebra": [],
        "Diagnostics": [],
        "Syntax": ["Diagnostics"],
        "Resolve": ["Syntax", "Algebra"],
        "Plan": ["Syntax", "Algebra"],
        "Solve": ["Resolve", "Plan"],
        "Schedule": ["Solve"],
        "Emit": ["Plan"],
        "Evaluate": ["Plan"],
        "Analyze": ["Resolve", "Evaluate"],
        "Core": ["Schedule", "Emit", "Analyze"],
        "Verify": ["Core"],
        "Preview": ["Evaluate"],
        "Format": ["Syntax"],
        "Import": ["Format"],
        "CLI": ["Core"],
        "FullCLI": ["CLI", "Verify", "Preview", "Format", "Import"],
    ]

    /// Modules a module must not import although its dependencies reach them: Verify re-reads
    /// the rules from the contract and shares nothing with the solver but the LayoutModel.
    static let forbidden: [String: Set<String>] = [
        "Verify": ["Solve", "Schedule"]
    ]

    /// What `module` may import: its dependencies, theirs, and so on, less its forbidden ones.
    static func allowedImports(of module: String, graph: [String: [String]] = graph) -> Set<String> {
        var reached: Set<String> = []
        var pending = graph[module] ?? []
        while let next = pending.popLast() {
            if reached.insert(next).inserted { pending += graph[next] ?? [] }
        }
        return reached.subtracting(forbidden[module] ?? [])
    }

    /// The imports of `LayoutGen…` modules that break the table, as "file: import X" lines.
    static func violations(imports: [(module: String, file: String, imported: String)]) -> [String] {
        imports.compactMap { entry in
            allowedImports(of: entry.module).contains(entry.imported)
                ? nil : "\(entry.file): import LayoutGen\(entry.imported) (not allowed in LayoutGen\(entry.module))"
        }
    }

    /// Every `import LayoutGen…` of every source file of the table's modules.
    static func sourceImports() throws -> [(module: String, file: String, imported: String)] {
        var found: [(String, String, String)] = []
        for module in graph.keys.sorted() {
            let directory = TestPaths.packageRoot.appendingPathComponent("Sources/LayoutGen\(module)")
            let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                        words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                        words[index + 1].hasPrefix("LayoutGen")
                    else { continue }
                    found.append((module, "LayoutGen\(module)/\(path)", String(words[index + 1].dropFirst("LayoutGen".count))))
                }
            }
        }
        return found
    }

    @Test func noSourceImportsAModuleItShouldNot() throws {
        let imports = try Self.sourceImports()
        #expect(imports.count > 100, "the sources' imports were not found")
        #expect(Self.violations(imports: imports) == [])
    }

    @Test func theCheckFindsAForbiddenImport() {
        let wrong = [
            (module: "Solve", file: "LayoutGenSolve/A.swift", imported: "Emit"),
            (module: "Verify", file: "LayoutGenVerify/B.swift", imported: "Solve"),
            (module: "Algebra", file: "LayoutGenAlgebra/C.swift", imported: "Diagnostics"),
            (module: "Emit", file: "LayoutGenEmit/D.swift", imported: "Algebra"),
        ]
        #expect(Self.violations(imports: wrong).count == 3)
    }

    @Test func theGraphHasNoCycle() {
        for module in Self.graph.keys {
            #expect(!Self.allowedImports(of: module).contains(module), "\(module) reaches itself")
        }
    }

    /// The plugins' tool (`layoutgen-build`, on LayoutGenCLI) links none of what only the full
    /// tool needs.
    @Test func thePluginsToolLinksOnlyWhatABuildNeeds() {
        #expect(Self.allowedImports(of: "CLI").isDisjoint(with: ["Verify", "Preview", "Format", "Import", "FullCLI"]))
    }

    /// Package.swift declares exactly the table's dependencies, stage by stage.
    @Test func packageManifestMatchesTheTable() throws {
        let manifest = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var declared: [String: [String]] = [:]
        for line in manifest.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("stage(\"LayoutGen") else { continue }
            let quoted = text.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
            let names = quoted.map { String($0.dropFirst("LayoutGen".count)) }
            declared[names[0]] = Array(names.dropFirst())
        }
        #expect(declared == Self.graph)
    }
}
