// The control events, with UIKit's bit values (spec CT-15).

extension UIControl {
    /// Constants describing the kinds of events a control sends (CT-15).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (`tapCount > 1`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control's tolerance area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's tolerance area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside the tolerance area to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside the tolerance area to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the tolerance area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the tolerance area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Tracking was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's release inside).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user edited a text field.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Reserved for applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// All events.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The names of the single events in this set, in bit order (for traces and tools).
        public var names: [String] {
            Event.named.filter { contains($0.0) }.map(\.1)
        }

        private static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
    }
}
