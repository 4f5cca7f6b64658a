// Drawing a laid-out string into the current graphics context: one text run per line, aligned and clipped as
// `draw(in:withAttributes:)` places them, with the `.backgroundColor` attribute filled behind each line.
//
// Invariants: the lines drawn are exactly those sizing measured (StringLayout); in a rectangle, lines whose top is at
// or below its bottom are not drawn and the rest are clipped to it; with no current context nothing is recorded and
// the shared application's `graphicsLog` says so.
import Foundation

#if !_runtime(_ObjC)
    extension StringLayout {
        /// Where and how a string is drawn.
        enum Placement {
            /// Unwrapped lines from a top-left point (`draw(at:)`).
            case point(CGPoint)
            /// Lines wrapped at the rectangle's width, aligned and clipped in it (`draw(in:)`).
            case rect(CGRect)
            /// One line whose baseline starts at the point (`draw(with:options:)` without `.usesLineFragmentOrigin`).
            case baseline(CGPoint, width: CGFloat)
        }

        /// Draws `string` in `attributes` into the current context; `function` names the caller in the log.
        static func draw(
            _ string: String, attributes: [NSAttributedString.Key: Any]?, _ placement: Placement, function: String
        ) {
            guard let context = currentGraphicsContext(for: function) else { return }
            let layout: StringLayout
            let origin: CGPoint
            var box: CGRect?
            switch placement {
            case .point(let point):
                layout = StringLayout(string, attributes: attributes, width: 0)
                origin = point
            case .rect(let rect):
                let rect = rect.standardized
                layout = StringLayout(string, attributes: attributes, width: rect.width)
                origin = rect.origin
                box = rect
            case .baseline(let point, let width):
                layout = StringLayout(string, attributes: attributes, width: width, lineLimit: 1)
                origin = CGPoint(x: point.x, y: point.y - layout.baseline)
            }
            let background = (attributes?[.backgroundColor] as? UIColor)?.cgColor
            context.saveGState()
            if let box { context.clip(to: box) }
            for line in layout.lines {
                if let box, line.top >= box.height { break }
                let left = layout.lineLeft(line, left: origin.x, boxWidth: box?.width)
                let lineRect = CGRect(x: left, y: origin.y + line.top, width: line.width, height: layout.lineHeight)
                if let background {
                    context.setFillColor(background)
                    context.fill(lineRect)
                }
                context.recordText(
                    String(line.text), font: layout.font, color: layout.color.cgColor, rect: lineRect,
                    baseline: layout.baseline)
            }
            context.restoreGState()
        }
    }
#endif
