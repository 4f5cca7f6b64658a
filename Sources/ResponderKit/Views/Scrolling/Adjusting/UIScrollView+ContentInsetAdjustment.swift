// A scroll view's adjusted content inset: its content inset plus the safe area on the edges its
// `contentInsetAdjustmentBehavior` adjusts, plus a refreshing refresh control's height (SV-58 … SV-63).
//
// Invariants:
// - `adjustedContentInset` is computed on each read from the safe area the last layout pass recorded (no hierarchy
//   walk, no allocation), so it changes with layout as in UIKit; scrolling limits (`scrollableRange`) use it.
// - Each change is reported once, by `adjustedContentInsetDidChange()` (whose default tells the delegate), from
//   the safe area, content inset, content size, behaviour and refresh state changing.
// - Content resting at its top (or left) edge stays at the edge when a safe-area change moves it, as in UIKit.
import Foundation

extension UIScrollView {
    /// How the safe area is added to the content inset (SV-58); ``ContentInsetAdjustmentBehavior/automatic`` by
    /// default.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { adjustmentState.insetBehavior }
        set {
            adjustmentState.insetBehavior = newValue
            adjustedContentInsetMayHaveChanged(keepingEdge: true)
        }
    }

    /// The insets the content is laid out and scrolled with: ``contentInset`` plus the safe area on the edges
    /// ``contentInsetAdjustmentBehavior`` adjusts, plus the refresh control's height while it refreshes and the
    /// user is not dragging (SV-58, SV-59, SV-63).
    public var adjustedContentInset: UIEdgeInsets {
        var insets = safeAreaAdjustedContentInset
        // A refresh control is kept first among the subviews (UIScrollView+RefreshControl.swift): one cast.
        if let refresh = subviews.first as? UIRefreshControl, refresh.isRefreshing, !isDragging {
            insets.top += UIRefreshControl.pullDistance
        }
        return insets
    }

    /// The content inset plus the safe area on the adjusted edges, without the refresh control's height.
    var safeAreaAdjustedContentInset: UIEdgeInsets {
        let safe = recordedSafeAreaInsets
        var insets = contentInset
        guard safe != .zero else { return insets }
        let (horizontal, vertical) = adjustsSafeArea
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// Which axes take the safe area under the current behaviour.
    private var adjustsSafeArea: (horizontal: Bool, vertical: Bool) {
        let scrollsX = contentSize.width > bounds.width || alwaysBounceHorizontal
        let scrollsY = contentSize.height > bounds.height || alwaysBounceVertical
        switch adjustmentState.insetBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsX, scrollsY)
        case .automatic:
            let controller = controllerOwningRootView
            let contained = controller?.navigationController != nil || controller?.tabBarController != nil
            return (scrollsX, scrollsY || contained)
        }
    }

    /// Reports a change of ``adjustedContentInset`` once; with `keepingEdge`, content resting at its top or left
    /// edge (and not moving) moves with it.
    func adjustedContentInsetMayHaveChanged(keepingEdge: Bool) {
        let new = adjustedContentInset
        let old = adjustmentState.reportedInset
        guard new != old else { return }
        adjustmentState.reportedInset = new
        adjustedContentInsetDidChange()
        guard keepingEdge, !isDragging, !isDecelerating, !isZooming else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        contentOffset = offset
    }

    /// The refresh control began or ended refreshing, or was removed: the inset it holds open changes; content left
    /// past the new top springs back to it on the clock.
    func refreshStateChanged() {
        adjustedContentInsetMayHaveChanged(keepingEdge: false)
        guard !isDragging, window != nil, clamped(contentOffset) != contentOffset else { return }
        // One motion at a time: a deceleration in progress gives way to the spring-back.
        stopDecelerating()
        springBack()
    }
}
