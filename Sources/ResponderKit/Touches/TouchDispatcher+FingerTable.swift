// The host's fingers as the application sees them: each identifier the host has down with the touch it drives,
// and the identifiers whose touch the application cancelled while the host still has them down (orphaned fingers:
// a window hidden or closed, the application resigning active, the touch's view leaving its window).
//
// Invariants:
// - An identifier is at most once in `live` or in `orphaned`, never in both.
// - Between calls of the dispatcher, every live finger's touch is active (while app code runs inside a cancellation,
//   an entry whose touch is inactive already reads as orphaned): `orphanInactive()` moves the others to
//   `orphaned` and drops their touches, so a finger the host never ends keeps no touch, window or application
//   alive (TD-6).
// - `orphaned` holds identifiers only, at most `orphanLimit`, the oldest forgotten first: a host that never ends
//   its cancelled fingers and never reuses their identifiers cannot make the table grow.
import Foundation

extension TouchDispatcher {
    /// Which fingers of the host are down, and which touch each one drives.
    @MainActor
    struct FingerTable {
        /// What the table knows of a finger identifier.
        enum Status {
            /// The finger is down and drives a live touch.
            case live
            /// The application cancelled the finger's touch; the host has not ended the finger yet.
            case orphaned
            /// The identifier is not down.
            case unknown
        }

        /// How many orphaned identifiers are remembered (far more fingers than a host has).
        static let orphanLimit = 64

        // Short lists, not dictionaries: a few fingers at most, and no hashing on every sample.
        private(set) var live: [(id: Int, touch: UITouch)] = []
        private var orphaned: [Int] = []

        /// The position of the live finger `id` in ``live``.
        func index(of id: Int) -> Int? {
            var index = 0
            while index < live.count {
                if live[index].id == id { return index }
                index += 1
            }
            return nil
        }

        /// The live touch of finger `id`, or nil.
        func touch(for id: Int) -> UITouch? {
            // A touch cancelled by app code still running (its `touchesCancelled`) is orphaned already.
            guard let index = index(of: id), live[index].touch.isActive else { return nil }
            return live[index].touch
        }

        /// What the table knows of finger `id`.
        func status(of id: Int) -> Status {
            if let index = index(of: id) { return live[index].touch.isActive ? .live : .orphaned }
            // Searched only for an identifier that is not live: the orphaned list is empty in normal operation.
            return orphaned.contains(id) ? .orphaned : .unknown
        }

        /// Finger `id` went down with `touch`; an orphaned finger of the same identifier is over.
        mutating func add(_ id: Int, _ touch: UITouch) {
            // An entry left for the identifier can only be a cancelled touch not yet orphaned (validation refused a
            // live one).
            if let index = index(of: id) { live.remove(at: index) }
            if !orphaned.isEmpty { orphaned.removeAll { $0 == id } }
            live.append((id, touch))
        }

        /// The live finger at `index` ended or was cancelled by the host.
        mutating func remove(at index: Int) {
            live.remove(at: index)
        }

        /// The host ended or cancelled the orphaned finger `id`: the identifier is free.
        mutating func endOrphan(_ id: Int) {
            orphaned.removeAll { $0 == id }
        }

        /// Moves every live finger whose touch the application cancelled to the orphaned list, dropping its touch.
        /// Returns the touches it let go of, for the caller to release once its access to the table has ended: a
        /// touch's release may free its view, whose `deinit` is app code.
        mutating func orphanInactive() -> [UITouch] {
            var dropped: [UITouch] = []
            var index = 0
            while index < live.count {
                guard !live[index].touch.isActive else {
                    index += 1
                    continue
                }
                let (id, touch) = live.remove(at: index)
                dropped.append(touch)
                if orphaned.count == FingerTable.orphanLimit { orphaned.removeFirst() }
                orphaned.append(id)
            }
            return dropped
        }
    }
}
