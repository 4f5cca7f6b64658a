// A menu element that sends a named action along the responder chain.

/// A menu element that performs its action by sending a named action with a nil target (MN-4).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent when the command is chosen.
    public let action: Selector
    /// A longer title for discoverability overlays: stored for source compatibility and drawn only by a backend.
    open var discoverabilityTitle: String?

    /// Creates a command.
    public init(title: String, action: Selector, discoverabilityTitle: String? = nil) {
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title)
    }
}
