// The base of everything a menu shows: actions, commands and submenus, with the attributes and state they share.

/// An object that represents an element of a menu.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The title shown in menus: stored for source compatibility and drawn only by a backend.
    open var title: String
    /// The image shown beside the title: stored for source compatibility and drawn only by a backend.
    open var image: UIImage?

    /// Creates an element with a title and an image.
    public init(title: String, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }

    /// How a command or action behaves and looks in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits, with UIKit's values.
        public var rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be chosen, and a disabled key command does not match its key.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is destructive: drawn in red by a backend, it behaves as any other.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown in menus or the discoverability overlay; a hidden key command still works.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element runs it and leaves its menu open (CM-9).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark: stored for source compatibility and drawn only by a backend.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash, for a mixed selection.
        case mixed = 2
    }
}
