// swift-tools-version: 6.1
import PackageDescription

// The benchmark suite of LayoutGen, kept out of the main package so that it stays free of
// dependencies. Run it with `bash Benchmarks/run` (see docs/benchmarks.md): that script
// generates Sources/BenchLayouts/Generated/ with the current `layoutgen`, builds this package
// in release and prints the table.
//
// LayoutGen is the parent directory. A path dependency's identity is the name of its
// directory, which differs between clones, so it is derived here.
let layoutGen = Context.packageDirectory.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? "layoutgen"

let package = Package(
    name: "LayoutGenBenchmarks",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // The black hole and the reader of the preloaded allocation counter.
        .target(name: "BenchSupport"),
        // The generated layouts (Generated/, made by the run script, not committed) and the
        // hand-written functions they are compared with.
        .target(name: "BenchLayouts"),
        .executableTarget(
            name: "layout-bench",
            dependencies: [
                "BenchLayouts", "BenchSupport",
                .product(name: "LayoutGenCore", package: layoutGen),
            ]
        ),
    ]
)
