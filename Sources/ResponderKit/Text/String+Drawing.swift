// UIKit's string measurement on Swift strings, as NSString's (AL-63).
import Foundation

extension String {
    /// The size of the string in one or more lines (one per paragraph), unwrapped, in the attributes' font (12-point
    /// Helvetica without one). Not rounded.
    @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString.measure(self, attributes: attrs, size: .zero, options: .usesLineFragmentOrigin).size
    }

    /// The rectangle the string takes when drawn within `size` (see NSString's
    /// `boundingRect(with:options:attributes:context:)`).
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = NSString.measure(self, attributes: attributes, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}
