// Where the first and last baselines of a block of text lines lie in a view: the block is centred vertically in a
// box of the view (a label's bounds, a button's content rectangle, a field's bounds), as UIKit draws it (AL-75).
//
// Invariants: `firstFromTop` is measured down from the view's top, `lastFromBottom` up from its bottom; at least
// one line counts (an empty label's baseline is where one line's would be); when the box is shorter than the
// lines, only the lines that fit (at least one) are centred.
import Foundation

/// The distances from a view's top to its first baseline and from its bottom to its last baseline.
struct TextBaselines: Equatable {
    /// From the view's top down to its first baseline.
    var firstFromTop: CGFloat
    /// From the view's bottom up to its last baseline.
    var lastFromBottom: CGFloat

    /// The baselines of `lineCount` lines with `metrics`, centred in the box from `boxTop` down `boxHeight` points of
    /// a view `height` points tall.
    static func centred(
        lineCount: Int, metrics: FontLineMetrics, boxTop: CGFloat, boxHeight: CGFloat, height: CGFloat
    ) -> TextBaselines {
        let lineHeight = metrics.lineHeight
        let fitting = lineHeight > 0 && boxHeight >= lineHeight ? Int((boxHeight / lineHeight).rounded(.down)) : 1
        let visible = max(1, min(lineCount, fitting))
        let top = boxTop + (boxHeight - CGFloat(visible) * lineHeight) / 2
        let first = top + metrics.ascender
        let last = top + CGFloat(visible - 1) * lineHeight + metrics.ascender
        return TextBaselines(firstFromTop: first, lastFromBottom: height - last)
    }
}
