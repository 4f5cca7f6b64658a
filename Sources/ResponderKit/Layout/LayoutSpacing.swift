// The standard spacings of Auto Layout on iOS.
import Foundation

/// UIKit's standard spacings, in points.
enum LayoutSpacing {
    /// The system spacing between sibling views (`constraint(equalToSystemSpacingAfter:multiplier:)` with
    /// multiplier 1, and the `-` of the visual format language between views): 8 points.
    static let systemSpacing: CGFloat = 8
    /// The standard spacing between a view and its superview's edge in the visual format language (`|-[view]`):
    /// 20 points.
    static let superviewEdge: CGFloat = 20
}
