// What the default `hitTest(_:with:)` decided about one view when it was visited.

/// The reason the default hit-test gave for one visited view (spec HT-2, HT-3, HT-5; UIKit's animation rule).
public enum HitTestVerdict: Equatable, Sendable {
    /// `isHidden` is true: the view and its whole subtree are skipped.
    case hidden
    /// `alpha` is at most 0.01: the view and its whole subtree are skipped.
    case transparent(alpha: Double)
    /// `isUserInteractionEnabled` is false: the view and its whole subtree are skipped.
    case userInteractionDisabled
    /// The view is running an animation without `.allowUserInteraction`: it and its whole subtree are skipped
    /// until the animation's completion, as UIKit documents for `UIView.animate`.
    case animating
    /// `point(inside:with:)` returned false: the point is outside the view (or its custom hit area).
    case outside
    /// The point is inside: the subviews are searched next, front-most first.
    case inside

    /// True when the verdict lets the search continue into the view.
    public var accepted: Bool { self == .inside }

    /// A short human-readable reason, as the `responderkit explain` tool prints it.
    public var reason: String {
        switch self {
        case .hidden: return "hidden"
        case .transparent(let alpha): return "alpha \(alpha) <= 0.01"
        case .userInteractionDisabled: return "user interaction disabled"
        case .animating: return "animating (no .allowUserInteraction)"
        case .outside: return "point outside (point(inside:with:) is false)"
        case .inside: return "point inside"
        }
    }
}
