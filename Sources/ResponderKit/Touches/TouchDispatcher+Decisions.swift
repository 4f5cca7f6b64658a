// Carrying out the gesture arbiter's decisions about the views' touches (GR-13 … GR-15, SV-3).
//
// Invariants: each decision only takes legal steps of a touch's delivery state; a touch already retired is left
// alone, so carrying out a decision twice changes nothing the second time.
import Foundation

extension TouchDispatcher {
    /// Carries out `.disengage`: held touches stop referring to a recognizer that reset.
    func disengageHeld(_ recognizer: UIGestureRecognizer) {
        for touch in heldTouches { touch.record.recognizers.removeAll { $0 === recognizer } }
    }

    /// Delivers held phases that no recognizer holds any more (GR-14, GR-15): a held began late, then a held
    /// ended.
    func releaseHeldTouches() {
        let candidates = event.touchList + heldTouches
        for touch in candidates where touch.delivery.isHeld {
            guard let view = touch.view, let window = touch.window, view.isInWindow(window) else { continue }
            if touch.delivery.isBeganHeld && !isHeldByRecognizers(touch, byBeganDelay: true) {
                advance(touch, .deliverBegan)
                send(.touchesBegan, [touch], to: view)
            }
            // The began handler may have cancelled the touch (its state says so).
            guard touch.delivery == .endedHeld, !isHeldByRecognizers(touch, byBeganDelay: false) else { continue }
            retire(touch, by: .deliverEnded)
            dropFromHeld(touch)
            send(.touchesEnded, [touch], to: view)
        }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: its touches' views get `touchesCancelled` for what
    /// they already received, and nothing more (GR-13); held phases are discarded (GR-14).
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        let candidates = event.touchList + heldTouches
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in candidates
        where touch.delivery.isCountedByView && touch.recognizers.contains(where: { $0 === recognizer }) {
            guard let view = touch.view else { continue }
            let delivered = touch.delivery.viewReceivedBegan
            retire(touch, by: delivered ? .cancel : .withhold)
            dropFromHeld(touch)
            guard delivered else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            // Traced with the application's tracer even between frames (a long press recognizing on its timer).
            for touch in touches {
                tracer?.record(.touchCancelled(touch: touch, view: view, reason: .recognizer))
            }
            send(.touchesCancelled, touches, to: view)
        }
    }

    /// Withholds the whole sequence of `touch` from its view, which has not received it yet (SV-3).
    func carryOutWithhold(_ touch: UITouch) {
        guard touch.delivery.isCountedByView, !touch.delivery.viewReceivedBegan else { return }
        retire(touch, by: .withhold)
        dropFromHeld(touch)
    }
}
