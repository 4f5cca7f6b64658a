// Moving recorded commands into another base space (an image renderer whose bounds do not start at zero).

#if !_runtime(_ObjC)
    import Foundation

    extension DrawingCommand {
        /// The command with its geometry and clip mapped by `t` (a translation in practice; radii and widths keep
        /// their lengths).
        func applying(_ t: CGAffineTransform) -> DrawingCommand {
            var copy = self
            copy.operation = operation.applying(t)
            copy.clip = clip.map { clip in
                DrawingClip(
                    rect: clip.rect.applying(t),
                    paths: clip.paths.map { DrawingClipPath(path: $0.path.applying(t), rule: $0.rule) })
            }
            return copy
        }
    }

    extension DrawingOperation {
        /// The operation with its geometry mapped by `t`.
        func applying(_ t: CGAffineTransform) -> DrawingOperation {
            switch self {
            case .fill(let path, let rule, let color): return .fill(path.applying(t), rule: rule, color: color)
            case .stroke(let path, let style, let color): return .stroke(path.applying(t), style: style, color: color)
            case .clear(let path): return .clear(path.applying(t))
            case .image(let image, let rect, let transform):
                return .image(image, rect: rect, transform: transform.concatenating(t))
            case .linearGradient(let gradient, let start, let end, let options):
                return .linearGradient(gradient, start: start.applying(t), end: end.applying(t), options: options)
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options):
                return .radialGradient(
                    gradient, startCenter: c0.applying(t), startRadius: r0, endCenter: c1.applying(t), endRadius: r1,
                    options: options)
            case .text(var run):
                run.transform = run.transform.concatenating(t)
                return .text(run)
            }
        }
    }

    extension DrawingPath {
        /// The path with every point mapped by `t`.
        func applying(_ t: CGAffineTransform) -> DrawingPath {
            var geometry = self.geometry
            geometry.apply(t)
            return DrawingPath(geometry)
        }
    }
#endif
