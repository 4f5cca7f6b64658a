// Draws a display list with SDL_Renderer: each item a filled quad through SDL_RenderGeometry (so rotation and
// scale are exact), its clip through SDL_RenderSetClipRect, its text as a textured quad from SDL2_ttf, its recorded
// drawing (what `draw(_:)` drew) through SDLWindowRenderer+Drawing.swift.
//
// Invariants: drawing starts at the last item whose opaque quad covers the whole output (those under it cannot
// show); consecutive untextured quads with the same clip and opacity go out in one SDL_RenderGeometry call
// (opaque ones with SDL_BLENDMODE_NONE, the same pixels without reading the destination; the others blended); the
// vertex and index buffers keep their capacity between frames (drawing allocates nothing once warm, text textures
// aside); a text texture is white and tinted by its vertices, so one texture serves every colour of a string and
// size.
import CSDL2
import Foundation
import ResponderKit

/// The drawing of one window.
@MainActor
final class SDLWindowRenderer {
    /// The SDL renderer.
    let renderer: OpaquePointer
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    private var texts: [TextKey: TextTexture] = [:]
    private var frameNumber = 0
    /// Whether the untextured quads batched now are opaque (drawn with `SDL_BLENDMODE_NONE`) or not (blended).
    var batchIsOpaque = false

    /// A rendered string.
    private struct TextKey: Hashable {
        var string: String
        var pixelSize: Int32
    }

    private struct TextTexture {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
    }

    /// The most text textures kept; beyond it, textures not used in the last frame are destroyed.
    private static let textCacheLimit = 512

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        vertices.reserveCapacity(4096)
        indices.reserveCapacity(6144)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Draws `list` on a white background and presents it. Points are multiplied by `scale` to pixels.
    func draw(_ list: DisplayList, scale: CGFloat, fonts: SDLFontSet) {
        frameNumber += 1
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        batchIsOpaque = false
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var currentClip: CGRect? = nil
        for item in list.items[firstVisibleIndex(list, scale: scale)...] {
            if item.clip != currentClip {
                flush()
                currentClip = item.clip
                setClip(item.clip, scale: scale)
            }
            // An empty clip shows nothing (SDL would treat an empty clip rectangle as no clip at all).
            if let clip = item.clip, pixelRect(clip, scale: scale).w <= 0 || pixelRect(clip, scale: scale).h <= 0 {
                continue
            }
            if item.color.a > 0 {
                let color = sdlColor(item.color)
                // Opaque quads are copied, not blended: the same pixels, without reading the destination.
                let opaque = color.a == 255
                if opaque != batchIsOpaque {
                    flush()
                    batchIsOpaque = opaque
                    SDL_SetRenderDrawBlendMode(renderer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                }
                appendQuad(item.rect, item.transform, scale: scale, color: color)
            }
            if let text = item.text, !text.string.isEmpty, text.color.a > 0 {
                flush()
                drawText(text, in: item, scale: scale, fonts: fonts)
            }
            if let drawing = item.drawing, !drawing.isEmpty {
                flush()
                drawRecording(drawing, in: item, scale: scale, fonts: fonts, depth: 0)
                // The recording set its own clips and blend mode: restore the item's for what follows.
                setClip(currentClip, scale: scale)
                batchIsOpaque = false
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            }
        }
        flush()
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderPresent(renderer)
        trimTextCache()
    }

    /// The index of the last item that covers the whole output with an opaque, unclipped, unrotated quad (0 when
    /// none does): every item before it is hidden under it, so drawing starts there (the same pixels, fewer to
    /// fill; a window's own background is always under its root view's).
    private func firstVisibleIndex(_ list: DisplayList, scale: CGFloat) -> Int {
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else { return 0 }
        var index = list.items.count - 1
        while index > 0 {
            let item = list.items[index]
            let transform = item.transform
            if item.clip == nil, sdlColor(item.color).a == 255, transform.b == 0, transform.c == 0 {
                let covered = item.windowRect
                if covered.minX * scale <= 0 && covered.minY * scale <= 0 && covered.maxX * scale >= CGFloat(width)
                    && covered.maxY * scale >= CGFloat(height)
                {
                    return index
                }
            }
            index -= 1
        }
        return 0
    }

    /// Destroys the text textures and the renderer.
    func destroy() {
        for text in texts.values { SDL_DestroyTexture(text.texture) }
        texts = [:]
        SDL_DestroyRenderer(renderer)
    }

    // MARK: Quads

    /// Appends a quad: `rect` in the item's coordinates through `transform` to window points, times `scale`
    /// to pixels. Texture coordinates span the whole texture (ignored by untextured calls).
    func appendQuad(_ rect: CGRect, _ transform: CGAffineTransform, scale: CGFloat, color: SDL_Color) {
        let base = Int32(vertices.count)
        func vertex(_ x: CGFloat, _ y: CGFloat, _ u: Float, _ v: Float) -> SDL_Vertex {
            let px = (transform.a * x + transform.c * y + transform.tx) * scale
            let py = (transform.b * x + transform.d * y + transform.ty) * scale
            return SDL_Vertex(
                position: SDL_FPoint(x: Float(px), y: Float(py)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        vertices.append(vertex(rect.minX, rect.minY, 0, 0))
        vertices.append(vertex(rect.maxX, rect.minY, 1, 0))
        vertices.append(vertex(rect.maxX, rect.maxY, 1, 1))
        vertices.append(vertex(rect.minX, rect.maxY, 0, 1))
        indices.append(base)
        indices.append(base + 1)
        indices.append(base + 2)
        indices.append(base)
        indices.append(base + 2)
        indices.append(base + 3)
    }

    /// Sends the batched untextured quads.
    func flush(texture: OpaquePointer? = nil) {
        guard !vertices.isEmpty else { return }
        _ = vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                SDL_RenderGeometry(
                    renderer, texture, vertexBuffer.baseAddress, Int32(vertexBuffer.count), indexBuffer.baseAddress,
                    Int32(indexBuffer.count))
            }
        }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    // MARK: Clipping

    func setClip(_ clip: CGRect?, scale: CGFloat) {
        guard let clip else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var rect = pixelRect(clip, scale: scale)
        if rect.w > 0 && rect.h > 0 { SDL_RenderSetClipRect(renderer, &rect) }
    }

    /// A rectangle in window points as whole pixels (edges rounded to the nearest pixel).
    func pixelRect(_ rect: CGRect, scale: CGFloat) -> SDL_Rect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return SDL_Rect() }
        let limit: CGFloat = 16_777_216
        let minX = Int32(max(-limit, min(limit, (rect.minX * scale).rounded())))
        let minY = Int32(max(-limit, min(limit, (rect.minY * scale).rounded())))
        let maxX = Int32(max(-limit, min(limit, (rect.maxX * scale).rounded())))
        let maxY = Int32(max(-limit, min(limit, (rect.maxY * scale).rounded())))
        return SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)
    }

