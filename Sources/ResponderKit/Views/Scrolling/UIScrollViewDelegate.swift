// The delegate of a scroll view. Every method is optional. Order on release (SV-14): willEndDragging,
// didEndDragging, then, when the content keeps moving, willBeginDecelerating … didEndDecelerating.

/// Methods that respond to scrolling.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user is lifting the finger: `velocity` is the content's speed in points per millisecond (positive
    /// towards larger offsets), and the motion that follows ends exactly at the point `targetContentOffset`
    /// points to when this returns, which the delegate may change (SV-13). The pointer is valid only during the
    /// call.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The user lifted the finger; `decelerate` tells whether the content keeps moving: decelerating, or
    /// springing back from past an edge (SV-11).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the user lifted the finger (decelerating, settling on a page
    /// or springing back), just after ``scrollViewDidEndDragging(_:willDecelerate:)`` with `true`.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating or springing back.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll started from code (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
    /// with `true`) reached its end (SV-20).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when the content is zoomed: a subview of the scroll view, or nil (the default) for no
    /// zooming (SV-40). Defaults in UIScrollViewDelegate+Zooming.swift, with the other zooming, scroll-to-top and
    /// inset methods.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start: a pinch began, or an animated zoom from code (SV-45).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed (SV-44).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming ended, after any bounce back to a limit, at `scale` (SV-45, SV-46).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls this scroll view to the top; true by default (SV-56).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top, asked by a tap on the status bar, finished (SV-55).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed (SV-60).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
