// The file a recording becomes (UT-238 … UT-240) and the gestures beyond the golden session (UT-228, UT-229,
// UT-233): the Swift Testing and XCTest shapes, names that are not identifiers, an empty session, two-finger
// gestures, drags, and scrolls.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI test recorder: files and gestures")
struct RecorderScriptTests {
    @Test("UT-238: a Swift Testing file: the count, the imports, a @Test function with the launch and the lines")
    func swiftTestingFile() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        #expect(
            stage.recorder.script()
                == """
                // A UI test recorded by ResponderKit's XCUITestRecorder (1 action).
                import ResponderKit
                import ResponderKitUITesting
                import Testing

                @MainActor
                @Test func recordedSession() {
                    let app = XCUIApplication(application: UIApplication.shared)
                    app.buttons["Log in"].tap()
                }

                """)
    }

    @Test("UT-239: an XCTest file launches XCUIApplication() in a test method of an XCTestCase")
    func xcTestFile() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        try stage.simulator.tap(at: CGPoint(x: 190, y: 170))
        #expect(
            stage.recorder.script(XCUITestScriptOptions(style: .xcTest, testName: "login", className: "LoginUITests"))
                == """
                // A UI test recorded by ResponderKit's XCUITestRecorder (2 actions).
                import XCTest

                final class LoginUITests: XCTestCase {
                    @MainActor
                    func testLogin() {
                        let app = XCUIApplication()
                        app.launch()
                        app.buttons["Log in"].tap()
                        app.buttons.matching(identifier: "OK").firstMatch.tap()
                    }
                }

                """)
    }

    @Test("UT-240: names that are not identifiers and imports that are not modules are replaced or left out")
    func badNames() {
        let stage = RecordingStage()
        var options = XCUITestScriptOptions(style: .xcTest, testName: "my test", className: "1Tests")
        options.imports = ["XCTest", "not a module", "Foundation.NSString"]
        let script = stage.recorder.script(options)
        #expect(script.contains("final class RecordedUITests: XCTestCase {"))
        #expect(script.contains("func testRecordedSession() {"))
        #expect(script.contains("import Foundation.NSString\n"))
        #expect(!script.contains("not a module"))
        #expect(script.contains("(0 actions)"))
    }

    @Test("UT-229: two fingers: a tap, a pinch and a rotation on the card; three fingers are a comment")
    func twoFingers() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: [CGPoint(x: 100, y: 290), CGPoint(x: 140, y: 290)])
        stage.simulator.advance(by: 1)
        var touches = try stage.simulator.touchDown(at: [CGPoint(x: 120, y: 290), CGPoint(x: 180, y: 290)])
        for step in 1...5 {
            stage.simulator.advance(by: 0.1)
            let spread = 30 + CGFloat(step) * 12
            try stage.simulator.touchMove(
                touches, to: [CGPoint(x: 150 - spread, y: 290), CGPoint(x: 150 + spread, y: 290)])
        }
        try stage.simulator.touchUp(touches)
        stage.simulator.advance(by: 1)
        touches = try stage.simulator.touchDown(at: [CGPoint(x: 110, y: 290), CGPoint(x: 190, y: 290)])
        stage.simulator.advance(by: 0.5)
        try stage.simulator.touchMove(touches, to: [CGPoint(x: 150, y: 250), CGPoint(x: 150, y: 330)])
        try stage.simulator.touchUp(touches)
        stage.simulator.advance(by: 1)
        try stage.simulator.tap(at: [CGPoint(x: 60, y: 290), CGPoint(x: 100, y: 290), CGPoint(x: 140, y: 290)])
        #expect(
            stage.recorder.lines == [
                #"app.otherElements["card"].twoFingerTap()"#,
                #"app.otherElements["card"].pinch(withScale: 3, velocity: 4)"#,
                #"app.otherElements["card"].rotate(1.57, withVelocity: 3.14)"#,
                "// a gesture of 3 fingers is not recorded",
            ])
    }

    @Test("UT-228: a hold then a move is press-and-drag; a quick move on an unnamed view is a drag by its points")
    func drags() throws {
        let stage = RecordingStage()
        let touch = try stage.simulator.touchDown(at: CGPoint(x: 100, y: 290))
        stage.simulator.advance(by: 0.8)
        try stage.simulator.touchMove(touch, to: CGPoint(x: 100, y: 250))
        try stage.simulator.touchMove(touch, to: CGPoint(x: 50, y: 170))
        try stage.simulator.touchUp(touch)
        stage.simulator.advance(by: 1)
        try stage.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), steps: 5, duration: 0.1)
        #expect(
            stage.recorder.lines == [
                #"app.otherElements["card"].press(forDuration: 0.8, thenDragTo: app.buttons["Log in"])"#,
                "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 100, dy: 400))"
                    + ".press(forDuration: 0.0, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0, "
                    + "dy: 0)).withOffset(CGVector(dx: 250, dy: 400)))  // a drag, replayed by its recorded points",
            ])
    }

    @Test("UT-233: a run of wheel steps is one comment; lifecycle samples are nothing; the next tap is recorded")
    func scrollsAndOthers() throws {
        let stage = RecordingStage()
        let window = try #require(stage.application.keyWindow)
        for _ in 1...3 {
            try stage.application.input.send(
                ScrollSample(location: CGPoint(x: 150, y: 290), window: window, delta: CGPoint(x: 0, y: -10)))
        }
        try stage.application.input.send(InputSample.resignActive)
        try stage.application.input.send(InputSample.becomeActive)
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        #expect(
            stage.recorder.lines == [
                #"// scrolled with a wheel or trackpad over app.otherElements["card"]: XCUITest on iOS swipes instead"#,
                #"app.buttons["Log in"].tap()"#,
            ])
    }
}
