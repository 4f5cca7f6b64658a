// What colour a command paints at a pixel (solid, or a gradient's colour there) and how it composites with what is
// below: source-over by default, W3C's separable blend formulas for the blend modes it supports, `copy` and
// `clear` (which puts the background back).
//
// Invariants: pixels stay premultiplied and within 0 … 1; a pixel outside the canvas is never written; a gradient
// paints nothing where its options say it does not extend.
#if !_runtime(_ObjC)
    import Foundation

    /// What a command paints with.
    enum RasterPaint {
        case solid(DisplayColor)
        case linear(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        case radial(CGGradient, c0: CGPoint, r0: CGFloat, c1: CGPoint, r1: CGFloat, options: CGGradientDrawingOptions)
        case erase
    }

    extension DrawingRasterizer {
        /// The paint of a command other than an image.
        func paint(of operation: DrawingOperation) -> RasterPaint {
            switch operation {
            case .fill(_, _, let color), .stroke(_, _, let color): .solid(color)
            case .clear: .erase
            case .text(let run): .solid(run.color)
            case .linearGradient(let gradient, let start, let end, let options):
                .linear(gradient, start: start, end: end, options: options)
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
                .radial(gradient, c0: c0, r0: r0, c1: c1, r1: r1, options: options)
            case .image: .solid(.clear)
            }
        }

        /// Composites `paint` through `mask` at `alpha` with `mode`.
        mutating func composite(_ mask: RasterMask, paint: RasterPaint, alpha: CGFloat, mode: CGBlendMode) {
            let global = Float(min(max(alpha.isNaN ? 0 : alpha, 0), 1))
            var erasing = mode == .clear || mode == .copy
            // A solid colour (or the background put back) is read once, not at every pixel.
            var fixed: DisplayColor?
            switch paint {
            case .solid(let color): fixed = mode == .clear ? background : color
            case .erase:
                fixed = background
                erasing = true
            default: fixed = mode == .clear ? background : nil
            }
            guard global > 0 || erasing else { return }
            let rows = max(mask.y0, 0)..<min(mask.y0 + mask.height, height)
            let columns = max(mask.x0, 0)..<min(mask.x0 + mask.width, width)
            guard !rows.isEmpty, !columns.isEmpty else { return }
            for y in rows {
                let maskRow = (y - mask.y0) * mask.width - mask.x0
                for x in columns {
                    let coverage = mask.values[maskRow + x]
                    guard coverage > 0 else { continue }
                    let color: DisplayColor
                    if let fixed {
                        color = fixed
                    } else {
                        let point = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
                        guard let painted = DrawingRasterizer.color(of: paint, at: point) else { continue }
                        color = painted
                    }
                    let base = (y * width + x) * 4
                    let source = (Float(color.r), Float(color.g), Float(color.b))
                    if erasing {
                        // Replaces what is below (by the coverage, so a partly covered pixel keeps some of it).
                        let keep = 1 - coverage
                        let ca = Float(color.a) * coverage
                        pixels[base] = pixels[base] * keep + source.0 * ca
                        pixels[base + 1] = pixels[base + 1] * keep + source.1 * ca
                        pixels[base + 2] = pixels[base + 2] * keep + source.2 * ca
                        pixels[base + 3] = pixels[base + 3] * keep + ca
                        continue
                    }
                    let sa = Float(color.a) * global * coverage
                    if mode == .normal {
                        let keep = 1 - sa
                        pixels[base] = sa * source.0 + keep * pixels[base]
                        pixels[base + 1] = sa * source.1 + keep * pixels[base + 1]
                        pixels[base + 2] = sa * source.2 + keep * pixels[base + 2]
                        pixels[base + 3] = sa + keep * pixels[base + 3]
                    } else {
                        blend(at: base, source: source, alpha: sa, mode: mode)
                    }
                }
            }
        }

        /// Source-over with the blend mode's mixing of colours (W3C compositing: Cs' = (1 − αb) Cs + αb B(Cb, Cs)).
        private mutating func blend(at base: Int, source: (Float, Float, Float), alpha sa: Float, mode: CGBlendMode) {
            let da = pixels[base + 3]
            let keep = 1 - sa
            for channel in 0..<3 {
                let cs = channel == 0 ? source.0 : channel == 1 ? source.1 : source.2
                let cb = da > 0 ? pixels[base + channel] / da : 0
                let mixed = (1 - da) * cs + da * DrawingRasterizer.mix(cb, cs, mode)
                pixels[base + channel] = sa * mixed + keep * pixels[base + channel]
            }
            pixels[base + 3] = sa + keep * da
        }

        /// W3C's separable blend function B(Cb, Cs); `.normal` (and the modes not supported) give Cs.
        static func mix(_ cb: Float, _ cs: Float, _ mode: CGBlendMode) -> Float {
            switch mode {
            case .multiply: return cb * cs
            case .screen: return cb + cs - cb * cs
            case .overlay: return mix(cs, cb, .hardLight)
            case .darken: return min(cb, cs)
            case .lighten: return max(cb, cs)
            case .difference: return abs(cb - cs)
            case .exclusion: return cb + cs - 2 * cb * cs
            case .hardLight: return cs <= 0.5 ? cb * 2 * cs : mix(cb, 2 * cs - 1, .screen)
            default: return cs
            }
        }

        /// The colour `paint` has at `point` (points), nil where a gradient does not paint.
        static func color(of paint: RasterPaint, at point: CGPoint) -> DisplayColor? {
            switch paint {
            case .solid(let color): return color
            case .erase: return nil
            case .linear(let gradient, let start, let end, let options):
                let (dx, dy) = (end.x - start.x, end.y - start.y)
                let squared = dx * dx + dy * dy
                guard squared > 0 else { return options.isEmpty ? nil : gradient.color(at: 1) }
                let t = ((point.x - start.x) * dx + (point.y - start.y) * dy) / squared
                return gradientColor(gradient, t, options)
            case .radial(let gradient, let c0, let r0, let c1, let r1, let options):
                guard let t = radialParameter(point, c0, r0, c1, r1) else { return nil }
                return gradientColor(gradient, t, options)
            }
        }

        private static func gradientColor(_ gradient: CGGradient, _ t: CGFloat, _ options: CGGradientDrawingOptions)
            -> DisplayColor?
        {
            if t < 0, !options.contains(.drawsBeforeStartLocation) { return nil }
            if t > 1, !options.contains(.drawsAfterEndLocation) { return nil }
            return gradient.color(at: min(max(t, 0), 1))
        }

        /// The largest t whose circle (centre c0 + t (c1 − c0), radius r0 + t (r1 − r0) ≥ 0) passes through `p`.
        static func radialParameter(_ p: CGPoint, _ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat)
            -> CGFloat?
        {
            let (cdx, cdy, dr) = (c1.x - c0.x, c1.y - c0.y, r1 - r0)
            let (pdx, pdy) = (p.x - c0.x, p.y - c0.y)
            let a = cdx * cdx + cdy * cdy - dr * dr
            let b = pdx * cdx + pdy * cdy + r0 * dr
            let c = pdx * pdx + pdy * pdy - r0 * r0
            if abs(a) < 1e-9 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            let (t1, t2) = ((b + root) / a, (b - root) / a)
            let (high, low) = (max(t1, t2), min(t1, t2))
            if r0 + high * dr >= 0 { return high }
            if r0 + low * dr >= 0 { return low }
            return nil
        }
    }
#endif
