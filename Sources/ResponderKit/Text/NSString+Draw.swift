// UIKit's string drawing on NSString: `draw(at:withAttributes:)`, `draw(in:withAttributes:)` and
// `draw(with:options:attributes:context:)`, into the current graphics context (StringLayout+Drawing.swift).
import Foundation

#if !_runtime(_ObjC)
    extension NSString {
        /// Draws the string's lines (one per paragraph, unwrapped) with their top left at `point`, in the
        /// attributes' font, colour and paragraph style.
        @MainActor
        public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
            StringLayout.draw(String(self), attributes: attrs, .point(point), function: "NSString.draw(at:)")
        }

        /// Draws the string wrapped at `rect`'s width, its lines aligned by the paragraph style and clipped to `rect`:
        /// exactly the lines `boundingRect(with:options:attributes:context:)` measures with `.usesLineFragmentOrigin`.
        @MainActor
        public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
            StringLayout.draw(String(self), attributes: attrs, .rect(rect), function: "NSString.draw(in:)")
        }

        /// Draws the string in `rect` as ``draw(in:withAttributes:)`` does with `.usesLineFragmentOrigin`; without
        /// it, one line whose baseline starts at `rect`'s origin. Reports the rectangle drawn to `context`.
        @MainActor
        public func draw(
            with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
            context: NSStringDrawingContext?
        ) {
            let string = String(self)
            StringLayout.draw(
                string, attributes: attributes,
                options.contains(.usesLineFragmentOrigin) ? .rect(rect) : .baseline(rect.origin, width: rect.width),
                function: "NSString.draw(with:options:attributes:context:)")
            context?.totalBounds = NSString.measure(string, attributes: attributes, size: rect.size, options: options)
        }
    }
#endif
