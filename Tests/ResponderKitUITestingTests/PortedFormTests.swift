// XCUITest test methods ported from filipemerli/family24hTest (a table found by identifier, a cell by type and
// identifier) and SarithaPar/Demoui (a login form's fields and button), against PortedFormScreens.swift. The
// originals assert little or nothing after their actions; each port adds what the action should have done.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: ported table and form tests")
struct PortedFormTests {
    @Test("UT-P34: filipemerli/family24hTest family24hTestUITests/family24hTestUITests.swift testBasicsNavigation")
    func basicsNavigation() {
        let (app, _, failures) = launch { _ in UINavigationController(rootViewController: UsersViewController()) }
        let usersTableView = app.tables.matching(identifier: "usersTableView")
        let cell = usersTableView.cells.element(matching: .cell, identifier: "userCell_0")
        cell.tap()
        #expect(app.navigationBars["Ana Souza"].waitForExistence(timeout: 1))
        #expect(!usersTableView.element.exists)
        #expect(failures.failures.isEmpty)
    }

    private func login() -> (XCUIApplication, ScreenLog, FailureLog) {
        launch { DemoLoginViewController(log: $0) }
    }

    @Test("UT-P35: SarithaPar/Demoui DemouiUIBDDTests/TestsBDD/DemouiUIBDDTests.swift testUserName")
    func userName() {
        let (app, log, failures) = login()
        app.textFields["UserName"].tap()
        app.textFields["UserName"].typeText("Saritha")
        #expect(app.textFields["UserName"].exists)
        #expect(app.textFields["UserName"].value as? String == "Saritha")
        app.buttons["loginButton"].tap()
        #expect(log.lines == ["login Saritha "])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P36: SarithaPar/Demoui DemouiUIBDDTests/TestsBDD/DemouiUIBDDTests.swift testPassword")
    func password() {
        let (app, log, failures) = login()
        app.secureTextFields["Password"].tap()
        app.secureTextFields["Password"].typeText("Password")
        #expect(app.secureTextFields["Password"].exists)
        // A secure field shows its text as dots, to XCUITest as on screen.
        #expect(app.secureTextFields["Password"].value as? String == String(repeating: "•", count: 8))
        app.buttons["loginButton"].tap()
        #expect(log.lines == ["login  Password"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P37: SarithaPar/Demoui DemouiUIBDDTests/TestsBDD/DemouiUIBDDTests.swift testLoginButtonExists")
    func loginButtonExists() {
        let (app, _, _) = login()
        #expect(app.buttons["loginButton"].exists)
        #expect(!app.buttons["signupButton"].exists)
    }
}
