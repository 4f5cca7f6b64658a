// Zooming by pinching, and the zoom animations on the clock: a bounce back to a limit and an animated zoom from code
// (SV-43 … SV-49, SV-52).
//
// Invariants:
// - A pinch zooms only while the view it began with is still a subview: removed mid-pinch, the zoom ends where it is
//   (with `scrollViewDidEndZooming`) and later pinch events change nothing.
// - The point under the fingers when the pinch began stays under them (the content follows the fingers' midpoint),
//   within the content's edges.
// - Every `scrollViewWillBeginZooming` is followed by exactly one `scrollViewDidEndZooming`.
import Foundation

extension UIScrollView {
    /// How far past a limit, in the logarithm of the scale, a bouncing pinch can go at most (**chosen**: about
    /// 1.6 times the maximum, or 0.6 times the minimum).
    static let zoomBounceReach: CGFloat = 0.5

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let view = viewForZoomingChecked() else { return }
            stopZoomAnimation()
            stopDecelerating()
            zoomState.pinchView = view
            zoomState.pinchStartScale = zoomState.scale
            zoomState.pinchAnchor = recognizer.location(in: view)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(recognizer)
        case .changed:
            followPinch(recognizer)
        case .ended, .cancelled:
            endPinch()
        default:
            break
        }
    }

    private func followPinch(_ recognizer: UIPinchGestureRecognizer) {
        guard let view = zoomState.pinchView else { return }
        guard view.superview === self else {
            scrollViewWarning("the zoomed view was removed from the scroll view during a pinch; the zoom ended")
            endPinch()
            return
        }
        let raw = zoomState.pinchStartScale * recognizer.scale
        guard raw.isFinite, raw > 0 else { return }
        let scale = pinchedScale(raw)
        let finger = recognizer.location(in: self)
        let visible = CGPoint(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
        let offset = zoomOffset(for: view, at: scale, keeping: zoomState.pinchAnchor, at: visible)
        if scale != zoomState.scale { applyZoom(scale, to: view) }
        contentOffset = offset
    }

    /// The scale a pinch to `raw` gives: within the limits as it is; past them resisted with ``bouncesZoom``,
    /// else stopped at them.
    private func pinchedScale(_ raw: CGFloat) -> CGFloat {
        let (lower, upper) = zoomLimits
        guard raw > upper || raw < lower else { return raw }
        guard zoomState.bounces else { return min(max(raw, lower), upper) }
        if raw > upper { return upper * exp(Self.resisted(log(raw / upper), along: Self.zoomBounceReach)) }
        return lower * exp(-Self.resisted(log(lower / raw), along: Self.zoomBounceReach))
    }

    /// The pinch ended (or its view left): bounce back within the limits, or tell the delegate it ended.
    private func endPinch() {
        guard let view = zoomState.pinchView else { return }
        zoomState.pinchView = nil
        if isDragging { rebaseDrag() }
        let target = clampedZoomScale(zoomState.scale)
        guard target != zoomState.scale, view.superview === self else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomState.scale)
            return
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let offset = zoomOffset(
            for: view, at: target, keeping: view.convert(center, from: self),
            at: CGPoint(x: bounds.width / 2, y: bounds.height / 2))
        startZoomAnimation(of: view, to: target, offset: offset, duration: Self.springBackDuration, bouncing: true)
    }

    // MARK: Animation

    func startZoomAnimation(
        of view: UIView, to scale: CGFloat, offset: CGPoint, duration: TimeInterval, bouncing: Bool
    ) {
        zoomState.animatedView = view
        zoomState.fromScale = zoomState.scale
        zoomState.toScale = scale
        zoomState.fromOffset = contentOffset
        zoomState.toOffset = offset
        zoomState.step = 0
        zoomState.stepCount = max(1, Int((duration / Self.decelerationStep).rounded()))
        zoomState.isBouncing = bouncing
        scheduleZoomStep()
    }

    private func scheduleZoomStep() {
        let clock = window?.application.clock ?? UIApplication.shared.clock
        zoomState.timer = clock.scheduleAnimationStep(after: Self.decelerationStep) { [weak self] in self?.zoomStep() }
    }

    private func zoomStep() {
        guard let view = zoomState.animatedView, view.superview === self else {
            finishZoomAnimation()
            return
        }
        zoomState.step += 1
        let done = zoomState.step >= zoomState.stepCount
        // Cubic ease-out, as the scroll view's spring-back; the last step lands exactly on the target.
        let remaining = 1 - CGFloat(zoomState.step) / CGFloat(zoomState.stepCount)
        let progress = done ? 1 : 1 - remaining * remaining * remaining
        let state = zoomState
        applyZoom(state.fromScale + (state.toScale - state.fromScale) * progress, to: view)
        contentOffset = CGPoint(
            x: state.fromOffset.x + (state.toOffset.x - state.fromOffset.x) * progress,
            y: state.fromOffset.y + (state.toOffset.y - state.fromOffset.y) * progress)
        if done { finishZoomAnimation() } else { scheduleZoomStep() }
    }

    private func finishZoomAnimation() {
        let view = zoomState.animatedView
        zoomState.timer = nil
        zoomState.animatedView = nil
        zoomState.isBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomState.scale)
    }

    /// Stops a zoom animation where it is, ending it for the delegate.
    func stopZoomAnimation() {
        guard let timer = zoomState.timer else { return }
        timer.cancel()
        finishZoomAnimation()
    }
}
