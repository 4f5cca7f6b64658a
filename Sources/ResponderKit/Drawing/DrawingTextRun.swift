// One line of recorded text: the string, its font and colour, and the line's box.

import Foundation

/// One line of text in a ``DrawingList``: `string` set in a font of `fontSize` points in its line box `rect`,
/// whose baseline is `baseline` points below the box's top, mapped by `transform` into base space.
///
/// The box is measured with the application's text measurer (headless the deterministic metric), so it is as
/// wide and high as `size(withAttributes:)` says; a backend draws the string with its own font inside it.
public struct DrawingTextRun: Equatable, Sendable {
    /// The text of the line, without line breaks.
    public var string: String
    /// The font's name.
    public var fontName: String
    /// The font's size in points.
    public var fontSize: CGFloat
    /// The text colour.
    public var color: DisplayColor
    /// The line box in the coordinates of the call: its width is the measured width of the line.
    public var rect: CGRect
    /// The distance from the box's top to the baseline: the font's ascender.
    public var baseline: CGFloat
    /// Maps `rect` into base space (the CTM of the call).
    public var transform: CGAffineTransform

    /// A text run.
    public init(
        string: String, fontName: String, fontSize: CGFloat, color: DisplayColor, rect: CGRect,
        baseline: CGFloat, transform: CGAffineTransform
    ) {
        self.string = string
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.rect = rect
        self.baseline = baseline
        self.transform = transform
    }
}
