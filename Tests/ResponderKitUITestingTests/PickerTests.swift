// Picker views through XCUITest's queries and adjust(toPickerWheelValue:) (UT-260 … UT-264): the picker is a
// Picker, each wheel a PickerWheel valued with its selected title, and adjusting reaches the row by real taps and
// drags, so the delegate hears the selections an app would.
import Foundation
import ResponderKit
import ResponderKitUITesting
import Testing

@MainActor
@Suite("UI testing: picker views")
struct PickerTests {
    @Test("UT-260: app.pickers finds the pickers; pickerWheels their wheels, valued with the selected titles")
    func queries() {
        let (app, _, failures) = launch { PickerViewController(log: $0) }
        #expect(app.pickers.count == 2)
        let when = app.pickers["when"]
        #expect(when.elementType == .picker)
        #expect(when.pickerWheels.count == 2)
        #expect(app.pickerWheels.count == 3)
        let month = when.pickerWheels.element(boundBy: 0)
        #expect(month.elementType == .pickerWheel)
        #expect(month.value as? String == "January")
        #expect(when.pickerWheels.element(boundBy: 1).value as? String == "1")
        #expect(app.debugDescription.contains("PickerWheel"))
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-101: a row selected from code, with no input and no time passing, shows in the next query")
    func selectionFromCodeInvalidatesTheTree() {
        var screen: PickerViewController?
        let (app, _, failures) = launch { log in
            let made = PickerViewController(log: log)
            screen = made
            return made
        }
        let month = app.pickers["when"].pickerWheels.element(boundBy: 0)
        #expect(month.value as? String == "January")
        screen?.when.selectRow(4, inComponent: 0, animated: false)
        #expect(month.value as? String == "May")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-261: adjust(toPickerWheelValue:) taps a nearby row: one real selection, as the user's")
    func adjustNearby() {
        let (app, log, failures) = launch { PickerViewController(log: $0) }
        let month = app.pickers["when"].pickerWheels.element(boundBy: 0)
        month.adjust(toPickerWheelValue: "March")
        #expect(month.value as? String == "March")
        #expect(log.lines == ["picker when: March"])
        #expect(app.staticTexts["status"].label == "March")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-262: far values are reached by drags of whole rows, down and back up, on a 200-row wheel")
    func adjustFar() {
        let (app, log, failures) = launch { PickerViewController(log: $0) }
        let wheel = app.pickers["items"].pickerWheels.element
        wheel.adjust(toPickerWheelValue: "Item 57")
        #expect(wheel.value as? String == "Item 57")
        #expect(log.lines.last == "picker items: Item 57")
        // Each drag is one selection the delegate heard: more than one step was needed.
        #expect(log.lines.count > 3)
        wheel.adjust(toPickerWheelValue: "Item 3")
        #expect(wheel.value as? String == "Item 3")
        app.pickers["when"].pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "31")
        #expect(app.pickers["when"].pickerWheels.element(boundBy: 1).value as? String == "31")
        #expect(failures.failures.isEmpty)
    }

    @Test("UT-263: a value that is not a row fails, naming the value and the wheel's values, and sends nothing")
    func adjustUnknownValue() {
        let (app, log, failures) = launch { PickerViewController(log: $0) }
        app.pickers["when"].pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "Smarch")
        #expect(failures.failures.map(\.kind) == [.invalidArgument])
        let message = failures.messages.first ?? ""
        #expect(message.contains("'Smarch'"))
        #expect(message.contains("'January', 'February', 'March'"))
        app.pickers["items"].pickerWheels.element.adjust(toPickerWheelValue: "Item 999")
        #expect(failures.messages.last?.contains("and 180 more") == true)
        #expect(log.lines.isEmpty)
    }

    @Test("UT-264: adjusting a picker, a label or a wheel that cannot be hit fails clearly; a missing wheel too")
    func adjustWrongElement() {
        let (app, log, failures) = launch { PickerViewController(log: $0) }
        app.pickers["when"].adjust(toPickerWheelValue: "March")
        app.staticTexts["status"].adjust(toPickerWheelValue: "March")
        #expect(failures.failures.map(\.kind) == [.wrongElementType, .wrongElementType])
        #expect(failures.messages.first?.contains("only a picker wheel") == true)
        app.pickers["nowhere"].pickerWheels.element.adjust(toPickerWheelValue: "March")
        #expect(failures.failures.count == 3)
        #expect(failures.failures.last?.kind == .noMatches)
        #expect(log.lines.isEmpty)
    }

    @Test("UT-264: a wheel in an interaction-disabled picker is not hittable and adjusting it sends nothing")
    func adjustUnhittable() throws {
        let log = ScreenLog()
        let failures = FailureLog()
        let screen = PickerViewController(log: log)
        let app = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) { screen }
        app.failureHandler = { failures.failures.append($0) }
        app.launch()
        screen.when.isUserInteractionEnabled = false
        let month = app.pickers["when"].pickerWheels.element(boundBy: 0)
        #expect(!month.isHittable)
        month.adjust(toPickerWheelValue: "May")
        #expect(failures.failures.map(\.kind) == [.notHittable])
        #expect(month.value as? String == "January")
        #expect(log.lines.isEmpty)
    }

    @Test("UT-261: swipeUp on a wheel spins it by a real flick; it settles on a later row and the delegate hears it")
    func swipeWheel() {
        let (app, log, failures) = launch { PickerViewController(log: $0) }
        let wheel = app.pickers["items"].pickerWheels.element
        wheel.swipeUp()
        // The flick coasts on: let the virtual clock run until the wheel rests.
        app.simulator.advance(by: 3)
        let value = wheel.value as? String ?? ""
        #expect(value != "Item 0")
        #expect(log.lines == ["picker items: \(value)"])
        #expect(failures.failures.isEmpty)
    }
}

extension PickerTests {
    @Test("UT-260: wheels named by the accessibility delegate pass the audit; unnamed ones are reported, each")
    func audit() throws {
        let (app, _, failures) = launch { PickerViewController(log: $0) }
        #expect(app.pickers["when"].pickerWheels.element(boundBy: 1).label == "Day")
        try app.performAccessibilityAudit()
        #expect(failures.messages == [])
        let log = ScreenLog()
        let screen = PickerViewController(log: log)
        screen.namesWheels = false
        let unnamed = XCUIApplication(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) { screen }
        unnamed.failureHandler = { failures.failures.append($0) }
        unnamed.launch()
        try unnamed.performAccessibilityAudit()
        #expect(failures.messages.count == 3)
        #expect(failures.messages.allSatisfy { $0.contains("no accessibilityLabel") })
    }
}
