// What text layout asks of a font renderer: a font's vertical metrics and the width of one line of text. Labels,
// buttons, text fields, segmented controls and `NSString`'s sizing all measure through it; line breaking is
// ResponderKit's own (`TextLayout`), so a backend supplies only these two answers.
//
// Invariants: answers are deterministic for a given font and string (layout measures the same line more than once
// and expects the same width), finite and not negative (descenders aside).
import Foundation

/// Measures text for layout: supplied by a backend that renders text, ``DeterministicTextMeasurer`` otherwise.
///
/// An application measures with its ``UIApplication/textMeasurer``; a view uses its window's application's (the
/// shared application's when it is in no window). A backend that draws text with real fonts installs its own
/// measurer there before laying out, so labels and buttons are as wide as the text it draws:
///
/// ```swift
/// application.textMeasurer = MyFontMeasurer(fontFile: path)
/// ```
///
/// Line breaking, truncation and rounding are not the measurer's business: ResponderKit breaks lines at spaces (then
/// between characters) by asking for the widths of candidate lines.
@MainActor
public protocol TextMeasuring {
    /// The vertical metrics of `font` at its point size.
    func lineMetrics(of font: UIFont) -> FontLineMetrics

    /// The advance width of `text` set on one line in `font`, in points: where a character after it would start.
    /// `text` holds no line breaks.
    func width(of text: Substring, in font: UIFont) -> CGFloat
}
