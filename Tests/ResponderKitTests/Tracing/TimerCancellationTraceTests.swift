// A recognizer's cancellation of a view's touches is traced the same whether it recognized during a touch frame or
// on a timer between frames: the delivery of `touchesCancelled` to the view and every hop of its forwarding along
// the responder chain (RC-6). So is a held began that a recognizer failing on its timer releases (GR-14).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct TimerCancellationTraceTests {
    /// The traced steps of `method` along the chain (delivery, forwarding hops, drop), as trace lines.
    private func steps(of method: ResponderMethod, in stage: Spies.Stage) -> [String] {
        stage.tracer.entries.compactMap { entry in
            switch entry {
            case .delivered(method, _, _), .forwarded(method, _, _), .dropped(method, _):
                return TraceRecorder.describe(entry)
            default:
                return nil
            }
        }
    }

    /// A stage with a recording view "inner" inside a recording view "outer", both forwarding, writing to `log`.
    private func makeStage(log: Spies.Log) -> (stage: Spies.Stage, inner: Spies.View) {
        let stage = Spies.Stage()
        let outer = stage.add(Spies.View("outer", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        outer.accessibilityIdentifier = "outer"
        let inner = stage.add(
            Spies.View("inner", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)), to: outer)
        inner.accessibilityIdentifier = "inner"
        return (stage, inner)
    }

    /// The trace of `method` reaching the inner view and forwarded to the end of the chain.
    private func chain(of method: ResponderMethod) -> [String] {
        [
            "\(method.rawValue) -> inner (1 touch)", "  \(method.rawValue) forwarded inner -> outer",
            "  \(method.rawValue) forwarded outer -> UIWindow",
            "  \(method.rawValue) forwarded UIWindow -> UIApplication",
            "  \(method.rawValue) dropped after UIApplication: end of the chain",
        ]
    }

    @Test("GR-13, RC-6: a long press cancelling on its timer traces the forwarding hops as a tap in a frame does")
    func timerCancellationTracesForwarding() throws {
        let log = Spies.Log()
        let (stage, inner) = makeStage(log: log)

        // In a frame: a tap recognizes on the touch-up frame and cancels the inner view's touch there.
        let tap = UITapGestureRecognizer()
        inner.addGestureRecognizer(tap)
        try stage.sim.tap(at: CGPoint(x: 50, y: 50), in: inner)
        let inFrame = steps(of: .touchesCancelled, in: stage)
        #expect(log.lines.suffix(2) == ["inner.touchesCancelled", "outer.touchesCancelled"])
        inner.removeGestureRecognizer(tap)

        // On the timer: the long press begins when the virtual clock passes its minimumPressDuration, between frames.
        let press = UILongPressGestureRecognizer()
        inner.addGestureRecognizer(press)
        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: inner)
        stage.tracer.removeAll()
        log.removeAll()
        stage.sim.advance(by: press.minimumPressDuration + 0.1)
        #expect(press.state == .began)
        #expect(log.lines == ["inner.touchesCancelled", "outer.touchesCancelled"], "the inner view forwarded")
        let onTimer = steps(of: .touchesCancelled, in: stage)
        #expect(stage.app.touchDispatcher.event.tracer == nil, "the event's tracer is lent for the delivery only")
        try stage.sim.touchUp(touch)

        #expect(inFrame == chain(of: .touchesCancelled))
        #expect(onTimer == inFrame)
    }

    @Test("GR-14, RC-6: a held began released by a tap failing on its timer is traced with its forwarding hops")
    func timerReleaseTracesForwarding() throws {
        let log = Spies.Log()
        let (stage, inner) = makeStage(log: log)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        inner.addGestureRecognizer(tap)

        let touch = try stage.sim.touchDown(at: CGPoint(x: 50, y: 50), in: inner)
        #expect(log.lines.isEmpty, "the began is held while the tap is possible")
        stage.tracer.removeAll()
        stage.sim.advance(by: UITapGestureRecognizer.maximumPressDuration + 0.1)
        #expect(tap.state == .failed)
        #expect(log.lines == ["inner.touchesBegan", "outer.touchesBegan"])
        #expect(steps(of: .touchesBegan, in: stage) == chain(of: .touchesBegan))
        try stage.sim.touchUp(touch)
    }
}
