// When a text field's clear button (and overlay views) show.
import Foundation

extension UITextField {
    /// When the clear button shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is editing.
        case whileEditing
        /// While the field is not editing.
        case unlessEditing
        /// Always.
        case always
    }
}
