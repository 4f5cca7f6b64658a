// The responder chain (spec RC-1 … RC-10): what `next` is for each kind of responder, how the default event
// methods forward along it, and how a `next` cycle is survived.

import Foundation
import Testing

@testable import ResponderKit

/// A responder whose chain loops: `next` is its partner, whose `next` is this one (or any other responder).
@MainActor
private final class LoopingResponder: UIResponder {
    var partner: UIResponder?
    private(set) var touchCalls = 0
    private(set) var pressCalls = 0

    override var next: UIResponder? { partner }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCalls += 1
        super.touchesBegan(touches, with: event)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressCalls += 1
        super.pressesBegan(presses, with: event)
    }
}

/// A view that handles `touchesBegan` itself (no `super`) but leaves the other phases to the default.
@MainActor
private final class BeganOnlyView: UIView {
    private(set) var began = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
    }
}

/// A view that can become first responder.
@MainActor
private final class FocusableView: Spies.View {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("Responder chain (RC)")
struct ResponderChainTests {
    // MARK: RC-1

    @Test("RC-1: a plain UIResponder has no next responder")
    func plainResponderHasNoNext() {
        #expect(UIResponder().next == nil)
    }

    @Test("RC-1: a subclass supplies next by overriding it")
    func subclassSuppliesNext() {
        let log = Spies.Log()
        let first = Spies.Responder("first", log: log)
        let second = Spies.Responder("second", log: log)
        #expect(first.next == nil)
        first.successor = second
        #expect(first.next === second)
    }

    // MARK: RC-2

    @Test("RC-2: a view's next is its superview, nil when detached")
    func viewNextIsSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
        child.removeFromSuperview()
        #expect(child.next == nil)
    }

    @Test("RC-2: a controller's root view has the controller as next, wherever the view is placed")
    func rootViewNextIsController() {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let root: UIView = controller.view
        #expect(root.next === controller)
        container.addSubview(root)
        #expect(root.next === controller, "the superview is not next while the view is a controller's root")
        let subview = UIView(frame: .zero)
        root.addSubview(subview)
        #expect(subview.next === root, "only the root view itself points at the controller")
    }

    @Test("RC-2: a view that stops being a controller's root view goes back to its superview")
    func replacedRootViewForgetsController() {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let oldRoot: UIView = controller.view
        container.addSubview(oldRoot)
        controller.view = UIView(frame: .zero)
        #expect(oldRoot.next === container)
        #expect(controller.view.next === controller)
    }

    // MARK: RC-3

    @Test("RC-3: a window's root view controller has the window as next")
    func rootControllerNextIsWindow() {
        let stage = Spies.Stage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        #expect(controller.next === stage.window)
        #expect(controller.view.next === controller)
    }

    @Test("RC-3: a presented controller has the presenting controller as next")
    func presentedControllerNextIsPresenter() {
        let stage = Spies.Stage()
        let presenter = UIViewController()
        stage.window.rootViewController = presenter
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        #expect(presented.presentingViewController === presenter)
        #expect(presented.next === presenter, "not the window, although its view sits in the window")
        #expect(presented.view.next === presented)
    }

