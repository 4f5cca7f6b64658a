// The login form driven through queries and real input: fields found by placeholder and identifier, typing after a
// tap, the button by its label, the outcome read back from a label (UT-1, UT-5, UT-10, UT-30, UT-50).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: the login form")
struct LoginFormTests {
    @Test("UT-1: launch() shows the root view controller in a key window; terminate() tears it down")
    func launchAndTerminate() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        #expect(app.state == .runningForeground)
        #expect(app.buttons["Log in"].exists)
        app.terminate()
        #expect(app.state == .notRunning)
        #expect(!app.buttons["Log in"].exists)
        app.buttons["Log in"].tap()
        #expect(failures.failures.map(\.kind) == [.notRunning])
        app.launch()
        #expect(app.buttons["Log in"].exists)
    }

    @Test("UT-50: typeText taps an unfocused field, then types through the keyboard into the first responder")
    func logInWithTyping() {
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        let email = app.textFields["Email"]
        #expect(!email.hasFocus)
        email.typeText("ann@example.com")
        #expect(email.hasFocus)
        #expect(app.keyboards.count == 1)
        app.secureTextFields["Password"].typeText("secret")
        app.buttons["Log in"].tap()
        #expect(log.lines == ["login: true"])
        #expect(app.staticTexts["status"].label == "Welcome, Ann")
        #expect(app.textFields["email"].value as? String == "ann@example.com")
        #expect(app.keyboards.count == 0)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-5: an empty text field's value is its placeholder; placeholderValue is the placeholder")
    func placeholderValue() {
        let (app, _, _) = launch { LoginViewController(log: $0) }
        let email = app.textFields["email"]
        #expect(email.value as? String == "Email")
        #expect(email.placeholderValue == "Email")
        #expect(email.elementType == .textField)
        #expect(app.secureTextFields.element.identifier == "password")
    }

    @Test("UT-3: UIKit classes map to XCUITest's element types")
    func elementTypes() {
        let (app, _, _) = launch { LoginViewController(log: $0) }
        #expect(app.buttons.count == 1)
        #expect(app.textFields.count == 1)
        #expect(app.secureTextFields.count == 1)
        #expect(app.staticTexts["Welcome back"].elementType == .staticText)
        #expect(app.windows.count == 1)
        #expect(app.descendants(matching: .any)["login"].elementType == .button)
    }

    @Test("UT-6: the keyboard's keys type through the input layer; the Return key is a button")
    func keyboardKeys() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        app.textFields["Email"].tap()
        #expect(app.keyboards.element.exists)
        app.keyboards.keys["a"].tap()
        app.keys["n"].tap()
        app.keys["n"].tap()
        app.keys["delete"].tap()
        #expect(app.textFields["email"].value as? String == "an")
        #expect(app.keyboards.buttons["Return"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-52: typeText with no element that can take focus fails and types nothing")
    func typeWithoutFocus() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        app.typeText("hello")
        // A label is tapped (the touch falls through to its container), but takes no keyboard focus.
        app.staticTexts["Welcome back"].typeText("hello")
        // A button is tapped, but takes no keyboard focus.
        app.buttons["login"].typeText("hello")
        #expect(failures.failures.map(\.kind) == [.noKeyboardFocus, .noKeyboardFocus, .noKeyboardFocus])
        #expect(failures.messages[0].contains("neither element nor any descendant has keyboard focus"))
        #expect(failures.messages[1].contains("Failed to type text into StaticText, label: 'Welcome back'"))
        #expect(failures.messages[2].contains("Failed to type text into Button, identifier: 'login'"))
        #expect(app.textFields["email"].value as? String == "Email")
    }

    @Test("UT-53: app.typeText types into whatever has focus")
    func applicationTypeText() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        app.textFields["Email"].tap()
        app.typeText("x@y.z")
        #expect(app.textFields["email"].value as? String == "x@y.z")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-54: XCUIKeyboardKey.delete in typeText presses Delete; Return ends the line as the Return key")
    func keyboardKeysInText() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        let email = app.textFields["email"]
        email.typeText("annx" + XCUIKeyboardKey.delete.rawValue + "@example.com")
        #expect(email.value as? String == "ann@example.com")
        email.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 12))
        #expect(email.value as? String == "ann")
        #expect(failures.failures.isEmpty)
    }
}
