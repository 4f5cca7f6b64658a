// Real text measurement for layout: SDL2_ttf's metrics of the font the host draws text with, so labels, buttons and
// fields are as wide as the text on screen (the core's `TextMeasuring`, installed as the application's measurer).
//
// Invariants: a font of p points is measured at p × `scale` pixels, rounded to whole pixels (the size the
// renderer draws it at on a screen of that scale), results divided by `scale`; when the font file cannot be opened,
// the deterministic metric answers (text is not drawn then either).
import CSDL2
import Foundation
import ResponderKit

/// Measures text with SDL2_ttf in the host's font file (``SDLHostOptions/fontPath``).
///
/// ``SDLHost`` installs one as the application's `textMeasurer` when ``SDLHostOptions/measuresText`` is true (the
/// default), and puts the deterministic metric back when `run()` returns. Widths are `TTF_SizeUTF8`'s (hinted
/// advances, as `TTF_RenderUTF8_Blended` draws them); the line height is `TTF_FontLineSkip`; ascender and descender
/// `TTF_FontAscent` and `TTF_FontDescent`; cap height and x-height the tops of "H" and "x".
@MainActor
public final class SDLTextMeasurer: TextMeasuring {
    let fonts: SDLFontSet
    /// Pixels per point at which fonts are opened and measured.
    public let scale: CGFloat
    private var metricsBySize: [Int32: FontLineMetrics] = [:]

    init(fonts: SDLFontSet, scale: CGFloat = 1) {
        self.fonts = fonts
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The pixel size the renderer draws `font` at on a screen of ``scale``.
    private func pixelSize(of font: UIFont) -> Int32 {
        Int32(max(1, min(512, (font.pointSize * scale).rounded())))
    }

    /// SDL2_ttf's ascent, descent, line skip and glyph tops, in points.
    public func lineMetrics(of font: UIFont) -> FontLineMetrics {
        let size = pixelSize(of: font)
        if let cached = metricsBySize[size] { return cached }
        guard let ttf = fonts.font(pixelSize: size) else { return DeterministicTextMeasurer().lineMetrics(of: font) }
        let ascent = CGFloat(TTF_FontAscent(ttf)) / scale
        let descent = CGFloat(TTF_FontDescent(ttf)) / scale
        let lineSkip = CGFloat(TTF_FontLineSkip(ttf)) / scale
        let metrics = FontLineMetrics(
            ascender: ascent, descender: descent, leading: max(0, lineSkip - (ascent - descent)),
            capHeight: glyphTop(ttf, "H") ?? ascent * 0.7, xHeight: glyphTop(ttf, "x") ?? ascent * 0.5)
        metricsBySize[size] = metrics
        return metrics
    }

    /// `TTF_SizeUTF8`'s width of `text`, in points.
    public func width(of text: Substring, in font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        guard let ttf = fonts.font(pixelSize: pixelSize(of: font)) else {
            return DeterministicTextMeasurer().width(of: text, in: font)
        }
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(ttf, String(text), &width, &height) == 0 else {
            return DeterministicTextMeasurer().width(of: text, in: font)
        }
        return CGFloat(width) / scale
    }

    /// The top of a glyph above the baseline, in points.
    private func glyphTop(_ ttf: OpaquePointer, _ character: Unicode.Scalar) -> CGFloat? {
        var minX: Int32 = 0
        var maxX: Int32 = 0
        var minY: Int32 = 0
        var maxY: Int32 = 0
        var advance: Int32 = 0
        guard TTF_GlyphMetrics32(ttf, character.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        return CGFloat(maxY) / scale
    }
}
