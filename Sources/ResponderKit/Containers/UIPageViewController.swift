// A container that shows one child page at a time in a paging scroll view; the user swipes to the page before or
// after it, which the data source provides (SV-26 … SV-33). Only the scroll transition style exists.
//
// Invariants:
// - `viewControllers` is nil or holds exactly one controller, the shown page, which is a child of this controller
//   with its view in the paging scroll view. At most one other page (the pending one) is a child while a swipe or
//   an animated `setViewControllers` shows part of it.
// - The scroll view's content holds slots for the pages before and after the shown one when the data source has
//   them, and its offset rests on the shown page's slot whenever no transition is pending.
// - Every `willTransitionTo` is followed by exactly one `didFinishAnimating` (completed or not).
import Foundation

/// A container view controller that manages navigation between pages of content, each page managed by a child
/// view controller; the user swipes between them.
///
/// Only ``TransitionStyle/scroll`` exists: page curls are not modelled, so code asking for them does not compile
/// rather than silently scrolling. The pages sit side by side (or one above the other) in a paging scroll view,
/// ``OptionsKey/interPageSpacing`` points apart; a swipe drags the next page in, and the release settles on a page as
/// any paging scroll view does (a flick, or more than half a page). The data source is asked for the neighbours of
/// a page when it becomes the shown one.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// The style of the transition between pages.
    public enum TransitionStyle: Int, Sendable {
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis along which the user navigates.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages sit left to right.
        case horizontal = 0
        /// Pages sit top to bottom.
        case vertical = 1
    }

    /// The direction of a change of pages.
    public enum NavigationDirection: Int, Sendable {
        /// To a later page: from the right (or below).
        case forward = 0
        /// To an earlier page: from the left (or above).
        case reverse = 1
    }

    /// Keys of the options dictionary given at creation.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Wraps a key name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages, in points (a `CGFloat` or `NSNumber`); 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style of the transitions.
    public let transitionStyle: TransitionStyle
    /// The axis of navigation.
    public let navigationOrientation: NavigationOrientation
    /// The space between pages, from the options.
    let interPageSpacing: CGFloat

    /// Provides the pages before and after the shown one; without it the user cannot swipe.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if pending == nil { refreshNeighbours() } }
    }
    /// Told about swipes between pages.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The shown page (one controller), or nil before ``setViewControllers(_:direction:animated:completion:)``.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers of page-curl transitions: none for the scroll style, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The paging scroll view holding the pages.
    let pageScrollView = PageQueuingScrollView(frame: .zero)
    var current: UIViewController?
    var before: UIViewController?
    var after: UIViewController?
    /// The page being brought in by a swipe or an animated change, with the appearance changes announced for it.
    var pending: PageTransition?
    /// Set while the pages are laid out, so that moving the offset there starts no transition.
    var isLayingOutPages = false

    /// Creates a page view controller.
    ///
    /// - Parameters:
    ///   - style: The transition style; ``TransitionStyle/scroll``.
    ///   - navigationOrientation: Whether pages sit side by side or one above the other.
    ///   - options: ``OptionsKey/interPageSpacing`` is read; other keys are ignored.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing]
        let value =
            (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? NSNumber)
            .map { CGFloat($0.doubleValue) } ?? 0
        interPageSpacing = value.isFinite ? max(0, value) : 0
        super.init(nibName: nil, bundle: nil)
        pageScrollView.pageViewController = self
        pageScrollView.isPagingEnabled = true
        pageScrollView.showsHorizontalScrollIndicator = false
        pageScrollView.showsVerticalScrollIndicator = false
        pageScrollView.clipsToBounds = false
        if navigationOrientation == .horizontal {
            pageScrollView.alwaysBounceHorizontal = true
        } else {
            pageScrollView.alwaysBounceVertical = true
        }
    }

    /// A horizontal scroll-style page view controller without options.
    public convenience init() {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// A horizontal scroll-style page view controller (there are no nibs).
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// Makes the view: a plain view clipping the paging scroll view, which holds the shown page.
    open override func loadView() {
        let container = UIView(frame: .zero)
        container.clipsToBounds = true
        view = container
        container.addSubview(pageScrollView)
        if let current { pageScrollView.addSubview(current.view) }
        layoutPages()
    }

    /// Sizes the scroll view to the view (plus the spacing) and places the pages in it.
    override func layoutContainedViews() {
        guard pending == nil, !pageScrollView.isDragging, !pageScrollView.isDecelerating else { return }
        layoutPages()
    }

    // MARK: Setting the page

    /// Shows `viewControllers` (one controller for the scroll style), sliding it in from the side `direction`
    /// names when `animated`; `completion` runs when it is shown (`true`) or when a touch took it back (`false`).
    /// The delegate is not told: it hears only about swipes, as in UIKit.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let controllers = viewControllers, controllers.count == 1, let page = controllers.first, page !== self
        else {
            let count = viewControllers?.count ?? 0
            PresentationDiagnostics.warn(
                "The number of view controllers provided (\(count)) doesn't match the number required (1) for the "
                    + "requested transition; the page view controller keeps its page",
                application: view.window?.application)
            completion?(false)
            return
        }
        if let pending { finishTransition(pending, completed: false) }
        pageScrollView.stopDecelerating()
        guard page !== current else {
            completion?(true)
            return
        }
        guard animated, current != nil, view.window != nil else {
            replaceCurrent(with: page)
            completion?(true)
            return
        }
        if direction == .forward { after = page } else { before = page }
        layoutPages()
        beginTransition(to: page, forward: direction == .forward, bySwipe: false, completion: completion)
        pageScrollView.setContentOffset(slotOffset(forward: direction == .forward), animated: true)
    }
}
