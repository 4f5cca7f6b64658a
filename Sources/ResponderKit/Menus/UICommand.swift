// A menu element that sends a named action along the responder chain.
//
// Invariant: a command with the `.disabled` attribute is never performed (neither chosen in a menu nor matched as
// a key command); `.hidden` and `.destructive` change how it is shown only.

/// A menu element that performs its action by sending a named action with a nil target (MN-4).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent when the command is chosen.
    public let action: Selector
    /// A value of your own that tells commands with the same action apart: the action receives the command as its
    /// sender and reads it there.
    public let propertyList: Any?
    /// Alternative actions performed when extra modifier keys are held (for a key command: when they are pressed
    /// with its key).
    public let alternates: [UICommandAlternate]
    /// A longer title for discoverability overlays: stored for source compatibility and drawn only by a backend.
    open var discoverabilityTitle: String?
    /// The command's attributes: `.disabled` stops it from being performed; `.hidden` and `.destructive` are
    /// stored for a backend's menus.
    open var attributes: UIMenuElement.Attributes
    /// The command's checkmark state: stored for source compatibility and drawn only by a backend.
    open var state: UIMenuElement.State

    /// Creates a command. The image is stored for source compatibility and drawn only by a backend.
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}
