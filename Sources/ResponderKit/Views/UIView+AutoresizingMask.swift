// UIView.AutoresizingMask with UIKit's raw values.
import Foundation

extension UIView {
    /// The parts of a view's frame that grow or shrink when its superview's bounds size changes: the margins to the
    /// superview's edges and the view's own width and height (UIKit's springs and struts).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits, with UIKit's values.
        public var rawValue: UInt
        /// Wraps raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The margin to the superview's left edge is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The margin to the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The margin to the superview's top edge is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The margin to the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
