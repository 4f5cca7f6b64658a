// Text a host draws inside a display item's rectangle.
import Foundation

/// Text to draw inside a ``DisplayItem``'s `rect`: one line, vertically centred, aligned horizontally by
/// `alignment` (`.natural` and `.justified` as `.left`), clipped to the item's `clip` like its fill.
///
/// Headless there are no glyph metrics: a host measures and renders the string with its own font of `fontSize`
/// points (text is never measured by ResponderKit; where it places a caret it estimates, see
/// ``estimatedAdvance``).
public struct DisplayText: Equatable, Hashable, Sendable {
    /// The text.
    public var string: String
    /// The font size in points (the view's `UIFont.pointSize`).
    public var fontSize: CGFloat
    /// The text colour, the view's effective opacity multiplied in.
    public var color: DisplayColor
    /// The horizontal alignment within the item's rectangle.
    public var alignment: NSTextAlignment

    /// Creates text to draw.
    public init(string: String, fontSize: CGFloat, color: DisplayColor, alignment: NSTextAlignment) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
    }

    /// The advance of one character assumed when a text field places its caret and selection, as a fraction of
    /// the font size: about the average advance of DejaVu Sans and similar sans-serif fonts.
    public static let estimatedAdvance: CGFloat = 0.55
}
