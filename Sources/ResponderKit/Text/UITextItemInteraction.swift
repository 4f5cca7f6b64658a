// How the user interacts with a link in a text view, as the delegate is told (TX-1).
import Foundation

/// The kind of interaction with a link that `textView(_:shouldInteractWith:in:interaction:)` is asked about.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: opening the link.
    case invokeDefaultAction = 0
    /// A long press: the actions for the link (Open, Copy).
    case presentActions = 1
    /// A preview of the link (3D Touch); ResponderKit never sends it, as no device it models has 3D Touch.
    case preview = 2
}
