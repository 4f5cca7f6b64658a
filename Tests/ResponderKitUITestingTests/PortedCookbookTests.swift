// XCUITest test methods ported from vandadnp/iOS-9-Swift-Programming-Cookbook, chapter "uitesting" (one Xcode
// project per recipe, each with a `<Recipe>UITests/<Recipe>UITests.swift`), against the equivalent screens in
// PortedCookbookScreens.swift. Their queries are kept; the Swift 2 names are written in today's Swift
// (`childrenMatchingType(.Button)` is `children(matching: .button)`, `elementBoundByIndex` is `element(boundBy:)`,
// `.Unknown`, the Xcode 7 beta name of `.other`, is `.other`, `XCUIKeyboardKeyDelete` is
// `XCUIKeyboardKey.delete.rawValue`); each port notes any other change.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: ported from iOS-9-Swift-Programming-Cookbook")
struct PortedCookbookTests {
    @Test("UT-P23: vandadnp/iOS-9-Swift-Programming-Cookbook Automating_UI_Test_ScriptsUITests testExample")
    func automatingTestScripts() {
        let (app, _, failures) = launch { _ in CapitalizeViewController() }
        let enteredString = "Hello, World!"
        let expectedString = enteredString.uppercased()
        let fullNameTextField = app.textFields["Full Name"]
        fullNameTextField.tap()
        fullNameTextField.typeText(enteredString)
        app.buttons["Capitalize"].tap()
        let lbl = app.staticTexts["Capitalized String"]
        #expect(lbl.value as? String == expectedString)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P24: vandadnp/iOS-9-Swift-Programming-Cookbook Finding_UI_ComponentsUITests testExample1")
    func findingChildren() {
        let (app, log, failures) = launch { FindingViewController(log: $0) }
        let view = app.windows.children(matching: .other)
        let innerView = view.children(matching: .other)
        let btn = innerView.children(matching: .button).element(boundBy: 0)
        #expect(btn.exists)
        btn.tap()
        #expect(log.lines == ["Button"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P25: vandadnp/iOS-9-Swift-Programming-Cookbook Finding_UI_ComponentsUITests testExample2")
    func findingDescendants() {
        let (app, log, failures) = launch { FindingViewController(log: $0) }
        let btn = app.windows.children(matching: .other).descendants(matching: .button).element(boundBy: 0)
        #expect(btn.exists)
        btn.tap()
        #expect(log.lines == ["Button"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P26: vandadnp/iOS-9-Swift-Programming-Cookbook Finding_UI_ComponentsUITests testExample3")
    func findingFirstButton() {
        let (app, log, failures) = launch { FindingViewController(log: $0) }
        let btn = app.buttons.element(boundBy: 0)
        #expect(btn.exists)
        btn.tap()
        #expect(log.lines == ["Button"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P27: vandadnp/iOS-9-Swift-Programming-Cookbook Finding_UI_ComponentsUITests testExample4")
    func findingContaining() {
        let (app, log, failures) = launch { FindingViewController(log: $0) }
        let mainView = app.windows.children(matching: .other)
        let viewsWithButton = mainView.descendants(matching: .other).containing(.button, identifier: nil)
        #expect(viewsWithButton.count > 0)
        #expect(viewsWithButton.count == 2)
        let btn = viewsWithButton.children(matching: .button).element(boundBy: 0)
        #expect(btn.exists)
        btn.tap()
        #expect(log.lines == ["Button"])
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P28: vandadnp/iOS-9-Swift-Programming-Cookbook Long_Pressing_on_UI_ElementsUITests testExample")
    func longPress() {
        let (app, _, failures) = launch { _ in LongPressViewController() }
        let view = app.windows.children(matching: .other).element(boundBy: 0)
        view.press(forDuration: 5)
        #expect(app.alerts.count > 0)
        let text = "Foo Bar"
        app.typeText(text)
        let alert = app.alerts.element(boundBy: 0)
        // The original matched `title like[c] 'Save'`: XCUITest on iOS reports an empty title (UT-5), so the
        // button's name is its label.
        let saveBtn = alert.descendants(matching: .button).matching(NSPredicate(format: "label like[c] 'Save'"))
            .element(boundBy: 0)
        saveBtn.tap()
        #expect(view.value as? String == text)
        #expect(!app.alerts.element.exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P29: vandadnp/iOS-9-Swift-Programming-Cookbook Swiping_on_UI_ElementsUITests testExample")
    func swipeToDelete() {
        let (app, _, failures) = launch { _ in SwipeDeleteViewController(style: .plain) }
        let cells = app.cells
        #expect(cells.count == 10)
        app.cells.element(boundBy: 4).swipeLeft()
        app.buttons["Delete"].tap()
        #expect(cells.count == 9)
        #expect(!app.staticTexts["Item 4"].exists && app.staticTexts["Item 5"].exists)
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P30: vandadnp/iOS-9-Swift-Programming-Cookbook Tapping_on_UI_ElementsUITests testExample")
    func twoFingerTap() {
        let (app, _, failures) = launch { _ in TwoFingerTapViewController() }
        let view = app.descendants(matching: .other)["myView"]
        #expect(view.exists)
        #expect(view.value as? String == "untapped")
        view.tap()
        #expect(view.value as? String == "untapped")
        view.twoFingerTap()
        #expect(view.value as? String == "tapped")
        #expect(failures.failures.isEmpty)
    }

    @Test(
        "UT-P31: vandadnp/iOS-9-Swift-Programming-Cookbook Testing_Text_Fields__Buttons_and_LabelsUITests testExample")
    func hideLabel() {
        let (app, _, failures) = launch { _ in HideLabelViewController() }
        #expect(app.staticTexts["Label"].exists)
        app.buttons["Button"].tap()
        let lbl = app.staticTexts["Label"]
        #expect(lbl.exists == false)
        #expect(failures.failures.isEmpty)
    }

    @Test(
        "UT-P32: vandadnp/iOS-9-Swift-Programming-Cookbook Testing_Text_Fields__Buttons_and_LabelsUITests testExample2")
    func textFieldValue() {
        let (app, _, failures) = launch { _ in HideLabelViewController() }
        let txtField = app.textFields["MyTextField"]
        #expect(txtField.exists)
        #expect(txtField.value != nil)
        let txt = txtField.value as? String ?? ""
        #expect(txt.count > 0)
        #expect(txt == "Some text")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-P33: vandadnp/iOS-9-Swift-Programming-Cookbook Typing_Inside_Text_FieldsUITests testExample")
    func typingInsideTextFields() {
        let (app, _, failures) = launch { _ in TypingViewController() }
        let myText = app.textFields["myText"]
        myText.tap()
        let text1 = "Hello, World!"
        myText.typeText(text1)
        myText.typeText(XCUIKeyboardKey.delete.rawValue)
        app.typeText(XCUIKeyboardKey.return.rawValue)
        #expect((myText.value as? String)?.count == text1.count - 1)
        // Return resigned the field (the delegate's textFieldShouldReturn).
        #expect(!myText.hasFocus)
        #expect(failures.failures.isEmpty)
    }
}
