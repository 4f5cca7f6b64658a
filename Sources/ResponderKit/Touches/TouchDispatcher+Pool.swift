// Reuse of retired touches, so that a began phase allocates nothing (TD-4 keeps one object per finger; a finger
// that lifted leaves an object that nothing may need any more).
//
// Invariants:
// - A touch in `retiredTouches` left every list of the dispatcher and is retired for its view.
// - A touch is reused only if nothing else references it (an app, a tracer's record, a recognizer), so a touch
//   someone kept never changes after it ended. A kept touch references no view, window or recognizer.
import Foundation

extension TouchDispatcher {
    /// How many retired touches are kept (a few fingers' worth).
    static let poolLimit = 8

    /// A new touch for `sample`: a retired one that nothing else references, made new exactly as `init` would
    /// (its one-touch set, emptied when it retired, refilled), or a fresh object.
    func makeTouch(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        while var touch = retiredTouches.popLast() {
            // Anyone else holding the touch (an app, a tracer's record, a recognizer) keeps it as it ended.
            guard isKnownUniquelyReferenced(&touch) else { continue }
            reuse(touch, identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
            return touch
        }
        return UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
    }

    /// Makes a retired touch that nothing else references into a new one, field by field (the recognizers' array
    /// keeps its storage), exactly as `init` would.
    private func reuse(
        _ touch: UITouch, identifier: Int, type: UITouch.TouchType, location: CGPoint, timestamp: TimeInterval
    ) {
        touch.record.identifier = identifier
        touch.record.type = type
        touch.record.windowLocation = location
        touch.record.previousWindowLocation = location
        touch.record.timestamp = timestamp
        touch.record.phase = .began
        touch.record.tapCount = 1
        touch.record.view = nil
        touch.record.window = nil
        // A new touch, not a step of the old one's delivery (which retired).
        touch.record.delivery = .unbound
        touch.record.isActive = true
        touch.record.recognizers.removeAll(keepingCapacity: true)
        touch.record.recognizersGathered = false
        touch.record.pendingViewMethod = nil
        touch.record.buttonMask = []
        touch.record.oneTouchSetCache?.insert(touch)
    }

    /// Offers a touch that left every list for reuse, emptying its one-touch set (which breaks the set's cycle).
    /// ``keepUnreferenced(from:)`` then keeps it only if nothing else references it.
    func offer(_ touch: UITouch) {
        assert(touch.delivery == .retired || touch.delivery == .unbound, "a touch offered for reuse is retired")
        guard retiredTouches.count < TouchDispatcher.poolLimit else {
            touch.record.oneTouchSetCache = nil
            return
        }
        touch.record.oneTouchSetCache?.removeAll(keepingCapacity: true)
        retiredTouches.append(touch)
    }

    /// Keeps the touches offered since `start` that nothing else references, dropping their references to views,
    /// windows and recognizers (so a kept touch keeps nothing alive); the others are left exactly as they ended.
    func keepUnreferenced(from start: Int) {
        var index = start
        while index < retiredTouches.count {
            if isKnownUniquelyReferenced(&retiredTouches[index]) {
                retiredTouches[index].record.view = nil
                retiredTouches[index].record.window = nil
                retiredTouches[index].record.recognizers.removeAll(keepingCapacity: true)
                index += 1
            } else {
                retiredTouches[index].record.oneTouchSetCache = nil
                retiredTouches.remove(at: index)
            }
        }
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
