// Bad input and the edges of the application: elements that disappear between query and action, applications made
// from a window or a UIApplication, a window in front, a covered label (UT-1, UT-31, UT-44).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: bad input and edges")
struct BadInputTests {
    /// A window of 320 × 480 in a new application with one button logging its taps, and the application around it.
    private func windowApp() -> (XCUIApplication, UIWindow, UIButton, ScreenLog, FailureLog) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let log = ScreenLog()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { _ in log.append("go") }, for: .touchUpInside)
        window.addSubview(button)
        let app = XCUIApplication(window: window)
        let failures = FailureLog()
        app.failureHandler = { failures.failures.append($0) }
        return (app, window, button, log, failures)
    }

    @Test("UT-1: an application made from a window is running at once; taps reach the window's views")
    func fromWindow() {
        let (app, window, _, log, failures) = windowApp()
        #expect(app.state == .runningForeground)
        #expect(!window.isHidden)
        app.buttons["Go"].tap()
        #expect(log.lines == ["go"])
        let again = XCUIApplication(application: window.application, simulator: app.simulator)
        again.buttons["Go"].tap()
        #expect(log.lines == ["go", "go"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-44: an element that disappears between query and action fails with no matches and sends nothing")
    func disappearingElement() {
        let (app, _, button, log, failures) = windowApp()
        let go = app.buttons["Go"]
        #expect(go.exists)
        button.removeFromSuperview()
        go.tap()
        #expect(log.lines.isEmpty)
        #expect(failures.failures.map(\.kind) == [.noMatches])
        #expect(failures.messages.first?.hasPrefix("No matches found for Descendants matching type Button") == true)
    }

    @Test("UT-31: a window in front covering the element makes it not hittable, naming that window")
    func windowInFront() {
        let (app, window, _, log, failures) = windowApp()
        let cover = UIWindow(frame: CGRect(x: 0, y: 80, width: 320, height: 100), application: window.application)
        cover.accessibilityIdentifier = "banner"
        cover.windowLevel = .alert
        cover.isHidden = false
        #expect(!app.buttons["Go"].isHittable)
        app.buttons["Go"].tap()
        #expect(log.lines.isEmpty)
        #expect(failures.messages.first?.contains("window banner is in front of its window") == true)
        cover.isHidden = true
        app.buttons["Go"].tap()
        #expect(log.lines == ["go"])
    }

    @Test("UT-30: a label covered by another view is not hittable; uncovered, a tap on it falls through to its parent")
    func coveredLabel() {
        let (app, window, _, _, failures) = windowApp()
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        label.text = "Note"
        window.addSubview(label)
        #expect(app.staticTexts["Note"].isHittable)
        let sheet = UIView(frame: CGRect(x: 0, y: 190, width: 320, height: 60))
        sheet.accessibilityIdentifier = "sheet"
        window.addSubview(sheet)
        #expect(!app.staticTexts["Note"].isHittable)
        app.staticTexts["Note"].tap()
        #expect(failures.messages.first?.contains("sheet is in front of it and took the touch first") == true)
    }
}
