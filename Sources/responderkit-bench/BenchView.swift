// The benchmark's view: counts each touch handler call and forwards it, as the peers' handlers do.
import Foundation
import ResponderKit

/// Counts handler calls across all benchmark views.
@MainActor
enum HandlerCounter {
    // Unchecked: the counter is bumped on every handler call and must not measure the exclusivity runtime.
    @exclusivity(unchecked) static var calls = 0
    /// Whether a touch and event were captured (a flag, so the hot handlers do not load the optional).
    @exclusivity(unchecked) static var captured = false
    /// The touches and event the first simulated touch delivered, reused for direct dispatch.
    static var capturedTouches: Set<UITouch> = []
    static var capturedEvent: UIEvent?
}

/// A view that counts its touch handlers and calls `super`, which forwards to `next` (bench-peers README, 3).
/// The id is the view's `tag`; it overrides neither hit-testing nor `next`, so it declares `DefaultHitTesting` and
/// `DefaultResponderChain`.
final class BenchView: UIView, DefaultHitTesting, DefaultResponderChain {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        HandlerCounter.calls &+= 1
        if !HandlerCounter.captured {
            HandlerCounter.captured = true
            HandlerCounter.capturedEvent = event
            HandlerCounter.capturedTouches = touches
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        HandlerCounter.calls &+= 1
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        HandlerCounter.calls &+= 1
        super.touchesEnded(touches, with: event)
    }
}
