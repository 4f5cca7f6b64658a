// How a control's registered actions are kept and fired (spec CT-10 … CT-12, CT-14, CT-15): weak targets and
// merged entries, one list in registration order for method references, named actions, `UIAction`s and removable
// handlers, and every named action going through the application.

import Foundation
import Testing

@testable import ResponderKit

/// The seed's screen: a view controller whose button's press method records "PRESSED".
@MainActor
private final class PressViewController: UIViewController {
    let button = UIButton(frame: CGRect(x: 100, y: 200, width: 120, height: 44))
    private(set) var presses: [String] = []
    private(set) var senders: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: PressViewController.onButtonPress, for: .touchUpInside)
    }

    func onButtonPress(_ sender: UIButton) {
        senders.append(sender)
        presses.append("PRESSED")
    }
}

/// A control whose `sendAction(_:to:for:)` logs each named action before passing it on (CT-12).
@MainActor
private final class ForwardingLoggingButton: UIButton {
    var log: ControlFixtures.Log?

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        log?.write("control.sendAction(\(actionName(action)), target: \(target == nil ? "nil" : "set"))")
        super.sendAction(action, to: target, for: event)
    }
}

/// An application that logs each named action it is asked to send (CT-12).
@MainActor
private final class ActionLoggingApplication: UIApplication {
    let log = ControlFixtures.Log()
    private(set) var senders: [Any?] = []

    override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        senders.append(sender)
        log.write("app.sendAction(\(actionName(action)))")
        return super.sendAction(action, to: target, from: sender, for: event)
    }
}

@MainActor
@Suite("UIControl target-action (CT-10 … CT-15)")
struct ControlTargetActionTests {
    private typealias Fixtures = ControlFixtures

    private let frame = CGRect(x: 100, y: 200, width: 120, height: 44)
    private let center = CGPoint(x: 60, y: 22)

    // MARK: CT-10

    @Test("CT-10: addTarget with a method reference does not retain the target")
    func methodTargetIsWeak() {
        let button = UIButton(frame: frame)
        let log = Fixtures.Log()
        weak var weakTarget: Fixtures.Target?
        do {
            let target = Fixtures.Target("target", log: log)
            weakTarget = target
            button.addTarget(target, action: Fixtures.Target.fire, for: .touchUpInside)
        }
        #expect(weakTarget == nil)
    }

    @Test("CT-10: addTarget with a named action does not retain the target")
    func selectorTargetIsWeak() {
        let button = UIButton(frame: frame)
        let log = Fixtures.Log()
        weak var weakTarget: Fixtures.ActingResponder?
        do {
            let target = Fixtures.ActingResponder("target", log: log, actions: ["save:"])
            weakTarget = target
            button.addTarget(target, action: "save:", for: .touchUpInside)
        }
        #expect(weakTarget == nil)
    }

    @Test("CT-10: adding the same target and named action again merges the events into one entry")
    func sameTargetAndActionMerge() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let button = stage.add(UIButton(frame: frame))
        let target = Fixtures.ActingResponder("target", log: log, actions: ["save:"])

        button.addTarget(target, action: "save:", for: .touchDown)
        button.addTarget(target, action: "save:", for: .touchUpInside)

