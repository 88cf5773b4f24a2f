// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutGen",
    products: [
        .executable(name: "layoutgen", targets: ["layoutgen"]),
        .library(name: "LayoutGenCore", targets: ["LayoutGenCore"]),
        // Other packages apply these by this package's identity, for example
        // `.plugin(name: "LayoutGenPlugin", package: "layoutgen")`.
        .plugin(name: "LayoutGenPlugin", targets: ["LayoutGenPlugin"]),
        .plugin(name: "GenerateLayout", targets: ["GenerateLayout"]),
    ],
    targets: [
        .target(name: "LayoutGenCore"),
        .target(name: "LayoutGenCLI", dependencies: ["LayoutGenCore"]),
        .executableTarget(name: "layoutgen", dependencies: ["LayoutGenCLI"]),
        .plugin(
            name: "LayoutGenPlugin",
            capability: .buildTool(),
            dependencies: ["layoutgen"]
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
            dependencies: ["layoutgen"]
        ),
        .testTarget(
            name: "LayoutGenCoreTests",
            dependencies: ["LayoutGenCore", "LayoutGenCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["LayoutGenCore"],
            exclude: ["Specs"]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["LayoutGenCore"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The plugins' PackagePlugin-free logic, compiled through symlinks to their files.
        .testTarget(
            name: "PluginLogicTests",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Dogfooding: specs compiled by the build tool plugin, at build time.
        .testTarget(
            name: "BuildPluginTests",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["LayoutGenPlugin"]
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
