// The fixtures: small UIKit sources in Fixtures/CASE/ ported as one module each must give exactly the files in
// Tests/ResponderKitPortFixtures/CASE/ (which the package compiles against UIKit), porting those again must change
// nothing, and their generated selector dispatch must call the methods at run time.

import Foundation
import ResponderKit
import Testing

@testable import ResponderKitPort
@testable import ResponderKitPortFixtures

@MainActor
@Suite("Port: fixtures")
struct PortFixtureTests {
    @Test(
        "Each fixture ports to its compiled expected output, and the output ports to itself",
        arguments: ["ViewController", "View", "Object", "Subclass", "Extension"])
    func fixture(_ name: String) throws {
        let inputs = try portFixtureInputs(name)
        #expect(!inputs.isEmpty)
        let run = try portRun(inputs)
        for (index, input) in inputs.enumerated() {
            let expected = try portFixtureExpected(name, input.0)
            #expect(run.text(index) == expected, "\(name)/\(input.0)")
        }
        #expect(run.isIdempotent)
        #expect(run.result.messages(.cannotRewrite).isEmpty)
    }

    @Test("The view controller's ported actions, observer and selectors work")
    func viewController() {
        let controller = FixtureViewController()
        let button = UIButton()  // the outlet is weak
        controller.saveButton = button
        controller.volumeSlider = UISlider()
        controller.loadViewIfNeeded()
        #expect(controller.log == ["reload"])
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpOutside)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.log == ["reload", "save", "reset", "keyboard"])
        // A method that takes NSNotification gets the block's Notification bridged.
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(controller.log.last == "hide \(UIResponder.keyboardWillHideNotification.rawValue)")
        #expect(controller.saves == 1)
        #expect(controller.responds(to: Selector("handleTap:")))
        #expect(controller.responds(to: Selector("volumeChanged:forEvent:")))
        #expect(!controller.responds(to: Selector("reload")))
        // Through the base class: with @testable, an internal override and the open declaration are both candidates.
        let commandAction: Selector? = (controller as UIResponder).keyCommands?.first?.action
        #expect(commandAction == Selector("reloadData"))
    }

    @Test("The view's and the recognizer's generated tables call their methods")
    func view() {
        let badge = FixtureBadgeView(frame: .zero)
        badge.perform(Selector("handlePan"))
        let recognizer = FixtureSwipeRecognizer(target: nil, action: nil)
        badge.perform(Selector("swiped:"), with: recognizer)
        #expect(badge.pans == 1)
        #expect(badge.count == 1)
        recognizer.perform(Selector("cancelSwipe:"), with: nil)
        #expect(recognizer.cancels == 1)
        #expect(!badge.responds(to: Selector("layoutBadge")))
    }

    @Test("Root classes conform in an extension; a subclass overrides and reaches its superclass's table")
    func objects() {
        let alarm = FixtureAlarmClock()
        alarm.perform(Selector("tick"))
        alarm.perform(Selector("advanceBy:"), with: NSNumber(value: 3))
        alarm.perform(Selector("ring:"), with: nil)
        #expect(alarm.ticks == 4)
        #expect(alarm.rang)
        let counter = FixtureCounter()
        counter.perform(Selector("increment"))
        counter.perform(Selector("add:times:"), with: NSNumber(value: 2), with: NSNumber(value: 3))
        #expect(counter.value == 7)
        #expect(!counter.responds(to: Selector("make")))
    }

    @Test("Subclasses of classes in another file of the module dispatch through both tables")
    func subclasses() {
        let detail = FixtureDetailController()
        detail.perform(Selector("refresh:"), with: nil)
        detail.perform(Selector("share"))
        #expect(detail.events == ["detail refresh", "share"])
        let model = FixtureNamedModel()
        model.perform(Selector("renameTo:"), with: "renamed")
        #expect(model.name == "renamed" && model.renames == 1)
    }

    @Test("A selector that carries an extension method reaches a UIKit class's instance; associated objects work")
    func extensionMethod() {
        FixtureResponderSearch.found = []
        let view = UIView()
        #expect(FixtureResponderSearch.collect(from: view))
        #expect(FixtureResponderSearch.found.count == 1 && FixtureResponderSearch.found.first === view)
        view.fixtureTag = "kept"
        #expect(view.fixtureTag == "kept")
        #expect(UIView().fixtureTag == nil)
    }
}
