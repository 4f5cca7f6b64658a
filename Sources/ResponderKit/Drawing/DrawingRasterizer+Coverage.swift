// Which pixels a command covers: filled and stroked paths as polygons, gradients over their clip, text through
// the text rasterizer or as a bar, all limited to the command's clip.
//
// Invariants: a mask never reaches outside the canvas or the clip's rectangle; clip shapes are tested at pixel
// centres; curves are flattened to a quarter of a pixel.
#if !_runtime(_ObjC)
    import Foundation

    extension DrawingRasterizer {
        /// The pixels `operation` covers inside `clip`, or nil when it covers none.
        mutating func coverage(of operation: DrawingOperation, clip: DrawingClip?) -> RasterMask? {
            guard var mask = emptyMask(clip) else { return nil }
            switch operation {
            case .fill(let path, let rule, _):
                mask.fill(polygons(path), evenOdd: rule == .evenOdd)
            case .clear(let path):
                mask.fill(polygons(path), evenOdd: false)
            case .stroke(let path, let style, _):
                mask.fill(strokePolygons(path, style), evenOdd: false)
            case .linearGradient, .radialGradient:
                mask.values = [Float](repeating: 1, count: mask.values.count)
            case .text(let run):
                drawText(run, into: &mask)
            case .image:
                return nil
            }
            if let clip, !clip.paths.isEmpty {
                mask.limit(scale: scale) { point in clip.paths.allSatisfy { $0.path.contains(point, rule: $0.rule) } }
            }
            return mask
        }

        /// A mask of zeros over the canvas pixels whose centres lie in the clip's rectangle.
        private func emptyMask(_ clip: DrawingClip?) -> RasterMask? {
            var first = (x: 0, y: 0)
            var end = (x: width, y: height)
            if let clip {
                let r = clip.rect
                guard !r.isNull, !r.isEmpty else { return nil }
                func index(_ value: CGFloat) -> Int {
                    let pixel = (value * scale - 0.5).rounded(.up)
                    return pixel.isFinite ? Int(max(min(pixel, CGFloat(1 << 20)), -1)) : (value > 0 ? 1 << 20 : -1)
                }
                first = (max(index(r.minX), 0), max(index(r.minY), 0))
                end = (min(index(r.maxX), width), min(index(r.maxY), height))
            }
            guard first.x < end.x, first.y < end.y else { return nil }
            return RasterMask(x0: first.x, y0: first.y, width: end.x - first.x, height: end.y - first.y)
        }

        /// The path's subpaths as polygons in pixels.
        private func polygons(_ path: DrawingPath) -> [[CGPoint]] {
            path.polylines(tolerance: 0.25 / scale).map { polyline in
                polyline.points.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            }
        }

        /// The stroke as polygons in pixels whose non-zero union is the stroked area: a quadrilateral per segment,
        /// caps at open ends, and a disc (round) or two triangles (bevel, miter) at each join.
        func strokePolygons(_ path: DrawingPath, _ style: DrawingStrokeStyle) -> [[CGPoint]] {
            let half = style.width * scale / 2
            guard half > 0, half.isFinite else { return [] }
            var result: [[CGPoint]] = []
            for polyline in path.polylines(tolerance: 0.25 / scale) {
                var points = polyline.points.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
                if polyline.isClosed, let first = points.first { points.append(first) }
                let pattern = style.dashLengths.map { $0 * scale }
                let pieces =
                    pattern.count > 0 && pattern.allSatisfy({ $0 >= 0 }) && pattern.reduce(0, +) > 0
                    ? DrawingRasterizer.dashes(points, pattern: pattern, phase: style.dashPhase * scale)
                    : [(points, polyline.isClosed)]
                for (piece, closed) in pieces {
                    result += stroke(piece, closed: closed, half: half, style: style)
                }
            }
            return result.map(RasterMask.oriented)
        }

        private func stroke(_ points: [CGPoint], closed: Bool, half: CGFloat, style: DrawingStrokeStyle)
            -> [[CGPoint]]
        {
            var result: [[CGPoint]] = []
            var normals: [CGPoint] = []
            for index in 0..<(points.count - 1) {
                var a = points[index]
                var b = points[index + 1]
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let (ux, uy) = (dx / length, dy / length)
                if style.cap == .square, !closed {
                    if index == 0 { a = CGPoint(x: a.x - ux * half, y: a.y - uy * half) }
                    if index == points.count - 2 { b = CGPoint(x: b.x + ux * half, y: b.y + uy * half) }
                }
                let n = CGPoint(x: -uy * half, y: ux * half)
                normals.append(n)
                result.append([
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                ])
                if normals.count > 1 {
                    result += join(at: points[index], normals[normals.count - 2], n, half: half, style: style)
                }
            }
            if closed, let first = normals.first, let last = normals.last, normals.count > 1 {
                result += join(at: points[0], last, first, half: half, style: style)
            }
            if style.cap == .round, !closed, let first = points.first, let last = points.last {
                result.append(RasterMask.circle(first, half))
                result.append(RasterMask.circle(last, half))
            }
            return result
        }

        private func join(at p: CGPoint, _ n1: CGPoint, _ n2: CGPoint, half: CGFloat, style: DrawingStrokeStyle)
            -> [[CGPoint]]
        {
            if style.join == .round { return [RasterMask.circle(p, half)] }
            return [
                [p, CGPoint(x: p.x + n1.x, y: p.y + n1.y), CGPoint(x: p.x + n2.x, y: p.y + n2.y)],
                [p, CGPoint(x: p.x - n1.x, y: p.y - n1.y), CGPoint(x: p.x - n2.x, y: p.y - n2.y)],
            ]
        }

        /// The painted dashes of a polyline, each an open polyline.
        static func dashes(_ points: [CGPoint], pattern: [CGFloat], phase: CGFloat) -> [([CGPoint], Bool)] {
            let period = pattern.reduce(0, +)
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var slot = 0
            while offset >= pattern[slot] {
                offset -= pattern[slot]
                slot = (slot + 1) % pattern.count
            }
            var remaining = pattern[slot] - offset
            var result: [([CGPoint], Bool)] = []
            var current: [CGPoint] = slot % 2 == 0 ? [points[0]] : []
            for index in 0..<(points.count - 1) {
                var a = points[index]
                let b = points[index + 1]
                var length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                while length > remaining {
                    let t = remaining / length
                    a = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    length -= remaining
                    if slot % 2 == 0 {
                        current.append(a)
                        result.append((current, false))
                        current = []
                    } else {
                        current = [a]
                    }
                    slot = (slot + 1) % pattern.count
                    remaining = pattern[slot]
                    if remaining == 0 && pattern.allSatisfy({ $0 == 0 }) { return result }
                }
                remaining -= length
                if slot % 2 == 0 { current.append(b) }
            }
            if current.count > 1 { result.append((current, false)) }
            return result
        }

        /// Covers the run's glyphs (the text rasterizer's mask) or, without one, its bar.
        private func drawText(_ run: DrawingTextRun, into mask: inout RasterMask) {
            let toPixels = run.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
            if let glyphs = textRasterizer?.coverage(of: run, scale: scale) {
                let inverse = toPixels.inverted()
                for row in 0..<mask.height {
                    for column in 0..<mask.width {
                        let centre = CGPoint(x: CGFloat(mask.x0 + column) + 0.5, y: CGFloat(mask.y0 + row) + 0.5)
                        let local = centre.applying(inverse)
                        let gx = Int(((local.x - run.rect.minX) * scale).rounded(.down))
                        let gy = Int(((local.y - run.rect.minY) * scale).rounded(.down))
                        guard gx >= 0, gy >= 0, gx < glyphs.width, gy < glyphs.height else { continue }
                        mask.values[row * mask.width + column] = Float(glyphs.values[gy * glyphs.width + gx]) / 255
                    }
                }
                return
            }
            let bar = CGRect(
                x: run.rect.minX, y: run.rect.minY + run.baseline - run.fontSize / 2, width: run.rect.width,
                height: run.fontSize / 2)
            let corners = [
                CGPoint(x: bar.minX, y: bar.minY), CGPoint(x: bar.maxX, y: bar.minY),
                CGPoint(x: bar.maxX, y: bar.maxY), CGPoint(x: bar.minX, y: bar.maxY),
            ]
            mask.fill([corners.map { $0.applying(toPixels) }], evenOdd: false)
        }
    }
#endif
