// The fonts of text drawing: one SDL2_ttf font per pixel size, opened on first use. A font that cannot be opened
// disables text with one warning.
import CSDL2
import Foundation

/// SDL2_ttf fonts of one file, by pixel size.
@MainActor
final class SDLFontSet {
    private let path: String
    private var fonts: [Int32: OpaquePointer] = [:]
    private var failed = false

    /// A set reading `path`.
    init(path: String) {
        self.path = path
    }

    /// The font at `pixelSize` (clamped to 1…512), or nil when text is disabled.
    func font(pixelSize: Int32) -> OpaquePointer? {
        let size = max(1, min(512, pixelSize))
        if let font = fonts[size] { return font }
        guard !failed else { return nil }
        guard let font = TTF_OpenFont(path, size) else {
            failed = true
            SDLHost.warn("text is not drawn: cannot open the font \(path): \(SDLHost.lastError)")
            return nil
        }
        fonts[size] = font
        return font
    }

    /// Closes every font.
    func close() {
        for font in fonts.values { TTF_CloseFont(font) }
        fonts = [:]
    }
}
