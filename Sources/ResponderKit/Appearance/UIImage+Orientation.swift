// UIImage.Orientation with UIKit's raw values.
import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, as in UIKit.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Flipped horizontally, then turned 90° counterclockwise.
        case leftMirrored = 6
        /// Flipped horizontally, then turned 90° clockwise.
        case rightMirrored = 7
    }
}
