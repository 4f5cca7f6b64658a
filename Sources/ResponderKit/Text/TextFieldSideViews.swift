// A text field's overlay views and when they show (TX-14).
import Foundation

/// The left and right overlay views of a text field and their modes.
@MainActor
struct TextFieldSideViews {
    /// The left overlay view.
    var left: UIView?
    /// The right overlay view.
    var right: UIView?
    /// When the left view shows.
    var leftMode: UITextField.ViewMode = .never
    /// When the right view shows.
    var rightMode: UITextField.ViewMode = .never
}
