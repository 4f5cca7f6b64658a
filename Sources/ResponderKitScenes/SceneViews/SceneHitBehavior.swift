// The two hit-testing overrides a scene file can ask for: an enlarged (or shrunk) hit area and pass-through.
//
// Invariants: with the default value (outset 0, no pass-through) both functions defer to UIKit's defaults, so a
// scene view without these keys behaves exactly like the plain UIKit class (HT-2, HT-5). Neither has side effects
// (HT-13).
import Foundation
import ResponderKit

/// The hit-testing customizations of a scene view (`"hitAreaOutset"` and `"passThrough"`), shared by every
/// ``SceneHitCustomizable`` class.
public struct SceneHitBehavior: Sendable, Equatable {
    /// How far `point(inside:with:)` reaches beyond the bounds on every side; negative values shrink the area.
    public var hitAreaOutset: CGFloat
    /// Whether `hitTest(_:with:)` returns nil where it would return the view itself (HT-7).
    public var passesThrough: Bool

    /// Creates a behavior; the defaults change nothing.
    public init(hitAreaOutset: CGFloat = 0, passesThrough: Bool = false) {
        self.hitAreaOutset = hitAreaOutset
        self.passesThrough = passesThrough
    }

    /// Whether `point` is in the bounds enlarged by ``hitAreaOutset`` on every side (min edges inside, max edges
    /// outside, as HT-5), or nil when there is no outset and UIKit's default applies.
    public func pointInside(_ point: CGPoint, bounds: CGRect) -> Bool? {
        guard hitAreaOutset != 0 else { return nil }
        let minX = bounds.minX - hitAreaOutset
        let maxX = bounds.maxX + hitAreaOutset
        let minY = bounds.minY - hitAreaOutset
        let maxY = bounds.maxY + hitAreaOutset
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The answer `view.hitTest` gives when the default implementation found `hit`: nil instead of the view
    /// itself when it passes touches through, otherwise `hit` unchanged.
    @MainActor
    public func filter(_ hit: UIView?, of view: UIView) -> UIView? {
        passesThrough && hit === view ? nil : hit
    }
}
