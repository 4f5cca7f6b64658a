// A view's first and last baselines, for the engine's `.firstBaseline` and `.lastBaseline` attributes (AL-75,
// AL-76): a view with text (label, button, text field) answers its text's; another view's baselines are its
// bottom; a view whose `forFirstBaselineLayout` / `forLastBaselineLayout` is a descendant answers that
// descendant's, moved into its own coordinates.
//
// Invariants: offsets are in points from the view's top (first) and bottom (last) edge of its bounds; following
// the baseline views terminates (each step goes strictly down the tree).
import Foundation

/// Adopted by views whose baselines are those of the text they draw.
@MainActor
protocol TextBaselineProviding: UIView {
    /// The view's text baselines when it is `height` points tall.
    func textBaselines(forHeight height: CGFloat) -> TextBaselines
}

extension UIView {
    /// The distance from the view's top to its first baseline when it is `height` points tall. The engine's
    /// `firstBaseline` of a view is `top + firstBaselineOffsetFromTop(forHeight: height)`; text is centred
    /// vertically, so for a label or a field this is `height / 2` plus a constant.
    func firstBaselineOffsetFromTop(forHeight height: CGFloat) -> CGFloat {
        let baselineView = forFirstBaselineLayout
        if baselineView !== self, baselineView.isDescendant(of: self) {
            return top(of: baselineView)
                + baselineView.firstBaselineOffsetFromTop(forHeight: baselineView.bounds.height)
        }
        guard let text = self as? TextBaselineProviding else { return height }
        return text.textBaselines(forHeight: height).firstFromTop
    }

    /// The distance from the view's bottom up to its last baseline when it is `height` points tall (0 for a view
    /// without text: its baseline is its bottom).
    func lastBaselineOffsetFromBottom(forHeight height: CGFloat) -> CGFloat {
        let baselineView = forLastBaselineLayout
        if baselineView !== self, baselineView.isDescendant(of: self) {
            let bottom = top(of: baselineView) + baselineView.bounds.height
            let fromItsBottom = baselineView.lastBaselineOffsetFromBottom(forHeight: baselineView.bounds.height)
            return height - bottom + fromItsBottom
        }
        guard let text = self as? TextBaselineProviding else { return 0 }
        return text.textBaselines(forHeight: height).lastFromBottom
    }

    /// The first baseline's distance from the top at the view's current height.
    var firstBaselineOffsetFromTop: CGFloat { firstBaselineOffsetFromTop(forHeight: bounds.height) }

    /// The last baseline's distance from the bottom at the view's current height.
    var lastBaselineOffsetFromBottom: CGFloat { lastBaselineOffsetFromBottom(forHeight: bounds.height) }

    /// How far below the top of the view's bounds a descendant's top lies.
    private func top(of descendant: UIView) -> CGFloat {
        descendant.convert(CGPoint(x: descendant.bounds.minX, y: descendant.bounds.minY), to: self).y - bounds.minY
    }
}
