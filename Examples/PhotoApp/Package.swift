// swift-tools-version:6.0
// PhotoApp on Linux: the iOS app's sources in PhotoApp/ (the Xcode project's app target uses the same folder) are
// compiled here through the UIKitPort plugin, and its screens are tested headless with ResponderKit's simulator.
import PackageDescription

let package = Package(
    name: "PhotoApp",
    dependencies: [.package(name: "ResponderKit", path: "../..")],
    targets: [
        // The app, as Linux builds it: UIKitPort.config names App, a link to ../PhotoApp that is excluded here
        // (the plugin compiles ported copies of its files); nothing in PhotoApp/ is changed.
        .target(
            name: "PhotoAppLinux",
            dependencies: [.product(name: "UIKit", package: "ResponderKit")],
            path: "Linux",
            exclude: ["App"],
            // The app is written in Swift 5 mode, as most iOS apps are.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "UIKitPort", package: "ResponderKit")]),
        // The tests drive the app with the simulator, and with XCUITest-style queries (ResponderKitUITesting); the
        // login-then-list example starts on the login scene of Examples/ (ResponderKitScenes).
        .testTarget(
            name: "PhotoAppTests",
            dependencies: [
                "PhotoAppLinux", .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitScenes", package: "ResponderKit"),
                .product(name: "ResponderKitUITesting", package: "ResponderKit"),
            ]),
    ]
)
