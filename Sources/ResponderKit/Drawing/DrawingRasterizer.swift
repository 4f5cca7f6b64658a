// A pure-Swift rasterizer of recorded drawing: turns a `DrawingList` into pixels, for screenshots' PNGs.
//
// Invariants:
// - Pixels are premultiplied RGBA floats, row by row from the top left; pixel (i, j) is sampled at its centre
//   ((i + 0.5) / scale, (j + 0.5) / scale) in points: a pixel is covered when its centre is (no anti-aliasing), so
//   the same drawing always gives the same pixels.
// - A command paints only inside its clip (rectangle and shapes) and the canvas; painting composites with its
//   blend mode (see `composite`), at its global alpha.
// - Nested image drawings are followed at most 8 levels deep.
#if !_runtime(_ObjC)
    import Foundation

    /// Rasterizes ``DrawingList``s onto a canvas of pixels: what a screenshot's PNG is drawn with.
    ///
    /// Fills (non-zero and even-odd), strokes (width, caps, round and bevel joins — miter joins are drawn as
    /// bevels — and dashes), `clear` (back to the background), images drawn here (their own drawing, scaled into
    /// their rectangle), linear and radial gradients with their extension options, clips, global alpha and shadows
    /// (offset, without blur) are drawn; the blend modes `.normal`, `.multiply`, `.screen`, `.overlay`, `.darken`,
    /// `.lighten`, `.difference`, `.exclusion`, `.hardLight`, `.clear` and `.copy` are applied, the others drawn as
    /// `.normal`. Text is drawn by the ``textRasterizer`` when it answers; otherwise each run is a bar of its colour
    /// as wide as its measured width, half the font size high, standing on its baseline (where the glyphs' x-height
    /// would be). Stand-in images (assets, which have no pixels headless) draw nothing. Pixels are sampled at
    /// their centres, without anti-aliasing.
    @MainActor
    public struct DrawingRasterizer {
        /// Columns.
        public let width: Int
        /// Rows.
        public let height: Int
        /// Pixels per point.
        public let scale: CGFloat
        /// The colour of the canvas before anything is drawn, and of what `clear` erases.
        public let background: DisplayColor
        /// Draws glyphs; nil draws text as bars.
        public var textRasterizer: (any TextRasterizing)?
        /// Premultiplied RGBA, row by row.
        var pixels: [Float]

        /// A canvas of `size` points at `scale` pixels per point (its pixel size rounded to whole pixels), filled
        /// with `background`. A non-finite or negative size gives an empty canvas; a scale that is not positive is 1.
        public init(
            size: CGSize, scale: CGFloat, background: DisplayColor = .clear,
            textRasterizer: (any TextRasterizing)? = nil
        ) {
            let scale = scale.isFinite && scale > 0 ? scale : 1
            func pixelCount(_ points: CGFloat) -> Int {
                let value = (points * scale).rounded()
                return value.isFinite && value > 0 ? min(Int(value), 1 << 14) : 0
            }
            width = pixelCount(size.width)
            height = pixelCount(size.height)
            self.scale = scale
            self.background = background
            self.textRasterizer = textRasterizer
            let a = Float(background.a)
            let fill: [Float] = [Float(background.r) * a, Float(background.g) * a, Float(background.b) * a, a]
            var canvas = [Float](repeating: 0, count: width * height * 4)
            if a > 0 {
                for index in canvas.indices { canvas[index] = fill[index & 3] }
            }
            pixels = canvas
        }

        /// Draws `list`'s commands in order.
        public mutating func draw(_ list: DrawingList) {
            draw(list.commands, outerClip: nil, depth: 0)
        }

        /// What is drawn so far.
        public var bitmap: DrawingBitmap {
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            for base in stride(from: 0, to: width * height * 4, by: 4) {
                let a = pixels[base + 3]
                guard a > 0 else { continue }
                bytes[base] = DrawingRasterizer.byte(pixels[base] / a)
                bytes[base + 1] = DrawingRasterizer.byte(pixels[base + 1] / a)
                bytes[base + 2] = DrawingRasterizer.byte(pixels[base + 2] / a)
                bytes[base + 3] = DrawingRasterizer.byte(a)
            }
            return DrawingBitmap(width: width, height: height, scale: scale, bytes: bytes)
        }

        // MARK: Commands

        mutating func draw(_ commands: [DrawingCommand], outerClip: DrawingClip?, depth: Int) {
            guard depth < 8 else { return }
            for command in commands {
                let clip = DrawingRasterizer.intersect(command.clip, outerClip)
                if case .image(let image, let rect, let transform) = command.operation {
                    drawImage(image, in: rect, transform: transform, clip: clip, alpha: command.alpha, depth: depth)
                    continue
                }
                guard let mask = coverage(of: command.operation, clip: clip) else { continue }
                if let shadow = command.shadow, shadow.color.a > 0 {
                    let dx = Int((shadow.offset.width * scale).rounded())
                    let dy = Int((shadow.offset.height * scale).rounded())
                    var shadowMask = mask
                    shadowMask.x0 += dx
                    shadowMask.y0 += dy
                    composite(shadowMask, paint: .solid(shadow.color), alpha: command.alpha, mode: command.blendMode)
                }
                composite(mask, paint: paint(of: command.operation), alpha: command.alpha, mode: command.blendMode)
            }
        }

        /// Draws an image's own drawing scaled from its size onto `rect`, mapped by `transform`.
        private mutating func drawImage(
            _ image: CGImage, in rect: CGRect, transform: CGAffineTransform, clip: DrawingClip?, alpha: CGFloat,
            depth: Int
        ) {
            guard let drawing = image.drawing, !drawing.isEmpty else { return }
            let size = image.drawingSize
            guard size.width > 0, size.height > 0 else { return }
            let place = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
                .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(transform)
            let factor = abs(place.a * place.d - place.b * place.c).squareRoot()
            let placed = drawing.commands.map { command -> DrawingCommand in
                var moved = command.applying(place)
                moved.alpha *= alpha
                // `applying` keeps lengths; an image drawn larger draws its lines and radii larger too.
                switch moved.operation {
                case .stroke(let path, var style, let color):
                    style.width *= factor
                    style.dashLengths = style.dashLengths.map { $0 * factor }
                    style.dashPhase *= factor
                    moved.operation = .stroke(path, style: style, color: color)
                case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
                    moved.operation = .radialGradient(
                        gradient, startCenter: c0, startRadius: r0 * factor, endCenter: c1, endRadius: r1 * factor,
                        options: options)
                default: break
                }
                return moved
            }
            draw(placed, outerClip: clip, depth: depth + 1)
        }

        /// The clip inside both clips.
        static func intersect(_ inner: DrawingClip?, _ outer: DrawingClip?) -> DrawingClip? {
            guard let outer else { return inner }
            guard let inner else { return outer }
            return DrawingClip(rect: inner.rect.intersection(outer.rect), paths: outer.paths + inner.paths)
        }

        static func byte(_ value: Float) -> UInt8 {
            UInt8(min(max(value * 255, 0), 255).rounded())
        }
    }
#endif
