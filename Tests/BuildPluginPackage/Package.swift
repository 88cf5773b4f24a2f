// swift-tools-version: 6.1
// Dogfooding the build tool plugin: `BuildPluginTests` holds specs that LayoutGenPlugin
// generates while the target builds, and asserts the frames of the compiled code. A package of
// its own, not a target of LayoutGen's: SwiftPM runs a root package's build plugins while it
// plans any build, which would compile the plugins' tool a second time (beside the products)
// in every `swift build` and `swift test` of the checkout. `.ci/run` builds and tests it.
import PackageDescription

// LayoutGen is two directories up; for a path dependency the identity is the name of the
// checkout's directory, which differs between clones, so it is derived here.
let layoutGen = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "layoutgen"

let package = Package(
    name: "BuildPluginPackage",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .testTarget(
            name: "BuildPluginTests",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "LayoutGenPlugin", package: layoutGen)]
        )
    ]
)
