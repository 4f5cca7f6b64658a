// A font's vertical metrics, as the shared application's text measurer reports them (headless: the deterministic
// metric, AL-60).
//
// Invariant: `lineHeight == ascender - descender + leading`, as in UIKit.
import Foundation

extension UIFont {
    /// The metrics of the font from the shared application's ``UIApplication/textMeasurer``.
    @MainActor var lineMetrics: FontLineMetrics { UIApplication.shared.textMeasurer.lineMetrics(of: self) }

    /// The distance from one baseline to the next: `ascender - descender + leading`. Headless ⌈1.2 × pointSize⌉
    /// (21 for 17 points).
    @MainActor public var lineHeight: CGFloat { lineMetrics.lineHeight }

    /// The distance from the baseline to the top of the tallest glyphs. Headless the point size.
    @MainActor public var ascender: CGFloat { lineMetrics.ascender }

    /// The distance from the baseline to the bottom of the lowest glyphs, negative (as in UIKit). Headless
    /// pointSize − lineHeight (−4 for 17 points).
    @MainActor public var descender: CGFloat { lineMetrics.descender }

    /// The extra space between lines. Headless 0, as for the system font on iOS.
    @MainActor public var leading: CGFloat { lineMetrics.leading }

    /// The height of capital letters above the baseline. Headless 0.7 × pointSize.
    @MainActor public var capHeight: CGFloat { lineMetrics.capHeight }

    /// The height of a lowercase "x" above the baseline. Headless 0.5 × pointSize.
    @MainActor public var xHeight: CGFloat { lineMetrics.xHeight }
}
