// Scrolling from code (SV-20 … SV-25): `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`,
// animated on the application's clock, and offsets that are not numbers.
//
// Invariants:
// - Any call stops the motion in progress (deceleration, spring-back, animation or a scroll to the top) first,
//   as UIKit's does.
// - An animation moves through `ScrollOffsetAnimation`'s steps, telling `scrollViewDidScroll` at each, and ends
//   with exactly one `scrollViewDidEndScrollingAnimation`; one stopped early (a touch, another call) sends none.
// - A non-finite offset is refused with a warning and changes nothing.
import Foundation

extension UIScrollView {
    /// How long an animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` takes: 0.3 s, as
    /// UIKit's (SV-20, observed).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// The body of `setContentOffset(_:animated:)`.
    func moveContentOffset(to target: CGPoint, animated: Bool) {
        guard target.x.isFinite, target.y.isFinite else { return rejectOffset(target) }
        stopDecelerating()
        stopScrollingToTop()
        guard animated, target != contentOffset else {
            // No motion, no animation callback: UIKit sends scrollViewDidEndScrollingAnimation only after a move.
            contentOffset = target
            return
        }
        guard window != nil else {
            // Off screen nothing draws the frames: the content arrives at once and the animation is reported ended,
            // so code waiting for the callback goes on (**chosen**).
            contentOffset = target
            finishScrollAnimation()
            return
        }
        offsetAnimation = ScrollOffsetAnimation(from: contentOffset, to: target)
        scheduleMotionStep()
    }

    /// The body of `scrollRectToVisible(_:animated:)`: per axis, the least scroll that shows `rect` inside the
    /// content insets (its leading edge when it is larger than the visible area), within the scrollable range.
    func scrollToVisible(_ rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return ScrollDiagnostics.warn(
                "scrollRectToVisible ignores a rectangle that is not finite: \(rect)", in: self)
        }
        func axis(_ offset: CGFloat, _ inset: CGFloat, _ visible: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            let start = offset + inset
            if low < start || high - low > visible { return low - inset }
            if high > start + visible { return high - visible - inset }
            return offset
        }
        let offset = contentOffset
        let target = clamped(
            CGPoint(
                x: axis(
                    offset.x, contentInset.left, bounds.width - contentInset.left - contentInset.right, rect.minX,
                    rect.maxX),
                y: axis(
                    offset.y, contentInset.top, bounds.height - contentInset.top - contentInset.bottom, rect.minY,
                    rect.maxY)))
        guard target != offset else { return }
        moveContentOffset(to: target, animated: animated)
    }

    /// The animation reached its target.
    func finishScrollAnimation() {
        motionTimer?.cancel()
        motionTimer = nil
        offsetAnimation = nil
        delegate?.scrollViewDidEndScrollingAnimation(self)
        scrollDidComeToRest()
    }

    /// A non-finite offset: UIKit's layer would raise; the scroll view logs and keeps its offset (SV-25).
    func rejectOffset(_ offset: CGPoint) {
        ScrollDiagnostics.warn("ignoring contentOffset (\(offset.x), \(offset.y)): it is not finite", in: self)
    }
}
