// swift-tools-version: 6.1
import PackageDescription

// LayoutGen is two directories up. Plugins are applied by the package's identity: a package
// that depends on `.package(url: "https://github.com/<owner>/LayoutGen.git", from: "0.1.0")`
// writes `package: "layoutgen"`. For this path dependency the identity is the name of the
// checkout's directory, which differs between clones, so it is derived here.
let layoutGenPath = "../.."
let layoutGen = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "layoutgen"

let package = Package(
    name: "Consumer",
    products: [
        .library(name: "FeedCells", targets: ["FeedCells"]),
        .library(name: "SettingsLayouts", targets: ["SettingsLayouts"]),
    ],
    dependencies: [
        .package(path: layoutGenPath)
    ],
    targets: [
        // Specs generated at build time by the build tool plugin: nothing generated is
        // committed, and the specs are sources of the target (no `exclude:`).
        .target(
            name: "FeedCells",
            plugins: [.plugin(name: "LayoutGenPlugin", package: layoutGen)]
        ),
        // Generated sources committed in Generated/ by
        // `swift package --allow-writing-to-package-directory generate-layout`; the specs and
        // the config are excluded, so SwiftPM does not warn about unhandled files.
        .target(
            name: "SettingsLayouts",
            exclude: ["Layouts", "layoutgen.json"]
        ),
        .testTarget(
            name: "ConsumerTests",
            dependencies: ["FeedCells", "SettingsLayouts"]
        ),
    ]
)
