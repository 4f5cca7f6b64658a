// The recorded drawing in a window's display list: a view's layer contents (what its `draw(_:)` drew) and its
// standalone sublayers (their background, contents, shape or gradient), after the view's own items.
//
// Invariants:
// - A view's contents are stretched onto its bounds (contents drawn at another size fill the bounds, as
//   `.scaleToFill` shows them) and drawn at the view's effective opacity.
// - Standalone sublayers are drawn in sublayer order, each under its sublayers, mapped by their positions, anchor
//   points and affine transforms; hidden ones and their sublayers are skipped (**chosen**: before the view's
//   subviews, where UIKit interleaves them by sublayer index; `masksToBounds` of a standalone layer does not clip).
// - Nothing is allocated for views without contents or standalone sublayers.
import Foundation

#if !_runtime(_ObjC)
    extension DisplayListBuilder {
        /// Appends the drawing of `view`'s layer and of its standalone sublayers.
        mutating func appendLayerDrawing(of view: UIView, _ layer: CALayer) {
            let bounds = view.storedBounds
            if let image = layer.contents as? CGImage, let drawing = image.drawing, !drawing.isEmpty {
                appendDrawing(drawing, image: image, size: bounds.size, origin: bounds.origin, under: transform)
            }
            let sublayers = layer.ownSublayers
            guard !sublayers.isEmpty else { return }
            var stack: [(CALayer, CGAffineTransform, CGFloat)] = sublayers.reversed().map { ($0, transform, opacity) }
            while let (sublayer, parent, parentOpacity) = stack.popLast() {
                guard !sublayer.ownHidden else { continue }
                let alpha = parentOpacity * DisplayListBuilder.unit(CGFloat(sublayer.ownOpacity))
                guard alpha > 0 else { continue }
                let toParent = DisplayListBuilder.toSuperlayer(sublayer).concatenating(parent)
                let own = sublayer.ownBounds
                if let background = sublayer.ownBackgroundColor {
                    let color = DisplayColor(cgColor: background, opacity: alpha)
                    if color.a > 0, !own.isEmpty {
                        items.append(DisplayItem(rect: own, transform: toParent, clip: clip, color: color))
                    }
                }
                if let drawing = sublayer.recordedDrawing(), !drawing.isEmpty {
                    let saved = opacity
                    opacity = alpha
                    // Shapes and gradients are drawn at the layer's size; contents images are stretched onto it.
                    let drawsItself = sublayer is CAShapeLayer || sublayer is CAGradientLayer
                    appendDrawing(
                        drawing, image: drawsItself ? nil : sublayer.contents as? CGImage, size: own.size,
                        origin: own.origin, under: toParent)
                    opacity = saved
                }
                stack.append(contentsOf: sublayer.ownSublayers.reversed().map { ($0, toParent, alpha) })
            }
        }

        /// Appends `drawing` (in points from zero) in a box of `size` at `origin`, under `parent`; when it is `image`'s
        /// drawing, stretched from the image's size onto the box.
        private mutating func appendDrawing(
            _ drawing: DrawingList, image: CGImage?, size: CGSize, origin: CGPoint, under parent: CGAffineTransform
        ) {
            var placed = CGAffineTransform(translationX: origin.x, y: origin.y)
            var rect = CGRect(origin: .zero, size: size)
            if let image, image.width > 0, image.height > 0 {
                // Contents drawn at another size fill the box (a layer's default gravity, "resize").
                let drawn = CGSize(
                    width: CGFloat(image.width) / image.scale, height: CGFloat(image.height) / image.scale)
                let (sx, sy) = (size.width / drawn.width, size.height / drawn.height)
                if abs(sx - 1) > 1e-9 || abs(sy - 1) > 1e-9 {
                    placed = CGAffineTransform(scaleX: sx, y: sy).concatenating(placed)
                    rect.size = drawn
                }
            }
            var commands = drawing.commands
            if opacity < 1 {
                for index in commands.indices { commands[index].alpha *= opacity }
            }
            items.append(
                DisplayItem(
                    rect: rect, transform: placed.concatenating(parent), clip: clip,
                    color: .clear, drawing: DrawingList(commands: commands)))
        }

        /// Maps a standalone layer's bounds coordinates to its superlayer's: about its anchor point, through the
        /// affine part of its transform, to its position.
        static func toSuperlayer(_ layer: CALayer) -> CGAffineTransform {
            let b = layer.ownBounds
            let anchor = layer.storedAnchorPoint
            let t = CATransform3DGetAffineTransform(layer.ownTransform)
            return CGAffineTransform(
                translationX: -b.minX - anchor.x * b.width, y: -b.minY - anchor.y * b.height
            ).concatenating(t).concatenating(
                CGAffineTransform(translationX: layer.ownPosition.x, y: layer.ownPosition.y))
        }
    }
#endif
