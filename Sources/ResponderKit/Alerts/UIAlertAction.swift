// One button of an alert controller: a title, a style and the handler a tap on it runs.
//
// Invariants: the handler is run only by the alert controller, after the alert is dismissed, and only while
// `isEnabled` is true.
import Foundation

/// An action an alert controller offers as a button, as in UIKit.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it is placed.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default` = 0
        /// The action that cancels: at most one per alert controller, shown last.
        case cancel = 1
        /// An action that destroys data: its title is red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    // A plain closure type: a vtable entry with a `@MainActor` function type fails to link (Swift 6.3).
    private let handler: ((UIAlertAction) -> Void)?

    /// Whether the action can be chosen; true by default. A disabled action's button neither tracks touches
    /// nor runs the handler.
    open var isEnabled = true {
        didSet {
            button?.noteViewChange()
            button?.refresh()
        }
    }

    /// The button that shows the action while its alert controller's view is loaded.
    weak var button: AlertActionButton?

    /// Creates an action. The alert controller that shows it runs `handler` with the action after a tap on its
    /// button dismissed the alert.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// Runs the handler with the action.
    final func runHandler() {
        handler?(self)
    }
}
