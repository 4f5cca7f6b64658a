// A session on `RecordingScreen`, driven as a person would drive it (real taps, typing, drags through the
// simulator), with what the screen logs and the test the recorder writes for it. The recorder's golden test and
// the replay of that test share these, so the generated text is known to compile (it is in
// RecordedSessionReplayTests.swift) and to do what the session did.
import Foundation
import ResponderKit
import ResponderKitUITesting

/// A 320 × 480 key window showing a `RecordingScreen` (kept alive here: an application holds its windows weakly),
/// its simulator and log, and a recorder already started.
@MainActor
final class RecordingStage {
    let application = UIApplication()
    let log = ScreenLog()
    let window: UIWindow
    let simulator: EventSimulator
    let recorder: XCUITestRecorder

    /// A stage whose window's top-left corner is at `origin` on the screen.
    init(origin: CGPoint = .zero) {
        window = UIWindow(
            frame: CGRect(origin: origin, size: CGSize(width: 320, height: 480)), application: application)
        window.rootViewController = RecordingScreen(log: log)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        simulator = EventSimulator(application: application)
        recorder = XCUITestRecorder(application: application)
        recorder.start()
    }
}

@MainActor
enum RecordedSession {
    /// Drives the session; a person's pause (0.6 s) separates the actions.
    static func drive(_ simulator: EventSimulator) throws {
        func pause() { simulator.advance(by: 0.6) }
        try simulator.tap(at: CGPoint(x: 100, y: 38))
        pause()
        try simulator.type("ann@exampel")
        try simulator.press(.keyboardDeleteOrBackspace)
        try simulator.press(.keyboardDeleteOrBackspace)
        try simulator.type("le.com")
        pause()
        try simulator.tap(at: CGPoint(x: 60, y: 80))
        pause()
        try simulator.type("secret")
        try simulator.press(.keyboardReturnOrEnter)
        pause()
        try simulator.tap(at: CGPoint(x: 250, y: 130))
        pause()
        try simulator.type("Say \"hi\" \\ café ☕")
        pause()
        try simulator.tap(at: CGPoint(x: 50, y: 170))
        pause()
        try simulator.tap(at: CGPoint(x: 190, y: 170))
        pause()
        try simulator.tap(at: CGPoint(x: 275, y: 165))
        pause()
        // The slider's thumb starts at its left end; dragged three quarters of the way.
        try simulator.drag(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 232, y: 215), steps: 10, duration: 0.3)
        pause()
        try simulator.tap(at: CGPoint(x: 150, y: 290))
        simulator.advance(by: 0.1)
        try simulator.tap(at: CGPoint(x: 152, y: 288))
        pause()
        try simulator.tap(at: CGPoint(x: 100, y: 300), duration: 1)
        pause()
        try simulator.drag(from: CGPoint(x: 260, y: 290), to: CGPoint(x: 80, y: 295), steps: 6, duration: 0.15)
        pause()
        try simulator.tap(at: CGPoint(x: 60, y: 400))
        pause()
        try simulator.drag(from: CGPoint(x: 50, y: 380), to: CGPoint(x: 200, y: 440), steps: 20, duration: 1)
        pause()
    }

    /// What the screen logs for the session (and for the replay of its test).
    static let log = [
        "return in password",
        "log in: ann@example.com / secret / Say \"hi\" \\ café ☕",
        "OK 1",
        "OK 2",
        "volume 0.8",
        "card double tap",
        "card long press",
        "card swipe left",
        "canvas tap",
        "canvas pan ended",
    ]

    /// The lines the recorder writes for the session.
    static let lines = [
        #"app.textFields["email"].tap()"#,
        #"app.textFields["email"].typeText("ann@exampel")"#,
        #"app.textFields["email"].typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 2))"#,
        #"app.textFields["email"].typeText("le.com")"#,
        #"app.secureTextFields["password"].tap()"#,
        #"app.secureTextFields["password"].typeText("secret")"#,
        #"app.secureTextFields["password"].typeText(XCUIKeyboardKey.return.rawValue)"#,
        #"app.textFields["note"].tap()"#,
        #"app.textFields["note"].typeText("Say \"hi\" \\ café ☕")"#,
        #"app.buttons["Log in"].tap()"#,
        #"app.buttons.matching(identifier: "OK").firstMatch.tap()"#,
        #"app.buttons.matching(identifier: "OK").element(boundBy: 1).tap()"#,
        #"app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)"#,
        #"app.otherElements["card"].doubleTap()"#,
        #"app.otherElements["card"].press(forDuration: 1.0)"#,
        #"app.otherElements["card"].swipeLeft()"#,
        "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 60, dy: 400)).tap()"
            + "  // no element here is reached by a tap at its own hit point",
        "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 50, dy: 380))"
            + ".press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))"
            + ".withOffset(CGVector(dx: 200, dy: 440)))  // a drag, replayed by its recorded points",
    ]
}
