// The two axes of layout, for content hugging, compression resistance and stack views.
import Foundation

extension NSLayoutConstraint {
    /// A layout axis.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right (or leading to trailing).
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
