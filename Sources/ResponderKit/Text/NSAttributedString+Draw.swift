// UIKit's drawing of attributed strings, in the attributes of their first character (as they are measured).
import Foundation

#if !_runtime(_ObjC)
    extension NSAttributedString {
        /// Draws the string's lines unwrapped with their top left at `point`.
        @MainActor
        public func draw(at point: CGPoint) {
            StringLayout.draw(
                string, attributes: leadingAttributes, .point(point), function: "NSAttributedString.draw(at:)")
        }

        /// Draws the string wrapped, aligned and clipped in `rect`: the lines `boundingRect(with:options:context:)`
        /// measures with `.usesLineFragmentOrigin`.
        @MainActor
        public func draw(in rect: CGRect) {
            StringLayout.draw(
                string, attributes: leadingAttributes, .rect(rect), function: "NSAttributedString.draw(in:)")
        }

        /// Draws the string in `rect` as ``draw(in:)`` with `.usesLineFragmentOrigin`; without it, one line whose
        /// baseline starts at `rect`'s origin.
        @MainActor
        public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
            StringLayout.draw(
                string, attributes: leadingAttributes,
                options.contains(.usesLineFragmentOrigin) ? .rect(rect) : .baseline(rect.origin, width: rect.width),
                function: "NSAttributedString.draw(with:options:context:)")
            context?.totalBounds = NSString.measure(
                string, attributes: leadingAttributes, size: rect.size, options: options)
        }
    }
#endif
