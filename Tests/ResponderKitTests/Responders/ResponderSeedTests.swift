// The responder chain as an app developer meets it: a custom view that prints and forwards to `super` (and one that
// forgets to), and the app delegate as the last responder (RC-5, SP-9).

import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKit

/// A custom view as a developer writes it: it prints, then lets `super` pass the touch on, unless told not to.
@MainActor
private final class CustomView: UIView {
    var console = LogPrinter()
    var callsSuper = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("CustomView.touchesBegan", to: &console)
        if callsSuper { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("CustomView.touchesEnded", to: &console)
        if callsSuper { super.touchesEnded(touches, with: event) }
    }
}

/// A view that is also the app delegate (RC-5 says it must not follow the application).
@MainActor
private final class ViewDelegate: Spies.View, UIApplicationDelegate {}

/// A window that is also the app delegate (a window is a view, so it must not follow the application).
@MainActor
private final class WindowDelegate: UIWindow, UIApplicationDelegate {}

/// A view controller that is also the app delegate (RC-5 says it must not follow the application).
@MainActor
private final class ControllerDelegate: UIViewController, UIApplicationDelegate {
    private(set) var touchesSeen = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += 1
        super.touchesBegan(touches, with: event)
    }
}

/// A scene whose every responder records into one log: CustomView inside the root view ("superview") of a
/// controller, in a window of an application whose delegate is a responder.
@MainActor
private struct RecordedScene {
    let log = Spies.Log()
    let stage: Spies.Stage
    let delegate: Spies.AppDelegate
    let custom: CustomView

