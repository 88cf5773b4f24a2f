// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutGen",
    products: [
        .executable(name: "layoutgen", targets: ["layoutgen"]),
        .library(name: "LayoutGenCore", targets: ["LayoutGenCore"]),
    ],
    targets: [
        .target(name: "LayoutGenCore"),
        .target(name: "LayoutGenCLI", dependencies: ["LayoutGenCore"]),
        .executableTarget(name: "layoutgen", dependencies: ["LayoutGenCLI"]),
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
    ]
)
