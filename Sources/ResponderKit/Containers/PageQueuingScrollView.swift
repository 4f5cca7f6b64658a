// The paging scroll view inside a page view controller: it reports its offset changes and its coming to rest to
// the controller directly, so an app that sets its own delegate on it (a common way to watch the swipe) does not
// break the paging (SV-27).
import Foundation

/// A page view controller's horizontal or vertical paging scroll view.
@MainActor
final class PageQueuingScrollView: UIScrollView {
    weak var pageViewController: UIPageViewController?

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            pageViewController?.pageScrollViewDidScroll()
        }
    }

    override func scrollDidComeToRest() {
        pageViewController?.pageScrollViewDidComeToRest()
    }
}
