// The headless text metric: every measurement derives from the font's point size alone, so text sizes are exact
// and the same on every machine (docs/spec-layout-intrinsic.md AL-60, AL-61; the TextMetrics article).
//
// Invariants: for a point size p, a grapheme cluster advances p / 2; a line is ceil(1.2 p) high; the ascender is p
// and the descender p - ceil(1.2 p), so ascender - descender is the line height and the leading is 0. Name and
// weight play no part.
import Foundation

/// The metric ResponderKit measures text with when no backend supplies one: derived only from the point size.
///
/// For a font of point size p:
///
/// | metric | value | 17 pt | 15 pt |
/// | --- | --- | --- | --- |
/// | advance of each character (grapheme cluster) | p × 0.5 | 8.5 | 7.5 |
/// | `lineHeight` | ⌈p × 1.2⌉ | 21 | 18 |
/// | `ascender` | p | 17 | 15 |
/// | `descender` | p − `lineHeight` | −4 | −3 |
/// | `leading` | 0 | 0 | 0 |
/// | `capHeight` | p × 0.7 | 11.9 | 10.5 |
/// | `xHeight` | p × 0.5 | 8.5 | 7.5 |
///
/// Spaces and tabs are characters like any other; the font's name and weight do not matter (a bold title is as wide
/// as a regular one). Line heights are whole points, so a label's height is a whole number of points.
public struct DeterministicTextMeasurer: Sendable {
    /// The advance of one character as a fraction of the point size.
    public static let advancePerPoint: CGFloat = 0.5
    /// The line height as a fraction of the point size, before rounding up to whole points.
    public static let lineHeightPerPoint: CGFloat = 1.2

    /// The deterministic measurer.
    public init() {}
}

extension DeterministicTextMeasurer: TextMeasuring {
    /// Ascender p, descender p − ⌈1.2 p⌉, leading 0, cap height 0.7 p, x-height 0.5 p.
    public nonisolated func lineMetrics(of font: UIFont) -> FontLineMetrics {
        let size = font.pointSize
        // p × 6 / 5 rather than p × 1.2: exact for whole and half point sizes, so ⌈⌉ never rounds 18.000…01 up.
        let lineHeight = (size * 6 / 5).rounded(.up)
        return FontLineMetrics(
            ascender: size, descender: size - lineHeight, leading: 0, capHeight: size * 0.7, xHeight: size * 0.5)
    }

    /// The number of grapheme clusters times half the point size.
    public nonisolated func width(of text: Substring, in font: UIFont) -> CGFloat {
        CGFloat(text.count) * font.pointSize * DeterministicTextMeasurer.advancePerPoint
    }
}
