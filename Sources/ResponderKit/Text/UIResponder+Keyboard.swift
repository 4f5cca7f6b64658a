// Names of the keyboard notifications and their user-info keys, as UIKit declares them on UIResponder (TI-10).
import Foundation

extension UIResponder {
    /// Posted before the keyboard appears.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (also when focus moves between text inputs).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change: an `NSValue` holding a `CGRect` in screen coordinates (read it with
    /// `cgRectValue`, or cast to `CGRect`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation duration: an `NSNumber` holding a `Double`, in seconds.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve: an `NSNumber` holding a ``UIView/AnimationCurve`` raw value (7, as UIKit sends).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool` (always true here).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
