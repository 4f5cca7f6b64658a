// One level of the layout pass's walk down a tree: a snapshot of one view's subviews and the position of the next
// one to visit.
//
// Invariants:
// - `subviews` is the superview's list as it was when the walk entered it: layout may change the real list, and
//   the walk visits the snapshot, as UIKit's pass visits the sublayers it started with.
// - `nextPending()` reads the snapshot's elements unretained: the snapshot holds them, and reading flags runs no
//   app code. The walk retains only the views it lays out or enters.
import Foundation

/// A view's subviews as the layout pass entered it, and where the walk is among them.
struct LayoutPassStep {
    /// The subviews when the walk entered their superview, back to front.
    let subviews: [UIView]
    /// The position of the next subview to look at.
    var next = 0

    init(_ subviews: [UIView]) {
        self.subviews = subviews
    }

    /// The position, from `next` on, of the first subview that needs layout or has a descendant that does, or nil.
    /// (Nonisolated, as the unretained hop's walks: a main-actor closure passed to the standard library checks
    /// its executor on every call.)
    nonisolated func nextPending() -> Int? {
        _SubviewStorage.withUnretainedElements(of: subviews) { views in
            var index = next
            while index < views.count {
                let pending = views[index]._withUnsafeGuaranteedRef {
                    !$0.flags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout])
                }
                if pending { return index }
                index += 1
            }
            return nil
        }
    }
}
