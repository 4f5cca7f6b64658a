// Insets for each edge of a rectangle.
//
// Invariant: insets are plain values; nothing here standardizes or clamps them (negative insets grow a rectangle).
import Foundation

/// The inset distances for views.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets, as the imported C struct's `init()` does in UIKit.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets as UIKit's `NSStringFromUIEdgeInsets` writes them: `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge, as UIKit's `inset(by:)` (`UIEdgeInsetsInsetRect`): the
    /// origin moves by `left` and `top`, and the size shrinks by `left + right` and `top + bottom`.
    ///
    /// As in UIKit the result is not standardized: insets larger than the rectangle give a negative width or
    /// height, and negative insets grow the rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
