// Zooming a scroll view's content from code: the limits, the scale, `setZoomScale(_:animated:)` and
// `zoom(to:animated:)` (SV-40 … SV-47, SV-50, SV-51).
//
// Invariants:
// - The zoomed view is the one `viewForZooming(in:)` returns, and only when it is a subview of the scroll view
//   (anything else is logged and nothing zooms). Applying a scale `s` sets its transform to a scale of `s` about
//   its centre (its layer's anchor), keeps its frame's origin where it was, and makes `contentSize` its frame's
//   size, as UIKit does; `scrollViewDidZoom(_:)` follows every change.
// - Scales that are zero, negative or not finite are logged and ignored; a scale set from code is clamped to the
//   limits. A minimum above the maximum pins the scale at the minimum.
import Foundation

extension UIScrollView {
    /// How long an animated zoom from code takes (``setZoomScale(_:animated:)``, ``zoom(to:animated:)``):
    /// 0.3 s, in steps of ``decelerationStep`` on the application's clock (**chosen**, as UIKit's default
    /// animations).
    public static let zoomAnimationDuration: TimeInterval = 0.3

    /// The smallest scale the content can be zoomed to; 1 by default. Zooming is possible when it is below
    /// ``maximumZoomScale`` and the delegate's `viewForZooming(in:)` returns a subview. A value that is zero,
    /// negative or not finite is logged and ignored.
    public var minimumZoomScale: CGFloat {
        get { zoomState.minimum }
        set {
            guard validZoomScale(newValue, "minimumZoomScale") else { return }
            zoomState.minimum = newValue
            zoomLimitsChanged()
        }
    }

    /// The largest scale the content can be zoomed to; 1 by default. A value that is zero, negative or not finite
    /// is logged and ignored; one below ``minimumZoomScale`` is kept but logged, and the scale stays at the
    /// minimum.
    public var maximumZoomScale: CGFloat {
        get { zoomState.maximum }
        set {
            guard validZoomScale(newValue, "maximumZoomScale") else { return }
            zoomState.maximum = newValue
            zoomLimitsChanged()
        }
    }

    /// The scale applied to the zoomed view; 1 by default. Setting it is ``setZoomScale(_:animated:)`` without
    /// animation.
    public var zoomScale: CGFloat {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch past a limit goes a little past it and springs back when the fingers lift (over
    /// ``springBackDuration``); true by default. False stops the scale at the limits.
    public var bouncesZoom: Bool {
        get { zoomState.bounces }
        set { zoomState.bounces = newValue }
    }

    /// Whether the user is pinching the content (a pinch that zooms has begun and not ended).
    public var isZooming: Bool { zoomState.pinchView != nil }

    /// Whether the scale is springing back to a limit after a pinch went past it.
    public var isZoomBouncing: Bool { zoomState.timer != nil && zoomState.isBouncing }

    /// The recognizer that zooms the content: nil until ``minimumZoomScale`` and ``maximumZoomScale`` first
    /// differ, then kept, and enabled exactly while they allow zooming. It recognizes together with
    /// ``panGestureRecognizer`` (a two-finger pinch can also move the content), and only when the delegate names a
    /// view to zoom.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomState.pinch }

    /// Sets the scale, clamped to the limits, zooming about the centre of the visible area. Animated, it runs over
    /// ``zoomAnimationDuration`` with `scrollViewWillBeginZooming(_:with:)` first, `scrollViewDidZoom(_:)` at each
    /// step and `scrollViewDidEndZooming(_:with:atScale:)` at the end. Nothing happens without a view to zoom; a
    /// scale that is zero, negative or not finite is logged and ignored.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard validZoomScale(scale, "zoomScale"), let view = viewForZoomingChecked() else { return }
        let target = clampedZoomScale(scale)
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        zoom(view, to: target, keeping: anchor, at: visible, animated: animated)
    }

    /// Zooms so that `rect`, in the zoomed view's coordinates, fills the visible area as far as the limits allow,
    /// centred in it. Animated as ``setZoomScale(_:animated:)``. A rect that is empty or not finite is logged and
    /// ignored, as is a call with no view to zoom.
    public func zoom(to rect: CGRect, animated: Bool) {
        let finite = [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite)
        guard finite, rect.width > 0 || rect.height > 0 else {
            scrollViewWarning("zoom(to:animated:) with the rect \(rect), which is empty or not finite, was ignored")
            return
        }
        guard let view = viewForZoomingChecked() else { return }
        let width = rect.width > 0 ? bounds.width / rect.width : .infinity
        let height = rect.height > 0 ? bounds.height / rect.height : .infinity
        let target = clampedZoomScale(min(width, height))
        zoom(
            view, to: target, keeping: CGPoint(x: rect.midX, y: rect.midY),
            at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    // MARK: Applying

    /// The limits in effect: a maximum below the minimum counts as the minimum.
    var zoomLimits: (min: CGFloat, max: CGFloat) { (zoomState.minimum, max(zoomState.minimum, zoomState.maximum)) }

    /// Whether the limits allow zooming.
    var zoomIsPossible: Bool { zoomLimits.max > zoomLimits.min }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, zoomLimits.min), zoomLimits.max)
    }

