// Stable touch ids for SDL fingers: SDL names a finger by its touch device and a 64-bit finger id, which some
// drivers reuse or make huge; ResponderKit wants small ids unique while the finger is down.
//
// Invariants: an id is used by at most one live finger; ids are the smallest free number from 1 (0 is the mouse
// pointer's); a finger is live from its down until its up or until its window goes away.

/// The live fingers and their ids.
struct SDLFingerTable {
    /// One live finger.
    struct Finger: Equatable {
        var touchDevice: Int64
        var finger: Int64
        var id: Int
        var windowID: UInt32
    }

    /// The touch id reserved for the mouse pointer.
    static let pointerID = 0

    /// The live fingers, in the order they went down (a few at most: a list, no hashing).
    private(set) var fingers: [Finger] = []

    /// Registers a finger that went down and returns its id, or nil when that finger is already down (a
    /// duplicate down is dropped).
    mutating func begin(touchDevice: Int64, finger: Int64, windowID: UInt32) -> Int? {
        if index(touchDevice: touchDevice, finger: finger) != nil { return nil }
        var id = 1
        while fingers.contains(where: { $0.id == id }) { id += 1 }
        fingers.append(Finger(touchDevice: touchDevice, finger: finger, id: id, windowID: windowID))
        return id
    }

    /// The live finger, or nil for a finger that is not down (its motion and up are dropped).
    func finger(touchDevice: Int64, finger: Int64) -> Finger? {
        index(touchDevice: touchDevice, finger: finger).map { fingers[$0] }
    }

    /// Forgets a finger that went up and returns it, or nil if it was not down.
    mutating func end(touchDevice: Int64, finger: Int64) -> Finger? {
        guard let index = index(touchDevice: touchDevice, finger: finger) else { return nil }
        return fingers.remove(at: index)
    }

    /// Forgets every finger in a window (closed or hidden) and returns them, so their touches can be cancelled.
    mutating func removeAll(inWindow windowID: UInt32) -> [Finger] {
        let gone = fingers.filter { $0.windowID == windowID }
        fingers.removeAll { $0.windowID == windowID }
        return gone
    }

    private func index(touchDevice: Int64, finger: Int64) -> Int? {
        var index = 0
        while index < fingers.count {
            if fingers[index].touchDevice == touchDevice && fingers[index].finger == finger { return index }
            index += 1
        }
        return nil
    }
}
