// Scrolling a focused element into view, as VoiceOver does when it moves onto content a scroll view hides.
//
// Invariants:
// - Each scroll view around the element, innermost first, moves its `contentOffset` by the least amount that puts
//   the element's frame inside its visible bounds (the element's leading and top edges win when it is larger),
//   within the scrollable range; scroll views that already show it do not move.
// - Frames are compared in screen coordinates, which equal a scroll view's own units unless an ancestor scales it.
import Foundation

extension AccessibilityNavigator {
    /// Scrolls every scroll view that holds `element` so that its ``UIResponder/accessibilityFrame`` is visible.
    func scrollIntoView(_ element: UIResponder) {
        // The element's view: itself, or the first view up its chain (an element's container).
        guard let view = ResponderChainWalk.chain(from: element).responders.first(where: { $0 is UIView }) as? UIView
        else { return }
        var ancestor = view === element ? view.superview : view
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { reveal(element.accessibilityFrame, in: scrollView) }
            ancestor = current.superview
        }
    }

    /// Moves `scrollView`'s offset by the least amount that shows `frame` (screen coordinates) in its bounds.
    private func reveal(_ frame: CGRect, in scrollView: UIScrollView) {
        let values = [frame.minX, frame.minY, frame.maxX, frame.maxY]
        guard !frame.isNull, values.allSatisfy(\.isFinite) else { return }
        let visible = scrollView.screenFrame
        var offset = scrollView.contentOffset
        offset.x += Self.shift(frame.minX, frame.maxX, into: visible.minX, visible.maxX)
        offset.y += Self.shift(frame.minY, frame.maxY, into: visible.minY, visible.maxY)
        let target = scrollView.clamped(offset)
        if target != scrollView.contentOffset { scrollView.contentOffset = target }
    }

    /// How far the visible span `lower…upper` must move so that it holds `low…high` (or at least `low`).
    private static func shift(_ low: CGFloat, _ high: CGFloat, into lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        if low < lower { return low - lower }
        if high > upper { return min(high - upper, low - lower) }
        return 0
    }
}
