// Actions on the wrong target: typing with no first responder or into an element that takes no text, actions after
// terminate(), indexes outside the matches (UT-52, UT-285 … UT-287).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: actions on the wrong target")
struct BadTargetTests {
    @Test("UT-52: typing into the application with no first responder fails, naming it, and types nothing")
    func noFirstResponder() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        app.typeText("ann")
        #expect(failures.failures.map(\.kind) == [.noKeyboardFocus])
        #expect(
            failures.messages.first
                == "Failed to type text into Application: neither element nor any descendant has keyboard focus")
        // With a focused field the same call types, so the failure came from the missing first responder.
        app.textFields["email"].tap()
        app.typeText("ann")
        #expect(app.textFields["email"].value as? String == "ann")
        #expect(failures.failures.count == 1)
    }

    @Test("UT-285: typing into a disabled field or into a button fails, saying why, and types nothing")
    func noTextTarget() {
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        let email = app.textFields["email"]
        guard
            let field = app.uiApplication.keyWindow?.rootViewController?.view.subviews.compactMap({ $0 as? UITextField }
            )
            .first
        else {
            Issue.record("no email field")
            return
        }
        field.isEnabled = false
        email.typeText("ann")
        #expect(failures.failures.map(\.kind) == [.noKeyboardFocus])
        #expect(failures.messages.first?.hasSuffix("has keyboard focus (the element is disabled)") == true)
        #expect(field.text?.isEmpty != false)
        // A button is tapped to focus it, as XCUITest does, which fires it; then typing fails.
        app.buttons["login"].typeText("ann")
        #expect(log.lines == ["login: false"])
        #expect(failures.messages.last?.hasSuffix("has keyboard focus (a Button does not take text input)") == true)
        field.isEnabled = true
        email.typeText("ann")
        #expect(field.text == "ann")
        #expect(failures.failures.count == 2)
    }

    @Test("UT-286: after terminate() every action and read fails as not running, naming the query; none sends input")
    func afterTerminate() {
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        let login = app.buttons["login"]
        #expect(login.exists)
        app.terminate()
        #expect(app.state == .notRunning)
        login.tap()
        login.doubleTap()
        login.press(forDuration: 1)
        login.swipeUp()
        login.typeText("x")
        login.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
        _ = login.label
        #expect(!login.exists)
        #expect(!login.isHittable)
        #expect(app.buttons.count == 0)
        #expect(failures.failures.count == 7)
        #expect(failures.failures.allSatisfy { $0.kind == .notRunning })
        #expect(
            failures.messages.first
                == "The application is not running (call launch() first): cannot resolve Descendants matching type "
                + "Button → Elements matching identifier or label 'login'")
        #expect(log.lines.isEmpty)
        #expect(app.uiApplication.input.activeTouchIDs.isEmpty)
        app.launch()
        login.tap()
        #expect(log.lines == ["login: false"])
    }

    @Test("UT-287: element(boundBy:) outside the matches or negative does not exist and fails naming the query")
    func indexOutOfRange() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        let count = app.buttons.count
        #expect(count == 4)
        for index in [-1, Int.min, count, Int.max] {
            #expect(!app.buttons.element(boundBy: index).exists)
            app.buttons.element(boundBy: index).tap()
        }
        #expect(failures.failures.map(\.kind) == [.invalidArgument, .invalidArgument, .noMatches, .noMatches])
        #expect(
            failures.messages.first
                == "No matches found for element at index -1 of Descendants matching type Button: the index is negative"
        )
        #expect(failures.messages[2].hasSuffix("the query matches 4 elements"))
        #expect(log.lines.isEmpty)
        app.buttons.element(boundBy: 0).tap()
        #expect(log.lines == ["tap: Working"])
    }

    @Test("UT-42: a tap on a query with several matches lists them and sends nothing; firstMatch taps the first")
    func multipleMatches() {
        let (app, log, failures) = launch { BlockedViewController(log: $0) }
        app.buttons.element.tap()
        #expect(failures.failures.map(\.kind) == [.multipleMatches])
        let lines = failures.messages.first?.components(separatedBy: "\n") ?? []
        #expect(lines.first == "Multiple matching elements found for Descendants matching type Button (4 matches):")
        #expect(lines.count == 5)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  Button, ") })
        #expect(log.lines.isEmpty)
        app.buttons.firstMatch.tap()
        #expect(log.lines == ["tap: Working"])
    }
}
