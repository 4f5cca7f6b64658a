// The rules the gesture arbiter consults (GR-9 … GR-12): should-begin, shared touches, simultaneous recognition,
// prevention and failure requirements. They only ask (delegates, views, recognizers' overrides) and read; they
// decide nothing and write nothing.
import Foundation

extension GestureArbiter {
    /// GR-9: the delegate and every view from the touched view up to the recognizer's view must agree.
    func shouldBeginVeto(_ recognizer: UIGestureRecognizer) -> String? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "the delegate's gestureRecognizerShouldBegin returned false"
        }
        for touch in recognizer.trackedTouches {
            var current = touch.view
            while let view = current {
                if !view.gestureRecognizerShouldBegin(recognizer) {
                    return "\(TraceRecorder.name(of: view)).gestureRecognizerShouldBegin returned false"
                }
                if view === recognizer.view { break }
                current = view.storedSuperview
            }
        }
        return nil
    }

    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for touch in a.trackedTouches where b.trackedTouches.contains(where: { $0 === touch }) { return true }
        // Presses exclude as touches do (PG-4): recognizers receiving one press compete for it.
        for press in a.trackedPresses where b.trackedPresses.contains(where: { $0 === press }) { return true }
        return false
    }

    /// GR-11: either delegate may allow simultaneous recognition.
    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return true }
        return b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    func prevents(_ preventing: UIGestureRecognizer, _ prevented: UIGestureRecognizer) -> Bool {
        preventing.canPrevent(prevented) && prevented.canBePrevented(by: preventing)
    }

    /// Whether `waiting` must wait for `other` to fail (GR-12), from every source UIKit consults.
    func requires(_ waiting: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        if waiting.explicitFailureRequirements.contains(where: { $0 === other }) { return true }
        if waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting) { return true }
        if waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true
    }

    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.explicitFailureRequirements
        for other in engaged where other !== recognizer && !result.contains(where: { $0 === other }) {
            if requires(recognizer, other) { result.append(other) }
        }
        return result
    }

    func name(_ recognizer: UIGestureRecognizer) -> String {
        TraceRecorder.name(of: recognizer)
    }
}
