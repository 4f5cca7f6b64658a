// What a rasterizer asks of a backend that has fonts: the pixels one line of text covers. Headless there are no
// glyphs, and a rasterized picture shows each line of text as a bar (see `DrawingRasterizer`).
//
// Invariant: a coverage answer is for the run's own line box (`DrawingTextRun.rect`) at the asked scale, row by
// row from its top left corner; the rasterizer maps it through the run's transform and clips it.
import Foundation

/// Renders the glyphs of text runs as coverage masks, for ``DrawingRasterizer``: supplied by a backend that has
/// fonts (install it as the application's ``UIApplication/textRasterizer``).
@MainActor
public protocol TextRasterizing {
    /// The pixels the glyphs of `run` cover in its line box `run.rect` at `scale` pixels per point, or nil when
    /// this renderer cannot draw it (the rasterizer then draws the run as a bar).
    func coverage(of run: DrawingTextRun, scale: CGFloat) -> TextCoverage?
}

/// Which pixels of a line box the glyphs cover: `width` × `height` values, row by row from the top left, each
/// 0 (uncovered) … 255 (covered), multiplied with the run's colour.
public struct TextCoverage: Equatable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// `width * height` coverage values, row by row.
    public var values: [UInt8]

    /// A mask; nil when `values` does not hold `width * height` values or a side is not positive.
    public init?(width: Int, height: Int, values: [UInt8]) {
        guard width > 0, height > 0, values.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.values = values
    }
}