    /// The view the delegate names for zooming, when it is a subview; anything else is logged and gives nil.
    func viewForZoomingChecked() -> UIView? {
        guard let view = delegate?.viewForZooming(in: self) else { return nil }
        guard view.superview === self else {
            scrollViewWarning(
                "viewForZooming(in:) returned \(type(of: view)), which is not a subview of the scroll view; "
                    + "nothing was zoomed")
            return nil
        }
        return view
    }

    /// Applies `scale` to `view`: its transform, its origin kept, the content size; tells the delegate.
    func applyZoom(_ scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.frame.size
        view.center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        zoomState.scale = scale
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// The offset that shows `anchor` (a point of `view`) at `visible` (a point of the visible area) once `view`
    /// is at `scale`, kept within the range the content size at that scale allows.
    func zoomOffset(for view: UIView, at scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint) -> CGPoint {
        let origin = view.frame.origin
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let point = CGPoint(
            x: origin.x + (anchor.x - view.bounds.minX) * scale, y: origin.y + (anchor.y - view.bounds.minY) * scale)
        let insets = adjustedContentInset
        let lower = CGPoint(x: -insets.left, y: -insets.top)
        let upper = CGPoint(
            x: max(lower.x, size.width + insets.right - bounds.width),
            y: max(lower.y, size.height + insets.bottom - bounds.height))
        return CGPoint(
            x: min(max(point.x - visible.x, lower.x), upper.x), y: min(max(point.y - visible.y, lower.y), upper.y))
    }

    private func zoom(
        _ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint, animated: Bool
    ) {
        stopZoomAnimation()
        let offset = zoomOffset(for: view, at: scale, keeping: anchor, at: visible)
        guard animated else {
            if scale != zoomState.scale { applyZoom(scale, to: view) }
            contentOffset = offset
            return
        }
        stopDecelerating()
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startZoomAnimation(of: view, to: scale, offset: offset, duration: Self.zoomAnimationDuration, bouncing: false)
    }

    // MARK: Checks

    /// Makes the pinch recognizer when zooming first becomes possible, and enables it exactly while it is.
    private func zoomLimitsChanged() {
        if zoomState.minimum > zoomState.maximum {
            scrollViewWarning(
                "minimumZoomScale \(zoomState.minimum) is above maximumZoomScale \(zoomState.maximum); the scale "
                    + "stays at the minimum")
        }
        if zoomState.pinch == nil, zoomIsPossible {
            let pinch = ScrollPinchGestureRecognizer(scrollView: self)
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            zoomState.pinch = pinch
            addGestureRecognizer(pinch)
        }
        zoomState.pinch?.isEnabled = zoomIsPossible
        // A scale outside the new limits is brought back within them, as in UIKit.
        if isZooming || zoomState.timer != nil { return }
        let clamped = clampedZoomScale(zoomState.scale)
        if clamped != zoomState.scale, let view = delegate?.viewForZooming(in: self), view.superview === self {
            applyZoom(clamped, to: view)
        }
    }

    private func validZoomScale(_ value: CGFloat, _ name: String) -> Bool {
        guard value.isFinite, value > 0 else {
            scrollViewWarning("\(name) \(value) is not a positive finite scale; it was ignored")
            return false
        }
        return true
    }

    /// Logs a misuse of the scroll view as UIKit's console would, and traces it; nothing else happens.
    func scrollViewWarning(_ message: String) {
        let application = window?.application ?? .shared
        application.scrollViewLog("Warning: \(message)")
        application.tracer?.record(.note("scroll view warning: \(message)"))
    }
}
