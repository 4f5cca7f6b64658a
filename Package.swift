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
        .executable(name: "responderkit", targets: ["responderkit"]),
        .executable(name: "responderkit-bench", targets: ["responderkit-bench"]),
    ],
    targets: [
        .target(name: "ResponderKit"),
        .target(name: "UIKit", dependencies: ["ResponderKit"]),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"]),
        .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
        .target(name: "ResponderKitScenes", dependencies: ["ResponderKit"]),
        .executableTarget(name: "responderkit", dependencies: ["ResponderKit", "ResponderKitScenes"]),
        // Counts allocations in the benchmark process only (glibc interposition); never linked into the library.
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "responderkit-bench", dependencies: ["ResponderKit", "CAllocationCounter"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
        .testTarget(name: "ResponderKitScenesTests", dependencies: ["ResponderKit", "ResponderKitScenes"]),
    ],
    swiftLanguageModes: [.v6]
)
