// How quickly a scroll view's content slows down after a drag (moved out of UIScrollView.swift unchanged).
import Foundation

extension UIScrollView {
    /// How quickly a scroll view's content slows down: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond, between 0 and 1.
        public var rawValue: CGFloat
        /// Wraps a fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default rate (0.998): the content glides.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop (0.99), as paging-like interfaces use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
