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
        scrollListRect(rect, vertically: alignment, horizontally: nil, animated: animated)
    }

    /// Scrolls so that `rect` is at `vertical` along the y axis and `horizontal` (`.top` the left edge, `.bottom`
    /// the right) along the x axis, each inside the content insets; a nil alignment keeps that axis's offset.
    func scrollListRect(
        _ rect: CGRect, vertically vertical: ListScrollAlignment?, horizontally horizontal: ListScrollAlignment?,
        animated: Bool
    ) {
        var target = contentOffset
        if let vertical,
            let top = listStart(
                rect.minY, rect.maxY, visibleStart: contentOffset.y + contentInset.top,
                visibleLength: bounds.height - contentInset.top - contentInset.bottom, vertical)
        {
            target.y = top - contentInset.top
        }
        if let horizontal,
            let left = listStart(
                rect.minX, rect.maxX, visibleStart: contentOffset.x + contentInset.left,
                visibleLength: bounds.width - contentInset.left - contentInset.right, horizontal)
        {
            target.x = left - contentInset.left
        }
        target = clamped(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Where the visible area must start along one axis for `min…max` to be at `alignment`; nil when `.minimal`
    /// needs no scrolling.
    private func listStart(
        _ min: CGFloat, _ max: CGFloat, visibleStart: CGFloat, visibleLength: CGFloat,
        _ alignment: ListScrollAlignment
    ) -> CGFloat? {
        switch alignment {
        case .top: return min
        case .middle: return (min + max) / 2 - visibleLength / 2
        case .bottom: return max - visibleLength
        case .minimal:
            if min < visibleStart { return min }
            if max > visibleStart + visibleLength { return max - visibleLength }
            return nil
        }
    }
}
