// The source of a page view controller's pages: asked for the page before and after the one shown (SV-26).

/// Methods that provide the view controllers a page view controller shows as the user navigates.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The controller before `viewController`, or nil when it is the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The controller after `viewController`, or nil when it is the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
}
