// The glyphs of screenshots' text: SDL2_ttf renders each run in the host's font, and its alpha is the coverage the
// core's rasterizer draws in the run's colour (the core's `TextRasterizing`, installed with the measurer).
//
// Invariants: a run is rendered at its font size times the asked scale, rounded to whole pixels, with
// `TTF_RenderUTF8_Blended` (as the window renderer draws text); the rendered line's top left is the line box's,
// so its baseline is the box's when the same measurer laid the text out; nothing outside the box is covered. When
// the font cannot be opened or rendering fails, the answer is nil (the rasterizer draws a bar).
import CSDL2
import Foundation
import ResponderKit

extension SDLTextMeasurer: TextRasterizing {
    /// The alpha of `run`'s text rendered by SDL2_ttf at `run.fontSize × scale` pixels, cut to its line box.
    public func coverage(of run: DrawingTextRun, scale: CGFloat) -> TextCoverage? {
        let width = Int((run.rect.width * scale).rounded(.up))
        let height = Int((run.rect.height * scale).rounded(.up))
        let size = (run.fontSize * scale).rounded()
        guard width > 0, height > 0, width < 1 << 14, height < 1 << 14, size.isFinite, !run.string.isEmpty,
            let font = fonts.font(pixelSize: Int32(max(1, min(512, size)))),
            let rendered = TTF_RenderUTF8_Blended(font, run.string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(rendered) }
        // Blended text is 32-bit ARGB; converting makes the layout certain whatever SDL2_ttf's version chose.
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        let columns = min(Int(surface.pointee.w), width)
        let rows = min(Int(surface.pointee.h), height)
        var values = [UInt8](repeating: 0, count: width * height)
        for row in 0..<rows {
            let line = pixels.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<columns { values[row * width + column] = UInt8(line[column] >> 24) }
        }
        return TextCoverage(width: width, height: height, values: values)
    }
}
