// Draws a recorded drawing (a view's `draw(_:)`, a shape or gradient layer) with SDL_RenderGeometry: filled paths as
// horizontal spans of one pixel row each (non-zero or even-odd, from a scanline over the flattened path), strokes
// as one quad per segment plus a square at each vertex (so corners close), gradients as a grid of vertex-coloured
// cells, text runs as the window's text quads, images that carry a drawing by drawing it (four levels deep at most).
//
// Invariants: each command is clipped to the bounding box of its clip (and the item's), in pixels; its alpha is its
// colour's times the command's; clears, blend modes other than normal, dashes and shadows are not drawn (a window has
// nothing to clear to; the rest is beyond a plain SDL renderer), and are left out rather than drawn wrong.
import CSDL2
import Foundation
import ResponderKit

extension SDLWindowRenderer {
    /// Draws `drawing`, whose coordinates `item.transform` maps to window points, times `scale` to pixels.
    func drawRecording(_ drawing: DrawingList, in item: DisplayItem, scale: CGFloat, fonts: SDLFontSet, depth: Int) {
        let toPixels = item.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for command in drawing.commands where command.alpha > 0 {
            var clip = item.clip
            if let own = command.clip?.rect {
                let mapped = own.applying(item.transform)
                clip = clip.map { $0.intersection(mapped) } ?? mapped
            }
            if let clip, clip.isNull || clip.isEmpty { continue }
            setClip(clip, scale: scale)
            switch command.operation {
            case .fill(let path, let rule, let color):
                fill(
                    path, evenOdd: rule == .evenOdd, color: sdlTinted(color, command.alpha), toPixels: toPixels,
                    scale: scale)
            case .stroke(let path, let style, let color):
                let linear = sqrt(abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c))
                stroke(
                    path, halfWidth: max(style.width * linear / 2, 0.5), color: sdlTinted(color, command.alpha),
                    toPixels: toPixels)
            case .linearGradient(let gradient, let start, let end, let options):
                let area = command.clip?.rect ?? item.rect
                let direction = CGPoint(x: end.x - start.x, y: end.y - start.y)
                let squared = direction.x * direction.x + direction.y * direction.y
                gradientGrid(area, gradient: gradient, options: options, alpha: command.alpha, toPixels: toPixels) {
                    p in
                    squared > 0 ? ((p.x - start.x) * direction.x + (p.y - start.y) * direction.y) / squared : 0
                }
            case .radialGradient(let gradient, let startCenter, let startRadius, _, let endRadius, let options):
                let area = command.clip?.rect ?? item.rect
                let span = endRadius - startRadius
                gradientGrid(area, gradient: gradient, options: options, alpha: command.alpha, toPixels: toPixels) {
                    p in
                    let distance =
                        ((p.x - startCenter.x) * (p.x - startCenter.x) + (p.y - startCenter.y) * (p.y - startCenter.y))
                        .squareRoot()
                    return span != 0 ? (distance - startRadius) / span : 1
                }
            case .text(let run):
                let text = DisplayText(
                    string: run.string, fontSize: run.fontSize, color: tinted(run.color, command.alpha),
                    alignment: .left)
                let runItem = DisplayItem(
                    rect: run.rect, transform: run.transform.concatenating(item.transform), clip: clip, color: .clear,
                    text: text)
                drawText(text, in: runItem, scale: scale, fonts: fonts)
            case .image(let image, let rect, let transform):
                guard depth < 4, let nested = image.drawing, image.width > 0, image.height > 0 else { continue }
                let size = image.drawingSize
                let fit = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
                    .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
                var faded = nested
                for index in faded.commands.indices { faded.commands[index].alpha *= command.alpha }
                let imageItem = DisplayItem(
                    rect: CGRect(origin: .zero, size: size),
                    transform: fit.concatenating(transform).concatenating(item.transform), clip: clip, color: .clear)
                drawRecording(faded, in: imageItem, scale: scale, fonts: fonts, depth: depth + 1)
            case .clear:
                continue
            }
            flush()
        }
    }

    // MARK: Fills

    /// Fills the path's subpaths (each closed) by the winding or even-odd rule, one pixel row at a time.
    private func fill(_ path: DrawingPath, evenOdd: Bool, color: SDL_Color, toPixels: CGAffineTransform, scale: CGFloat)
    {
        struct Edge { var x0, y0, x1, y1: CGFloat }
        var edges: [Edge] = []
        var top = CGFloat.infinity
        var bottom = -CGFloat.infinity
        for line in path.polylines(tolerance: 0.25 / max(scale, 1)) {
            let points = line.points.map { $0.applying(toPixels) }
            for (index, a) in points.enumerated() {
                let b = points[(index + 1) % points.count]
                guard a.y != b.y else { continue }
                edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y))
                top = min(top, a.y, b.y)
                bottom = max(bottom, a.y, b.y)
            }
        }
        guard !edges.isEmpty, top.isFinite, bottom.isFinite else { return }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        let firstRow = Int(max(top.rounded(.down), 0))
        let lastRow = Int(min(bottom.rounded(.up), CGFloat(height)))
        guard firstRow < lastRow else { return }
        var crossings: [(x: CGFloat, winding: Int)] = []
        for row in firstRow..<lastRow {
            let y = CGFloat(row) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for edge in edges where (edge.y0 <= y && y < edge.y1) || (edge.y1 <= y && y < edge.y0) {
                let x = edge.x0 + (y - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                crossings.append((x, edge.y1 > edge.y0 ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += evenOdd ? 1 : crossing.winding
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside, index + 1 < crossings.count else { continue }
                let end = crossings[index + 1].x
                guard end > crossing.x else { continue }
                appendPixelQuad(
                    [
                        CGPoint(x: crossing.x, y: CGFloat(row)), CGPoint(x: end, y: CGFloat(row)),
                        CGPoint(x: end, y: CGFloat(row + 1)), CGPoint(x: crossing.x, y: CGFloat(row + 1)),
                    ],
                    colors: [color, color, color, color])
            }
            if vertices.count > 16_000 { flush() }
        }
    }

    // MARK: Strokes

    /// Strokes the path's subpaths: a quad of `halfWidth` pixels on each side per segment, a square at each vertex.
    private func stroke(_ path: DrawingPath, halfWidth: CGFloat, color: SDL_Color, toPixels: CGAffineTransform) {
        let colors = [color, color, color, color]
        for line in path.polylines() {
            var points = line.points.map { $0.applying(toPixels) }
            if line.isClosed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let (nx, ny) = (-dy / length * halfWidth, dx / length * halfWidth)
                appendPixelQuad(
                    [
                        CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                        CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
                    ], colors: colors)
            }
            // Squares at the inner vertices close the corners between segments.
            for p in points.dropFirst().dropLast() {
                appendPixelQuad(
                    [
                        CGPoint(x: p.x - halfWidth, y: p.y - halfWidth),
                        CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                        CGPoint(x: p.x + halfWidth, y: p.y + halfWidth),
                        CGPoint(x: p.x - halfWidth, y: p.y + halfWidth),
                    ],
                    colors: colors)
            }
            if vertices.count > 16_000 { flush() }
        }
    }

    // MARK: Gradients

    /// Fills `area` (drawing coordinates) with a grid of cells whose corners take the gradient's colour at `t(p)`.
    private func gradientGrid(
        _ area: CGRect, gradient: CGGradient, options: CGGradientDrawingOptions, alpha: CGFloat,
        toPixels: CGAffineTransform, _ t: (CGPoint) -> CGFloat
    ) {
        guard !area.isNull, !area.isEmpty else { return }
        let cells = 24
        func corner(_ column: Int, _ row: Int) -> (CGPoint, SDL_Color) {
            let p = CGPoint(
                x: area.minX + area.width * CGFloat(column) / CGFloat(cells),
                y: area.minY + area.height * CGFloat(row) / CGFloat(cells))
            let value = t(p)
            var color = gradient.color(at: min(max(value, 0), 1))
            if (value < 0 && !options.contains(.drawsBeforeStartLocation))
                || (value > 1 && !options.contains(.drawsAfterEndLocation))
            {
                color.a = 0
            }
            return (p.applying(toPixels), sdlColor(tinted(color, alpha)))
        }
        for row in 0..<cells {
            for column in 0..<cells {
                let corners = [
                    corner(column, row), corner(column + 1, row), corner(column + 1, row + 1), corner(column, row + 1),
                ]
                appendPixelQuad(corners.map(\.0), colors: corners.map(\.1))
            }
        }
    }

    // MARK: Helpers

    /// `color` with its alpha multiplied by `alpha`.
    private func tinted(_ color: DisplayColor, _ alpha: CGFloat) -> DisplayColor {
        DisplayColor(r: color.r, g: color.g, b: color.b, a: color.a * alpha)
    }

    /// `color` as SDL's, its alpha multiplied by `alpha`.
    private func sdlTinted(_ color: DisplayColor, _ alpha: CGFloat) -> SDL_Color {
        sdlColor(tinted(color, alpha))
    }

    /// Appends a quad given by its four corners in pixels (in order around it), each with its colour.
    private func appendPixelQuad(_ corners: [CGPoint], colors: [SDL_Color]) {
        let base = Int32(vertices.count)
        for (point, color) in zip(corners, colors) {
            vertices.append(
                SDL_Vertex(
                    position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
                    tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        indices.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
    }
}