    // MARK: Text

    func drawText(_ text: DisplayText, in item: DisplayItem, scale: CGFloat, fonts: SDLFontSet) {
        let pixelSize = Int32(max(1, min(512, (CGFloat(text.fontSize) * scale).rounded())))
        guard let rendered = texture(for: text.string, pixelSize: pixelSize, fonts: fonts) else { return }
        let width = CGFloat(rendered.width) / scale
        let height = CGFloat(rendered.height) / scale
        let rect = item.rect
        let x: CGFloat =
            switch text.alignment {
            case .center: rect.midX - width / 2
            case .right: rect.maxX - width
            default: rect.minX
            }
        let quad = CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
        appendQuad(quad, item.transform, scale: scale, color: sdlColor(text.color))
        flush(texture: rendered.texture)
    }

    private func texture(for string: String, pixelSize: Int32, fonts: SDLFontSet) -> TextTexture? {
        let key = TextKey(string: string, pixelSize: pixelSize)
        if var cached = texts[key] {
            cached.lastUsed = frameNumber
            texts[key] = cached
            return cached
        }
        guard let font = fonts.font(pixelSize: pixelSize),
            let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = TextTexture(
            texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frameNumber)
        texts[key] = entry
        return entry
    }

    private func trimTextCache() {
        guard texts.count > SDLWindowRenderer.textCacheLimit else { return }
        for (key, text) in texts where text.lastUsed < frameNumber {
            SDL_DestroyTexture(text.texture)
            texts[key] = nil
        }
    }

    func sdlColor(_ color: DisplayColor) -> SDL_Color {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return SDL_Color(
            r: byte(Double(color.r)), g: byte(Double(color.g)), b: byte(Double(color.b)), a: byte(Double(color.a)))
    }
}
