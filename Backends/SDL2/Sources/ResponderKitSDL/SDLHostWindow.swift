// One SDL window showing one visible `UIWindow`.
//
// Invariants: `window` and `renderer` are valid until `destroy()`; `sdlID` is the SDL window's id and `recordID`
// the id recordings use (1 for the first window the host showed, then 2, 3 …).
import CSDL2
import Foundation
import ResponderKit

/// An SDL window, its renderer and what was drawn last.
@MainActor
final class SDLHostWindow {
    /// The window shown.
    let uiWindow: UIWindow
    /// The SDL window.
    private(set) var window: OpaquePointer?
    /// SDL's id of the window (events name windows by it).
    let sdlID: UInt32
    /// The id of the window in recordings.
    let recordID: Int
    /// The drawing of this window.
    let renderer: SDLWindowRenderer
    /// The window's size in points (SDL window coordinates).
    private(set) var pointSize: CGSize
    /// Pixels per point: the drawable size over the window size (1 unless the display is high-DPI).
    private(set) var scale: CGFloat = 1
    /// The display list drawn last, nil before the first drawing.
    var lastDrawn: DisplayList?
    /// Whether the window must be drawn even if its display list did not change (exposed, resized).
    var needsRedraw = true

    /// Opens an SDL window for `uiWindow` at its frame (origin and size in points), or returns nil with SDL's
    /// error.
    init(showing uiWindow: UIWindow, title: String, recordID: Int) throws(SDLHostError) {
        let frame = uiWindow.frame
        let width = Int32(max(1, min(16_384, frame.width.rounded())))
        let height = Int32(max(1, min(16_384, frame.height.rounded())))
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        let x = Int32(max(-16_384, min(16_384, frame.minX.rounded())))
        let y = Int32(max(-16_384, min(16_384, frame.minY.rounded())))
        guard let window = SDL_CreateWindow(title, x, y, width, height, flags) else {
            throw SDLHostError(message: "cannot open a window: \(SDLHost.lastError)", exitStatus: 1)
        }
        guard
            let renderer = SDL_CreateRenderer(window, -1, 0)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let message = SDLHost.lastError
            SDL_DestroyWindow(window)
            throw SDLHostError(message: "cannot create a renderer: \(message)", exitStatus: 1)
        }
        self.uiWindow = uiWindow
        self.window = window
        self.sdlID = SDL_GetWindowID(window)
        self.recordID = recordID
        self.renderer = SDLWindowRenderer(renderer: renderer)
        self.pointSize = CGSize(width: CGFloat(width), height: CGFloat(height))
        updateSize()
    }

    /// Reads the window's size and scale from SDL and gives the `UIWindow` that size and a screen of that scale.
    func updateSize() {
        guard let window else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer.renderer, &pixelWidth, &pixelHeight)
        pointSize = CGSize(width: CGFloat(width), height: CGFloat(height))
        scale = width > 0 && pixelWidth > 0 ? CGFloat(pixelWidth) / CGFloat(width) : 1
        if uiWindow.frame.size != pointSize { uiWindow.frame.size = pointSize }
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        let screenBounds =
            display >= 0 && SDL_GetDisplayBounds(display, &bounds) == 0
            ? CGRect(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h))
            : CGRect(origin: .zero, size: pointSize)
        if uiWindow.screen.scale != scale || uiWindow.screen.bounds != screenBounds {
            uiWindow.screen = UIScreen(bounds: screenBounds, scale: scale)
        }
        needsRedraw = true
    }

    /// Follows a size the app gave its `UIWindow`.
    func followFrame() {
        guard let window else { return }
        let size = uiWindow.frame.size
        guard size != pointSize, size.width >= 1, size.height >= 1 else { return }
        SDL_SetWindowSize(
            window, Int32(min(16_384, size.width.rounded())), Int32(min(16_384, size.height.rounded())))
        updateSize()
    }

    /// Draws the window's display list if it changed since the last drawing or the window needs it; returns
    /// whether it drew.
    func drawIfNeeded(fonts: SDLFontSet) -> Bool {
        // The display pass first: views marked for display (or never displayed) record their `draw(_:)`.
        uiWindow.runDisplayPass()
        let list = uiWindow.displayList()
        guard needsRedraw || lastDrawn != list else { return false }
        renderer.draw(list, scale: scale, fonts: fonts)
        lastDrawn = list
        needsRedraw = false
        return true
    }

    /// Closes the SDL window; the `UIWindow` is left as it is.
    func destroy() {
        renderer.destroy()
        if let window { SDL_DestroyWindow(window) }
        window = nil
    }
}
