// UIKit's string drawing on Swift strings, as NSString's (NSString+Draw.swift).
import Foundation

#if !_runtime(_ObjC)
    extension String {
        /// Draws the string's lines unwrapped with their top left at `point` (see NSString's
        /// `draw(at:withAttributes:)`).
        @MainActor
        public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
            StringLayout.draw(self, attributes: attrs, .point(point), function: "NSString.draw(at:)")
        }

        /// Draws the string wrapped, aligned and clipped in `rect` (see NSString's `draw(in:withAttributes:)`).
        @MainActor
        public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
            StringLayout.draw(self, attributes: attrs, .rect(rect), function: "NSString.draw(in:)")
        }
    }
#endif
