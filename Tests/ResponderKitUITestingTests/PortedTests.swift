// XCUITest test methods from public repositories, ported: their queries and actions kept as written, run against
// equivalent screens built here (PortedScreens.swift), with the outcome asserted where the original only acted.
// Each test names its source as "owner/repo path method" (docs/spec-ui-testing.md lists them).
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: ported XCUITest methods")
struct PortedTests {
    private func signIn(_ fields: [FormField], button: String, id: String? = nil, scroll: Bool = false)
        -> (XCUIApplication, ScreenLog, FailureLog)
    {
        launch {
            FormViewController(log: $0, fields: fields, button: button, buttonIdentifier: id, inScrollView: scroll)
        }
    }

    @Test("UT-P1: jrasmusson/ios-starter-kit testing/XCUITest/README.md testLogin, fields by placeholder")
    func starterKitLoginByPlaceholder() {
        let (app, log, failures) = signIn(
            [FormField(placeholder: "Username"), FormField(placeholder: "Password", secure: true)], button: "Sign In")
        let usernameTextField = app.textFields["Username"]
        let passwordTextField = app.secureTextFields["Password"]
        let signInButton = app.buttons["Sign In"]
        usernameTextField.tap()
        usernameTextField.typeText("kevin")
        passwordTextField.tap()
        passwordTextField.typeText("welcome")
        signInButton.tap()
        #expect(log.lines == ["submit: kevin|welcome"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P2: jrasmusson/ios-starter-kit testing/XCUITest/README.md testLogin, fields by identifier")
    func starterKitLoginByIdentifier() {
        let (app, log, failures) = signIn(
            [
                FormField(placeholder: "Username", identifier: "LoginViewUsername"),
                FormField(placeholder: "Password", identifier: "LoginViewPassword", secure: true),
            ], button: "Sign In")
        let usernameTextField = app.textFields["LoginViewUsername"]
        let passwordTextField = app.secureTextFields["LoginViewPassword"]
        usernameTextField.tap()
        usernameTextField.typeText("")
        passwordTextField.tap()
        passwordTextField.typeText("")
        app.buttons["Sign In"].tap()
        #expect(log.lines == ["submit: |"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P3: StepaLumberjack/GBShop GBShopUITests/GBShopUITests.swift testAuth")
    func gbShopAuth() {
        let (app, log, failures) = signIn(
            [
                FormField(placeholder: "Login", identifier: "loginTextField"),
                FormField(placeholder: "Password", identifier: "passwordTextField"),
            ], button: "Войти")
        let loginTextField = app.textFields["loginTextField"]
        let passwordTextField = app.textFields["passwordTextField"]
        loginTextField.tap()
        loginTextField.typeText("Somebody")
        passwordTextField.tap()
        passwordTextField.typeText("mypassword")
        app.buttons["Войти"].tap()
        #expect(log.lines == ["submit: Somebody|mypassword"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P4: mudox/hydra UITest/LoginTests.swift testAll (typeText taps an unfocused field first)")
    func hydraLogin() {
        let (app, log, failures) = signIn(
            [
                FormField(placeholder: "Username", identifier: "usernameField"),
                FormField(placeholder: "Password", identifier: "passwordField", secure: true),
            ], button: "Close", id: "dismissLogin")
        let username = app.textFields["usernameField"]
        let password = app.secureTextFields["passwordField"]
        username.tap()
        username.typeText("cement_ce@163.com\n")
        password.typeText("zheshi1geceshihao\n")
        #expect(!username.hasFocus)
        app.buttons["dismissLogin"].tap()
        #expect(log.lines == ["submit: cement_ce@163.com|zheshi1geceshihao"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P5: Sergey-Zaitsev/GBShop_HomeWork GBShopUITests/LoginTests.swift testLogin (fields in a scroll view)")
    func gbShopHomeWorkLogin() {
        let (app, log, failures) = signIn(
            [FormField(placeholder: "Login"), FormField(placeholder: "Password")], button: "Log in", id: "loginButton",
            scroll: true)
        let scrollViewsQuery = app.scrollViews
        let loginTextField = scrollViewsQuery.textFields["Login"]
        loginTextField.tap()
        loginTextField.typeText("LOGIN")
        let passwordTextField = scrollViewsQuery.textFields["Password"]
        passwordTextField.tap()
        passwordTextField.typeText("PASSWORD")
        let loginButton = scrollViewsQuery.buttons["loginButton"]
        loginButton.tap()
        #expect(log.lines == ["submit: LOGIN|PASSWORD"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P6: paulomendes/ios-99-chalange PauloMendes99UITests/PauloMendes99UITests.swift testExample")
    func ninetyNineTable() {
        let (app, _, failures) = launch { ListViewController(log: $0, rows: 6) }
        #expect(app.tables.count == 1)
        let table = app.tables.element(boundBy: 0)
        #expect(table.cells.count == 6)
        table.swipeUp()
        table.swipeDown()
        #expect(table.cells.element(boundBy: 0).isHittable)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P7: anushkmittal/iOSTestSDK UIKitCatalog testSession (cells containing LIKE[c], alert buttons)")
    func catalogSession() {
        let (app, log, failures) = launch { CatalogViewController(log: $0) }
        let el1s = app.cells.containing(NSPredicate(format: "label LIKE[c] 'Confirm / Cancel'"))
        #expect(el1s.count == 1)
        let el1 = el1s.element(boundBy: 0)
        #expect(el1.exists)
        el1.tap()
        let el2 = app.buttons["Confirm"]
        #expect(el2.exists)
        el2.tap()
        let el3s = app.cells.containing(NSPredicate(format: "label LIKE[c] 'Destructive'"))
        #expect(el3s.count == 1)
        el3s.element(boundBy: 0).tap()
        let el4 = app.buttons["Destructive Choice"]
        #expect(el4.exists)
        el4.tap()
        app.cells.containing(NSPredicate(format: "label LIKE[c] 'Confirm / Cancel'")).element(boundBy: 0).tap()
        app.buttons["Cancel"].tap()
        app.cells.containing(NSPredicate(format: "label LIKE[c] 'Destructive'")).element(boundBy: 0).tap()
        app.buttons["Safe Choice"].tap()
        #expect(log.lines == ["chose: Confirm", "chose: Destructive Choice", "chose: Cancel", "chose: Safe Choice"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P8: mac3859/IOS-Automation-Testing 1_Test/sampleUITests/sampleUITests.swift test")
    func sampleAlert() {
        let (app, log, failures) = launch { SampleViewController(log: $0) }
        app.buttons["button123"].tap()
        app.alerts["RK"].buttons["OK"].tap()
        app.buttons.element(boundBy: 0).tap()
        app.alerts["RK"].buttons["OK"].tap()
        #expect(log.lines == ["alert: OK", "alert: OK"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P9: mac3859/IOS-Automation-Testing 1_Test/sampleUITests/sampleUITests.swift testsectext")
    func sampleSecureText() {
        let (app, _, failures) = launch { SampleViewController(log: $0) }
        app.secureTextFields["textfield123"].tap()
        app.secureTextFields["textfield123"].typeText("123456qwer")
        #expect((app.secureTextFields["textfield123"].value as? String)?.count == 10)
        #expect(app.secureTextFields["textfield123"].value as? String != "123456qwer")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P10: mac3859/IOS-Automation-Testing 1_Test/sampleUITests/sampleUITests.swift testslider")
    func sampleSlider() {
        let (app, _, failures) = launch { SampleViewController(log: $0) }
        app.sliders["slider123"].adjust(toNormalizedSliderPosition: 0.9)
        #expect(app.sliders["slider123"].value as? String == "90%")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P11: mac3859/IOS-Automation-Testing 1_Test/sampleUITests/sampleUITests.swift testswitch")
    func sampleSwitch() {
        let (app, log, failures) = launch { SampleViewController(log: $0) }
        app.switches["switch123"].tap()
        app.switches["switch123"].tap()
        #expect(log.lines == ["switch: true", "switch: false"])
        #expect(app.switches["switch123"].value as? String == "0")
        #expect(failures.failures.isEmpty)
    }
}
