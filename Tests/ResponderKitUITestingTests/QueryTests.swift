// Queries: subscripts, identifiers, predicates parsed from their format, children and descendants, indexes, and
// the failures of queries that match none or several (UT-10 … UT-21, UT-41 … UT-43).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: queries")
struct QueryTests {
    @Test("UT-20: label CONTAINS, identifier BEGINSWITH, value ==, elementType == predicates select elements")
    func predicates() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        #expect(app.buttons.matching(NSPredicate(format: "label CONTAINS 'Log'")).count == 1)
        #expect(
            app.descendants(matching: .any).matching(NSPredicate(format: "identifier BEGINSWITH 'pass'")).count == 1)
        #expect(app.textFields.matching(NSPredicate(format: "value == 'Email'")).count == 1)
        #expect(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == 9")).count == 1)
        let caseless = NSPredicate(format: "label CONTAINS[c] %@", "WELCOME")
        #expect(app.staticTexts.matching(caseless).count == 1)
        let either = NSPredicate(format: "identifier == 'email' OR identifier == 'password'")
        #expect(app.descendants(matching: .any).matching(either).count == 2)
        #expect(app.staticTexts.element(matching: NSPredicate(format: "label LIKE 'Wel*'")).exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-21: an unsupported predicate fails the query, naming the predicate; nothing crashes")
    func unsupportedPredicate() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        let query = app.buttons.matching(NSPredicate(format: "frame.size.width > 10"))
        #expect(query.count == 0)
        query.element.tap()
        #expect(failures.failures.map(\.kind) == [.unsupportedPredicate])
        #expect(failures.messages.first?.contains("Unsupported predicate 'frame.size.width > 10'") == true)
    }

    @Test("UT-12: subscripts match the identifier or the label; matching(_:identifier:) adds a type")
    func subscriptsAndIdentifiers() {
        let (app, _, _) = launch { LoginViewController(log: $0) }
        #expect(app.buttons["login"].label == "Log in")
        #expect(app.buttons["Log in"].identifier == "login")
        #expect(app.descendants(matching: .any).matching(identifier: "status").count == 1)
        #expect(app.descendants(matching: .any).matching(.button, identifier: "login").count == 1)
        #expect(app.descendants(matching: .any).matching(.staticText, identifier: "login").count == 0)
        #expect(app.descendants(matching: .any).element(matching: .textField, identifier: "email").exists)
    }

    @Test("UT-11: children(matching:) sees only direct children; descendants(matching:) the whole subtree")
    func childrenAndDescendants() {
        let (app, _, _) = launch { LoginViewController(log: $0) }
        #expect(app.children(matching: .window).count == 1)
        #expect(app.children(matching: .button).count == 0)
        #expect(app.windows.element.descendants(matching: .button).count == 1)
        #expect(app.windows.element.children(matching: .any).count >= 1)
    }

    @Test("UT-41: a missing element fails with 'No matches found' and the closest matches by label and identifier")
    func noMatches() {
        let (app, log, failures) = launch { LoginViewController(log: $0) }
        app.buttons["Log In"].tap()
        #expect(log.lines.isEmpty)
        #expect(failures.failures.map(\.kind) == [.noMatches])
        let message = failures.messages.first ?? ""
        #expect(message.hasPrefix("No matches found for Descendants matching type Button"))
        #expect(
            message.contains("Closest matches by label and identifier: {Button, identifier: 'login', label: 'Log in'}"))
        #expect(app.buttons["Log In"].label == "")
        #expect(failures.failures.count == 2)
    }

    @Test("UT-42: several matches where one is needed fail with 'Multiple matching elements found', listing them")
    func multipleMatches() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        app.staticTexts.element.tap()
        #expect(failures.failures.map(\.kind) == [.multipleMatches])
        let message = failures.messages.first ?? ""
        #expect(message.contains("Multiple matching elements found for Descendants matching type StaticText"))
        #expect(message.contains("label: 'Welcome back'"))
        #expect(app.staticTexts.element.exists)
        #expect(app.staticTexts.firstMatch.label == "Welcome back")
    }

    @Test("UT-42: an element's firstMatch picks the first of several matches instead of failing; none still fails")
    func elementFirstMatch() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        #expect(app.staticTexts.element.firstMatch.label == "Welcome back")
        #expect(app.firstMatch === app)
        #expect(failures.failures.isEmpty)
        app.buttons["Sign up"].firstMatch.tap()
        #expect(failures.failures.map(\.kind) == [.noMatches])
    }

    @Test("UT-43: element(boundBy:) beyond the matches or negative does not exist and fails when used")
    func indexOutOfRange() {
        let (app, _, failures) = launch { LoginViewController(log: $0) }
        #expect(!app.buttons.element(boundBy: 1).exists)
        #expect(!app.buttons.element(boundBy: -1).exists)
        app.buttons.element(boundBy: 5).tap()
        #expect(failures.failures.map(\.kind) == [.noMatches])
        #expect(app.buttons.element(boundBy: 0).label == "Log in")
    }

    @Test("UT-14: queries are lazy: a query made before a view appears finds it once it is there")
    func lazyQueries() {
        let log = ScreenLog()
        let controller = LoginViewController(log: log)
        let app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) { controller }
        app.launch()
        let late = app.buttons["Late"]
        #expect(!late.exists)
        let button = UIButton(frame: CGRect(x: 20, y: 320, width: 100, height: 44))
        button.setTitle("Late", for: .normal)
        controller.view.addSubview(button)
        #expect(late.exists)
        button.removeFromSuperview()
        #expect(!late.exists)
    }

    @Test("UT-60: debugDescription prints the element subtree in XCUITest's format")
    func debugDescriptionFormat() {
        let (app, _, _) = launch { LoginViewController(log: $0) }
        let text = app.debugDescription
        #expect(text.hasPrefix("Attributes: Application, {{0.0, 0.0}, {320.0, 480.0}}"))
        #expect(text.contains("Element subtree:\n →Application"))
        #expect(text.contains("\n      Button, {{20.0, 210.0}, {280.0, 44.0}}, identifier: 'login', label: 'Log in'"))
        #expect(app.buttons["login"].debugDescription.contains("↪︎Find: Elements matching identifier or label 'login'"))
    }
}
