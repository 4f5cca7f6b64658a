// An event holding presses: the presses that are down, and the one that changed.
//
// Invariants: between dispatches the event holds no press (so released presses are freed at once); during a
// dispatch `pressList` holds every press that is down plus `changedPress`, the press whose change this event is.

/// An event that describes the state of a set of physical buttons available to the device.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of this event.
    var pressList: [UIPress] = []
    /// The press whose change (began, changed, ended or cancelled, its `phase`) this event delivers.
    var changedPress: UIPress?

    init() { super.init(type: .presses) }

    /// All presses of the event: every press that is down, and the one that just went up.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses of the event that `gesture` receives (PG-3).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.lazy.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }
}