    @Test("RC-3: a touch on a presented controller's view goes through the presenting controller")
    func touchOnPresentedViewReachesPresenter() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let presenter = Spies.Controller("presenter", log: log)
        stage.window.rootViewController = presenter
        let presented = Spies.Controller("presented", log: log)
        presented.view = Spies.View("presentedView", log: log)
        presenter.present(presented, animated: false)

        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: stage.window)

        #expect(
            log.touchLines == [
                "presentedView.touchesBegan", "presented.touchesBegan", "presenter.touchesBegan",
                "presentedView.touchesEnded", "presented.touchesEnded", "presenter.touchesEnded",
            ])
    }

    @Test("RC-3: a child controller's next is the superview of its view")
    func childControllerNextIsSuperview() {
        let stage = Spies.Stage()
        let parent = UIViewController()
        stage.window.rootViewController = parent
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.view.addSubview(container)
        let child = UIViewController()
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(child.parent === parent)
        #expect(child.next === container, "the superview of its view, not the parent controller")
    }

    @Test("RC-3: a controller whose view is in no hierarchy has no next responder")
    func detachedControllerHasNoNext() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        #expect(controller.next == nil)
    }

    @Test("RC-2, RC-3: a touch in a child controller's view walks view, child, container, parent, window, app")
    func childControllerChainOrder() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        let stage = Spies.Stage(app: app)
        let parent = Spies.Controller("parent", log: log)
        parent.view = Spies.View("parentView", log: log)
        stage.window.rootViewController = parent
        let container = Spies.View("container", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.view.addSubview(container)
        let child = Spies.Controller("child", log: log)
        child.view = Spies.View("childView", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)

        _ = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: stage.window)

        #expect(
            log.touchLines == [
                "childView.touchesBegan", "child.touchesBegan", "container.touchesBegan", "parentView.touchesBegan",
                "parent.touchesBegan", "app.touchesBegan",
            ])
    }

    // MARK: RC-4 (windows in scenes, window → scene → application: SceneTests)

    @Test("RC-4: a window in no scene has its application as next")
    func windowNextIsApplication() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: app)
        #expect(window.next === app)
        #expect(window.next !== UIApplication.shared)
    }

    @Test("RC-4: a window created without an application belongs to UIApplication.shared")
    func defaultWindowNextIsShared() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.next === UIApplication.shared)
    }

    // MARK: RC-6

    @Test("RC-6: the default touch methods pass the same touches and event to next, phase by phase")
    func defaultTouchMethodsForwardSameMessage() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let parent = stage.add(Spies.View("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(plain)

        let first = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: plain)
        try stage.sim.touchMove(first, to: CGPoint(x: 20, y: 10), in: plain)
        try stage.sim.touchUp(first)
        let second = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: plain)
        try stage.sim.touchCancel(second)

        #expect(
            log.methods(of: "parent") == [
                .touchesBegan, .touchesMoved, .touchesEnded, .touchesBegan, .touchesCancelled,
            ]
        )
        let entries = log.entries(of: "parent")
        #expect(entries[0..<3].allSatisfy { $0.touches == [first] })
        #expect(entries[3...].allSatisfy { $0.touches == [second] })
        #expect(Set(entries.compactMap(\.event)).count == 1, "the one reused touch event is passed on")
        #expect(entries.allSatisfy { $0.event != nil })
    }

    @Test("RC-6: at the end of the chain the event is dropped silently")
    func endOfChainDropsSilently() throws {
        let stage = Spies.Stage()
        let plain = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: plain)

        #expect(stage.app.next == nil)
        let drops = stage.drops
        #expect(drops.map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(drops.allSatisfy { $0.at === stage.app })
        #expect(stage.isClean(plain))
    }

    @Test("RC-6: a detached view forwards to nobody and does not crash, with or without an event")
    func detachedViewDropsEvents() {
        let plain = UIView(frame: .zero)
        plain.touchesBegan([], with: nil)
        plain.touchesCancelled([], with: nil)
        plain.pressesBegan([Spies.press()], with: UIPressesEvent())
        plain.motionEnded(.motionShake, with: nil)
        #expect(plain.next == nil)
    }

    // MARK: RC-7

    @Test("RC-7: overriding only touchesBegan without super leaves ancestors an unbalanced sequence")
    func overridingOnlyBeganUnbalancesAncestors() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let parent = stage.add(Spies.View("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let view = BeganOnlyView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(view.began == 1)
        #expect(log.methods(of: "parent") == [.touchesMoved, .touchesEnded], "moved and ended without a began")
        #expect(!log.lifecycleViolations().isEmpty)
    }

    @Test("RC-7: overriding all four phases without super keeps the touch away from every ancestor")
    func overridingAllFourWithoutSuperStopsForwarding() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let parent = stage.add(Spies.View("parent", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let view = Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.forwards = false
        parent.addSubview(view)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 30, y: 10), in: view)
        try stage.sim.touchUp(touch)
        let cancelled = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        try stage.sim.touchCancel(cancelled)

        #expect(log.methods(of: "parent").isEmpty)
        #expect(
            log.methods(of: "view") == [.touchesBegan, .touchesMoved, .touchesEnded, .touchesBegan, .touchesCancelled])
        #expect(stage.drops.isEmpty, "nothing reached the end of the chain")
    }

    // MARK: RC-8

    @Test("RC-8: a custom responder joins the chain by being some responder's next")
    func customResponderJoinsChain() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let helper = Spies.Responder("helper", log: log)
        view.successor = helper
        helper.successor = stage.window

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(
            log.touchLines == ["view.touchesBegan", "helper.touchesBegan", "view.touchesEnded", "helper.touchesEnded"])
        #expect(stage.drops.map(\.method) == [.touchesBegan, .touchesEnded], "then window and app as usual")
        #expect(stage.drops.allSatisfy { $0.at === stage.app })
    }

    @Test("RC-8: next is read again on every walk, so a change mid-touch reroutes the later phases")
    func chainIsNotCached() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let before = Spies.Responder("before", log: log)
        let after = Spies.Responder("after", log: log)
        view.successor = before

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        view.successor = after
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "before") == [.touchesBegan])
        #expect(log.methods(of: "after") == [.touchesEnded])
    }

    @Test("RC-8: moving the bound view to another superview in the same window reroutes the chain mid-touch")
    func reparentingReroutesChain() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let left = stage.add(Spies.View("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let right = stage.add(Spies.View("right", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        left.addSubview(view)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        right.addSubview(view)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: view)
        try stage.sim.touchUp(touch)

        #expect(log.methods(of: "left") == [.touchesBegan])
        #expect(log.methods(of: "right") == [.touchesMoved, .touchesEnded])
        #expect(touch.view === view)
    }

    // MARK: RC-9

    @Test("RC-9: an enabled UIControl consumes its touches; a plain UIView forwards them")
    func controlConsumesTouches() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let parent = stage.add(Spies.View("parent", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        parent.addSubview(control)
        parent.addSubview(plain)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: control)
        try stage.sim.touchMove(touch, to: CGPoint(x: 20, y: 10), in: control)
        try stage.sim.touchUp(touch)
        let cancelled = try stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: control)
        try stage.sim.touchCancel(cancelled)
        #expect(touch.view === control)
        #expect(log.methods(of: "parent").isEmpty, "nothing the control received went up the chain")

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: plain)
        #expect(log.methods(of: "parent") == [.touchesBegan, .touchesEnded])
    }

    // MARK: RC-10

    @Test("RC-10: touches start at the hit-test view, not at the first responder")
    func touchesStartAtHitTestView() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let focused = stage.add(FocusableView("focused", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let other = stage.add(Spies.View("other", log: log, frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
        #expect(focused.becomeFirstResponder())
        #expect(focused.isFirstResponder)

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: other)

        #expect(log.touchLines == ["other.touchesBegan", "other.touchesEnded"])
        #expect(log.methods(of: "focused").isEmpty)
    }

    @Test("RC-10, RC-6: the default presses methods forward along next when called directly")
    func defaultPressesMethodsForward() {
        let log = Spies.Log()
        let parent = Spies.View("parent", log: log)
        let tail = Spies.Responder("tail", log: log)
        parent.successor = tail
        let plain = UIView(frame: .zero)
        parent.addSubview(plain)
        let event = UIPressesEvent()
        let presses: Set<UIPress> = [Spies.press()]

        plain.pressesBegan(presses, with: event)
        plain.pressesChanged(presses, with: event)
        plain.pressesEnded(presses, with: nil)
        plain.pressesCancelled(presses, with: event)

        let expected: [ResponderMethod] = [.pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled]
        #expect(log.methods(of: "parent") == expected)
        #expect(log.methods(of: "tail") == expected)
        #expect(log.entries(of: "tail").map(\.event) == log.entries(of: "parent").map(\.event))
    }

    @Test("RC-10, RC-6: the default motion methods forward along next when called directly")
    func defaultMotionMethodsForward() {
        let log = Spies.Log()
        let controller = Spies.Controller("controller", log: log)
        let root = UIView(frame: .zero)
        controller.view = root
        let leaf = UIView(frame: .zero)
        root.addSubview(leaf)
        let event = UIEvent(type: .motion, subtype: .motionShake)

        leaf.motionBegan(.motionShake, with: event)
        leaf.motionEnded(.motionShake, with: event)
        leaf.motionCancelled(.motionShake, with: nil)

        #expect(log.methods(of: "controller") == [.motionEnded], "began and cancelled pass through (not logged)")
        #expect(log.entries(of: "controller").first?.event == ObjectIdentifier(event))
        let tailLog = Spies.Log()
        let tail = Spies.Responder("tail", log: tailLog)
        let middle = Spies.Responder("middle", log: tailLog)
        middle.successor = tail
        middle.motionBegan(.motionShake, with: event)
        middle.motionCancelled(.motionShake, with: event)
        #expect(tailLog.methods(of: "tail") == [.motionBegan, .motionCancelled])
    }

    // MARK: Cycles in next

    @Test("RC-8: a next cycle found while delivering a touch stops forwarding and is traced as .responderCycle")
    func cycleDuringTouchDeliveryIsReported() throws {
        let stage = Spies.Stage()
        let log = Spies.Log()
        let view = stage.add(Spies.View("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let ping = LoopingResponder()
        let pong = LoopingResponder()
        ping.partner = pong
        pong.partner = ping
        view.successor = ping

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        let cycles = stage.cycles
        #expect(cycles.map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(cycles.allSatisfy { $0.at === ping || $0.at === pong })
        #expect(ping.touchCalls > 0 && ping.touchCalls < 10_000, "the loop ran a bounded number of times")
        #expect(log.touchLines == ["view.touchesBegan", "view.touchesEnded"])
        #expect(stage.isClean(view))

        view.successor = nil
        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(stage.drops.contains { $0.at === stage.app }, "the next touch walks the ordinary chain again")
    }

    @Test("RC-8: a long acyclic chain of 2,500 views is walked to the end and not mistaken for a cycle")
    func longChainIsNotACycle() throws {
        let stage = Spies.Stage()
        var leaf: UIView = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        for _ in 0..<2_500 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: leaf)

        #expect(stage.cycles.isEmpty)
        #expect(stage.drops.map(\.method) == [.touchesBegan, .touchesEnded])
        #expect(stage.drops.allSatisfy { $0.at === stage.app })
        #expect(!ResponderChainWalk.hasCycle(from: leaf))
        #expect(ResponderChainWalk.chain(from: leaf).responders.count == 2_503)
    }

    @Test("RC-8: ResponderChainWalk stops before the first repeated responder and reports the cycle")
    func chainWalkReportsCycle() {
        let stage = Spies.Stage()
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let plain = ResponderChainWalk.chain(from: view)
        #expect(
            plain.responders.map(ObjectIdentifier.init) == [view, stage.window, stage.app].map(ObjectIdentifier.init))
        #expect(!plain.cycle)
        #expect(!ResponderChainWalk.hasCycle(from: view))

        let ping = LoopingResponder()
        let pong = LoopingResponder()
        ping.partner = pong
        pong.partner = ping
        let looped = ResponderChainWalk.chain(from: ping)
        #expect(looped.responders.map(ObjectIdentifier.init) == [ping, pong].map(ObjectIdentifier.init))
        #expect(looped.cycle)
        #expect(ResponderChainWalk.hasCycle(from: ping))

        let selfLoop = LoopingResponder()
        selfLoop.partner = selfLoop
        #expect(ResponderChainWalk.hasCycle(from: selfLoop))
        #expect(ResponderChainWalk.chain(from: selfLoop).responders.count == 1)
    }

    @Test("RC-8: a next cycle does not hang a direct presses call that carries an event")
    func cycleWithDirectPressesCallTerminates() {
        let ping = LoopingResponder()
        let pong = LoopingResponder()
        ping.partner = pong
        pong.partner = ping

        ping.pressesBegan([Spies.press()], with: UIPressesEvent())

        #expect(ping.pressCalls > 0 && ping.pressCalls < 10_000)
    }

    @Test("RC-8: a next cycle does not hang or crash a direct touches call with a nil event")
    func cycleWithNilEventTerminates() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let ping = LoopingResponder()
                let pong = LoopingResponder()
                ping.partner = pong
                pong.partner = ping
                ping.touchesBegan([], with: nil)
            }
        }
    }
}
