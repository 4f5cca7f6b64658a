// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        // `import UIKit` for real UIKit code off Apple platforms: re-exports ResponderKit and Foundation.
        // It also holds `CoreGraphics` and `QuartzCore`, which files of an app that depends on UIKit import too.
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore"]),
        // `import QuartzCore` and `import CoreGraphics`, which UIKit code often adds, off Apple platforms.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ResponderKitJSON", targets: ["ResponderKitJSON"]),
        .library(name: "ResponderKitScenes", targets: ["ResponderKitScenes"]),
        .library(name: "ResponderKitPort", targets: ["ResponderKitPort"]),
        .library(name: "ResponderKitRecording", targets: ["ResponderKitRecording"]),
        // UI tests in XCUITest's style (`app.buttons["Log in"].tap()`) over the accessibility tree, by real input.
        .library(name: "ResponderKitUITesting", targets: ["ResponderKitUITesting"]),
        .executable(name: "responderkit", targets: ["responderkit"]),
        // Ports an iOS app's own sources at build time for a Linux target: see "Testing an iOS app's code on Linux".
        .plugin(name: "UIKitPort", targets: ["UIKitPort"]),
        .executable(name: "responderkit-bench", targets: ["responderkit-bench"]),
    ],
    targets: [
        // The constraint solver under Auto Layout: variables and constraints only, never views; standard library only.
        .target(name: "ConstraintSolver"),
        .target(name: "ResponderKit", dependencies: ["ConstraintSolver"]),
        .target(name: "UIKit", dependencies: ["ResponderKit"]),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"]),
        .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
        // `responderkit port`: rewrites UIKit sources for ResponderKit; pure text processing, Foundation only.
        .target(name: "ResponderKitPort"),
        // Strict JSON (parser, document, the one string escaper); standard library only, so every layer can use it.
        .target(name: "ResponderKitJSON", exclude: ["README.md"]),
        // Recordings of real input (a versioned JSON format) and their replay on the simulator.
        .target(name: "ResponderKitRecording", dependencies: ["ResponderKit", "ResponderKitJSON"]),
        // XCUITest's API on ResponderKit's public API only: queries over the accessibility tree, actions as real input.
        .target(name: "ResponderKitUITesting", dependencies: ["ResponderKit"]),
        // Scene files and `responderkit explain`.
        .target(name: "ResponderKitScenes", dependencies: ["ResponderKit", "ResponderKitJSON"]),
        // The random driver, its invariant checker and fuzz world, and `responderkit replay`: for the tool, the tests
        // and Fuzz/, not a library product.
        .target(name: "ResponderKitFuzzing", dependencies: ["ResponderKit", "ResponderKitJSON", "ResponderKitScenes"]),
        // The `responderkit` command line (explain, replay, port) as a library, so tests run it in-process.
        .target(
            name: "ResponderKitCommandLine",
            dependencies: ["ResponderKitScenes", "ResponderKitFuzzing", "ResponderKitPort", "ResponderKitJSON"]),
        .executableTarget(name: "responderkit", dependencies: ["ResponderKitCommandLine"]),
        // `responderkit port` alone, for the plugin: a build that ports compiles the port, not the whole tool.
        .executableTarget(name: "responderkit-port", dependencies: ["ResponderKitPort"]),
        .plugin(name: "UIKitPort", capability: .buildTool(), dependencies: ["responderkit-port"]),
        // Counts allocations in the benchmark process only (glibc interposition); never linked into the library.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "responderkit-bench",
            dependencies: ["ResponderKit", "ConstraintSolver", "CAllocationCounter", "ResponderKitUITesting"]),
        // The shared test fixtures (recording views, the event log, a stage of window and simulator).
        .target(name: "ResponderKitTestSupport", dependencies: ["ResponderKit"], path: "Tests/ResponderKitTestSupport"),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTestSupport"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "ResponderKitUITestingTests", dependencies: ["ResponderKitUITesting", "ResponderKit"]),
        .testTarget(
            name: "ResponderKitRecordingTests",
            dependencies: ["ResponderKitRecording", "ResponderKit", "ResponderKitJSON", "ResponderKitTestSupport"]),
        .testTarget(
            name: "ResponderKitScenesTests",
            dependencies: [
                "ResponderKit", "ResponderKitJSON", "ResponderKitScenes", "ResponderKitFuzzing",
                "ResponderKitCommandLine",
                "ResponderKitTestSupport",
            ]),
        // The expected outputs of `responderkit port` for the test fixtures: compiling them against `UIKit` proves
        // that ported code builds; the tests call their generated selector dispatch.
        .target(name: "ResponderKitPortFixtures", dependencies: ["UIKit"], path: "Tests/ResponderKitPortFixtures"),
        // Fixtures/ holds the inputs of `responderkit port`, read at test time, not compiled.
        .testTarget(
            name: "ResponderKitPortTests",
            dependencies: [
                "ResponderKitPort", "ResponderKitCommandLine", "ResponderKitPortFixtures", "ResponderKit",
                "ResponderKitTestSupport",
            ],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// `import ObjectiveC` (associated objects) off Apple platforms only: on them this module would shadow the SDK's.
#if !canImport(Darwin)
    package.products.append(.library(name: "ObjectiveC", targets: ["ObjectiveC"]))
    package.targets.append(.target(name: "ObjectiveC", dependencies: ["ResponderKit"]))
    // UIKit re-exports it, as Apple's UIKit shows the runtime's functions (through Foundation); the tests import it.
    for target in package.targets where ["UIKit", "ResponderKitTests"].contains(target.name) {
        target.dependencies.append("ObjectiveC")
    }
#endif
