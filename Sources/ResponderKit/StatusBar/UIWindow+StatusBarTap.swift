// What a status-bar tap does in the window it reached (SV-55, SV-56): the scroll views on screen in the visible
// windows of the window's scene (the window alone when it has no scene) that have `scrollsToTop` are counted, and
// exactly one scrolls to the top; none or several, nothing happens, as on iPhone.
import Foundation

extension UIWindow {
    /// Scrolls the one eligible scroll view to the top, if there is exactly one; traces what happened.
    func scrollToTopForStatusBarTap() {
        let windows = windowScene.map { scene in scene.windows.filter { !$0.isHidden } } ?? [self]
        var found: [UIScrollView] = []
        for window in windows { window.collectScrollsToTop(in: window, into: &found) }
        guard found.count == 1, let scrollView = found.first else {
            application.tracer?.record(
                .note("status bar tap: \(found.count) scroll views have scrollsToTop; none scrolled"))
            return
        }
        scrollView.scrollToTopForStatusBarTap()
    }

    /// Adds the shown scroll views with `scrollsToTop` at or below `view` that are on screen in this window.
    private func collectScrollsToTop(in view: UIView, into found: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop {
            let frame = scrollView.convert(scrollView.bounds, to: self)
            if frame.intersects(bounds) { found.append(scrollView) }
        }
        for subview in view.subviews { collectScrollsToTop(in: subview, into: &found) }
    }
}
