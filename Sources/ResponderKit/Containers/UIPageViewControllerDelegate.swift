// What a page view controller tells its delegate about a swipe between pages (SV-28). Every method is optional.

/// Methods that respond to gesture-driven transitions between pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe's transition ended: `completed` tells whether the pending page is now shown, and
    /// `previousViewControllers` are the pages shown before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
