// A screenshot: the drawing of a rectangle of the screen, taken from the windows' display lists when the
// screenshot was taken, with XCUITest's `image` and `pngRepresentation` and ResponderKit's `svgRepresentation`.
//
// Invariants: a screenshot is immutable (it holds the drawing, not the views), so later changes to the app do not
// change it; the PNG is rasterized once, when first asked for; a failed screenshot has size zero, an empty image,
// an empty PNG and an empty SVG document.
import Foundation
import ResponderKit

/// A captured picture of a screen, application or element, with XCUITest's API (UT-180 … UT-189).
///
/// The picture is the screen's content in the captured rectangle, in window points scaled by the screen's scale:
/// the visible windows of the application back to front, each drawn from its display list
/// (`UIWindow.displayList()`) over the screen's black. It is available three ways:
/// - ``image``: a `UIImage` of the rectangle's size at the screen's scale whose `cgImage` carries the drawing.
/// - ``pngRepresentation``: PNG data rasterized by `DrawingRasterizer`: headless, text is a bar of
///   its colour where its glyphs would stand; with a backend's
///   `UIApplication.textRasterizer`, the backend's glyphs.
/// - ``svgRepresentation``: an SVG document (text as SVG text in the viewer's sans-serif font).
@MainActor
public final class XCUIScreenshot {
    /// The size in points.
    let size: CGSize
    /// Pixels per point.
    let scale: CGFloat
    /// What the rectangle shows, its top left corner at the origin.
    let drawing: DrawingList
    /// Draws glyphs in the PNG; nil draws text as bars.
    let textRasterizer: (any TextRasterizing)?
    private var png: Data?

    /// What the screen shows where no window draws.
    static let screenBackground = DisplayColor(r: 0, g: 0, b: 0, a: 1)

    init(drawing: DrawingList, size: CGSize, scale: CGFloat, textRasterizer: (any TextRasterizing)?) {
        self.drawing = drawing
        self.size = size
        self.scale = scale
        self.textRasterizer = textRasterizer
        image = drawing.image(size: size, scale: scale)
    }

    /// The screenshot of a failed capture: nothing, size zero.
    static func empty() -> XCUIScreenshot {
        XCUIScreenshot(drawing: DrawingList(), size: .zero, scale: 1, textRasterizer: nil)
    }

    /// The screenshot as an image: its size is the captured rectangle's in points, its scale the screen's, and
    /// its `cgImage` carries the drawing (headless an image holds its drawing, not pixels).
    public let image: UIImage

    /// The screenshot as PNG data (8-bit RGBA, opaque): the drawing rasterized at the screen's scale, pixels
    /// sampled at their centres. Headless, each line of text is a bar of its colour, as wide as the text and half
    /// its font size high on its baseline; with a backend's text rasterizer, its glyphs. Empty for a failed
    /// screenshot.
    public var pngRepresentation: Data {
        if let png { return png }
        let data = bitmap.pngData()
        png = data
        return data
    }

    /// The screenshot as a self-contained SVG document (a ResponderKit addition): its viewBox is the rectangle in
    /// points, its pixel size times the screen's scale; text is SVG text in the viewer's sans-serif font,
    /// stretched to the measured width.
    public var svgRepresentation: String {
        drawing.svg(size: size, scale: scale, background: XCUIScreenshot.screenBackground)
    }

    /// The pixels of ``pngRepresentation``.
    var bitmap: DrawingBitmap {
        var rasterizer = DrawingRasterizer(
            size: size, scale: scale, background: XCUIScreenshot.screenBackground, textRasterizer: textRasterizer)
        rasterizer.draw(drawing)
        return rasterizer.bitmap
    }
}
