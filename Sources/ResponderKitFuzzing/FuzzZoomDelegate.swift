// The delegate of a random driver's scroll view: it names the view to zoom, the content's first subview or, for
// scene ids divisible by 3, a view that is not in the scroll view at all (UIKit ignores such a view).
//
// Invariants: holds the outsider strongly (nothing else does) and the scroll view not at all.
import Foundation
import ResponderKit

/// Answers `viewForZooming(in:)` for a recording scroll view.
@MainActor
final class FuzzZoomDelegate: UIScrollViewDelegate {
    /// A view outside every hierarchy, named as the zoomed view when `namesOutsider` is true.
    private let outsider = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Whether the delegate names `outsider` instead of the first subview.
    let namesOutsider: Bool

    init(namesOutsider: Bool) {
        self.namesOutsider = namesOutsider
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        namesOutsider ? outsider : scrollView.subviews.first
    }
}