        #expect(button.actions(forTarget: target, forControlEvent: .allEvents) == ["save:"])
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown) == ["save:"])
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["save:"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        #expect(button.allTargets == [AnyHashable(target)])

        // One entry: a send whose mask covers both events fires it once.
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.lines == ["target.save:"])

        // And a tap fires it on touch-down and again on touch-up.
        log.removeAll()
        try stage.sim.tap(at: center, in: button)
        #expect(log.lines == ["target.save:", "target.save:"])
    }

    @Test("CT-10: the same action for another target, or another action for the same target, is a separate entry")
    func differentPairsDoNotMerge() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let first = Fixtures.ActingResponder("first", log: log, actions: ["save:", "undo:"])
        let second = Fixtures.ActingResponder("second", log: log, actions: ["save:"])

        button.addTarget(first, action: "save:", for: .touchUpInside)
        button.addTarget(second, action: "save:", for: .touchUpInside)
        button.addTarget(first, action: "undo:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(log.lines == ["first.save:", "second.save:", "first.undo:"])
        #expect(button.actions(forTarget: first, forControlEvent: .touchUpInside) == ["save:", "undo:"])
        #expect(button.allTargets == [AnyHashable(first), AnyHashable(second)])
    }

    @Test("CT-10: a nil-targeted action is listed under NSNull in allTargets and under a nil target in actions")
    func nilTargetQueries() {
        let button = UIButton(frame: frame)
        button.addTarget(nil, action: .copy, for: .touchUpInside)

        // Compared by type: corelibs Foundation's NSNull instances are equal but hash by identity on Linux.
        #expect(button.allTargets.count == 1)
        #expect(button.allTargets.allSatisfy { $0.base is NSNull })
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["copy:"])
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == nil)

        // Added again for another event: still one entry.
        button.addTarget(nil, action: .copy, for: .touchDown)
        #expect(button.actions(forTarget: nil, forControlEvent: .allEvents) == ["copy:"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test("CT-10: removeTarget(nil, action: nil, for: .allEvents) removes every target-action")
    func removeAllTargets() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let target = Fixtures.Target("method", log: log)
        let named = Fixtures.ActingResponder("named", log: log, actions: ["save:"])
        button.addTarget(target, action: Fixtures.Target.fire, for: .touchUpInside)
        button.addTarget(named, action: "save:", for: [.touchDown, .touchUpInside])
        button.addTarget(nil, action: .copy, for: .touchUpInside)

        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .allEvents)

        #expect(log.lines.isEmpty)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("CT-10: removeTarget removes only the given events; an entry left with none disappears")
    func removeTargetSubtractsEvents() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let target = Fixtures.ActingResponder("target", log: log, actions: ["save:"])
        button.addTarget(target, action: "save:", for: [.touchDown, .touchUpInside])

        button.removeTarget(target, action: "save:", for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(log.lines.isEmpty)

        button.removeTarget(target, action: "save:", for: .touchUpInside)
        #expect(button.allControlEvents.isEmpty)
        #expect(button.allTargets.isEmpty)
        #expect(button.actions(forTarget: target, forControlEvent: .allEvents) == nil)
    }

    @Test("CT-10: a target freed while its button lives is skipped: no call, no chain search, no crash")
    func freedTargetIsSkipped() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        // The button's superview performs "save:", so a chain search from the button would find it.
        let container = stage.add(
            Fixtures.ActingView("container", log: log, actions: ["save:"], frame: stage.window.bounds))
        let button = UIButton(frame: frame)
        container.addSubview(button)
        weak var weakMethodTarget: Fixtures.Target?
        weak var weakNamedTarget: Fixtures.ActingResponder?
        do {
            let methodTarget = Fixtures.Target("method", log: log)
            let namedTarget = Fixtures.ActingResponder("named", log: log, actions: ["save:"])
            weakMethodTarget = methodTarget
            weakNamedTarget = namedTarget
            button.addTarget(methodTarget, action: Fixtures.Target.fireWithSender, for: .touchUpInside)
            button.addTarget(namedTarget, action: "save:", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(log.lines == ["method.fireWithSender", "named.save:"])
            log.removeAll()
            // Trace entries hold the objects they name: forget them so that only the button could keep the
            // targets alive.
            stage.tracer.removeAll()
        }
        #expect(weakMethodTarget == nil)
        #expect(weakNamedTarget == nil)

        try stage.sim.tap(at: center, in: button)

        #expect(log.lines.isEmpty)
        #expect(stage.performedActions.isEmpty)
        #expect(stage.sentEvents(of: button) == ["touchDown", "touchUpInside+primaryActionTriggered"])
    }

    // MARK: CT-11

    @Test("CT-11: actions fire in registration order, mixing method references, named actions, UIActions, handlers")
    func registrationOrder() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let button = stage.add(UIButton(frame: frame))
        let target = Fixtures.Target("method", log: log)
        let named = Fixtures.ActingResponder("named", log: log, actions: ["save:"])

        let handler = button.addEventHandler(event: .touchUpInside) { log.write("handler") }
        button.addTarget(target, action: Fixtures.Target.fire, for: .touchUpInside)
        button.addAction(UIAction { _ in log.write("action") }, for: .primaryActionTriggered)
        button.addTarget(named, action: "save:", for: .touchUpInside)
        button.addTarget(target, action: Fixtures.Target.fireWithEvent, for: .touchUpInside)

        try stage.sim.tap(at: center, in: button)

        #expect(log.lines == ["handler", "method.fire", "action", "named.save:", "method.fireWithEvent"])
        #expect(handler.isEnabled)
    }

    @Test("CT-11: an entry whose events overlap the sent mask in several bits fires once per send")
    func overlappingEntryFiresOnce() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var calls = 0
        button.addAction(UIAction { _ in calls += 1 }, for: [.touchUpInside, .primaryActionTriggered])

        try stage.sim.tap(at: center, in: button)

        #expect(calls == 1)
    }

    @Test("CT-11: entries whose events do not overlap the sent mask do not fire")
    func disjointEntriesDoNotFire() {
        let button = UIButton(frame: frame)
        var fired: [String] = []
        button.addAction(UIAction { _ in fired.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in fired.append("value") }, for: .valueChanged)
        button.addAction(UIAction { _ in fired.append("all touch") }, for: .allTouchEvents)

        button.sendActions(for: .valueChanged)

        #expect(fired == ["value"])
    }

    @Test("CT-11: a target removed from inside its own action fires this time only; later entries still fire")
    func removeTargetFromItsOwnAction() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let button = stage.add(UIButton(frame: frame))
        let remover = Fixtures.ActingResponder("remover", log: log, actions: ["once:"])
        let after = Fixtures.ActingResponder("after", log: log, actions: ["save:"])
        button.addTarget(remover, action: "once:", for: .touchUpInside)
        button.addAction(
            UIAction { [unowned button, unowned remover] _ in
                button.removeTarget(remover, action: "once:", for: .touchUpInside)
                log.write("removed")
            }, for: .touchUpInside)
        button.addTarget(after, action: "save:", for: .touchUpInside)

        try stage.sim.tap(at: center, in: button)
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: button)

        #expect(log.lines == ["remover.once:", "removed", "after.save:", "removed", "after.save:"])
        #expect(button.actions(forTarget: remover, forControlEvent: .allEvents) == nil)
    }

    @Test("CT-11: a target that removes itself during sendActions does not stop the entries after it")
    func targetRemovesItselfDuringSend() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let selfRemoving = SelfRemovingTarget(log: log)
        button.addTarget(selfRemoving, action: SelfRemovingTarget.pressed, for: .touchUpInside)
        button.addAction(UIAction { _ in log.write("next") }, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)

        #expect(log.lines == ["self-removing", "next", "next"])
    }

    @Test("CT-11: an action added during sendActions waits for the next send")
    func actionAddedDuringSend() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        button.addAction(
            UIAction { [unowned button] _ in
                log.write("adder")
                button.addAction(UIAction { _ in log.write("added") }, for: .touchUpInside)
            }, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        #expect(log.lines == ["adder"])
    }

    @Test("CT-11: a UIAction added again with the same identifier replaces the old one in place")
    func sameIdentifierReplaces() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(identifier: id) { _ in log.write("old") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.write("other") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.write("new") }, for: .touchDown)

        button.sendActions(for: [.touchDown, .touchUpInside])
        button.removeAction(identifiedBy: id, for: .allEvents)
        button.sendActions(for: [.touchDown, .touchUpInside])

        #expect(log.lines == ["new", "other", "other"])
    }

    @Test("CT-11: removeAction removes that action's events only")
    func removeAction() {
        let log = Fixtures.Log()
        let button = UIButton(frame: frame)
        let action = UIAction { _ in log.write("action") }
        button.addAction(action, for: [.touchDown, .touchUpInside])

        button.removeAction(action, for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)

        #expect(log.lines == ["action"])
        #expect(button.allControlEvents == .touchUpInside)
    }

    // MARK: CT-11, removable handlers

    @Test("CT-11: a handler disabled after a delay and enabled again receives exactly the presses made while enabled")
    func handlerDisabledAndEnabledOnTheClock() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var received: [Int] = []
        let press = Fixtures.Counter()
        let handler = button.addEventHandler(event: .touchUpInside) { received.append(press.value) }
        stage.sim.clock.schedule(after: 1) { handler.disable() }
        stage.sim.clock.schedule(after: 3) { handler.enable() }

        for _ in 0..<5 {
            press.value += 1  // Presses 1 … 5 at t = 0, 0.8, 1.6, 2.4, 3.2.
            try stage.sim.tap(at: center, in: button)
            stage.sim.advance(by: 0.8)
        }

        #expect(received == [1, 2, 5])
        #expect(handler.isEnabled)
    }

    @Test("CT-11: a handler can disable itself from inside its closure")
    func handlerDisablesItself() throws {
        let stage = Fixtures.Stage()
        let button = stage.add(UIButton(frame: frame))
        var calls = 0
        var handler: RemovableTarget?
        handler = button.addEventHandler(event: .touchUpInside) {
            calls += 1
            handler?.disable()
        }

        try stage.sim.tap(at: center, in: button)
        stage.sim.advance(by: 1)
        try stage.sim.tap(at: center, in: button)

        #expect(calls == 1)
        #expect(handler?.isEnabled == false)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("CT-11: a handler disabled and dropped frees everything its closure captured")
    func disabledHandlerFreesCaptures() throws {
        let stage = Fixtures.Stage(tracing: false)
        let button = stage.add(UIButton(frame: frame))
        weak var weakToken: Fixtures.Token?
        var handler: RemovableTarget?
        do {
            let token = Fixtures.Token()
            weakToken = token
            handler = button.addEventHandler(event: .touchUpInside) { token.uses += 1 }
        }
        try stage.sim.tap(at: center, in: button)
        #expect(weakToken?.uses == 1)

        handler?.disable()
        #expect(weakToken != nil, "the handle still holds the closure, so it can be enabled again")
        handler = nil

        #expect(weakToken == nil)
    }

    @Test("CT-11: an enabled handler keeps its captures alive even when its handle is dropped")
    func enabledHandlerKeepsCaptures() throws {
        let stage = Fixtures.Stage(tracing: false)
        var button: UIButton? = stage.add(UIButton(frame: frame))
        weak var weakToken: Fixtures.Token?
        do {
            let token = Fixtures.Token()
            weakToken = token
            button?.addEventHandler(event: .touchUpInside) { token.uses += 1 }
        }
        #expect(weakToken != nil)

        try stage.sim.tap(at: center, in: button)
        try stage.sim.tap(at: CGPoint(x: 100, y: 30), in: button)
        #expect(weakToken?.uses == 2)

        // The control owns the closure: it goes with the control.
        button?.removeFromSuperview()
        button = nil
        #expect(weakToken == nil)
    }

    @Test("CT-11: enabling an enabled handler or disabling a disabled one changes nothing")
    func handlerToggleIsIdempotent() {
        let button = UIButton(frame: frame)
        var calls = 0
        let handler = button.addEventHandler(event: .valueChanged) { calls += 1 }

        handler.enable()
        button.sendActions(for: .valueChanged)
        handler.disable()
        handler.disable()
        button.sendActions(for: .valueChanged)
        handler.enable()
        button.sendActions(for: .valueChanged)

        #expect(calls == 2)
        #expect(handler.events == .valueChanged)
    }

    // MARK: CT-12

    @Test("CT-12: each named action goes through the control's sendAction and the application's, from the control")
    func namedActionsGoThroughTheApplication() throws {
        let app = ActionLoggingApplication()
        let stage = Fixtures.Stage(app: app)
        let button = stage.add(ForwardingLoggingButton(frame: frame))
        button.log = app.log
        let target = Fixtures.ActingResponder("target", log: app.log, actions: ["save:"])
        button.addTarget(target, action: "save:", for: .touchUpInside)
        button.addTarget(nil, action: "open:", for: .touchUpInside)

        try stage.sim.tap(at: center, in: button)

        #expect(
            app.log.lines == [
                "control.sendAction(save:, target: set)", "app.sendAction(save:)", "target.save:",
                "control.sendAction(open:, target: nil)", "app.sendAction(open:)",
            ])
        #expect(app.senders.count == 2)
        #expect(app.senders.allSatisfy { ($0 as? UIButton) === button })
        #expect(stage.unhandledActions == ["open:"])
    }

    @Test("CT-12: a nil target means a search along the chain, starting at the control (AC-4, AC-5)")
    func nilTargetSearchesTheChain() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let outer = stage.add(
            Fixtures.ActingView(
                "outer", log: log, actions: ["save:"], frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        let inner = Fixtures.ActingView("inner", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.addSubview(inner)
        let button = UIButton(frame: frame)
        inner.addSubview(button)
        button.addTarget(nil, action: "save:", for: .touchUpInside)

        try stage.sim.tap(at: center, in: button)

        #expect(log.lines == ["outer.save:"])
        #expect(stage.performedActions == ["save: by outer"])
        #expect(outer.senders.count == 1)
        #expect((outer.senders.first as? UIButton) === button)
    }

    @Test("CT-12: the .touchCancel action of a control removed from its window goes through the control's application")
    func cancelActionAfterRemovalUsesTheControlsApplication() throws {
        let app = ActionLoggingApplication()
        let stage = Fixtures.Stage(app: app)
        let container = stage.add(
            Fixtures.ActingView("container", log: app.log, actions: ["abort:"], frame: stage.window.bounds))
        let button = UIButton(frame: frame)
        container.addSubview(button)
        button.addTarget(nil, action: "abort:", for: .touchCancel)

        try stage.sim.touchDown(at: center, in: button)
        container.removeFromSuperview()

        #expect(app.log.lines == ["app.sendAction(abort:)", "container.abort:"])
        #expect(stage.performedActions == ["abort: by container"])
    }

    // MARK: CT-14

    @Test("CT-14: a button's press method added with addTarget(self, action: Type.method) records the press")
    func seedButtonPress() throws {
        let stage = Fixtures.Stage()
        let controller = PressViewController()
        stage.window.rootViewController = controller

        try stage.sim.tap(at: CGPoint(x: 60, y: 22), in: controller.button)

        #expect(controller.presses == ["PRESSED"])
        #expect(controller.senders.first === controller.button)
    }

    @Test("CT-14: the press method does not run for a touch that is lifted far away")
    func seedButtonNoPressOutside() throws {
        let stage = Fixtures.Stage()
        let controller = PressViewController()
        stage.window.rootViewController = controller

        let touch = try stage.sim.touchDown(at: CGPoint(x: 60, y: 22), in: controller.button)
        try stage.sim.touchMove(touch, to: CGPoint(x: 60, y: 300), in: controller.button)
        try stage.sim.touchUp(touch)

        #expect(controller.presses.isEmpty)
    }

    @Test("CT-14: UIButton(primaryAction:) runs its action on a release inside, with the button as sender")
    func primaryActionInitializer() throws {
        let stage = Fixtures.Stage()
        var senders: [Any?] = []
        let button = stage.add(UIButton(frame: frame, primaryAction: UIAction { senders.append($0.sender) }))

        #expect(button.allControlEvents == .primaryActionTriggered)
        try stage.sim.tap(at: center, in: button)

        #expect(senders.count == 1)
        #expect((senders.first.flatMap { $0 } as? UIButton) === button)
    }

    @Test("CT-14: UIButton(type:primaryAction:) binds .primaryActionTriggered too; a nil action binds nothing")
    func primaryActionWithType() {
        var calls = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in calls += 1 })
        let empty = UIButton(frame: frame, primaryAction: nil)

        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)

        #expect(calls == 1)
        #expect(empty.allControlEvents.isEmpty)
    }

    @Test("CT-14: action methods may take no arguments, the sender, or the sender and the event")
    func threeMethodShapes() throws {
        let stage = Fixtures.Stage()
        let log = Fixtures.Log()
        let button = stage.add(UIButton(frame: frame))
        let target = Fixtures.Target("target", log: log)
        button.addTarget(target, action: Fixtures.Target.fire, for: .touchUpInside)
        button.addTarget(target, action: Fixtures.Target.fireWithSender, for: .touchUpInside)
        button.addTarget(target, action: Fixtures.Target.fireWithEvent, for: .touchUpInside)

        let touch = try stage.sim.tap(at: center, in: button)

        #expect(log.lines == ["target.fire", "target.fireWithSender", "target.fireWithEvent"])
        #expect(target.senders.count == 2)
        #expect(target.senders.allSatisfy { $0 === button })
        #expect(target.events.count == 1)
        #expect(target.touchCounts == [1], "the event held the tapped touch when the method ran")
        #expect(target.events.first??.type == .touches)
        #expect(touch.phase == .ended)
    }

    @Test("CT-14: a method taking the control's exact class receives it typed, for every control class")
    func typedSenders() {
        let receiver = TypedReceiver()
        let slider = UISlider(frame: frame)
        let stepper = UIStepper(frame: frame)
        slider.addTarget(receiver, action: TypedReceiver.sliderMoved, for: .valueChanged)
        stepper.addTarget(receiver, action: TypedReceiver.stepped, for: .valueChanged)
        slider.value = 0.25
        stepper.value = 3

        slider.sendActions(for: .valueChanged)
        stepper.sendActions(for: .valueChanged)

        #expect(receiver.readings == ["slider 0.25", "stepper 3.0"])
    }

    // MARK: CT-15

    @Test("CT-15: control events have UIKit's bit values")
    func eventBitValues() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8), (.valueChanged, 1 << 12),
            (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16),
            (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19),
            (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, bits) in expected {
            #expect(event.rawValue == bits, "\(Fixtures.describe(event))")
        }
    }

    @Test("CT-15: the group masks hold exactly their family's events")
    func groupMasks() {
        let touches: UIControl.Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        let editing: UIControl.Event = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

        #expect(UIControl.Event.allTouchEvents.isSuperset(of: touches))
        #expect(UIControl.Event.allTouchEvents.isDisjoint(with: [.valueChanged, .primaryActionTriggered]))
        #expect(UIControl.Event.allEditingEvents == editing)
        #expect(UIControl.Event.allEvents.isSuperset(of: [touches, editing, .valueChanged, .menuActionTriggered]))
    }
}

/// A target whose action removes itself from the control that sent it.
@MainActor
private final class SelfRemovingTarget {
    let log: ControlFixtures.Log

    init(log: ControlFixtures.Log) {
        self.log = log
    }

    func pressed(_ sender: UIButton) {
        log.write("self-removing")
        sender.removeTarget(self, action: nil, for: .allEvents)
    }
}

/// Receives value-control actions typed as their exact classes.
@MainActor
private final class TypedReceiver {
    private(set) var readings: [String] = []

    func sliderMoved(_ sender: UISlider) {
        readings.append("slider \(sender.value)")
    }

    func stepped(_ sender: UIStepper) {
        readings.append("stepper \(sender.value)")
    }
}
