// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitScenes", targets: ["ResponderKitScenes"]),
        .executable(name: "responderkit", targets: ["responderkit"]),
    ],
    targets: [
        .target(name: "ResponderKit"),
        .target(name: "ResponderKitScenes", dependencies: ["ResponderKit"]),
        .executableTarget(name: "responderkit", dependencies: ["ResponderKit", "ResponderKitScenes"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
        .testTarget(name: "ResponderKitScenesTests", dependencies: ["ResponderKit", "ResponderKitScenes"]),
    ],
    swiftLanguageModes: [.v6]
)
