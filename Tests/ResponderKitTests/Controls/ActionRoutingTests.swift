// Named actions and the responder chain (spec AC-1 … AC-6, SP-14): who can perform an action, how the target of
// a nil-targeted action is found, and where a button's nil-targeted action lands.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Actions (AC-1 … AC-6, SP-14)")
struct ActionRoutingTests {
    private typealias Fixtures = ControlFixtures

    private let save: Selector = "save:"

    /// A window whose root view controller's view holds `outer`, which holds `inner`.
    private struct Screen {
        let stage: Fixtures.Stage
        let log: Fixtures.Log
        let controller: Fixtures.ActingController
        let outer: Fixtures.ActingView
        let inner: Fixtures.ActingView
    }

    private func makeScreen() -> Screen {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let controller = Fixtures.ActingController("controller", log: log)
        stage.window.rootViewController = controller
        let outer = Fixtures.ActingView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = Fixtures.ActingView("inner", log: log, frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        return Screen(stage: stage, log: log, controller: controller, outer: outer, inner: inner)
    }

    // MARK: AC-1

    @Test("AC-1: canPerformAction is true exactly for the actions the responder implements")
    func canPerformImplementedActions() {
        let log = Fixtures.Log()
        let responder = Fixtures.ActingResponder("responder", log: log, actions: [save, .copy])

        #expect(responder.canPerformAction(save, withSender: nil))
        #expect(responder.canPerformAction(.copy, withSender: nil))
        #expect(!responder.canPerformAction(.paste, withSender: nil))
        #expect(!UIResponder().canPerformAction(.copy, withSender: nil))
        #expect(!UIView().canPerformAction(.copy, withSender: nil))
    }

    @Test("AC-1: canPerformAction does not look up the chain: a view whose superview implements it answers false")
    func canPerformIsNotRecursive() {
        let screen = makeScreen()
        screen.outer.actions = [save]
        screen.controller.actions = [save]

        #expect(!screen.inner.canPerformAction(save, withSender: nil))
        #expect(screen.outer.canPerformAction(save, withSender: nil))
    }

    // MARK: AC-2

    @Test("AC-2: target(forAction:) is the receiver itself when it can perform the action")
    func targetIsSelf() {
        let screen = makeScreen()
        screen.inner.actions = [save]
        screen.outer.actions = [save]

        #expect(screen.inner.target(forAction: save, withSender: nil) as? UIResponder === screen.inner)
    }

    @Test("AC-2: target(forAction:) walks next: views, then the view controller, then window and application")
    func targetWalksTheChain() {
        let screen = makeScreen()
        let delegate = AppDelegateResponder("delegate", log: screen.log, actions: ["quit:"])
        screen.stage.app.delegate = delegate
        screen.outer.actions = [save]
        screen.controller.actions = [.copy]

        #expect(screen.inner.target(forAction: save, withSender: nil) as? UIResponder === screen.outer)
        #expect(screen.inner.target(forAction: .copy, withSender: nil) as? UIResponder === screen.controller)
        #expect(screen.inner.target(forAction: "quit:", withSender: nil) as? UIResponder === delegate)
    }

    @Test("AC-2: target(forAction:) is nil when nothing up to the end of the chain performs the action")
    func targetIsNilAtTheEnd() {
        let screen = makeScreen()

        #expect(screen.inner.target(forAction: .paste, withSender: nil) == nil)
        #expect(UIResponder().target(forAction: .paste, withSender: nil) == nil)
    }

    // MARK: AC-3

    @Test("AC-3: a responder that implements an action but refuses it in canPerformAction is skipped")
    func refusingResponderIsSkipped() throws {
        let screen = makeScreen()
        screen.inner.actions = [save]
        screen.inner.refused = [save]
        screen.outer.actions = [save]

        #expect(screen.inner.target(forAction: save, withSender: nil) as? UIResponder === screen.outer)

        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.inner.addSubview(button)
        button.addTarget(nil, action: save, for: .touchUpInside)
        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines == ["outer.save:"])
    }

    // MARK: AC-4

    @Test("AC-4: sendAction with a target calls that target directly, even when the first responder implements it")
    func explicitTargetIsCalledDirectly() {
        let screen = makeScreen()
        let focus = Fixtures.FocusableActingView("focus", log: screen.log, actions: [save])
        screen.controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        screen.outer.actions = [save]

        let handled = screen.stage.app.sendAction(save, to: screen.outer, from: nil, for: nil)

        #expect(handled)
        #expect(screen.log.lines == ["outer.save:"])
    }

    @Test("AC-4: a target that does not implement the action is not searched past: nothing runs, the result is false")
    func explicitTargetIsNotSearchedPast() {
        let screen = makeScreen()
        screen.outer.actions = [save]

        let handled = screen.stage.app.sendAction(save, to: screen.inner, from: nil, for: nil)

        #expect(!handled)
        #expect(screen.log.lines.isEmpty)
        #expect(screen.stage.unhandledActions == ["save:"])
    }

    @Test("AC-4: a nil target resolves through the chain from the first responder; true only if someone ran")
    func nilTargetFromFirstResponder() {
        let screen = makeScreen()
        let focus = Fixtures.FocusableActingView("focus", log: screen.log, frame: .zero)
        screen.inner.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        screen.outer.actions = [save]

        #expect(screen.stage.app.sendAction(save, to: nil, from: nil, for: nil))
        #expect(!screen.stage.app.sendAction(.paste, to: nil, from: nil, for: nil))

        #expect(screen.log.lines == ["outer.save:"])
        #expect(screen.stage.performedActions == ["save: by outer"])
        #expect(screen.stage.unhandledActions == ["paste:"])
    }

