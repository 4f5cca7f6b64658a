// `UISwitch` with the scene's hit-testing customizations (hitAreaOutset, passThrough).
//
// Invariant: with the default `hitBehavior` it behaves exactly like `UISwitch`: both overrides call `super`, and
// nothing else of the control (tracking, control events, gesture-recognizer vetoes) is changed.
import Foundation
import ResponderKit

/// A switch (`UISwitch`, off): a tap toggles it and sends `.valueChanged`, with the scene's hit-area outset and
/// pass-through.
public final class SceneSwitch: UISwitch, SceneHitCustomizable {
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
