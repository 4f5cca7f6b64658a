// How a scroll view adds its safe area to its content inset, with UIKit's raw values (SV-58).
import Foundation

extension UIScrollView {
    /// Constants that say how the safe-area insets are added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, and vertically in any case when the scroll view is the view of a controller shown
        /// by a navigation or tab bar controller.
        case automatic = 0
        /// On each axis the content scrolls along (it is larger than the bounds, or always bounces that way).
        case scrollableAxes = 1
        /// Never: the adjusted inset is the content inset.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }
}
