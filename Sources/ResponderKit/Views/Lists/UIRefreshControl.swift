// The pull-to-refresh control of a scroll view: pulling the content down past a threshold starts refreshing and
// sends `.valueChanged` once; the app calls `endRefreshing()` when done (LS-17).
//
// Invariant: the control is a subview of the scroll view it refreshes (UIScrollView+RefreshControl.swift), placed
// above the content; one pull sends one `.valueChanged`, and a new one needs `endRefreshing()` first.
import Foundation

/// A standard control that can initiate the refreshing of a scroll view's contents.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past the top of its content a scroll view is pulled to start refreshing (**chosen**: UIKit's
    /// control is 60 points tall and fires once it is fully pulled out).
    public static let pullDistance: CGFloat = 60

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner: stored, drawn only by a backend.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control, 60 points tall.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.pullDistance))
    }

    /// Archives are not supported: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts refreshing from code: sends no action, as in UIKit; the scroll view holds the control's height open
    /// at the top of its content (SV-63) but does not scroll to show it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        (superview as? UIScrollView)?.refreshStateChanged()
    }

    /// Ends the refresh; the next pull starts a new one, and content held open springs back to the top. Without a
    /// refresh in progress it does nothing (SV-64).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        (superview as? UIScrollView)?.refreshStateChanged()
    }

    /// A pull of the scroll view that owns the control: starts refreshing and sends `.valueChanged` when the user
    /// drags the content `pullDistance` past its top while enabled and not already refreshing.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        let top = -scrollView.safeAreaAdjustedContentInset.top
        frame = CGRect(
            x: 0, y: top - UIRefreshControl.pullDistance, width: scrollView.bounds.width,
            height: UIRefreshControl.pullDistance)
        guard isEnabled, !isRefreshing, scrollView.isDragging,
            scrollView.contentOffset.y <= top - UIRefreshControl.pullDistance
        else { return }
        isRefreshing = true
        scrollView.refreshStateChanged()
        sendActions(for: .valueChanged)
    }
}
