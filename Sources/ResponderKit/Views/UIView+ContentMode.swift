// UIView.ContentMode with UIKit's raw values.
import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change. Stored and observable, drawn only by a backend;
    /// `.redraw` also marks the view for display when its bounds size changes, as in UIKit.
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio if necessary.
        case scaleToFill = 0
        /// Scales the content to fit the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill the bounds, keeping its aspect ratio; some content may be clipped.
        case scaleAspectFill = 2
        /// Redisplays the view when its bounds change (`setNeedsDisplay()`).
        case redraw = 3
        /// Centres the content in the bounds, keeping its size.
        case center = 4
        /// Centres the content at the top of the bounds.
        case top = 5
        /// Centres the content at the bottom of the bounds.
        case bottom = 6
        /// Aligns the content on the left of the bounds.
        case left = 7
        /// Aligns the content on the right of the bounds.
        case right = 8
        /// Aligns the content in the top-left corner of the bounds.
        case topLeft = 9
        /// Aligns the content in the top-right corner of the bounds.
        case topRight = 10
        /// Aligns the content in the bottom-left corner of the bounds.
        case bottomLeft = 11
        /// Aligns the content in the bottom-right corner of the bounds.
        case bottomRight = 12
    }
}
