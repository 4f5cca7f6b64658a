// The gesture arbiter decides and the touch arena carries out: decisions are carried out before the call that
// caused them returns (a timer included), and traced with the application's tracer even between frames.

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct ArbiterDecisionTests {
    @MainActor
    private final class RecordingView: UIView {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    }

    /// An application with one window filled by a recording view, traced.
    @MainActor
    private final class Stage {
        let app = UIApplication()
        let window: UIWindow
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let sim: EventSimulator
        let tracer = TraceRecorder()

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: app)
            window.makeKeyAndVisible()
            window.addSubview(view)
            sim = EventSimulator(application: app)
            app.tracer = tracer
        }
    }

    @Test("GR-13: a long press recognizing on its timer cancels the view's touch and traces the cancellation")
    func timerRecognitionTracesCancellation() throws {
        let stage = Stage()
        let (app, view, sim, tracer) = (stage.app, stage.view, stage.sim, stage.tracer)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(view.calls == ["began"])
        tracer.removeAll()
        sim.advance(by: 0.6)

        #expect(states == [.began])
        #expect(view.calls == ["began", "cancelled"], "the view's touch is cancelled when the timer fires")
        let cancellations = tracer.entries.compactMap { entry -> (UITouch, UIView?, TouchCancellationReason)? in
            guard case .touchCancelled(let touch, let view, let reason) = entry else { return nil }
            return (touch, view, reason)
        }
        #expect(cancellations.count == 1)
        #expect(cancellations.first?.0 === touch && cancellations.first?.1 === view)
        #expect(cancellations.first?.2 == .recognizer)
        #expect(!app.touchDispatcher.arbiter.hasDecisions, "the timer's decisions were carried out at once")
        try sim.touchUp(touch)
        #expect(view.calls == ["began", "cancelled"], "nothing reaches the view after its cancellation")
    }

    @Test("GR-12, GR-14: a recognizer failing in test code releases the held began before the setter returns")
    func stateChangeOutsideDeliveryIsCarriedOutAtOnce() throws {
        let stage = Stage()
        let (app, view, sim) = (stage.app, stage.view, stage.sim)
        let holder = UILongPressGestureRecognizer()
        holder.delaysTouchesBegan = true
        holder.minimumPressDuration = 10
        view.addGestureRecognizer(holder)

        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(view.calls.isEmpty, "the began is held while the recognizer is possible")
        #expect(touch.delivery == .beganHeld)
        holder.state = .failed
        #expect(view.calls == ["began"], "released before the state setter returned")
        #expect(touch.delivery == .delivering)
        #expect(!app.touchDispatcher.arbiter.hasDecisions)
        try sim.touchUp(touch)
        #expect(view.calls == ["began", "ended"])
    }

    @Test("GR-5: a reset recognizer leaves the arena, and the arena is set only while it is engaged")
    func arenaOnlyWhileEngaged() throws {
        let stage = Stage()
        let (view, sim) = (stage.view, stage.sim)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.dispatcher == nil)
        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        #expect(tap.dispatcher != nil && tap.isEngaged)
        try sim.touchUp(touch)
        #expect(tap.dispatcher == nil && !tap.isEngaged)
        #expect(tap.state == .possible)
        #expect(view.calls == ["began", "cancelled"])
    }

    @Test("GR-13: the view's touchesCancelled comes before the recognizer's first action, as in UIKit")
    func cancellationPrecedesTheAction() throws {
        let stage = Stage()
        let (view, sim) = (stage.view, stage.sim)
        // What the view had received when each action ran.
        var seenByAction: [String: [String]] = [:]
        let pan = UIPanGestureRecognizer { recognizer in
            seenByAction["\(recognizer.state)"] = view.calls
        }
        view.addGestureRecognizer(pan)

        let touch = try sim.touchDown(at: CGPoint(x: 50, y: 50), in: view)
        try sim.touchMove(touch, to: CGPoint(x: 90, y: 50), in: view)
        // UIKit: touchesBegan, touchesMoved…, touchesCancelled, then the first action message.
        #expect(seenByAction["began"] == ["began", "cancelled"])
        try sim.touchUp(touch)
        #expect(seenByAction["ended"] == ["began", "cancelled"], "nothing more reaches the view")
        #expect(view.calls == ["began", "cancelled"])
    }

    /// A recognizer that ends in touchesEnded and records what its setter left behind.
    private final class EndingRecognizer: UIGestureRecognizer {
        var actionRan = false
        var seenAfterSetter: (state: State, actionRan: Bool)?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .ended
            seenAfterSetter = (state, actionRan)
        }
    }

    @Test("GR-4: inside a touch method, a state set reads back at once and its action ran before the setter returned")
    func stateSetterIsSynchronousInsideACallback() throws {
        let stage = Stage()
        let recognizer = EndingRecognizer(target: nil, action: nil)
        recognizer.addTarget(recognizer) { (gesture: EndingRecognizer) in { gesture.actionRan = true } }
        stage.view.addGestureRecognizer(recognizer)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: stage.view)
        #expect(recognizer.seenAfterSetter?.state == .ended)
        #expect(recognizer.seenAfterSetter?.actionRan == true)
        #expect(recognizer.state == .possible, "reset once the frame's touches left")
    }

    @Test("One-way dispatch: the arbiter holds no dispatcher, only recognizers and decisions")
    func arbiterHoldsNoDeliveryType() {
        let stage = Stage()
        let arbiter = stage.app.touchDispatcher.arbiter
        for child in Mirror(reflecting: arbiter).children {
            let value = child.value
            #expect(!(value is TouchDispatcher) && !(value is TouchDispatcher?), "\(child.label ?? "")")
        }
        #expect(Mirror(reflecting: arbiter).children.count >= 3)
    }
}
