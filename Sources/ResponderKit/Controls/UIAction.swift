// A closure action with an identifier, as UIKit's UIAction.
import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public var rawValue: String
        /// Wraps an identifier string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps an identifier string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; unique by default.
    public let identifier: Identifier
    /// A title for discoverability (for example in the key-command overlay): stored for source compatibility and
    /// drawn only by a backend.
    open var discoverabilityTitle: String?
    /// The closure run when the action fires.
    public let handler: UIActionHandler
    /// The object that sent the action while its handler runs (a control, for control actions), else nil.
    public internal(set) var sender: Any?
    /// How the action behaves in a menu: a `.disabled` action cannot be chosen, `.keepsMenuPresented` leaves the
    /// menu open after it runs, `.destructive` is drawn in red (CM-9).
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked; a single-selection menu sets it when the action is chosen (CM-12).
    open var state: UIMenuElement.State

    /// Creates an action. Without an identifier, a unique one is generated. The image is stored for source
    /// compatibility and drawn only by a backend.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
