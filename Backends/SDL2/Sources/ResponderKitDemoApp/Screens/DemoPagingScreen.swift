// The demo's "paging" screen (`--screen paging`, SV-12 … SV-33): a paging scroll view of four coloured pages on the
// left and a page view controller of three coloured pages on the right; a flick moves one page, a slow short drag
// settles back.
//
// Invariants: every interactive view has a background colour and an accessibility identifier; every behaviour is a
// log line, written through the demo's log only, so a headless replay writes the same lines.
import Foundation
import ResponderKit

/// The paging screen's controller.
@MainActor
final class DemoPagingScreen: DemoScreenController, UIScrollViewDelegate, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    /// Where the views sit, in window points.
    static let scrollFrame = CGRect(x: 20, y: 60, width: 360, height: 360)
    static let pagesFrame = CGRect(x: 420, y: 60, width: 360, height: 360)
    /// The colours of the scroll view's pages: red, green, blue, orange.
    static let scrollColors: [UIColor] = [
        UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1),
        UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 1, green: 0.6, blue: 0, alpha: 1),
    ]
    /// The colours of the page view controller's pages: yellow, magenta, cyan.
    static let pageColors: [UIColor] = [
        UIColor(red: 1, green: 1, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 1, alpha: 1),
        UIColor(red: 0, green: 1, blue: 1, alpha: 1),
    ]

    private let scroll = UIScrollView(frame: DemoPagingScreen.scrollFrame)
    private let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private var pages: [UIViewController] = []
    private var releases = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.accessibilityIdentifier = "paging-screen"
        buildScrollView()
        buildPageController()
    }

    private func buildScrollView() {
        scroll.accessibilityIdentifier = "paged-scroll"
        scroll.backgroundColor = .black
        scroll.isPagingEnabled = true
        scroll.delegate = self
        let size = DemoPagingScreen.scrollFrame.size
        for (index, color) in DemoPagingScreen.scrollColors.enumerated() {
            let page = UIView(
                frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
            page.backgroundColor = color
            page.accessibilityIdentifier = "scroll-page-\(index)"
            scroll.addSubview(page)
        }
        scroll.contentSize = CGSize(
            width: size.width * CGFloat(DemoPagingScreen.scrollColors.count), height: size.height)
        view.addSubview(scroll)
    }

    private func buildPageController() {
        for (index, color) in DemoPagingScreen.pageColors.enumerated() {
            let page = UIViewController()
            page.view.backgroundColor = color
            page.view.accessibilityIdentifier = "page-\(index)"
            page.title = "p\(index)"
            pages.append(page)
        }
        pageController.dataSource = self
        pageController.delegate = self
        pageController.setViewControllers([pages[0]], direction: .forward, animated: false)
        addChild(pageController)
        pageController.view.frame = DemoPagingScreen.pagesFrame
        pageController.view.backgroundColor = .black
        pageController.view.accessibilityIdentifier = "page-controller"
        view.addSubview(pageController.view)
        pageController.didMove(toParent: self)
    }

    private func page(of offset: CGPoint) -> Int { Int((offset.x / DemoPagingScreen.scrollFrame.width).rounded()) }

    // MARK: UIScrollViewDelegate

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        releases += 1
        log.append("paging: release \(releases) target page \(page(of: targetContentOffset.pointee))")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.append("paging: release \(releases) settled on page \(page(of: scrollView.contentOffset))")
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    // MARK: UIPageViewControllerDelegate

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("pages: will show \(pendingViewControllers.first?.title ?? "?")")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        let shown = pageViewController.viewControllers?.first?.title ?? "?"
        log.append("pages: completed \(completed), showing \(shown)")
    }
}
