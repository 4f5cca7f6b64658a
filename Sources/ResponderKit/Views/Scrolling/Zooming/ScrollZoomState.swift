// What a scroll view remembers about zooming (SV-40 … SV-52): its limits and scale, its pinch recognizer, the pinch
// in progress and the zoom animation running on the clock.
//
// Invariants: `scale` is the scale last applied to the zoomed view (1 until a zoom is applied); `pinch` exists from
// the first time the limits differ; at most one of a pinch (`pinchView` non-nil) and an animation (`timer`
// non-nil) is in progress at a time.
import Foundation

/// The zooming state of one scroll view.
@MainActor
struct ScrollZoomState {
    /// The smallest scale, as set.
    var minimum: CGFloat = 1
    /// The largest scale, as set.
    var maximum: CGFloat = 1
    /// The scale applied to the zoomed view.
    var scale: CGFloat = 1
    /// Whether pinching past a limit goes past it and springs back.
    var bounces = true
    /// The scroll view's pinch recognizer, made when zooming first becomes possible.
    var pinch: UIPinchGestureRecognizer?

    /// The view a pinch in progress zooms; nil when no pinch is zooming.
    weak var pinchView: UIView?
    /// The scale when the pinch began.
    var pinchStartScale: CGFloat = 1
    /// The point of the zoomed view (in its own coordinates) that was under the fingers when the pinch began.
    var pinchAnchor: CGPoint = .zero

    /// The animation running: a bounce back to a limit, or an animated zoom from code.
    var timer: EventTimer?
    /// The view the animation zooms.
    weak var animatedView: UIView?
    /// The animation's start and end scales and offsets, and its progress in steps.
    var fromScale: CGFloat = 1
    var toScale: CGFloat = 1
    var fromOffset: CGPoint = .zero
    var toOffset: CGPoint = .zero
    var step = 0
    var stepCount = 1
    /// Whether the animation is a bounce back to a limit (``UIScrollView/isZoomBouncing``).
    var isBouncing = false
}
