// Reuse of retired touches, so that a began phase allocates nothing (TD-4 keeps one object per finger; a finger
// that lifted leaves an object that nothing may need any more): `RetiredObjectPool`, shared with presses, and the
// touch's side of it, which writes its record and so lives here.
//
// Invariants:
// - A touch in the pool left every list of the dispatcher and is retired for its view.
// - A touch is reused only if nothing else references it (an app, a tracer's record, a recognizer), so a touch
//   someone kept never changes after it ended. A kept touch references no view, window or recognizer.
import Foundation

extension TouchDispatcher {
    /// How many retired touches are kept (a few fingers' worth).
    static let poolLimit = 8

    /// A new touch for `sample`: a retired one that nothing else references, made new exactly as `init` would, or
    /// a fresh object.
    func makeTouch(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        let fields = UITouch.Reuse(
            identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
        if let touch = pool.take(reusing: fields) { return touch }
        return UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
    }

    /// Offers a touch that left every list for reuse; the pool keeps it only if nothing else references it.
    func offer(_ touch: UITouch) {
        assert(touch.delivery == .retired || touch.delivery == .unbound, "a touch offered for reuse is retired")
        pool.offer(touch)
    }

    /// The set holding only `touch`, made once and reused for every single-touch delivery.
    func oneTouchSet(_ touch: UITouch) -> Set<UITouch> {
        if let oneTouchSetCache = touch.record.oneTouchSetCache { return oneTouchSetCache }
        let set: Set<UITouch> = [touch]
        touch.record.oneTouchSetCache = set
        return set
    }

    /// Takes one step of the delivery of `touch` to its bound view, along the table (an illegal step is a bug: it
    /// asserts in debug builds and is ignored in release builds).
    func advance(_ touch: UITouch, _ step: TouchDeliveryStep) {
        guard let next = TouchDeliveryTransitions.next(from: touch.record.delivery, on: step) else {
            assertionFailure("illegal touch delivery step \(step) from \(touch.record.delivery)")
            return
        }
        touch.record.delivery = next
    }
}

extension UITouch: RetiredPoolElement {
    /// The fields a touch is made new from (no reference: taking a touch from the pool retains nothing).
    struct Reuse {
        let identifier: Int
        let type: UITouch.TouchType
        let location: CGPoint
        let timestamp: TimeInterval
    }

    /// Makes a retired touch that nothing else references into a new one, field by field (the recognizers' array
    /// keeps its storage), exactly as `init` would; its one-touch set, emptied when it retired, is refilled.
    func prepareForReuse(_ fields: Reuse) {
        record.identifier = fields.identifier
        record.type = fields.type
        record.windowLocation = fields.location
        record.previousWindowLocation = fields.location
        record.timestamp = fields.timestamp
        record.phase = .began
        record.tapCount = 1
        record.view = nil
        record.window = nil
        // A new touch, not a step of the old one's delivery (which retired).
        record.delivery = .unbound
        record.isActive = true
        record.recognizers.removeAll(keepingCapacity: true)
        record.recognizersGathered = false
        record.pendingViewMethod = nil
        record.buttonMask = []
        record.oneTouchSetCache?.insert(self)
    }

    /// Lets go of the touch's view, window and recognizers, so the pool keeps nothing alive.
    func dropReferences() {
        record.view = nil
        record.window = nil
        record.recognizers.removeAll(keepingCapacity: true)
    }

    /// Empties the touch's one-touch set (its storage kept for reuse), or releases it.
    func emptyOneObjectSet(keepingCapacity: Bool) {
        if keepingCapacity {
            record.oneTouchSetCache?.removeAll(keepingCapacity: true)
        } else {
            record.oneTouchSetCache = nil
        }
    }
}
