// An action a row shows when it is swiped (LE-1 … LE-4): a title, an image, a colour and a handler that must call
// its completion once.
//
// Invariants: the handler runs only from a tap on the action's button or a full swipe (UITableView+SwipeActions);
// the completion it receives acts once, and later calls are logged and ignored (LE-17).
import Foundation

/// An action to display when the user swipes a table row.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The styles of a contextual action.
    public enum Style: Int, Sendable {
        /// An action with a gray background by default.
        case normal
        /// An action that deletes the row: a red background by default (LE-2).
        case destructive
    }

    /// The closure run when the user taps the action (or performs it with a full swipe). Call the completion handler
    /// once with whether the action was performed: the row's actions then close (LE-3).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style of the action.
    public let style: Style
    /// The title shown on the action's button, and its accessibility label.
    open var title: String?
    /// The image shown on the action's button: stored for source compatibility and drawn only by a backend.
    open var image: UIImage?
    /// The colour of the button: red for a destructive action, gray otherwise, unless you set one (LE-2).
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    /// The closure the action runs.
    public let handler: Handler

    private var customBackgroundColor: UIColor?

    /// Creates an action with a style, a title and the closure to run.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
