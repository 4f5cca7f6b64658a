// Reuse of retired touches, so that a began phase allocates nothing (TD-4 keeps one object per finger; a finger
// that lifted leaves an object that nothing may need any more).
//
// Invariants:
// - A touch in `retired` left every list of the tracker and is retired for its view.
// - A touch is reused only if nothing else references it (an app, a tracer's record, a recognizer), so a touch
//   someone kept never changes after it ended. A kept touch references no view, window or recognizer.
import Foundation

/// Retired touches kept for reuse, each with its emptied one-touch set.
@MainActor
struct TouchPool {
    /// How many retired touches are kept (a few fingers' worth).
    static let limit = 8

    private var retired: [UITouch] = []

    /// How many touches the pool holds; ``keepUnreferenced(from:)`` takes a count from before a frame's offers.
    var count: Int { retired.count }

    /// A new touch for `sample`: a retired one that nothing else references, or a fresh object.
    mutating func makeTouch(_ sample: TouchSample, timestamp: TimeInterval) -> UITouch {
        while var touch = retired.popLast() {
            // Anyone else holding the touch (an app, a tracer's record, a recognizer) keeps it as it ended.
            guard isKnownUniquelyReferenced(&touch) else { continue }
            touch.reuse(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
            return touch
        }
        return UITouch(identifier: sample.id, type: sample.type, location: sample.location, timestamp: timestamp)
    }

    /// Offers a touch that left every list for reuse, emptying its one-touch set (which breaks the set's cycle).
    /// ``keepUnreferenced(from:)`` then keeps it only if nothing else references it.
    mutating func offer(_ touch: UITouch) {
        assert(touch.delivery == .retired || touch.delivery == .unbound, "a touch offered for reuse is retired")
        guard retired.count < TouchPool.limit else {
            touch.singleton = nil
            return
        }
        touch.singleton?.removeAll(keepingCapacity: true)
        retired.append(touch)
    }

    /// Keeps the touches offered since `start` that nothing else references, dropping their references to views,
    /// windows and recognizers (so a kept touch keeps nothing alive); the others are left exactly as they ended.
    mutating func keepUnreferenced(from start: Int) {
        var index = start
        while index < retired.count {
            if isKnownUniquelyReferenced(&retired[index]) {
                retired[index].dropReferences()
                index += 1
            } else {
                retired[index].singleton = nil
                retired.remove(at: index)
            }
        }
    }
}
