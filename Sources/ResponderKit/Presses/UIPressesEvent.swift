// An event holding presses.

/// An event that describes the state of a set of physical buttons available to the device.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of this event.
    var pressList: [UIPress] = []

    init() { super.init(type: .presses) }

    /// All presses of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
