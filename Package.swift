// swift-tools-version: 6.2
import PackageDescription

// The generator's modules are compiled without optimisation in release builds: a package that
// applies the plugins builds their tool, `layoutgen-build`, with its own configuration, and the
// optimiser took most of a release build. Compiling the hot modules (Algebra, Solve) optimised
// made a consumer's clean release build 100 s instead of 47 s on 2 cores, to generate a spec
// with 2,048 scenarios in 2.1 s instead of 2.8 s: not worth it for a target's few specs. Each
// module stays whole in release: `-no-whole-module-optimization -enable-batch-mode` is faster
// with SwiftPM's native build system, but Swift Build (Xcode's engine, `--build-system
// swiftbuild`) then fails ("unable to open dependencies file"). LAYOUTGEN_OPTIMIZE=1 compiles
// them optimised (the benchmarks do). Unsafe flags in a dependency need tools version 6.2
// (Xcode 26); docs/plugins.md has the measurements.
let generatorSettings: [SwiftSetting] =
    Context.environment["LAYOUTGEN_OPTIMIZE"] == "1" ? [] : [.unsafeFlags(["-Onone"], .when(configuration: .release))]

/// Each stage's dependencies as declared below (the arrows of docs/architecture.md).
var stageDependencies: [String: [String]] = [:]

/// A stage of the compiler: `Sources/<name>`, compiled as the generator is. It depends on every
/// module below it, not only on those it names: SwiftPM rebuilds a target when a module it
/// depends on changes, not one it reaches through another, so a case added to an enum of
/// Diagnostics would otherwise leave Resolve compiled against the old layout (and crash).
@MainActor func stage(_ name: String, _ dependencies: [String]) -> Target {
    stageDependencies[name] = dependencies
    var reached: [String] = []
    var pending = dependencies
    while let next = pending.popLast() {
        if !reached.contains(next) {
            reached.append(next)
            pending += stageDependencies[next] ?? []
        }
    }
    return .target(name: name, dependencies: reached.sorted().map { .target(name: $0) }, swiftSettings: generatorSettings)
}

let package = Package(
    name: "LayoutGen",
    products: [
        .executable(name: "layoutgen", targets: ["layoutgen"]),
        .executable(name: "layoutgen-build", targets: ["layoutgen-build"]),
        .library(name: "LayoutGenCore", targets: ["LayoutGenCore"]),
        // Other packages apply these by this package's identity, for example
        // `.plugin(name: "LayoutGenPlugin", package: "layoutgen")`.
        .plugin(name: "LayoutGenPlugin", targets: ["LayoutGenPlugin"]),
        .plugin(name: "GenerateLayout", targets: ["GenerateLayout"]),
    ],
    targets: [
        // The compiler's stages, one module each, with the modules each may import beside it
        // (those and what they import; `stage` declares them all). docs/architecture.md draws
        // the graph; ModuleGraphTests hold the same table and fail when a source imports a
        // module it should not. A test target declares every module it imports, for the same
        // reason as `stage`.
        stage("LayoutGenAlgebra", []),
        stage("LayoutGenDiagnostics", []),
        stage("LayoutGenSyntax", ["LayoutGenDiagnostics"]),
        stage("LayoutGenResolve", ["LayoutGenSyntax", "LayoutGenAlgebra"]),
        stage("LayoutGenPlan", ["LayoutGenSyntax", "LayoutGenAlgebra"]),
        stage("LayoutGenSolve", ["LayoutGenResolve", "LayoutGenPlan"]),
        stage("LayoutGenSchedule", ["LayoutGenSolve"]),
        stage("LayoutGenEmit", ["LayoutGenPlan"]),
        stage("LayoutGenEvaluate", ["LayoutGenPlan"]),
        stage("LayoutGenAnalyze", ["LayoutGenResolve", "LayoutGenEvaluate"]),
        stage("LayoutGenCore", ["LayoutGenSchedule", "LayoutGenEmit", "LayoutGenAnalyze"]),
        stage("LayoutGenVerify", ["LayoutGenCore"]),
        stage("LayoutGenPreview", ["LayoutGenEvaluate"]),
        stage("LayoutGenFormat", ["LayoutGenSyntax"]),
        stage("LayoutGenImport", ["LayoutGenFormat"]),
        // The command line: what a build needs (generate, check, eval, explain), and the rest.
        stage("LayoutGenCLI", ["LayoutGenCore"]),
        stage("LayoutGenFullCLI", ["LayoutGenCLI", "LayoutGenVerify", "LayoutGenPreview", "LayoutGenFormat", "LayoutGenImport"]),
        .executableTarget(name: "layoutgen", dependencies: ["LayoutGenCLI", "LayoutGenFullCLI"], swiftSettings: generatorSettings),
        // The plugins' tool, built in every package that applies them: no language server,
        // preview, format or verify.
        .executableTarget(name: "layoutgen-build", dependencies: ["LayoutGenCLI"], swiftSettings: generatorSettings),
        .plugin(
            name: "LayoutGenPlugin",
            capability: .buildTool(),
            dependencies: ["layoutgen-build"]
        ),
        .plugin(
            name: "GenerateLayout",
            capability: .command(
                intent: .custom(
                    verb: "generate-layout",
                    description: "Generate Swift from each target's .layout specs into <Target>/Generated, to commit"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes <Target>/Generated/<Spec>.generated.swift next to each target's specs")
                ]),
            dependencies: ["layoutgen-build"]
        ),
        .testTarget(
            name: "LayoutGenCoreTests",
            dependencies: ["LayoutGenAlgebra", "LayoutGenDiagnostics", "LayoutGenSyntax", "LayoutGenResolve", "LayoutGenPlan", "LayoutGenSolve", "LayoutGenSchedule", "LayoutGenEmit", "LayoutGenEvaluate", "LayoutGenAnalyze", "LayoutGenCore", "LayoutGenVerify", "LayoutGenPreview", "LayoutGenFormat", "LayoutGenImport", "LayoutGenCLI", "LayoutGenFullCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "LayoutGenDiagnostics", "LayoutGenPlan", "LayoutGenEvaluate", "LayoutGenCore", "LayoutGenVerify", "LayoutGenFormat",
            ],
            exclude: ["Specs", "Corpus"]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["LayoutGenDiagnostics", "LayoutGenPlan", "LayoutGenEvaluate", "LayoutGenCore"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The plugins' PackagePlugin-free logic, compiled through symlinks to their files.
        .testTarget(
            name: "PluginLogicTests",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Dogfooding: generated sources committed in Generated/, as generate-layout writes
        // them; `.ci/run` checks they are fresh with `layoutgen generate … --check`.
        .testTarget(
            name: "CommittedLayoutTests",
            exclude: ["Layouts", "layoutgen.json"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ]
)
