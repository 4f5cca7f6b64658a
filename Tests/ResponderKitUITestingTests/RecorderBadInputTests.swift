// The recorder on input that has no clean XCUITest line (UT-225, UT-230, UT-232 … UT-235): unnamed elements and
// empty places become coordinates, focus-less typing and shortcuts become comments, long typing is cut into lines,
// and impossible samples are ignored, never a crash.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI test recorder: bad input")
struct RecorderBadInputTests {
    @Test("UT-225: a tap on a view with no identifier or label is a tap at its point, with the reason")
    func unnamedView() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 33.25, y: 401))
        #expect(
            stage.recorder.lines == [
                "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 33.25, dy: 401))"
                    + ".tap()  // no element here is reached by a tap at its own hit point"
            ])
    }

    @Test("UT-225: a tap that no view takes (the window ignores touches) is a tap at its point, with the reason")
    func noViewTakesTheTouch() throws {
        let stage = RecordingStage()
        stage.window.isUserInteractionEnabled = false
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        stage.window.isUserInteractionEnabled = true
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        #expect(
            stage.recorder.lines == [
                "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 50, dy: 170))"
                    + ".tap()  // no view here takes touches",
                #"app.buttons["Log in"].tap()"#,
            ])
        #expect(stage.log.lines == ["log in:  /  / "])
    }

    @Test("UT-225: a coordinate is an offset from the app's corner, so it replays on a window away from the origin")
    func coordinateFromTheAppsCorner() throws {
        let stage = RecordingStage(origin: CGPoint(x: 100, y: 50))
        try stage.simulator.tap(at: CGPoint(x: 160, y: 450))
        #expect(
            stage.recorder.lines == [
                "app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 60, dy: 400))"
                    + ".tap()  // no element here is reached by a tap at its own hit point"
            ])
        let replay = RecordingStage(origin: CGPoint(x: 100, y: 50))
        let app = XCUIApplication(window: replay.window, simulator: replay.simulator)
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 60, dy: 400)).tap()
        #expect(replay.log.lines == ["canvas tap"])
        #expect(stage.log.lines == ["canvas tap"])
    }

    @Test("UT-235: a non-finite point and fingers that never began are ignored; the next tap is recorded")
    func impossibleSamples() throws {
        let stage = RecordingStage()
        let window = try #require(stage.application.keyWindow)
        let nan = CGPoint(x: CGFloat.nan, y: .nan)
        stage.recorder.observe(.touches([TouchSample(id: 7, phase: .began, location: nan, window: window)]))
        stage.recorder.observe(.touches([TouchSample(id: 7, phase: .ended, location: nan, window: window)]))
        stage.recorder.observe(.touches([TouchSample(id: 9, phase: .moved, location: .zero, window: window)]))
        stage.recorder.observe(.touches([TouchSample(id: 9, phase: .ended, location: .zero, window: window)]))
        stage.recorder.observe(.touches([]))
        #expect(stage.recorder.lines.isEmpty)
        try stage.simulator.tap(at: CGPoint(x: 50, y: 170))
        #expect(stage.recorder.lines == [#"app.buttons["Log in"].tap()"#])
    }

    @Test("UT-230: typing with nothing focused is a comment; an unnamed focused field types through app")
    func typingWithoutAName() throws {
        let stage = RecordingStage()
        try stage.simulator.type("x")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        try #require(stage.application.keyWindow).addSubview(field)
        _ = field.becomeFirstResponder()
        try stage.simulator.type("ab")
        #expect(stage.recorder.lines == [#"// typed "x" with no text input focused"#, #"app.typeText("ab")"#])
    }

    @Test("UT-232: shortcuts and keys that type nothing are comments; modifier keys alone are nothing")
    func shortcuts() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 100, y: 38))
        try stage.simulator.press(.keyboardLeftShift)
        try stage.simulator.press("a", modifiers: .command)
        try stage.simulator.press(.keyboardLeftArrow)
        try stage.simulator.press(.keyboardTab)
        try stage.simulator.press(.keyboardEscape)
        #expect(
            stage.recorder.lines == [
                #"app.textFields["email"].tap()"#,
                #"// the key "a" with modifiers is not recorded"#,
                "// the key with HID usage 80 is not recorded",
                #"app.textFields["email"].typeText(XCUIKeyboardKey.tab.rawValue)"#,
                #"app.secureTextFields["password"].typeText(XCUIKeyboardKey.escape.rawValue)"#,
            ])
    }

    @Test("UT-234: a long run of typing is cut into lines of 60 characters that add up to the text")
    func longTyping() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 250, y: 130))
        let text = String(repeating: "abcdefghij", count: 20) + "é"
        try stage.simulator.type(text)
        let lines = stage.recorder.lines.dropFirst()
        #expect(lines.count == 4)
        let prefix = #"app.textFields["note"].typeText(""#
        let typed = lines.map { String($0.dropFirst(prefix.count).dropLast(2)) }.joined()
        #expect(typed == text)
        #expect(lines.allSatisfy { $0.hasPrefix(prefix) })
    }

    @Test("UT-236: strings read back exactly: quotes, backslashes, newlines, invisible and combining scalars")
    func escaping() throws {
        let stage = RecordingStage()
        try stage.simulator.tap(at: CGPoint(x: 250, y: 130))
        try stage.simulator.commitText("\u{301}a\"b\\c\nd\te\u{202E}f\u{0}👩‍💻 é")
        #expect(
            stage.recorder.lines.last
                == #"app.textFields["note"].typeText("\u{301}a\"b\\c\nd\te\u{202E}f\0👩\u{200D}💻 é")"#)
    }
}
