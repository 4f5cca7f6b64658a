// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        // `import UIKit` for real UIKit code off Apple platforms: re-exports ResponderKit and Foundation.
        .library(name: "UIKit", targets: ["UIKit"]),
        // `import QuartzCore` and `import CoreGraphics`, which UIKit code often adds, off Apple platforms.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ResponderKitScenes", targets: ["ResponderKitScenes"]),
        .library(name: "ResponderKitPort", targets: ["ResponderKitPort"]),
        .executable(name: "responderkit", targets: ["responderkit"]),
        .executable(name: "responderkit-bench", targets: ["responderkit-bench"]),
    ],
    targets: [
        .target(name: "ResponderKit"),
        .target(name: "UIKit", dependencies: ["ResponderKit"]),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"]),
        .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
        // `responderkit port`: rewrites UIKit sources for ResponderKit; pure text processing, Foundation only.
        .target(name: "ResponderKitPort"),
        .target(name: "ResponderKitScenes", dependencies: ["ResponderKit", "ResponderKitPort"]),
        .executableTarget(
            name: "responderkit", dependencies: ["ResponderKit", "ResponderKitScenes", "ResponderKitPort"]),
        // Counts allocations in the benchmark process only (glibc interposition); never linked into the library.
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "responderkit-bench", dependencies: ["ResponderKit", "CAllocationCounter"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
        .testTarget(name: "ResponderKitScenesTests", dependencies: ["ResponderKit", "ResponderKitScenes"]),
        // The expected outputs of `responderkit port` for the test fixtures: compiling them against `UIKit` proves
        // that ported code builds; the tests call their generated selector dispatch.
        .target(name: "ResponderKitPortFixtures", dependencies: ["UIKit"], path: "Tests/ResponderKitPortFixtures"),
        // Fixtures/ holds the inputs of `responderkit port`, read at test time, not compiled.
        .testTarget(
            name: "ResponderKitPortTests",
            dependencies: ["ResponderKitPort", "ResponderKitScenes", "ResponderKitPortFixtures", "ResponderKit"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
