// swift-tools-version:6.0
// ResponderKit on SDL2: real windows, mouse, touch, keyboard, text input, controllers and sensors. A separate
// package because it needs a C library (SDL2, SDL2_ttf); the root package still builds anywhere.
import PackageDescription

let package = Package(
    name: "ResponderKitSDL",
    products: [
        .library(name: "ResponderKitSDL", targets: ["ResponderKitSDL"]),
        .library(name: "SDLInjectScript", targets: ["SDLInjectScript"]),
        .executable(name: "responderkit-demo", targets: ["responderkit-demo"]),
    ],
    dependencies: [.package(name: "ResponderKit", path: "../..")],
    targets: [
        // SDL2 and SDL2_ttf, found with pkg-config (Debian: libsdl2-dev, libsdl2-ttf-dev).
        .systemLibrary(
            name: "CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        // The inject-file parser (`--inject FILE`): ResponderKitJSON only, no SDL, so Fuzz/inject.swift builds it
        // with the root's modules.
        .target(
            name: "SDLInjectScript",
            dependencies: [.product(name: "ResponderKitJSON", package: "ResponderKit")]),
        // The SDL adapter: windows, the host loop, input mapping, drawing.
        .target(
            name: "ResponderKitSDL",
            dependencies: [
                "CSDL2", "SDLInjectScript", .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitRecording", package: "ResponderKit"),
            ],
            linkerSettings: [.linkedLibrary("SDL2_ttf")]),
        // The demo app's screen, log and options: ResponderKit only, so its headless replay needs no display.
        .target(
            name: "ResponderKitDemoApp",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitRecording", package: "ResponderKit"),
                .product(name: "ResponderKitUITesting", package: "ResponderKit"),
            ]),
        .executableTarget(
            name: "responderkit-demo",
            dependencies: [
                "ResponderKitSDL", "ResponderKitDemoApp",
                .product(name: "ResponderKitRecording", package: "ResponderKit"),
                .product(name: "ResponderKitUITesting", package: "ResponderKit"),
            ]),
        .testTarget(
            name: "ResponderKitDemoAppTests",
            dependencies: ["ResponderKitDemoApp", .product(name: "ResponderKitUITesting", package: "ResponderKit")]),
        .testTarget(
            name: "ResponderKitSDLTests",
            dependencies: [
                "ResponderKitSDL", "SDLInjectScript", "CSDL2",
                .product(name: "ResponderKitRecording", package: "ResponderKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
