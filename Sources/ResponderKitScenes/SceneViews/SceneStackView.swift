// `UIStackView` with the scene's hit-testing customizations (hitAreaOutset, passThrough).
//
// Invariant: with the default `hitBehavior` it behaves exactly like `UIStackView`: both overrides call `super`, and
// the arrangement (its constraints and layout guides) is UIKit's.
import Foundation
import ResponderKit

/// A stack view (`UIStackView`, built with `init(frame:)`): it arranges its arranged subviews with constraints and
/// layout guides, so a touch in a gap between them hits the stack view itself; with the scene's hit-area outset and
/// pass-through.
public final class SceneStackView: UIStackView, SceneHitCustomizable {
    /// The hit-area outset and pass-through setting.
    public var hitBehavior = SceneHitBehavior()

    /// The scene's custom next responder (`"next"`), or nil for UIKit's.
    public var nextOverride: SceneNextOverride?

    /// The custom next responder when the scene gave one (possibly none), else UIKit's (RC-2).
    public override var next: UIResponder? {
        if let nextOverride { return nextOverride.responder }
        return super.next
    }

    /// The bounds enlarged by the outset, or UIKit's default when there is no outset.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        hitBehavior.pointInside(point, bounds: bounds) ?? super.point(inside: point, with: event)
    }

    /// UIKit's answer, except nil instead of the view itself when it passes touches through.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitBehavior.filter(super.hitTest(point, with: event), of: self)
    }
}
