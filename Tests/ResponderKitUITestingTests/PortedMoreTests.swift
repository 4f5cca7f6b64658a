// More XCUITest test methods from public repositories, ported as in PortedTests.swift: counters, labels, typing
// echoed in a label, navigation bars and their back and bar buttons.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: more ported XCUITest methods")
struct PortedMoreTests {
    private func counter(
        button: String, buttonIdentifier: String? = nil, labelIdentifier: String? = nil, heading: String? = nil,
        echoesText: Bool = false, format: @escaping (Int) -> String = { String($0) }
    ) -> (XCUIApplication, ScreenLog, FailureLog) {
        launch {
            CounterViewController(
                log: $0, button: button, buttonIdentifier: buttonIdentifier, labelIdentifier: labelIdentifier,
                heading: heading, echoesText: echoesText, format: format)
        }
    }

    private func navigation(_ root: @escaping @MainActor () -> UIViewController) -> (XCUIApplication, FailureLog) {
        let (app, _, failures) = launch { _ in UINavigationController(rootViewController: root()) }
        return (app, failures)
    }

    @Test(
        "UT-P12: RockCityDev/Alphagram-iOS …/Buttons/ButtonsUITests/ButtonsUITests.swift testLabelIncrementsWithClick")
    func labelIncrementsWithClick() {
        let (app, _, failures) = counter(
            button: "Click", buttonIdentifier: "clickButton", labelIdentifier: "clickCount")
        let clickButton = app.buttons["clickButton"]
        let clickCountLabel = app.staticTexts["clickCount"]
        for tapCount in 1...3 {
            clickButton.tap()
            #expect(clickCountLabel.label == String(tapCount))
        }
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P13: briancroom/iOS-Continuous-Deployment-Example Tests/UITests.swift testHomeScreenHasRequiredLabels")
    func homeScreenHasRequiredLabels() {
        let (app, _, _) = counter(button: "Tap me!", heading: "Home 😀", echoesText: true) { "Count: \($0)" }
        #expect(app.staticTexts["Home 😀"].exists)
        #expect(app.staticTexts["Count: 0"].exists)
        #expect(app.staticTexts["Text: '' (length: 0)"].exists)
    }

    @Test("UT-P14: briancroom/iOS-Continuous-Deployment-Example Tests/UITests.swift testTappingButtonIncreasesCount")
    func tappingButtonIncreasesCount() {
        let (app, _, failures) = counter(button: "Tap me!", heading: "Home 😀", echoesText: true) { "Count: \($0)" }
        app.buttons["Tap me!"].tap()
        #expect(app.staticTexts["Count: 1"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P15: briancroom/iOS-Continuous-Deployment-Example Tests/UITests.swift testEnteringTextUpdatesLabel")
    func enteringTextUpdatesLabel() {
        let (app, _, failures) = counter(button: "Tap me!", heading: "Home 😀", echoesText: true) { "Count: \($0)" }
        // The original's `elementBoundByIndex(0)` is the Swift 2 name of `element(boundBy: 0)`.
        let textField = app.textFields.element(boundBy: 0)
        textField.tap()
        textField.typeText("Hola")
        #expect(app.staticTexts["Text: 'Hola' (length: 4)"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P16: kevinabrioux/Testlab testlabUITests/testlabUITests.swift testCount")
    func testlabCount() {
        let (app, _, failures) = counter(button: "Action")
        for count in 1...9 {
            app.buttons["Action"].tap()
            #expect(app.staticTexts[String(count)].exists)
        }
        #expect(failures.failures.isEmpty)
    }

    @Test(
        "UT-P17: netrance/Dorian-iOS-Examples-CodeBasedUI NavigationBarEx02/NavigationBarEx02UITests/… testExample")
    func navigationBarTitle() {
        let (app, _) = navigation { PageViewController(title: "Hello, world") }
        #expect(app.navigationBars.staticTexts["Hello, world"].exists)
        #expect(app.navigationBars["Hello, world"].exists)
    }

    @Test("UT-P18: wearepilots/fintech ARKidsUITests/ARKidsUITests.swift testCaseOne")
    func pushProfileAndGoBack() {
        let (app, failures) = navigation { PeopleViewController() }
        #expect(app.tables.staticTexts["Doctor"].exists)
        app.tables.staticTexts["Doctor"].tap()
        #expect(app.navigationBars["Profile"].waitForExistence(timeout: 1))
        let back = app.navigationBars["Profile"].buttons.element(boundBy: 0)
        #expect(back.exists)
        back.tap()
        #expect(app.navigationBars["People"].waitForExistence(timeout: 1))
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P19: antazoey/patchday-ios Tests/PatchDayUITests/SettingsUITest.swift setUp and testTitle")
    func settingsTitle() {
        let (app, failures) = navigation { PatchesViewController() }
        app.navigationBars["Patches"].buttons["settingsGearButton"].tap()
        #expect(app.staticTexts["Settings"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test(
        "UT-P20: KimEklund13/XCTest-XCUITest XCUITestSandboxUITests/Tests/SegmentedControlsTests.swift testAlphaOmega")
    func alphaOmega() {
        let (app, failures) = navigation { GreekViewController() }
        let omega = app.segmentedControls.buttons["Omega"]
        let alpha = app.segmentedControls.buttons["Alpha"]
        omega.tap()
        #expect(app.navigationBars.element.identifier == "Omega")
        alpha.tap()
        #expect(app.navigationBars.element.identifier == "Alpha")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P21: mutcherlasaibrahma/githubSampleIOS SampleXCUITests/TestVerifyAlertBox.swift testVerifyingAlertBox")
    func verifyingAlertBox() {
        let (app, log, failures) = launch { FeaturesViewController(log: $0) }
        let tabAlert = app.staticTexts["Alert"]
        _ = tabAlert.waitForExistence(timeout: 5)
        tabAlert.tap()
        let buttonOK = app.buttons["OK"]
        _ = buttonOK.waitForExistence(timeout: 5)
        buttonOK.tap()
        #expect(log.lines == ["alert: OK"])
        #expect(!app.alerts.element.exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P22: asif13/Payconiq payconiqUITests/payconiqUITests.swift testTabBarNavigationToUser")
    func tabBarNavigationToUser() {
        let (app, _, failures) = launch { _ in makeTabs() }
        #expect(app.tabBars.buttons.count == 2)
        app.tabBars.buttons["Profile"].tap()
        // The original reads the title as `otherElements["User"]`, as iOS 11 showed it; iOS 13 and later, and
        // ResponderKit, show it as a static text.
        let navigationTitle = app.navigationBars["User"].staticTexts["User"]
        #expect(navigationTitle.exists, "Navigation title should be User")
        #expect(!app.navigationBars["Home"].exists)
        #expect(failures.failures.isEmpty)
    }
}
