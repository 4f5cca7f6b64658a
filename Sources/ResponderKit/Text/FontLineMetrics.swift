// The vertical metrics of a font at its size, as a text measurer reports them: what `UIFont.lineHeight`,
// `ascender`, `descender`, `capHeight`, `xHeight` and `leading` answer, and what text layout stacks lines by.
//
// Invariants: `lineHeight == ascender - descender + leading`; the descender is zero or negative, as UIFont's is.
import Foundation

/// The vertical metrics of one font at one size, in points, with UIFont's sign conventions.
///
/// A ``TextMeasuring`` measurer returns them for a font; text layout puts one line every ``lineHeight`` points and
/// a line's baseline ``ascender`` points below its top.
public struct FontLineMetrics: Equatable, Hashable, Sendable {
    /// The distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: CGFloat
    /// The distance from the baseline to the bottom of the lowest glyphs: zero or negative, as `UIFont.descender`.
    public var descender: CGFloat
    /// The extra space between one line's descender and the next line's ascender.
    public var leading: CGFloat
    /// The height of a capital letter above the baseline.
    public var capHeight: CGFloat
    /// The height of a lowercase "x" above the baseline.
    public var xHeight: CGFloat

    /// The distance from one line's top to the next line's: `ascender - descender + leading`.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// Metrics with the given values; a positive descender is taken as its negative (UIFont's convention).
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat = 0, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = -abs(descender)
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
