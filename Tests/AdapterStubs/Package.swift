// swift-tools-version: 6.1
// Type-checks and runs the generated platform adapters on Linux. `UIKit`, `AppKit` and `SwiftUI`
// here are stand-ins that declare exactly the API the adapters (and the README's usage lines)
// use, with Apple's signatures; `AdapterChecks` holds generated files with all three adapters,
// written by the main package's tests (RECORD=1 swift test), compiled with -warnings-as-errors
// in the Swift 6 language mode. Not part of the LayoutGen package: `.ci/run` builds and tests it.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "AdapterStubs",
    targets: [
        .target(name: "UIKit", swiftSettings: strict),
        .target(name: "AppKit", swiftSettings: strict),
        .target(name: "SwiftUI", swiftSettings: strict),
        .target(name: "AdapterChecks", dependencies: ["UIKit", "AppKit", "SwiftUI"], swiftSettings: strict),
        .testTarget(
            name: "AdapterChecksTests",
            dependencies: ["AdapterChecks", "UIKit", "AppKit", "SwiftUI"],
            // swift-testing declares overlays for Apple's UIKit, AppKit and SwiftUI
            // (`_Testing_UIKit`, …) that do not exist on Linux: imported beside the stand-ins they
            // would be looked for.
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ]
)