    @Test("AC-4: the performer receives the sender and the event given to sendAction")
    func performerReceivesSender() {
        let screen = makeScreen()
        screen.outer.actions = [save]
        let sender = UIButton(frame: .zero)
        screen.inner.addSubview(sender)

        screen.stage.app.sendAction(save, to: nil, from: sender, for: nil)

        #expect(screen.outer.senders.count == 1)
        #expect((screen.outer.senders.first.flatMap { $0 } as? UIButton) === sender)
    }

    // MARK: AC-5

    @Test("AC-5: with no first responder, a button's nil-targeted action starts at the button: its controller gets it")
    func nilTargetStartsAtTheSender() throws {
        let screen = makeScreen()
        screen.controller.actions = [save]
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.inner.addSubview(button)
        button.addTarget(nil, action: save, for: .touchUpInside)

        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines == ["controller.save:"])
        #expect(screen.stage.performedActions == ["save: by controller"])
    }

    @Test("AC-5: a nil-targeted copy: action reaches the view controller two levels above the button")
    func copyReachesTheViewController() throws {
        let screen = makeScreen()
        screen.controller.actions = [.copy]
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.outer.addSubview(button)
        #expect(button.superview?.superview === screen.controller.view)
        #expect(button.superview?.superview?.next === screen.controller)
        button.addTarget(nil, action: .copy, for: .touchUpInside)

        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines == ["controller.copy:"])
        #expect(screen.stage.performedActions == ["copy: by controller"])
    }

    @Test("AC-5: a nil-targeted action that nobody performs is dropped quietly and traced")
    func unperformedActionIsDropped() throws {
        let screen = makeScreen()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.inner.addSubview(button)
        button.addTarget(nil, action: .paste, for: .touchUpInside)

        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines.isEmpty)
        #expect(screen.stage.unhandledActions == ["paste:"])
    }

    // MARK: SP-14

    @Test("SP-14: with a first responder elsewhere in the window, a button's nil-targeted action goes to its chain")
    func nilTargetGoesToTheFirstResponder() throws {
        let screen = makeScreen()
        screen.controller.actions = [save]
        let field = Fixtures.FocusableActingView(
            "field", log: screen.log, actions: [save], frame: CGRect(x: 0, y: 450, width: 400, height: 40))
        screen.controller.view.addSubview(field)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.inner.addSubview(button)
        button.addTarget(nil, action: save, for: .touchUpInside)

        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)
        #expect(screen.log.lines == ["controller.save:"])

        #expect(field.becomeFirstResponder())
        screen.log.removeAll()
        screen.stage.sim.advance(by: 1)
        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines == ["field.save:"])
        #expect(screen.stage.performedActions.last == "save: by field")

        // Once the field resigns, the action goes back to the button's chain.
        #expect(field.resignFirstResponder())
        screen.log.removeAll()
        screen.stage.sim.advance(by: 1)
        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)
        #expect(screen.log.lines == ["controller.save:"])
    }

    @Test("SP-14: the search from the first responder follows its own chain, not the button's")
    func firstResponderChainIsSearched() throws {
        let screen = makeScreen()
        screen.outer.actions = [save]
        let form = Fixtures.ActingView(
            "form", log: screen.log, actions: [save], frame: CGRect(x: 0, y: 420, width: 400, height: 100))
        screen.controller.view.addSubview(form)
        let field = Fixtures.FocusableActingView(
            "field", log: screen.log, frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        screen.inner.addSubview(button)
        button.addTarget(nil, action: save, for: .touchUpInside)

        try screen.stage.sim.tap(at: CGPoint(x: 50, y: 22), in: button)

        #expect(screen.log.lines == ["form.save:"])
    }

    // MARK: AC-6

    @Test("AC-6: the standard edit actions have UIKit's names")
    func standardEditActionNames() {
        let names = Selector.standardEditActions.map(actionName)

        #expect(
            Set(names) == [
                "cut:", "copy:", "paste:", "delete:", "select:", "selectAll:", "toggleBoldface:", "toggleItalics:",
                "toggleUnderline:", "increaseSize:", "decreaseSize:", "makeTextWritingDirectionLeftToRight:",
                "makeTextWritingDirectionRightToLeft:",
            ])
        #expect(names.count == 13)
        #expect(actionName(.cut) == "cut:")
        #expect(actionName(.copy) == "copy:")
        #expect(actionName(.paste) == "paste:")
        #expect(actionName(.selectAll) == "selectAll:")
        #expect(Selector.copy == "copy:")
    }

    @Test("AC-6: a standard edit action is an ordinary named action: it travels the chain like any other")
    func standardEditActionsTravelTheChain() {
        let screen = makeScreen()
        screen.outer.actions = Set(Selector.standardEditActions)

        for action in Selector.standardEditActions {
            #expect(screen.stage.app.sendAction(action, to: nil, from: screen.inner, for: nil))
        }
        #expect(screen.log.lines.count == 13)
        #expect(screen.log.lines.first == "outer.cut:")
    }
}

/// An app delegate that is a plain responder, so it follows the application in the chain (RC-5).
@MainActor
private final class AppDelegateResponder: UIResponder, UIApplicationDelegate {
    let log: ControlFixtures.Log
    let name: String
    let actions: Set<Selector>

    init(_ name: String, log: ControlFixtures.Log, actions: Set<Selector>) {
        self.name = name
        self.log = log
        self.actions = actions
        super.init()
    }

    override func actionHandler(for action: Selector) -> ActionHandler? {
        guard actions.contains(action) else { return super.actionHandler(for: action) }
        return { [unowned self] _, _ in log.write("\(name).\(actionName(action))") }
    }
}
