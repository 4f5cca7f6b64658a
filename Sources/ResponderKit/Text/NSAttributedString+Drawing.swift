// UIKit's measurement of attributed strings: `size()` and `boundingRect(with:options:context:)` (AL-63).
//
// Invariant: the whole string is measured in the attributes of its first character (its font, else 12-point
// Helvetica, and paragraph style); runs in other fonts are measured in that font too.
import Foundation

extension NSAttributedString {
    /// The size of the string in one or more lines (one per paragraph), unwrapped. Not rounded.
    @MainActor
    public func size() -> CGSize {
        NSString.measure(string, attributes: leadingAttributes, size: .zero, options: .usesLineFragmentOrigin).size
    }

    /// The rectangle the string takes when drawn within `size` (see NSString's
    /// `boundingRect(with:options:attributes:context:)`).
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = NSString.measure(string, attributes: leadingAttributes, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// The font of the first character, if it has one.
    var firstFont: UIFont? {
        guard length > 0 else { return nil }
        return attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    }

    /// The attributes of the first character, which the whole string is measured and drawn in.
    var leadingAttributes: [NSAttributedString.Key: Any] {
        guard length > 0 else { return [:] }
        return attributes(at: 0, effectiveRange: nil)
    }
}
