// A sendEvent override that does not call super is traced as a note (TD-1).

import Foundation
import Testing

@testable import ResponderKit

@MainActor
struct SkippedSuperTraceTests {
    private final class MutableWindow: UIWindow {
        var passesEventsOn = true
        override func sendEvent(_ event: UIEvent) {
            if passesEventsOn { super.sendEvent(event) }
        }
    }

    private final class CountingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    private func notes(_ tracer: TraceRecorder) -> [String] {
        tracer.entries.compactMap { entry in
            guard case .note(let text) = entry else { return nil }
            return text
        }
    }

    @Test("TD-1: a UIWindow.sendEvent override that skips super is traced; a delivered frame is not")
    func skippedSuperIsTraced() throws {
        let app = UIApplication()
        let window = MutableWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: app)
        window.makeKeyAndVisible()
        let view = CountingView(frame: window.bounds)
        window.addSubview(view)
        let tracer = TraceRecorder()
        app.tracer = tracer
        let sim = EventSimulator(application: app)

        try sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        #expect(view.began == 1)
        #expect(notes(tracer).isEmpty, "a frame that reached its window is not noted")

        window.passesEventsOn = false
        let touch = try sim.touchDown(at: CGPoint(x: 10, y: 10), in: view)
        #expect(view.began == 1, "the override lost the event")
        #expect(
            notes(tracer) == [
                "a sendEvent(_:) override did not call super: the touch event reached 0 of its 1 window"
            ])
        window.passesEventsOn = true
        try sim.touchUp(touch)
        #expect(notes(tracer).count == 1)
    }
}
