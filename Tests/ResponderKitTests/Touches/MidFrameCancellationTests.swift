// A window hidden while a frame is being delivered cancels its own touches only: the other windows' touches of the
// same frame keep their recognizers' holds and still end (TD-6, TD-12, GR-15). Found by the random driver.

import Foundation
import Testing

@testable import ResponderKit

/// Counts the touch phases it receives.
private final class PhaseCountingView: UIView {
    var began = 0
    var ended = 0
    var cancelled = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
}

@MainActor
struct MidFrameCancellationTests {
    @Test("TD-6, GR-15: a window hidden mid-frame does not make another window's finger lose its end")
    func hidingAWindowMidFrameKeepsOtherEnds() throws {
        let app = UIApplication()
        let back = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        back.makeKeyAndVisible()
        let view = PhaseCountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        back.addSubview(view)
        // A swipe holds ended phases (delaysTouchesEnded) until it fails.
        back.addGestureRecognizer(UISwipeGestureRecognizer { _ in })
        let front = UIWindow(frame: CGRect(x: 0, y: 300, width: 320, height: 180), application: app)
        front.isHidden = false
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        front.addSubview(button)
        _ = button.addEventHandler(event: .touchUpInside) { front.isHidden = true }

        let onButton = CGPoint(x: 100, y: 50)  // in the front window's coordinates
        let onView = CGPoint(x: 100, y: 100)
        try app.input.send([
            TouchSample(id: 1, phase: .began, location: onButton, window: front),
            TouchSample(id: 2, phase: .began, location: onView, window: back),
        ])
        (app.clock as? VirtualClock)?.advance(by: 0.6)
        #expect(view.began == 1)
        // One frame lifts both fingers; the button's handler hides its window before the back window's turn.
        try app.input.send([
            TouchSample(id: 1, phase: .ended, location: onButton, window: front),
            TouchSample(id: 2, phase: .ended, location: onView, window: back),
        ])
        (app.clock as? VirtualClock)?.advance(by: 1)
        #expect(front.isHidden)
        #expect(view.ended + view.cancelled == 1)
        #expect(view.ended == 1)
    }
}
