// Scrolling a row or item of a list to a place in the visible area, for `selectRow`/`scrollToRow` and
// `selectItem`/`scrollToItem`.
//
// Invariant: the offset chosen is always within the scroll view's scrollable range, as in UIKit (a row near the end
// of the content cannot be scrolled to the top of the visible area).
import Foundation

/// Where a row or item ends up in the visible area.
enum ListScrollAlignment {
    /// Scrolled just enough to be fully visible; not at all when it already is.
    case minimal
    /// At the top of the visible area.
    case top
    /// Centred vertically in the visible area.
    case middle
    /// At the bottom of the visible area.
    case bottom
}

extension UIScrollView {
    /// Scrolls vertically so that `rect` (in content coordinates) is at `alignment` in the area inside the content
    /// insets; the horizontal offset is kept.
    func scrollListRect(_ rect: CGRect, to alignment: ListScrollAlignment, animated: Bool) {
        let visibleTop = contentOffset.y + contentInset.top
        let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
        let top: CGFloat
        switch alignment {
        case .top:
            top = rect.minY
        case .middle:
            top = rect.midY - visibleHeight / 2
        case .bottom:
            top = rect.maxY - visibleHeight
        case .minimal:
            if rect.minY < visibleTop {
                top = rect.minY
            } else if rect.maxY > visibleTop + visibleHeight {
                top = rect.maxY - visibleHeight
            } else {
                return
            }
        }
        let target = clamped(CGPoint(x: contentOffset.x, y: top - contentInset.top))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