    init() {
        let app = Spies.Application(log: log)
        delegate = Spies.AppDelegate("delegate", log: log)
        app.delegate = delegate
        let window = Spies.Window(
            "window", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        stage = Spies.Stage(app: app, window: window)
        let controller = Spies.Controller("controller", log: log)
        controller.view = Spies.View("superview", log: log)
        window.rootViewController = controller
        custom = CustomView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        custom.console = LogPrinter(log)
        controller.view.addSubview(custom)
    }
}

@MainActor
@Suite("Responder chain seeds (RC-5, SP-9)")
struct ResponderSeedTests {
    @Test("RC-2…RC-5: a CustomView that forwards to super is followed by its superview, controller, window, app")
    func customViewForwardsUpTheWholeChain() throws {
        let scene = RecordedScene()

        try scene.stage.sim.tap(at: CGPoint(x: 10, y: 10), in: scene.custom)

        #expect(
            scene.log.lines.filter { $0.hasSuffix("touchesBegan") } == [
                "CustomView.touchesBegan", "superview.touchesBegan", "controller.touchesBegan", "window.touchesBegan",
                "app.touchesBegan", "delegate.touchesBegan",
            ])
        #expect(
            scene.log.lines.filter { $0.hasSuffix("touchesEnded") } == [
                "CustomView.touchesEnded", "superview.touchesEnded", "controller.touchesEnded", "window.touchesEnded",
                "app.touchesEnded", "delegate.touchesEnded",
            ])
        #expect(scene.stage.drops.allSatisfy { $0.at === scene.delegate }, "the delegate is the last responder")
    }

    @Test("SP-9: a CustomView whose touchesBegan skips super hides the touch from every ancestor")
    func customViewWithoutSuperStopsTheChain() throws {
        let scene = RecordedScene()
        scene.custom.callsSuper = false

        try scene.stage.sim.tap(at: CGPoint(x: 10, y: 10), in: scene.custom)

        #expect(
            scene.log.lines == [
                "app.sendEvent", "window.sendEvent", "CustomView.touchesBegan", "app.sendEvent", "window.sendEvent",
                "CustomView.touchesEnded",
            ])
        #expect(scene.stage.drops.isEmpty)
    }

    @Test("SP-9: without super in touchesBegan only, ancestors see the end of a touch they never saw begin")
    func skippingSuperInBeganOnlyConfusesAncestors() throws {
        let scene = RecordedScene()
        let custom = scene.custom
        custom.callsSuper = false
        let touch = try scene.stage.sim.touchDown(at: CGPoint(x: 10, y: 10), in: custom)
        custom.callsSuper = true
        try scene.stage.sim.touchUp(touch)

        #expect(scene.log.methods(of: "superview") == [.touchesEnded])
        #expect(scene.log.methods(of: "controller") == [.touchesEnded])
    }

    // MARK: RC-5

    @Test("RC-5: an app delegate that is a plain UIResponder is the application's next and the last responder")
    func responderDelegateFollowsApplication() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let delegate = Spies.AppDelegate("delegate", log: log)
        stage.app.delegate = delegate
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(stage.app.next === delegate)
        #expect(delegate.next == nil)
        #expect(log.methods(of: "delegate") == [.touchesBegan, .touchesEnded])
        #expect(stage.drops.count == 2)
        #expect(stage.drops.allSatisfy { $0.at === delegate })
    }

    @Test("RC-5: an app delegate that is not a UIResponder leaves the application last")
    func plainDelegateIsNotInTheChain() throws {
        let stage = Spies.Stage()
        let delegate = Spies.PlainDelegate()
        stage.app.delegate = delegate
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(stage.app.delegate === delegate)
        #expect(stage.app.next == nil)
        #expect(stage.drops.count == 2)
        #expect(stage.drops.allSatisfy { $0.at === stage.app })
    }

    @Test("RC-5: an app delegate that is a view is not the application's next and gets no touches from it")
    func viewDelegateIsNotInTheChain() throws {
        let log = Spies.Log()
        let stage = Spies.Stage()
        let delegate = ViewDelegate("delegate", log: log)
        stage.app.delegate = delegate
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(stage.app.next == nil)
        #expect(log.methods(of: "delegate").isEmpty)
        #expect(stage.drops.allSatisfy { $0.at === stage.app })
    }

    @Test("RC-5: an app delegate that is a window is not the application's next")
    func windowDelegateIsNotInTheChain() {
        let stage = Spies.Stage()
        let delegate = WindowDelegate(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: stage.app)
        stage.app.delegate = delegate
        #expect(stage.app.delegate === delegate)
        #expect(stage.app.next == nil)
    }

    @Test("RC-5: an app delegate that is a view controller is not the application's next")
    func controllerDelegateIsNotInTheChain() throws {
        let stage = Spies.Stage()
        let delegate = ControllerDelegate()
        stage.app.delegate = delegate
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(stage.app.next == nil)
        #expect(delegate.touchesSeen == 0)
    }

    @Test("RC-5: an application that is its own delegate is not its own next (no loop)")
    func applicationAsOwnDelegate() throws {
        let log = Spies.Log()
        let app = Spies.Application(log: log)
        app.delegate = app
        let stage = Spies.Stage(app: app)
        let view = stage.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))

        try stage.sim.tap(at: CGPoint(x: 10, y: 10), in: view)

        #expect(app.next == nil)
        #expect(log.methods(of: "app") == [.touchesBegan, .touchesEnded])
        #expect(stage.cycles.isEmpty)
    }

    @Test("RC-5: the application's next follows every change of its delegate")
    func nextFollowsDelegateChanges() {
        let app = UIApplication()
        let responder = Spies.AppDelegate("delegate", log: Spies.Log())
        let plain = Spies.PlainDelegate()
        #expect(app.next == nil)
        app.delegate = responder
        #expect(app.next === responder)
        app.delegate = plain
        #expect(app.next == nil)
        app.delegate = responder
        app.delegate = nil
        #expect(app.next == nil)
    }

    @Test("RC-5: a UIApplication subclass that computes its delegate still has it as next")
    func subclassComputedDelegateIsNext() {
        let app = ComputedDelegateApplication()
        #expect(app.next === app.fixedDelegate)
    }
}

/// An application whose `delegate` is computed, never stored in UIApplication's own storage.
@MainActor
private final class ComputedDelegateApplication: UIApplication {
    let fixedDelegate = Spies.AppDelegate("computed", log: Spies.Log())

    override var delegate: UIApplicationDelegate? {
        get { fixedDelegate }
        set {}
    }
}
