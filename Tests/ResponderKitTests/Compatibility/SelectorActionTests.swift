// Selectors that work at run time: every API that takes a `Selector` reaches the named method of any target that
// implements it — a responder or not — and a name nobody implements is traced and warned about, never silently
// nothing (AC-1 … AC-5, CT-10 … CT-12, GR-4).

import Foundation
import Testing

@testable import ResponderKit

/// A box the first-responder trick writes into (real code uses a static variable).
@MainActor
private final class FoundResponder {
    var responder: UIResponder?
}

extension UIResponder {
    /// The well-known trick: a nil-targeted action reaches the first responder, which reports itself.
    fileprivate func rkReportFirstResponder(_ sender: Any?) {
        (sender as? FoundResponder)?.responder = self
    }
}

/// A focusable view, so the controller's chain has a first responder.
private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
struct SelectorActionTests {
    @Test("CT-12: a control's Selector action reaches the named method of a responder target, with the sender")
    func controlActionToResponder() throws {
        let stage = SelectorStage()
        let button = stage.addButton(tag: 7)
        button.addTarget(stage.controller, action: Selector("buttonTapped:"), for: .touchUpInside)
        button.addTarget(stage.controller, action: "tapped:forEvent:", for: .touchUpInside)
        button.addTarget(stage.controller, action: "refresh", for: .touchDown)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        #expect(
            stage.log.calls == [
                "controller refresh", "controller buttonTapped: tag 7", "controller tapped:forEvent: touches",
            ])
    }

    @Test("CT-12: a control's Selector action reaches a target that is not a responder")
    func controlActionToPlainObject() throws {
        let stage = SelectorStage()
        let target = PlainTarget(log: stage.log)
        let button = stage.addButton()
        button.addTarget(target, action: "pressed:", for: .touchUpInside)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        #expect(stage.log.calls == ["plain pressed: UIButton"])
        #expect(button.allTargets.count == 1)
    }

    @Test("CT-10: removeTarget with the selector stops it; the other action of the same target stays")
    func removeSelectorAction() throws {
        let stage = SelectorStage()
        let button = stage.addButton(tag: 1)
        button.addTarget(stage.controller, action: "buttonTapped:", for: .touchUpInside)
        button.addTarget(stage.controller, action: "refresh", for: .touchUpInside)
        button.removeTarget(stage.controller, action: "buttonTapped:", for: .touchUpInside)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        #expect(stage.log.calls == ["controller refresh"])
    }

    @Test("GR-4: a recognizer made with init(target:action:) calls the named method of a responder and of an object")
    func recognizerActions() throws {
        let stage = SelectorStage()
        let plain = PlainTarget(log: stage.log)
        let tap = UITapGestureRecognizer(target: stage.controller, action: Selector("handleTap:"))
        tap.addTarget(plain, action: "recognized:")
        stage.controller.view.addGestureRecognizer(tap)
        try stage.sim.tap(at: CGPoint(x: 200, y: 200), in: stage.window)
        #expect(stage.log.calls == ["controller handleTap: ended", "plain recognized: ended"])
        tap.removeTarget(plain, action: "recognized:")
        try stage.sim.tap(at: CGPoint(x: 200, y: 300), in: stage.window)
        #expect(stage.log.calls.count == 3)
    }

    @Test("FR-11: a key command's Selector reaches the controller's method along the chain")
    func keyCommandSelector() throws {
        let stage = SelectorStage()
        stage.controller.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh")]
        let focus = FocusView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        stage.controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        try stage.sim.press("r", modifiers: .command)
        #expect(stage.log.calls == ["controller refresh"])
    }

    @Test("MN-4: a custom menu item's Selector is offered when the chain implements it, and chosen reaches it")
    func menuItemSelector() {
        let stage = SelectorStage()
        let focus = FocusView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        stage.controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        let menu = stage.app.menuController
        menu.menuItems = [UIMenuItem(title: "Refresh", action: "refresh"), UIMenuItem(title: "No", action: "nope:")]
        menu.showMenu(from: focus, rect: focus.bounds)
        #expect(menu.visibleTitles == ["Refresh"])
        #expect(menu.performAction("refresh"))
        #expect(stage.log.calls == ["controller refresh"])
    }

    @Test("AC-2, AC-4: the nil-targeted sendAction trick finds the first responder through an extension method")
    func firstResponderTrick() {
        let stage = SelectorStage()
        let focus = FocusView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        stage.controller.view.addSubview(focus)
        let found = FoundResponder()
        let action = Selector("rkReportFirstResponder:", UIResponder.rkReportFirstResponder)
        // Without a first responder the search starts at the key window, which answers for itself.
        #expect(stage.app.sendAction(action, to: nil, from: found, for: nil))
        #expect(found.responder === stage.window)
        #expect(focus.becomeFirstResponder())
        #expect(stage.app.sendAction(action, to: nil, from: found, for: nil))
        #expect(found.responder === focus)
    }

    @Test("AC-1, AC-2: canPerformAction, target(forAction:) and responds(to:) answer from the same table")
    func probesAgreeWithCalls() {
        let stage = SelectorStage()
        let view = stage.controller.view!
        #expect(stage.controller.canPerformAction("refresh", withSender: nil))
        #expect(!view.canPerformAction("refresh", withSender: nil))
        #expect(view.target(forAction: "refresh", withSender: nil) as AnyObject === stage.controller)
        #expect(view.target(forAction: "nothing:", withSender: nil) == nil)
        #expect(stage.controller.responds(to: "handleTap:"))
        #expect(!stage.controller.responds(to: "handleTap"))  // names include their colons
        #expect(stage.log.calls.isEmpty)  // probing calls nothing
        stage.controller.perform("refresh")
        stage.controller.perform(Selector("buttonTapped:"), with: UIButton())
        #expect(stage.log.calls == ["controller refresh", "controller buttonTapped: tag 0"])
    }

    @Test("AC-4: a selector no target implements is traced as not implemented, warned about once, and runs nothing")
    func missIsTracedAndWarnedOnce() throws {
        let stage = SelectorStage()
        let button = stage.addButton()
        button.addTarget(stage.controller, action: "refresh", for: .touchUpInside)
        button.addTarget(stage.controller, action: "refersh", for: .touchUpInside)  // a typo
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)
        let misses = stage.tracer.entries.compactMap { entry -> String? in
            guard case .selectorNotImplemented(let selector, let target) = entry else { return nil }
            return "\(selector.name) on \(type(of: target))"
        }
        #expect(misses == ["refersh on SelectorController", "refersh on SelectorController"])
        #expect(stage.log.calls == ["controller refresh", "controller refresh"])  // the good one still ran
        #expect(stage.app.selectorWarnings.count == 1)
        #expect(!stage.controller.responds(to: "refersh"))
    }

    @Test("A method whose parameter type does not fit the argument is not called, and that is reported")
    func argumentMismatch() throws {
        let stage = SelectorStage()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 60, height: 30))
        stage.controller.view.addSubview(toggle)
        toggle.addTarget(stage.controller, action: "buttonTapped:", for: .valueChanged)  // takes a UIButton
        toggle.addTarget(stage.controller, action: "refresh", for: .valueChanged)
        try stage.sim.tap(at: CGPoint(x: 30, y: 15), in: toggle)
        #expect(toggle.isOn)
        #expect(stage.log.calls == ["controller refresh"])
    }

    @Test("NSSelectorFromString and NSStringFromSelector round-trip; selectors are equal by name")
    func selectorNames() {
        let selector = NSSelectorFromString("handleTap:")
        #expect(NSStringFromSelector(selector) == "handleTap:")
        #expect(selector == Selector("handleTap:"))
        #expect(Selector("x:", UIResponder.rkReportFirstResponder) == Selector("x:"))
        #expect(Set([selector, "handleTap:"]).count == 1)
    }
}
