// The recorder's golden lines (RecordedSession.lines) compiled and run (UT-241): the body below is those lines,
// verbatim, after launching the same screen; it must do what the recorded session did, with no failure. The
// formatter leaves the file alone, so the lines stay exactly as the recorder wrote them.
// swift-format-ignore-file
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI test recorder: the recorded test runs")
struct RecordedSessionReplayTests {
    @Test("UT-241: the recorded lines, as Swift, replay the session on the same screen")
    func recordedLinesRun() {
        let (app, log, failures) = launch { RecordingScreen(log: $0) }
        // The recorded lines, verbatim (RecordedSession.lines):
        app.textFields["email"].tap()
        app.textFields["email"].typeText("ann@exampel")
        app.textFields["email"].typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 2))
        app.textFields["email"].typeText("le.com")
        app.secureTextFields["password"].tap()
        app.secureTextFields["password"].typeText("secret")
        app.secureTextFields["password"].typeText(XCUIKeyboardKey.return.rawValue)
        app.textFields["note"].tap()
        app.textFields["note"].typeText("Say \"hi\" \\ café ☕")
        app.buttons["Log in"].tap()
        app.buttons.matching(identifier: "OK").firstMatch.tap()
        app.buttons.matching(identifier: "OK").element(boundBy: 1).tap()
        app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)
        app.otherElements["card"].doubleTap()
        app.otherElements["card"].press(forDuration: 1.0)
        app.otherElements["card"].swipeLeft()
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 60, dy: 400)).tap()  // no element here is reached by a tap at its own hit point
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 50, dy: 380)).press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 200, dy: 440)))  // a drag, replayed by its recorded points
        #expect(failures.messages == [])
        #expect(log.lines == RecordedSession.log)
    }
}
