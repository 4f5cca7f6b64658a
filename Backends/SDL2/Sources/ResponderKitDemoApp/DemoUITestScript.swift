// The shape of the UI test `responderkit-demo --uitest FILE` writes: a Swift Testing test that builds the demo
// with the run's screen and drives it with ResponderKitUITesting, so the recorded run replays headless.
import Foundation
import ResponderKitUITesting

/// The options of the demo's recorded UI tests.
public enum DemoUITestScript {
    /// A Swift Testing file whose `app` is a new demo (`DemoApp`) showing `options.screen`; the grid of views is
    /// added when the run had one, so the recorded points land on the same layout.
    public static func options(for options: DemoOptions) -> XCUITestScriptOptions {
        var script = XCUITestScriptOptions(style: .swiftTesting, testName: "recordedDemoSession")
        script.imports = ["ResponderKit", "ResponderKitDemoApp", "ResponderKitUITesting", "Testing"]
        var arguments = "screen: \"\(options.screen)\""
        if options.viewCount > 0 { arguments = "viewCount: \(options.viewCount), " + arguments }
        script.launchLines = [
            "let demo = DemoApp(application: UIApplication(), options: DemoOptions(\(arguments)))",
            "let app = XCUIApplication(window: demo.window)",
        ]
        return script
    }
}
