// One rectangle of a display list: where it is, how it is clipped, its colour, its text and its recorded drawing.
import Foundation

/// One thing a host draws: a filled rectangle, text, a recorded drawing, or a combination.
///
/// Draw `rect` (in the item's own coordinates) mapped by `transform` into window points, clipped to `clip` when
/// set: first fill it with `color` when its alpha is above 0, then draw `text` inside it when set, then `drawing`. Under a
/// rotation the rectangle becomes a parallelogram; a host that draws only axis-aligned rectangles may draw the
/// bounding box of its corners.
public struct DisplayItem: Equatable, Sendable {
    /// The rectangle, in the coordinates of the view that drew it (its bounds coordinates).
    public var rect: CGRect
    /// Maps the item's coordinates to window points: the view's position, transform and its ancestors' (scroll
    /// offsets included).
    public var transform: CGAffineTransform
    /// The clip rectangle in window points: the intersection of the bounding boxes of the item's `clipsToBounds`
    /// ancestors; nil when none clips.
    public var clip: CGRect?
    /// The fill colour; alpha 0 fills nothing (a text item).
    public var color: DisplayColor
    /// Text drawn inside `rect`, or nil.
    public var text: DisplayText?
    /// What a view's `draw(_:)` or a layer drew, or nil: its commands are in the item's coordinates (`rect` starts at
    /// zero), mapped by `transform` and clipped to `clip` like the fill; their alpha already includes the view's
    /// effective opacity. See ``DrawingList``.
    public var drawing: DrawingList?

    /// Creates an item.
    public init(
        rect: CGRect, transform: CGAffineTransform, clip: CGRect?, color: DisplayColor, text: DisplayText? = nil,
        drawing: DrawingList? = nil
    ) {
        self.rect = rect
        self.transform = transform
        self.clip = clip
        self.color = color
        self.text = text
        self.drawing = drawing
    }

    /// The item's rectangle in window points: the bounding box of its transformed corners (before clipping).
    public var windowRect: CGRect { rect.applying(transform) }
}
