// Springs and struts: when a view's bounds size changes, each of its subviews with an autoresizing mask is resized
// and moved at once, as UIKit does.
//
// Invariants:
// - Along each axis a subview's frame splits the superview's old length into three parts: the margin before the
//   frame (its origin; the superview's bounds origin plays no part), its length, and the margin after it. The change
//   of the superview's length is shared among the parts the mask makes flexible, in proportion to their sizes
//   (equally when they add up to zero or less); the other parts keep their size. A length stops at zero.
// - Nothing moves when the superview's `autoresizesSubviews` is false, for a subview without a mask, or along an
//   axis with no flexible part. The subview's overridable `frame` setter is used, so its own subviews follow in turn
//   (recursively, as in UIKit) and its overrides see the change.
import Foundation

extension UIView {
    final func setAutoresizingMaskImpl(_ mask: AutoresizingMask) {
        if mask.isEmpty && extras == nil { return }
        ensuredExtras.autoresizingMask = mask
    }

    /// Resizes the subviews for a change of the receiver's bounds size from `oldSize`.
    final func autoresizeSubviews(from oldSize: CGSize) {
        guard !flags.contains(.keepsSubviewFrames), !subviewStorage.isEmpty else { return }
        let newSize = storedBounds.size
        // A copy: a subview's frame override may change the subviews.
        let subviews = storedSubviews
        for subview in subviews where subview.storedSuperview === self {
            guard let mask = subview.extras?.autoresizingMask, !mask.isEmpty else { continue }
            subview.autoresize(by: mask, from: oldSize, to: newSize)
        }
    }

    private func autoresize(by mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize) {
        let old = frame
        let horizontal = UIView.resizedAxis(
            start: old.minX, length: old.width, oldTotal: oldSize.width, newTotal: newSize.width,
            flexibleBefore: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleAfter: mask.contains(.flexibleRightMargin))
        let vertical = UIView.resizedAxis(
            start: old.minY, length: old.height, oldTotal: oldSize.height, newTotal: newSize.height,
            flexibleBefore: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleAfter: mask.contains(.flexibleBottomMargin))
        let new = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        if new != old { frame = new }
    }

    /// The new start and length of a frame along one axis whose superview length goes from `oldTotal` to
    /// `newTotal`.
    static func resizedAxis(
        start: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat, flexibleBefore: Bool,
        flexibleLength: Bool, flexibleAfter: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = newTotal - oldTotal
        let after = oldTotal - start - length
        var flexibleParts: CGFloat = 0
        var flexibleSum: CGFloat = 0
        if flexibleBefore {
            flexibleParts += 1
            flexibleSum += start
        }
        if flexibleLength {
            flexibleParts += 1
            flexibleSum += length
        }
        if flexibleAfter {
            flexibleParts += 1
            flexibleSum += after
        }
        guard flexibleParts > 0, delta != 0, delta.isFinite else { return (start, length) }
        func grown(_ part: CGFloat) -> CGFloat {
            flexibleSum > 0 ? part + delta * part / flexibleSum : part + delta / flexibleParts
        }
        return (flexibleBefore ? grown(start) : start, flexibleLength ? max(0, grown(length)) : length)
    }
}
